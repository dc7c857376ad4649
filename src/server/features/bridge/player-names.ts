/**
 * The game server is the authority on in-game names: a report naming a Minecraft account gives
 * its player row that name, and takes it from another account still holding it (`clearStaleName`).
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { players } from '../../db/schema';
import { clearStaleName } from '../players';

export interface ReportedName {
  uuid: string;
  name: string | undefined;
}

/**
 * Records the names a report carries. A row linked to a site account keeps its own display name
 * (`username`); a row known only in game shows the in-game name. Rows are written in uuid order so
 * two reports about the same pair cannot deadlock.
 */
export async function rememberPlayerNames(tx: Tx, reported: ReportedName[]): Promise<void> {
  const named = reported
    .filter((r): r is { uuid: string; name: string } => Boolean(r.name))
    .sort((a, b) => (a.uuid < b.uuid ? -1 : a.uuid > b.uuid ? 1 : 0));
  for (const { uuid, name } of named) {
    await clearStaleName(tx, uuid, name);
    await tx
      .insert(players)
      .values({ uuid, username: name, mc_username: name })
      .onConflictDoUpdate({
        target: players.uuid,
        set: {
          mc_username: name,
          username: sql`case when ${players.auth_user_id} is null then ${name} else ${players.username} end`,
        },
        setWhere: sql`${players.mc_username} is distinct from ${name} or (${players.auth_user_id} is null and ${players.username} <> ${name})`,
      });
  }
}
