/** What the app uses of players: the profile routes and the head of a player's page. */
export { PLAYER_ROUTE, playerPageHead } from './page-head';
export { playerRoutes } from './routes';
