/** What the app uses of gym leaders on the server: leader pages (and their sitemap entries), and the console's leaders, ledgers and payouts. */
export { leadersConsoleRoutes } from './console/leaders-routes';
export { leaderPage } from './first-paint';
export { LEADER_ROUTE, leaderPages } from './page-head';
export { purgeOldPresence } from './presence-retention';
export { leaderRoutes } from './routes';
