/**
 * The head of a player's page as the server sends it, made from the profile its first paint draws:
 * the player's name as the title and a line of their ladder standing as the description (what a
 * link pasted in Discord previews); and the players' pages as sitemap.xml lists them.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, desc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import { trainerWinRateText } from '../../../shared/arena/ladder';
import type { PlayerProfile } from '../../../shared/players/profile';
import { SITE } from '../../../shared/site/brand';
import type { Db } from '../../db/client';
import { eloRatings, players } from '../../db/schema';

export const PLAYER_ROUTE = '/players/:name';

const pagePath = (name: string) => `/players/${encodeURIComponent(name)}`;

export function playerPageHead(profile: PlayerProfile) {
  const path = pagePath(profile.name);
  const { ladder } = profile;
  if (!ladder) {
    return {
      title: profile.name,
      description: `${profile.name} on ${SITE.name}: matches, badges and tournament results.`,
      path,
    };
  }
  return {
    title: `${profile.name} · ${ladder.rating} Elo`,
    description:
      `${profile.name} is #${ladder.rank} on the ${SITE.name} ladder at ${ladder.rating} Elo: ` +
      `${ladder.wins} wins, ${ladder.losses} losses (${trainerWinRateText(ladder.wins, ladder.losses)} over ${ladder.wins + ladder.losses} matches).`,
    path,
  };
}

/**
 * Names read per statement. On PGlite, which runs statements on the event loop, reading all 45,000
 * names in one stalled it for 0.8-1.8 s; a chunk of this many takes a few tens of milliseconds.
 */
const PAGES_CHUNK = 500;

/**
 * Up to `limit` players' pages, the latest rated first, each once under the name its page is found
 * by (the newest player with that name in any case, as findPlayerByName). A ban does not hide a
 * player's page, so it does not leave the sitemap either. Last changed: their latest rated match,
 * else when they first joined.
 *
 * The names are read in chunks of `chunkSize`, in the order of their index (lowercased name, newest
 * first), each chunk after the last name of the one before, and the event loop gets a turn between
 * chunks; the pages are then put in order here, as the single query this replaced ordered them:
 * last change first (to the microsecond), then name (compared as the database's C collation does,
 * by code unit: Minecraft names are ASCII letters, digits and underscores).
 */
export async function playerPages(db: Db, limit: number, chunkSize = PAGES_CHUNK) {
  const nameKey = sql<string>`lower(${players.mc_username})`;
  const lastChange = sql`coalesce(${eloRatings.updated_at}, ${players.created_at})`;
  const pages: { name: string; lastmod: string | Date; changedAtUs: number }[] = [];
  let after: string | undefined;
  for (;;) {
    const rows = await db
      .selectDistinctOn([nameKey], {
        key: nameKey,
        name: sql<string>`${players.mc_username}`,
        lastmod: sql<string | Date>`${lastChange}`,
        // Microseconds since 1970, exact in a double: the order the database would give.
        changedAtUs: sql`extract(epoch from ${lastChange}) * 1000000`.mapWith(Number),
      })
      .from(players)
      .leftJoin(eloRatings, eq(eloRatings.player_uuid, players.uuid))
      .where(
        and(
          isNotNull(players.uuid),
          isNotNull(players.mc_username),
          after === undefined ? undefined : gt(nameKey, after),
        ),
      )
      .orderBy(nameKey, desc(players.created_at))
      .limit(chunkSize);
    pages.push(...rows);
    const last = rows.at(-1);
    if (rows.length < chunkSize || !last) break;
    after = last.key;
    await nextTurn();
  }
  pages.sort((a, b) => b.changedAtUs - a.changedAtUs || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return pages.slice(0, limit).map((row) => ({ path: pagePath(row.name), lastmod: new Date(row.lastmod) }));
}
