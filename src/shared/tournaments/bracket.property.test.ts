/**
 * Any field size, any order of results and corrections: every later match stays consistent with
 * the matches that feed it, and playing on always crowns a champion. Seeded, so a failure replays.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyResult,
  type BracketMatch,
  championId,
  type Draw,
  drawWith,
  planBracket,
  redemptionPool,
  resolveBracket,
  resultProblem,
  winnerFeed,
} from './bracket';

/** A small seeded generator (mulberry32), so the Redemption Road draws replay with the run. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const at = (ms: BracketMatch[], round: number, match: number) =>
  ms.find((m) => m.round_number === round && m.match_number === match);

/** What must hold between every match and its feeders, checked from the advancement map forwards. */
function problems(ms: BracketMatch[]): string[] {
  const out: string[] = [];
  const name = (m: BracketMatch) => `${m.round_number}.${m.match_number}`;
  const playIns = ms.filter((m) => m.round_number === 0).length;
  for (const m of ms) {
    const feed = winnerFeed(m.round_number, m.match_number, playIns);
    if (feed) {
      const target = at(ms, feed.round, feed.match);
      const seat = feed.slot === 1 ? target?.player1_id : target?.player2_id;
      const expected = m.match_status === 'completed' ? m.winner_id : null;
      if (seat !== expected)
        out.push(`${name(m)} feeds ${feed.round}.${feed.match}/${feed.slot}: ${seat} ≠ ${expected}`);
    }
    if (!m.is_bye) {
      const ready = m.player1_id !== null && m.player2_id !== null;
      if (
        !ready &&
        (m.match_status !== 'pending' || m.winner_id !== null || m.games_won_p1 + m.games_won_p2 > 0)
      ) {
        out.push(`${name(m)} has a result without both players`);
      }
      if (m.match_status === 'completed' && m.winner_id !== m.player1_id && m.winner_id !== m.player2_id) {
        out.push(`${name(m)} winner is not a player`);
      }
      if (m.match_status !== 'completed' && m.winner_id !== null)
        out.push(`${name(m)} has a winner but is open`);
      if (ready && m.player1_id === m.player2_id) out.push(`${name(m)} pits a player against themself`);
    } else if (m.round_number !== 3) {
      if (m.player1_id !== null && m.player2_id !== null) out.push(`${name(m)} is a bye with two players`);
      if (m.match_status === 'completed' && m.winner_id !== (m.player1_id ?? m.player2_id)) {
        out.push(`${name(m)} bye won by someone else`);
      }
    }
  }
  const redemption = at(ms, 3, 1)!;
  const pool = redemptionPool(ms);
  const groupDone = ms
    .filter((m) => m.round_number === 1 || m.round_number === 2)
    .every((m) => m.match_status === 'completed');
  if (redemption.player1_id !== null && !pool.includes(redemption.player1_id))
    out.push('redemption player is no group-stage loser');
  if (redemption.winner_id !== redemption.player1_id) out.push('redemption winner is not its drawn player');
  if (groupDone && redemption.match_status !== 'completed')
    out.push('group stage done but no redemption draw');
  if (groupDone && pool.length > 0 && redemption.player1_id === null)
    out.push('redemption drawn from nobody');
  for (const round of [1, 2, 4, 5]) {
    const seated = ms
      .filter((m) => m.round_number === round)
      .flatMap((m) => [m.player1_id, m.player2_id])
      .filter((id) => id !== null);
    if (new Set(seated).size !== seated.length) out.push(`round ${round} seats a player twice`);
  }
  return out;
}

const step = fc.record({
  pick: fc.nat(),
  side: fc.constantFrom(1 as const, 2 as const),
  score: fc.constantFrom<[number, number]>([2, 0], [2, 1], [1, 0], [0, 0]),
  inProgress: fc.boolean(),
});

interface Step {
  pick: number;
  side: 1 | 2;
  score: [number, number];
  inProgress: boolean;
}

function record(ms: BracketMatch[], s: Step, draw: Draw) {
  const playable = ms.filter((m) => !m.is_bye && m.player1_id !== null && m.player2_id !== null);
  if (playable.length === 0) return ms;
  const m = playable[s.pick % playable.length]!;
  const ref = { round: m.round_number, match: m.match_number };
  if (s.inProgress && m.match_status !== 'completed') {
    const result = { games_won_p1: 1, games_won_p2: 0, winner_id: null, status: 'in_progress' } as const;
    expect(resultProblem(m, result)).toBeNull();
    return applyResult(ms, ref, result, draw);
  }
  const winner = s.side === 1 ? m.player1_id : m.player2_id;
  const [w, l] = s.score;
  const result = {
    games_won_p1: s.side === 1 ? w : l,
    games_won_p2: s.side === 1 ? l : w,
    winner_id: winner,
    status: 'completed',
  } as const;
  expect(resultProblem(m, result)).toBeNull();
  return applyResult(ms, ref, result, draw);
}

const neverDraws: Draw = () => {
  throw new Error('a settled bracket draws nothing');
};

describe('bracket re-flow (property)', () => {
  it('keeps every match consistent with its feeders through results and corrections in any order', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 16 }),
        fc.integer(),
        fc.array(step, { maxLength: 60 }),
        (n, drawSeed, steps) => {
          const draw = drawWith(seeded(drawSeed));
          let ms = planBracket(
            Array.from({ length: n }, (_, i) => `r${i + 1}`),
            draw,
          );
          expect(problems(ms)).toEqual([]);
          for (const s of steps) {
            ms = record(ms, s, draw);
            expect(problems(ms)).toEqual([]);
            // Settled means settled: re-flowing again changes nothing and draws nothing.
            expect(resolveBracket(ms, neverDraws)).toEqual(ms);
          }
          // Whatever happened, playing on finishes the tournament with one champion.
          for (let guard = 0; guard < 40 && championId(ms) === null; guard++) {
            const open = ms.find(
              (m) => !m.is_bye && m.player1_id && m.player2_id && m.match_status !== 'completed',
            );
            expect(open).toBeDefined();
            ms = record(
              ms,
              {
                pick: ms
                  .filter((m) => !m.is_bye && m.player1_id !== null && m.player2_id !== null)
                  .indexOf(open!),
                side: 1,
                score: [2, 1],
                inProgress: false,
              },
              draw,
            );
          }
          expect(championId(ms)).not.toBeNull();
          expect(problems(ms)).toEqual([]);
        },
      ),
      { seed: 20251004, numRuns: 300 },
    );
  });
});
