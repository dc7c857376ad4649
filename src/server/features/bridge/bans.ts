/**
 * The game server's list of bans that hold now, by Minecraft UUID and name. Read from the bans
 * table with the shared rule (`isBanActive`), the same one the site refuses banned players with.
 * Players without a linked Minecraft account are left out: the game server cannot match them.
 */
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { isBanActive } from '../../../shared/bans/rule';
import type { activeBansResponse } from '../../../shared/bridge/api';
import type { Db } from '../../db/client';
import { bans, players } from '../../db/schema';

export async function listActiveBans(db: Db, now: Date): Promise<z.input<typeof activeBansResponse>> {
  const rows = await db
    .select({
      id: bans.id,
      reason: bans.reason,
      starts_at: bans.starts_at,
      ends_at: bans.ends_at,
      lifted_at: bans.lifted_at,
      uuid: players.uuid,
      name: players.mc_username,
    })
    .from(bans)
    .innerJoin(players, eq(players.id, bans.player_id))
    .where(and(isNull(bans.lifted_at), isNotNull(players.uuid)))
    .orderBy(bans.starts_at);
  return {
    bans: rows
      .filter((row) => isBanActive(row, now))
      .map((row) => ({
        ban_id: row.id,
        player_uuid: row.uuid!,
        player_name: row.name,
        reason: row.reason,
        starts_at: row.starts_at.toISOString(),
        ends_at: row.ends_at?.toISOString() ?? null,
      })),
  };
}
