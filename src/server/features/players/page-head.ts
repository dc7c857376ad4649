/**
 * The head of a player's page as the server sends it: the player's name as the title and a line
 * of their ladder standing as the description (what a link pasted in Discord previews), or not
 * found for a name nobody has (the page is then answered with status 404); and the players' pages
 * as sitemap.xml lists them.
 */
import { and, count, desc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import { percentText, winRate } from '../../../shared/players/profile';
import { SITE } from '../../../shared/site/brand';
import { matchPath } from '../../../shared/site/path-pattern';
import type { Db } from '../../db/client';
import { eloRatings, players } from '../../db/schema';
import { findPlayerByName } from './queries';

export const PLAYER_ROUTE = '/players/:name';

const pagePath = (name: string) => `/players/${encodeURIComponent(name)}`;

export async function playerPageHead(db: Db, pathname: string) {
  const name = matchPath(PLAYER_ROUTE, pathname)?.name;
  const player = name ? await findPlayerByName(db, name) : undefined;
  if (!player) return { notFound: true as const };
  const path = pagePath(player.name);
  const [rating] = await db.select().from(eloRatings).where(eq(eloRatings.player_uuid, player.uuid)).limit(1);
  if (!rating) {
    return {
      title: player.name,
      description: `${player.name} on ${SITE.name}: matches, badges and tournament results.`,
      path,
    };
  }
  const [above] = await db
    .select({ n: count() })
    .from(eloRatings)
    .where(gt(eloRatings.rating, rating.rating));
  const games = rating.wins + rating.losses;
  return {
    title: `${player.name} · ${rating.rating} Elo`,
    description:
      `${player.name} is #${(above?.n ?? 0) + 1} on the ${SITE.name} ladder at ${rating.rating} Elo: ` +
      `${rating.wins} wins, ${rating.losses} losses (${percentText(winRate(rating.wins, rating.losses))} over ${games} matches).`,
    path,
  };
}

/**
 * Up to `limit` players' pages, the latest rated first, each once under the name its page is found
 * by (the newest player with that name in any case, as findPlayerByName). A ban does not hide a
 * player's page, so it does not leave the sitemap either. Last changed: their latest rated match,
 * else when they first joined.
 */
export async function playerPages(db: Db, limit: number) {
  const lastChange = sql<Date>`coalesce(${eloRatings.updated_at}, ${players.created_at})`;
  const byName = db
    .selectDistinctOn([sql`lower(${players.mc_username})`], {
      name: sql<string>`${players.mc_username}`.as('name'),
      lastmod: lastChange.as('lastmod'),
    })
    .from(players)
    .leftJoin(eloRatings, eq(eloRatings.player_uuid, players.uuid))
    .where(and(isNotNull(players.uuid), isNotNull(players.mc_username)))
    .orderBy(sql`lower(${players.mc_username})`, desc(players.created_at))
    .as('by_name');
  const rows = await db
    .select({ name: byName.name, lastmod: byName.lastmod })
    .from(byName)
    .orderBy(desc(byName.lastmod), byName.name)
    .limit(limit);
  return rows.map((row) => ({ path: pagePath(row.name), lastmod: new Date(row.lastmod) }));
}
