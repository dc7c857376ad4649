import { asc, eq, getTableColumns } from 'drizzle-orm';
import { type SeasonPlayerProgress, toPlayerProgress } from '../../../shared/season/progression';
import type { Db } from '../../db/client';
import { players, season1Progression } from '../../db/schema';

/**
 * Everyone who has started Season 1, first starters first, with the name the game server or the
 * site knows them by. A progression row may exist before its player does (the bridge names a
 * player only when it is told the name), hence the left join.
 */
export async function listSeasonProgress(db: Db): Promise<SeasonPlayerProgress[]> {
  const rows = await db
    .select({
      ...getTableColumns(season1Progression),
      mc_username: players.mc_username,
      username: players.username,
    })
    .from(season1Progression)
    .leftJoin(players, eq(players.uuid, season1Progression.player_uuid))
    // The uuid breaks ties between rows written in one transaction (same created_at).
    .orderBy(asc(season1Progression.created_at), asc(season1Progression.player_uuid));
  return rows.map(toPlayerProgress);
}
