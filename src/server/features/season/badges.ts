/**
 * The one rule for changing a player's badges, used by the game server (bridge) and by staff
 * (console): set or clear one Season badge or the champion flag; repeating it changes nothing. A
 * player who has not started the season gets a progression row. The table's NOTIFY trigger makes
 * the change live.
 */
import { eq, sql } from 'drizzle-orm';
import { SEASON1_GYM_TYPES } from '../../../shared/bridge/season';
import type { Season1GymType } from '../../../shared/season/progression';
import type { Tx } from '../../db/client';
import { season1Progression } from '../../db/schema';

export type BadgeName = Season1GymType | 'champion';

export interface BadgeWrite {
  player_uuid: string;
  badge: BadgeName;
  awarded: boolean;
}

const column = (badge: BadgeName) => (badge === 'champion' ? 'champion' : (`${badge}_badge` as const));

/** Whether the player holds the badge now (false when they have no row). */
export async function holdsBadge(tx: Tx, playerUuid: string, badge: BadgeName): Promise<boolean> {
  const [row] = await tx
    .select()
    .from(season1Progression)
    .where(eq(season1Progression.player_uuid, playerUuid))
    .for('update');
  return row?.[column(badge)] ?? false;
}

/** Sets the badge; answers the player's badge count and champion flag after the change. */
export async function writeBadge(tx: Tx, write: BadgeWrite) {
  const key = column(write.badge);
  if (write.awarded) {
    await tx
      .insert(season1Progression)
      .values({ player_uuid: write.player_uuid, [key]: true })
      .onConflictDoUpdate({
        target: season1Progression.player_uuid,
        set: { [key]: true, updated_at: sql`now()` },
      });
  } else {
    // Taking a badge back from a player who has none this season starts no season for them.
    await tx
      .update(season1Progression)
      .set({ [key]: false, updated_at: sql`now()` })
      .where(eq(season1Progression.player_uuid, write.player_uuid));
  }
  const [row] = await tx
    .select()
    .from(season1Progression)
    .where(eq(season1Progression.player_uuid, write.player_uuid));
  const badges = SEASON1_GYM_TYPES.filter((type) => row?.[`${type}_badge`]).length;
  return { player_uuid: write.player_uuid, badges, champion: row?.champion ?? false };
}
