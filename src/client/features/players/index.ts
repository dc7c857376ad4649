/** What other features may use of players: the link to a player's page. */
export { PlayerLink } from './player-link';
