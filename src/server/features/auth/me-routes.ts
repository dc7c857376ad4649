import { eq } from 'drizzle-orm';
import { authEndpoints } from '../../../shared/auth/endpoints';
import type { MeResponse } from '../../../shared/auth/me';
import type { Deps } from '../../context';
import { gymLeaders, players } from '../../db/schema';
import { endpointRoutes } from '../../lib/endpoint-routes';

/** GET /api/me: the signed-in account and its player row, or nulls for visitors. */
export function meRoutes(deps: Deps) {
  const { db } = deps.database;
  return endpointRoutes('/me').on(authEndpoints.me, async (c) => {
    c.header('Cache-Control', 'no-store');
    const user = c.var.user;
    if (!user) return c.json<MeResponse>({ user: null, player: null });
    const [player] = await db
      .select({
        id: players.id,
        auth_user_id: players.auth_user_id,
        uuid: players.uuid,
        username: players.username,
        mc_username: players.mc_username,
        discord_id: players.discord_id,
      })
      .from(players)
      .where(eq(players.auth_user_id, user.id))
      .limit(1);
    const [leader] = player
      ? await db
          .select({ id: gymLeaders.id })
          .from(gymLeaders)
          .where(eq(gymLeaders.player_id, player.id))
          .limit(1)
      : [];
    return c.json<MeResponse>({
      user: {
        id: user.id,
        discord_username: user.discord_username,
        full_name: user.full_name,
        avatar_url: user.avatar_url,
        role: user.role,
        gym_leader: leader !== undefined,
      },
      player: player ?? null,
    });
  }).routes;
}
