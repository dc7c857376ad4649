/**
 * The head of a leader's page as the server sends it, made from the profile its first paint draws:
 * the leader and their gym as the title, their badge and record as the description (what a pasted
 * link previews); and the leaders' pages as sitemap.xml lists them.
 */

import { asc, eq, isNotNull } from 'drizzle-orm';
import type { LeaderProfile } from '../../../shared/gym-leaders/profile';
import { leaderSlug } from '../../../shared/gym-leaders/slug';
import { SITE } from '../../../shared/site/brand';
import type { Db } from '../../db/client';
import { gymLeaders, players } from '../../db/schema';

export const LEADER_ROUTE = '/gym-leaders/:slug';

export function leaderPageHead(profile: LeaderProfile) {
  const { record } = profile;
  return {
    title: `${profile.display_name} · ${profile.gym}`,
    description:
      `${profile.display_name} leads the ${profile.gym} on ${SITE.name} and awards the ${profile.badge}: ` +
      `${record.wins} wins, ${record.losses} losses, ${record.badges_awarded} badges awarded.`,
    path: `/gym-leaders/${profile.slug}`,
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
