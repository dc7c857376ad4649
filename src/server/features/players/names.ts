/**
 * A Minecraft name belongs to one account at a time: the game is the authority on it. When an
 * account is given a name (by a report from the game, or by linking), another account still
 * holding that name here holds a stale one. It is cleared, so commands for that account go by
 * uuid alone until the game reports its new name.
 */
import { and, isNotNull, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { players } from '../../db/schema';

/** Clears `name` from every other Minecraft account than `uuid`'s. */
export async function clearStaleName(tx: Tx, uuid: string, name: string): Promise<void> {
  await tx
    .update(players)
    .set({ mc_username: null })
    .where(
      and(
        sql`lower(${players.mc_username}) = lower(${name})`,
        isNotNull(players.uuid),
        ne(players.uuid, uuid),
      ),
    );
}
