/**
 * In demo mode the simulator is the only game server, so every open battle is one of its own:
 * the seed's two, or ones a restart cut short. It only finishes the battles it started in this
 * run, so anything older than a few of its rounds would otherwise stay "In progress" for good.
 */
import { and, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Deps } from '../../context';
import { matches } from '../../db/schema';
import { reportMatch } from '../bridge';

/** The simulator's own battles end within seconds; one open this long was left behind. */
export const STRANDED_BATTLE_MS = 3 * 60_000;
const ABANDONED_RESULT = 'Abandoned';

/** Reports every left-behind battle as abandoned (no winner, no rating change); returns how many. */
export async function abandonStrandedBattles(deps: Deps): Promise<number> {
  const now = deps.now();
  const stranded = await deps.database.db
    .select()
    .from(matches)
    .where(
      and(
        isNull(matches.ended_at),
        isNotNull(matches.external_id),
        lt(matches.started_at, new Date(now.getTime() - STRANDED_BATTLE_MS)),
      ),
    )
    .limit(100);
  for (const match of stranded) {
    // Through the bridge's own report, so the ticker hears of it like of any finished battle.
    await reportMatch(deps, {
      match_id: match.external_id as string,
      leader_uuid: match.leader_uuid,
      challenger_uuid: match.challenger_uuid,
      started_at: match.started_at.toISOString(),
      ended_at: now.toISOString(),
      result: ABANDONED_RESULT,
    });
  }
  return stranded.length;
}
