/** What other features may use of account linking: completing a link when the game server reports the code, and the retention sweep. */
export { completeLink, purgeExpiredLinkCodes } from './account-link';
