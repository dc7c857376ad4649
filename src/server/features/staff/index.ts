/** What the app uses of the staff console: its routes and the start-up sync of admin roles. */

export { type Actor, auditAs } from './audit';
export { syncConfiguredAdmins } from './members';
export { startStaffNotifier } from './notifier';
export type { LiftAppealedBan } from './review';
export { staffRoutes } from './routes';
