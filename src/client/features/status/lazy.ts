/** The console's incidents tab, loaded when it opens: the public status page does not carry it. */
import { lazy } from 'react';

export const IncidentsPanel = lazy(() => import('./console/incidents-panel'));
