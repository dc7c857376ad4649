/**
 * The head of a leader's page as the server sends it: the leader and their gym as the title, their
 * badge and record as the description (what a pasted link previews), or not found for a slug no
 * visible leader has (the page is then answered with status 404); and the leaders' pages as
 * sitemap.xml lists them.
 */

import { asc, eq, isNotNull } from 'drizzle-orm';
import { badgeName, elementLabel } from '../../../shared/arena/leaders';
import { leaderSlug } from '../../../shared/gym-leaders/slug';
import { SITE } from '../../../shared/site/brand';
import { matchPath } from '../../../shared/site/path-pattern';
import type { Db } from '../../db/client';
import { gymLeaders, players } from '../../db/schema';
import { findLeaderBySlug, leaderRecord } from './profile';

export const LEADER_ROUTE = '/gym-leaders/:slug';

export async function leaderPageHead(db: Db, pathname: string) {
  const slug = matchPath(LEADER_ROUTE, pathname)?.slug;
  const leader = slug ? await findLeaderBySlug(db, slug) : undefined;
  if (!leader) return { notFound: true as const };
  const record = await leaderRecord(db, leader);
  const gym = `${elementLabel(leader.element)} Gym`;
  return {
    title: `${leader.display_name} · ${gym}`,
    description:
      `${leader.display_name} leads the ${gym} on ${SITE.name} and awards the ${badgeName(leader.element)}: ` +
      `${record.wins} wins, ${record.losses} losses, ${record.badges_awarded} badges awarded.`,
    path: `/gym-leaders/${leader.slug}`,
  };
}

/**
 * Up to `limit` leaders' pages: those findLeaderBySlug finds (linked to a Minecraft player), each
 * slug once, last changed when their row was (status, badges, name).
 */
export async function leaderPages(db: Db, limit: number) {
  const rows = await db
    .select({ display_name: gymLeaders.display_name, updated_at: gymLeaders.updated_at })
    .from(gymLeaders)
    .innerJoin(players, eq(players.id, gymLeaders.player_id))
    .where(isNotNull(players.uuid))
    .orderBy(asc(gymLeaders.display_name), asc(gymLeaders.id));
  const pages = new Map<string, Date>();
  for (const row of rows) {
    const slug = leaderSlug(row.display_name);
    if (slug && !pages.has(slug)) pages.set(slug, row.updated_at);
  }
  return [...pages].slice(0, limit).map(([slug, lastmod]) => ({ path: `/gym-leaders/${slug}`, lastmod }));
}
