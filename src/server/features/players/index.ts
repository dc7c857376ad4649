/** What the app uses of players: the profile routes, the head of a player's page and its share card's facts. */
export { PLAYER_ROUTE, playerPageHead } from './page-head';
export { playerRoutes } from './routes';
export { playerCardFacts } from './share-card';
