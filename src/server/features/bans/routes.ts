/** GET /api/me/ban: the signed-in player's active ban, shown on their account page and forms. */
import type { MyBanResponse } from '../../../shared/bans/api';
import { banEndpoints } from '../../../shared/bans/endpoints';
import type { Deps } from '../../context';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { requireUser } from '../auth';
import { activeBanOfUser } from './bans';

export function banRoutes(deps: Deps) {
  const { db } = deps.database;
  return endpointRoutes('/me/ban').on(banEndpoints.mine, async (c) => {
    const user = requireUser(c);
    c.header('Cache-Control', 'no-store');
    const ban = await activeBanOfUser(db, user.id, deps.now());
    return c.json({
      ban: ban
        ? {
            reason: ban.reason,
            starts_at: ban.starts_at.toISOString(),
            ends_at: ban.ends_at?.toISOString() ?? null,
          }
        : null,
    } satisfies MyBanResponse);
  }).routes;
}
