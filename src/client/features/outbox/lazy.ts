/** The console's Outbox tab, loaded when the tab opens. */
import { lazy } from 'react';

export const OutboxPanel = lazy(() => import('./console/outbox-panel'));
