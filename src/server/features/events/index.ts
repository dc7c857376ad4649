/** What the app uses of events: the public routes and the console's event editing. */
export { eventConsoleRoutes } from './console/routes';
export { eventRoutes } from './routes';
