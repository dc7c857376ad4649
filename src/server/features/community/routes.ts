import { count } from 'drizzle-orm';
import type { CommunityStats } from '../../../shared/arena/types';
import { communityEndpoints } from '../../../shared/community/endpoints';
import type { Deps } from '../../context';
import { players } from '../../db/schema';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { ratingCounts } from '../arena';
import type { WidgetReader } from '../discord';

/** GET /api/community/stats: real counts; `discord_online` is null when the widget is not answering. */
export function communityRoutes(deps: Deps, widget: WidgetReader) {
  const { db } = deps.database;
  return endpointRoutes('/community').on(communityEndpoints.stats, async (c) => {
    const [[playerCount], counts, discord] = await Promise.all([
      db.select({ n: count() }).from(players),
      ratingCounts(db),
      widget.read(),
    ]);
    c.header('Cache-Control', 'public, max-age=30');
    return c.json<CommunityStats>({
      players: playerCount?.n ?? 0,
      rated_players: counts.rated,
      matches_played: counts.played,
      gym_leaders: counts.leaders,
      discord_online: discord.value.online,
    });
  }).routes;
}
