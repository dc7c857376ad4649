/** What the app uses of the status page beyond its public routes: the console's incidents. */

export { incidentsConsoleRoutes } from './console/incidents-routes';
export { createStatusFirstPaint } from './first-paint';
