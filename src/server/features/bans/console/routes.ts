/**
 * /api/staff/bans: find a player, ban with a reason and an optional end, list bans, lift one with a
 * reason. Staff may ban and unban (moderation is their daily work; admins are staff too). Audited.
 */
import type { BanCandidatesResponse, StaffBanResponse, StaffBansResponse } from '../../../../shared/bans/api';
import { banConsoleEndpoints } from '../../../../shared/bans/console/endpoints';
import {
  banCreateSchema,
  banLiftSchema,
  banListSchema,
  banSearchSchema,
} from '../../../../shared/bans/console/requests';
import type { Deps } from '../../../context';
import { endpointRoutes } from '../../../lib/endpoint-routes';
import { pathId } from '../../../lib/errors';
import { requireStaff } from '../../auth';
import { createBan, liftBan, listBans, searchPlayers } from '../bans';

const STAFF_ONLY = 'Only staff members can ban or unban players.';

export function banConsoleRoutes(deps: Deps) {
  const { db } = deps.database;
  const rows = banConsoleEndpoints;
  return endpointRoutes('/staff/bans')
    .on(rows.list, { query: banListSchema }, async (c, request) => {
      requireStaff(c, STAFF_ONLY);
      const { player_id } = request.query();
      return c.json({ bans: await listBans(db, deps.now(), player_id) } satisfies StaffBansResponse);
    })
    .on(rows.players, { query: banSearchSchema }, async (c, request) => {
      requireStaff(c, STAFF_ONLY);
      const { q } = request.query();
      return c.json({ players: await searchPlayers(db, q, deps.now()) } satisfies BanCandidatesResponse);
    })
    .on(rows.create, { body: banCreateSchema }, async (c, request) => {
      const actor = requireStaff(c, STAFF_ONLY);
      const ban = await createBan(db, actor, await request.body(), deps.now());
      return c.json({ ban } satisfies StaffBanResponse, 201);
    })
    .on(rows.lift, { body: banLiftSchema }, async (c, request) => {
      const actor = requireStaff(c, STAFF_ONLY);
      const id = pathId(c.req.param('id'), 'No such ban.');
      const { reason } = await request.body();
      const ban = await liftBan(db, actor, id, reason, deps.now());
      return c.json({ ban } satisfies StaffBanResponse);
    }).routes;
}
