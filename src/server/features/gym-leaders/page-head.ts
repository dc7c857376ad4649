/**
 * The head of a leader's page as the server sends it: the leader and their gym as the title, their
 * badge and record as the description (what a pasted link previews), or not found for a slug no
 * visible leader has (the page is then answered with status 404).
 */

import { badgeName, elementLabel } from '../../../shared/arena/leaders';
import { SITE } from '../../../shared/site/brand';
import { matchPath } from '../../../shared/site/path-pattern';
import type { Db } from '../../db/client';
import { findLeaderBySlug, leaderRecord } from './profile';

export const LEADER_ROUTE = '/gym-leaders/:slug';

export async function leaderPageHead(db: Db, pathname: string) {
  const slug = matchPath(LEADER_ROUTE, pathname.replace(/\/+$/, ''))?.slug;
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
