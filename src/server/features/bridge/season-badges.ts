import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { badgeAwardRequest } from '../../../shared/bridge/api';
import { SEASON1_GYM_TYPES } from '../../../shared/bridge/season';
import type { Deps } from '../../context';
import { players, season1Progression } from '../../db/schema';

type BadgeAward = z.output<typeof badgeAwardRequest>;

/** Sets (or clears) one Season 1 badge or the champion flag for a player; repeating it changes nothing. */
export async function awardSeasonBadge(deps: Deps, award: BadgeAward) {
  return deps.database.db.transaction(async (tx) => {
    if (award.player_name) {
      await tx
        .insert(players)
        .values({ uuid: award.player_uuid, username: award.player_name, mc_username: award.player_name })
        .onConflictDoNothing();
    }
    const column = award.badge === 'champion' ? 'champion' : (`${award.badge}_badge` as const);
    await tx
      .insert(season1Progression)
      .values({ player_uuid: award.player_uuid, [column]: award.awarded })
      .onConflictDoUpdate({
        target: season1Progression.player_uuid,
        set: { [column]: award.awarded, updated_at: sql`now()` },
      });
    const [row] = await tx
      .select()
      .from(season1Progression)
      .where(eq(season1Progression.player_uuid, award.player_uuid));
    const badges = SEASON1_GYM_TYPES.filter((type) => row?.[`${type}_badge`]).length;
    return { player_uuid: award.player_uuid, badges, champion: row?.champion ?? false };
  });
}
