/** The console's Atlas tab, loaded when the tab opens: the public atlas page does not carry it. */
import { lazy } from 'react';

export const AtlasPanel = lazy(() => import('./console/atlas-panel'));
