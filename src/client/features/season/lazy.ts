/** The console's Season tab, loaded when the tab opens: the season page does not carry it. */
import { lazy } from 'react';

export const SeasonPanel = lazy(() => import('./console/season-panel'));
