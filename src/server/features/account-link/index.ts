/** What other features may use of account linking: completing a link when the game server reports the code. */
export { completeLink } from './account-link';
