/** What other features may use of account linking: completing a link when the game server reports the code, the retention sweep, and the console's link routes. */
export { completeLink, purgeExpiredLinkCodes } from './account-link';
export { accountLinkConsoleRoutes } from './console/routes';
