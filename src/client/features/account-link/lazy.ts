/** The console's Minecraft links tab, loaded when the tab opens. */
import { lazy } from 'react';

export const LinksPanel = lazy(() => import('./console/links-panel'));
