/** What the app uses of players: the profile routes, the head of a player's page and its first paint's data, their pages for the sitemap, the share card's facts, and who holds an in-game name. */
export { playerPage } from './first-paint';
export { clearStaleName } from './names';
export { PLAYER_ROUTE, playerPages } from './page-head';
export { findPlayerByName } from './queries';
export { playerRoutes } from './routes';
export { playerCardFacts } from './share-card';
