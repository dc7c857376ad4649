/** The console's Game servers tab rows of the browser endpoint table: list, create and revoke tokens. */
import { endpoint, requestType, type Summaries } from '../../api/endpoint';
import type { z } from '../../zod';
import {
  gameServerCreatedResponse,
  type gameServerCreateSchema,
  gameServerRevokedResponse,
  staffGameServersResponse,
} from './game-servers';

export const gameServerConsoleEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/staff/game-servers',
    auth: 'staff',
    answer: staffGameServersResponse,
  }),
  create: endpoint({
    method: 'POST',
    path: '/staff/game-servers',
    auth: 'admin',
    answer: gameServerCreatedResponse,
    body: requestType<z.input<typeof gameServerCreateSchema>>(),
  }),
  revoke: endpoint({
    method: 'POST',
    path: '/staff/game-servers/:name/revoke',
    auth: 'admin',
    answer: gameServerRevokedResponse,
  }),
};

/** One line each for the OpenAPI document; pages never import these. */
export const gameServerConsoleSummaries: Summaries<typeof gameServerConsoleEndpoints> = {
  list: "The game servers' tokens (names and dates, never a secret)",
  create: 'Create a game-server token (admins only); the token is in this answer only, audited',
  revoke: "Revoke a game server's token (admins only), audited",
};
