/**
 * A gym battle reported by the game server. A finished report updates, in one transaction, the
 * match row, both ladder ratings (Elo, wins, losses, streaks) and the leader's win rate and badges.
 * The game server's match id is unique, so a repeated or concurrent duplicate report changes nothing.
 */
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { eloDeltas, nextStreak, parseKFactors } from '../../../shared/arena/elo';
import type { matchReportRequest, matchReportResponse } from '../../../shared/bridge/api';
import { parseShowdownLog } from '../../../shared/replays/protocol';
import type { Deps } from '../../context';
import type { Tx } from '../../db/client';
import { eloRatings, gymLeaders, matches, players } from '../../db/schema';
import { storeReplay } from '../replays';
import { rememberPlayerNames } from './player-names';

type MatchReport = z.output<typeof matchReportRequest>;
async function ratingFor(tx: Tx, uuid: string, start: number) {
  await tx.insert(eloRatings).values({ player_uuid: uuid, rating: start }).onConflictDoNothing();
  const [row] = await tx.select().from(eloRatings).where(eq(eloRatings.player_uuid, uuid)).for('update');
  return row!;
}

/**
 * Records the report, then the replay when a log came with it: a refused log is answered with
 * its reason, and the match stands either way.
 */
export async function reportMatch(
  deps: Deps,
  report: MatchReport,
): Promise<z.output<typeof matchReportResponse>> {
  const log = report.showdown_log === undefined ? undefined : parseShowdownLog(report.showdown_log);
  const recorded = await recordMatch(deps, report, log?.ok ? report.showdown_log : undefined);
  const replay =
    log === undefined
      ? null
      : log.ok
        ? ({ status: 'stored' } as const)
        : ({ status: 'refused', line: log.line, reason: log.reason } as const);
  return { ...recorded, replay };
}

async function recordMatch(deps: Deps, report: MatchReport, acceptedLog: string | undefined) {
  const kSteps = parseKFactors(deps.env.ELO_K_FACTORS);
  return deps.database.db.transaction(async (tx) => {
    await rememberPlayerNames(tx, [
      { uuid: report.leader_uuid, name: report.leader_name },
      { uuid: report.challenger_uuid, name: report.challenger_name },
    ]);
    await tx
      .insert(matches)
      .values({
        external_id: report.match_id,
        gym_id: report.gym_id ?? null,
        started_at: new Date(report.started_at),
        leader_uuid: report.leader_uuid,
        challenger_uuid: report.challenger_uuid,
      })
      .onConflictDoNothing({ target: matches.external_id });
    const [match] = await tx
      .select()
      .from(matches)
      .where(eq(matches.external_id, report.match_id))
      .for('update');
    if (!match) throw new Error('match row missing after insert');
    if (acceptedLog !== undefined) await storeReplay(tx, match.id, acceptedLog);

    const unchanged = {
      id: match.id,
      state: match.ended_at ? ('finished' as const) : ('in_progress' as const),
      applied: false,
      leader_delta: match.leader_delta,
      challenger_delta: match.challenger_delta,
    };
    if (match.ended_at || !report.ended_at)
      return match.ended_at ? unchanged : { ...unchanged, applied: true };

    let leaderDelta: number | null = null;
    let challengerDelta: number | null = null;
    const winner = report.winner_uuid ?? null;
    const loser = winner
      ? winner === report.leader_uuid
        ? report.challenger_uuid
        : report.leader_uuid
      : null;
    if (winner && loser) {
      // Lock both rating rows in a fixed order so two battles between the same pair cannot deadlock.
      const [first, second] = [winner, loser].sort();
      const rows = new Map([
        [first!, await ratingFor(tx, first!, deps.env.ELO_START_RATING)],
        [second!, await ratingFor(tx, second!, deps.env.ELO_START_RATING)],
      ]);
      const w = rows.get(winner)!;
      const l = rows.get(loser)!;
      const delta = eloDeltas(w.rating, l.rating, kSteps);
      await tx
        .update(eloRatings)
        .set({
          rating: w.rating + delta.winner,
          wins: w.wins + 1,
          streak: nextStreak(w.streak, true),
          updated_at: sql`now()`,
        })
        .where(eq(eloRatings.player_uuid, winner));
      await tx
        .update(eloRatings)
        .set({
          rating: l.rating + delta.loser,
          losses: l.losses + 1,
          streak: nextStreak(l.streak, false),
          updated_at: sql`now()`,
        })
        .where(eq(eloRatings.player_uuid, loser));
      leaderDelta = winner === report.leader_uuid ? delta.winner : delta.loser;
      challengerDelta = winner === report.challenger_uuid ? delta.winner : delta.loser;
    }
    await tx
      .update(matches)
      .set({
        ended_at: new Date(report.ended_at),
        gym_id: report.gym_id ?? match.gym_id,
        result:
          report.result ??
          (winner ? (winner === report.leader_uuid ? 'leader_won' : 'challenger_won') : null),
        winner_uuid: winner,
        loser_uuid: loser,
        leader_delta: leaderDelta,
        challenger_delta: challengerDelta,
      })
      .where(eq(matches.id, match.id));
    if (winner) await updateLeaderRecord(tx, report.leader_uuid, winner === report.challenger_uuid);
    return {
      id: match.id,
      state: 'finished' as const,
      applied: true,
      leader_delta: leaderDelta,
      challenger_delta: challengerDelta,
    };
  });
}

/** Win rate over the leader's decided battles; a badge for every challenger who beat the gym. */
async function updateLeaderRecord(tx: Tx, leaderUuid: string, challengerWon: boolean) {
  const [leader] = await tx
    .select({ id: gymLeaders.id, badges: gymLeaders.badges_awarded })
    .from(gymLeaders)
    .innerJoin(players, eq(players.id, gymLeaders.player_id))
    .where(eq(players.uuid, leaderUuid))
    .for('update', { of: gymLeaders });
  if (!leader) return;
  const [record] = await tx
    .select({
      decided: sql<number>`count(*)::int`,
      won: sql<number>`count(*) filter (where ${matches.winner_uuid} = ${matches.leader_uuid})::int`,
    })
    .from(matches)
    .where(and(eq(matches.leader_uuid, leaderUuid), isNotNull(matches.winner_uuid)));
  const decided = Number(record?.decided ?? 0);
  const won = Number(record?.won ?? 0);
  await tx
    .update(gymLeaders)
    .set({
      win_rate: decided > 0 ? won / decided : 0,
      badges_awarded: leader.badges + (challengerWon ? 1 : 0),
      updated_at: sql`now()`,
    })
    .where(eq(gymLeaders.id, leader.id));
}
