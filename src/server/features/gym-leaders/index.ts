/** What the app uses of gym leaders on the server: leader pages, and the console's leaders, ledgers and payouts. */
export { leadersConsoleRoutes } from './console/leaders-routes';
export { LEADER_ROUTE, leaderPageHead } from './page-head';
export { purgeOldPresence } from './presence-retention';
export { leaderRoutes } from './routes';
