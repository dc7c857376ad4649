/**
 * /api/staff/game-servers: the bridge's game-server tokens. Staff read the list, admins create and
 * revoke. The token is made by the bridge's own function (the one `npm run game-token` uses) and
 * appears only in the create answer; the list never carries a secret.
 */
import { gameServerConsoleEndpoints as rows } from '../../../../shared/bridge/console/endpoints';
import {
  type GameServerCreatedResponse,
  type GameServerRevokedResponse,
  gameServerCreateSchema,
  type StaffGameServer,
  type StaffGameServersResponse,
} from '../../../../shared/bridge/console/game-servers';
import type { Deps } from '../../../context';
import type { Db } from '../../../db/client';
import { endpointRoutes } from '../../../lib/endpoint-routes';
import { AppError, notFound } from '../../../lib/errors';
import { requireAdmin, requireStaff } from '../../auth';
import type { auditAs } from '../../staff';
import { createGameServer, listGameServers, revokeGameServer } from '../game-servers';

const STAFF_ONLY = 'The staff console is for staff members.';
const ADMINS_ONLY = 'Only admins can create or revoke game-server tokens.';

async function listServers(db: Db): Promise<StaffGameServer[]> {
  return (await listGameServers(db)).map((s) => ({
    name: s.name,
    created_at: s.created_at.toISOString(),
    last_seen_at: s.last_seen_at?.toISOString() ?? null,
    revoked_at: s.revoked_at?.toISOString() ?? null,
  }));
}

async function serverNamed(db: Db, name: string): Promise<StaffGameServer> {
  const server = (await listServers(db)).find((s) => s.name === name);
  if (!server) throw notFound('No game server has this name.');
  return server;
}

/**
 * The audit writer comes from the app, as the bracket's does: the bridge sits below the features
 * that use it (the shop queues deliveries through it), so it takes nothing from the console at run
 * time and no import cycle can form through staff.
 */
export function gameServersConsoleRoutes(deps: Deps, auditFor: typeof auditAs) {
  const { db } = deps.database;
  return endpointRoutes('/staff/game-servers')
    .on(rows.list, async (c) => {
      requireStaff(c, STAFF_ONLY);
      return c.json({ servers: await listServers(db) } satisfies StaffGameServersResponse);
    })
    .on(rows.create, { body: gameServerCreateSchema }, async (c, request) => {
      const actor = requireAdmin(c, ADMINS_ONLY);
      const { name } = await request.body();
      const answer = await db.transaction(async (tx) => {
        const created = await createGameServer(tx, name);
        const server = await serverNamed(tx, created.name);
        await auditFor(actor)(tx, {
          action: 'game_server.create',
          targetType: 'game_server',
          targetId: created.name,
          after: { name: created.name, revoked: false },
        });
        return { server, token: created.token };
      });
      return c.json(answer satisfies GameServerCreatedResponse, 201);
    })
    .on(rows.revoke, async (c) => {
      const actor = requireAdmin(c, ADMINS_ONLY);
      const name = c.req.param('name');
      const server = await db.transaction(async (tx) => {
        await serverNamed(tx, name);
        if (!(await revokeGameServer(tx, name))) {
          throw new AppError(409, 'already_revoked', 'This game server is already revoked.');
        }
        await auditFor(actor)(tx, {
          action: 'game_server.revoke',
          targetType: 'game_server',
          targetId: name,
          before: { revoked: false },
          after: { revoked: true },
        });
        return serverNamed(tx, name);
      });
      return c.json({ server } satisfies GameServerRevokedResponse);
    }).routes;
}
