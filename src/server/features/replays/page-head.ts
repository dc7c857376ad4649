/**
 * The head of a match's page as the server sends it, made from the match its first paint draws: who
 * played whom and how it ended (what a link pasted in Discord previews); and the battles with a
 * replay as sitemap.xml lists them.
 */
import { desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { ArenaMatch } from '../../../shared/arena/types';
import { SITE } from '../../../shared/site/brand';
import type { Db } from '../../db/client';
import { matches, matchReplays } from '../../db/schema';

export const MATCH_ROUTE = '/matches/:id';

export const nameOf = (name: string | null) => name ?? 'an unknown trainer';

function outcome(match: ArenaMatch) {
  if (!match.ended_at) return 'in progress';
  if (match.winner_uuid === match.leader_uuid) return `won by ${nameOf(match.leader_name)}`;
  if (match.winner_uuid === match.challenger_uuid) return `won by ${nameOf(match.challenger_name)}`;
  return match.result ? `ended: ${match.result}` : 'ended without a winner';
}

export function matchPageHead(match: ArenaMatch) {
  const title = `${nameOf(match.leader_name)} vs ${nameOf(match.challenger_name)}`;
  const day = match.started_at.slice(0, 10);
  return {
    title,
    description:
      `Gym battle on ${SITE.name}, ${day} (UTC), ${outcome(match)}.` +
      (match.has_replay ? ' Watch the replay turn by turn.' : ''),
    path: `/matches/${match.id}`,
  };
}

/**
 * The pages of the `limit` latest finished battles with a replay (the ones worth finding in a
 * search), last changed when the battle ended or its replay arrived, whichever was later.
 */
export async function replayPages(db: Db, limit: number) {
  const rows = await db
    .select({
      id: matches.id,
      lastmod: sql<Date>`greatest(${matches.ended_at}, ${matchReplays.created_at})`.mapWith(
        (value: string | Date) => new Date(value),
      ),
    })
    .from(matches)
    .innerJoin(matchReplays, eq(matchReplays.match_id, matches.id))
    .where(isNotNull(matches.ended_at))
    .orderBy(desc(matches.ended_at), desc(matches.id))
    .limit(limit);
  return rows.map((row) => ({ path: `/matches/${row.id}`, lastmod: row.lastmod }));
}
