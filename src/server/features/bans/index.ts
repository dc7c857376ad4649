/** What other features use of bans: the refusal of a banned account, the appeal's lift, and the routes. */
export { assertNotBanned, liftAppealedBan } from './bans';
export { banConsoleRoutes } from './console/routes';
export { banRoutes } from './routes';
