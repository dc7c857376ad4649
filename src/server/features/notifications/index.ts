/**
 * What other features use of notifications: writing one in the transaction of its cause (once per
 * recipient, kind and cause), the gifts' entry point, and the routes.
 */
export { type Notice, notifyGiftReceived, notifyPlayer, notifyUser, notifyUsers } from './notify';
export { notificationRoutes } from './routes';
