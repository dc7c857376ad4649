/** What the app uses of gym leaders on the server: the console's leaders, ledgers and payouts. */
export { leadersConsoleRoutes } from './console/leaders-routes';
