/**
 * What other features may use of Discord: the cached widget reader (online count, members), the
 * console's role mappings and the nightly role reconciliation.
 */
export { discordConsoleRoutes } from './console/routes';
export { reconcileRoles, startRoleReconciler } from './reconcile';
export { createWidgetReader, type WidgetReader } from './widget';
