/** The console's events tab, loaded when the tab opens: the public events page does not carry it. */
import { lazy } from 'react';

export const EventsPanel = lazy(() => import('./console/events-panel'));
