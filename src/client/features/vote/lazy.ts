/** The console's vote settings, loaded when its tab opens: the public vote page does not carry it. */
import { lazy } from 'react';

export const VotePanel = lazy(() => import('./console/vote-panel'));
