/** What other features use of bans: the refusal of a banned account, the appeal's lift, the end sweep and the routes. */
export { assertNotBanned, liftAppealedBan } from './bans';
export { banConsoleRoutes } from './console/routes';
export { startBanEndSweeper } from './end-sweep';
export { banRoutes } from './routes';
