/** The console's game-server tokens (GET/POST /api/staff/game-servers, revoke). Secrets are never listed. */
import * as z from 'zod/mini';
import { z as zod } from '../../zod';

export const GAME_SERVER_NAME_PATTERN = /^[a-z0-9][a-z0-9-]{1,39}$/;

/** POST /api/staff/game-servers */
export const gameServerCreateSchema = zod.object({
  name: zod
    .string()
    .trim()
    .regex(GAME_SERVER_NAME_PATTERN, 'Use 2-40 lower-case letters, digits and dashes for the server name.'),
});

export const staffGameServer = z.object({
  name: z.string(),
  created_at: z.string(),
  last_seen_at: z.nullable(z.string()),
  revoked_at: z.nullable(z.string()),
});
export type StaffGameServer = z.infer<typeof staffGameServer>;

/** GET /api/staff/game-servers */
export const staffGameServersResponse = z.object({ servers: z.array(staffGameServer) });
export type StaffGameServersResponse = z.infer<typeof staffGameServersResponse>;

/** POST /api/staff/game-servers: the token is in this answer only. */
export const gameServerCreatedResponse = z.object({ server: staffGameServer, token: z.string() });
export type GameServerCreatedResponse = z.infer<typeof gameServerCreatedResponse>;

/** POST /api/staff/game-servers/:name/revoke */
export const gameServerRevokedResponse = z.object({ server: staffGameServer });
export type GameServerRevokedResponse = z.infer<typeof gameServerRevokedResponse>;
