/** The console's Discord roles tab (admins), loaded when the tab opens. */
import { lazy } from 'react';

export const DiscordRolesPanel = lazy(() => import('./console/discord-roles-panel'));
