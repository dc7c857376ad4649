/**
 * What a match's share card shows: the two players (leader first, as the match page lists them),
 * who won, each side's rating change and when it was played. The id is the match page's own.
 */
import type { Db } from '../../db/client';
import { matchById } from '../arena';
import { nameOf } from './page-head';

/** The card's facts for the match `id` (a uuid), or undefined when no match has this id. */
export async function matchCardFacts(db: Db, id: string) {
  const match = await matchById(db, id);
  if (!match) return undefined;
  const winner =
    match.winner_uuid === match.leader_uuid ? 0 : match.winner_uuid === match.challenger_uuid ? 1 : null;
  return {
    id: match.id,
    format: `Gym battle · ${match.started_at.slice(0, 10)} (UTC)`,
    players: [
      { name: nameOf(match.leader_name), ratingChange: match.leader_delta },
      { name: nameOf(match.challenger_name), ratingChange: match.challenger_delta },
    ] as const,
    winner: winner as 0 | 1 | null,
    ongoing: !match.ended_at,
  };
}
