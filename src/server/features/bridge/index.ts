/**
 * What other features may use of the game-server bridge: game server tokens, the delivery queue and
 * match reports (the demo simulator closes battles it left open).
 */

export { queueDelivery } from './deliveries';
export { createGameServer, issueGameServerToken, listGameServers, revokeGameServer } from './game-servers';
export { reportMatch } from './match-reports';
