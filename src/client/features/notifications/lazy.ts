/** The header's bell, loaded only for a signed-in reader. */
import { lazy } from 'react';

export const NotificationBell = lazy(() => import('./notification-bell'));
