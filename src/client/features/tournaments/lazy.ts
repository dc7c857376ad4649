/** The console's tournaments tab, loaded when the tab opens: no public tournament page carries it. */
import { lazy } from 'react';

export const TournamentsPanel = lazy(() => import('./console/tournaments-panel'));
