/** The match ticker's wording. */
import type { ArenaMatch } from './types';

export const TICKER_DEFAULT_TEXT = 'Arena ready. Train hard, challenger!';

function signed(delta: number): string {
  return delta > 0 ? `+${delta}` : String(delta);
}

/**
 * 'In progress' while a match has no end and no winner; '{leader} won' or 'Challenger won' once a
 * winner is known; otherwise the result text or 'Match finished'. The appended rating change is the
 * leader's (leader_delta): the ticker follows gym leaders, so '(+12)' reads as the leader's gain.
 */
export function matchTickerText(match: ArenaMatch | null | undefined): string {
  if (!match) return TICKER_DEFAULT_TEXT;
  let text: string;
  if (!match.ended_at && !match.winner_uuid) text = 'In progress';
  else if (match.winner_uuid && match.winner_uuid === match.leader_uuid)
    text = `${match.leader_name ?? 'Leader'} won`;
  else if (match.winner_uuid && match.winner_uuid === match.challenger_uuid) text = 'Challenger won';
  else text = match.result?.trim() || 'Match finished';
  const delta = match.leader_delta;
  return delta ? `${text} (${signed(delta)})` : text;
}

/** Who fought: 'Brock vs Ash' (names may be unknown to the site). */
export function matchTitle(match: Pick<ArenaMatch, 'leader_name' | 'challenger_name'>): string {
  return `${match.leader_name ?? 'Gym leader'} vs ${match.challenger_name ?? 'Challenger'}`;
}
