/**
 * What other features may use of the game-server bridge: game server tokens, the delivery queue and
 * match reports (the demo simulator closes battles it left open); and the console's token routes.
 */

export { gameServersConsoleRoutes } from './console/game-servers-routes';
export { queueDelivery } from './deliveries';
export { createGameServer, issueGameServerToken } from './game-servers';
export { reportMatch } from './match-reports';
