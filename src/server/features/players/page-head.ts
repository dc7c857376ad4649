/**
 * The head of a player's page as the server sends it, made from the profile its first paint draws:
 * the player's name as the title and a line of their ladder standing as the description (what a
 * link pasted in Discord previews); and the players' pages as sitemap.xml lists them.
 */
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { type PlayerProfile, percentText } from '../../../shared/players/profile';
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
      `${ladder.wins} wins, ${ladder.losses} losses (${percentText(ladder.win_rate)} over ${ladder.wins + ladder.losses} matches).`,
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
