/** What other features may use of the game-server bridge: game server tokens and the delivery queue. */

export { queueDelivery } from './deliveries';
export { createGameServer, issueGameServerToken, listGameServers, revokeGameServer } from './game-servers';
