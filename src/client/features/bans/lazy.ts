/** The console's Bans tab, loaded when the tab opens. */
import { lazy } from 'react';

export const BansPanel = lazy(() => import('./console/bans-panel'));
