import { describe, expect, it } from 'vitest';
import { eloDeltas, expectedScore, kFactor, nextStreak, parseKFactors } from './elo';
import { matchTickerText } from './ticker';

describe('Elo', () => {
  it('gives equal players ±25 at K 50', () => {
    expect(eloDeltas(1000, 1000)).toEqual({ winner: 25, loser: -25 });
  });

  it('changes symmetrically when both sides share a K-factor', () => {
    for (const [a, b] of [
      [1000, 1050],
      [1040, 1000],
      [1400, 1350],
    ] as const) {
      const d = eloDeltas(a, b);
      expect(d.winner).toBe(-d.loser);
    }
  });

  it('rewards an upset more than an expected win', () => {
    expect(eloDeltas(1000, 1200).winner).toBeGreaterThan(eloDeltas(1200, 1000).winner);
    expect(eloDeltas(1000, 1200).winner).toBe(38);
    expect(eloDeltas(1200, 1000).winner).toBe(10);
  });

  it('uses the smaller K as ratings rise', () => {
    expect(kFactor(999)).toBe(50);
    expect(kFactor(1100)).toBe(40);
    expect(kFactor(1299)).toBe(40);
    expect(kFactor(1300)).toBe(32);
    expect(eloDeltas(1300, 1300)).toEqual({ winner: 16, loser: -16 });
  });

  it('computes expected scores', () => {
    expect(expectedScore(1000, 1000)).toBe(0.5);
    expect(expectedScore(1400, 1000)).toBeCloseTo(0.909, 3);
  });

  it('parses a configured K table', () => {
    expect(parseKFactors('1300:32, 0:50')).toEqual([
      { from: 0, k: 50 },
      { from: 1300, k: 32 },
    ]);
    expect(() => parseKFactors('x:1')).toThrow();
  });

  it("shows the leader's delta in the ticker as (+n)/(-n)", () => {
    const { winner, loser } = eloDeltas(1000, 1000);
    const base = {
      id: 'm',
      gym_id: null,
      started_at: '2025-10-01T10:00:00Z',
      ended_at: '2025-10-01T10:20:00Z',
      result: null,
      leader_uuid: 'L',
      challenger_uuid: 'C',
      leader_name: 'Brock',
      challenger_name: 'Ash',
      leader_mc_name: 'BrockRocks',
      challenger_mc_name: 'AshTrainer',
      has_replay: false,
    };
    expect(
      matchTickerText({
        ...base,
        winner_uuid: 'L',
        loser_uuid: 'C',
        leader_delta: winner,
        challenger_delta: loser,
      }),
    ).toBe('Brock won (+25)');
    expect(
      matchTickerText({
        ...base,
        winner_uuid: 'C',
        loser_uuid: 'L',
        leader_delta: loser,
        challenger_delta: winner,
      }),
    ).toBe('Challenger won (-25)');
  });
});

describe('streaks', () => {
  it.each([
    [0, true, 1],
    [3, true, 4],
    [-2, true, 1],
    [0, false, -1],
    [-3, false, -4],
    [5, false, -1],
  ])('streak %d after a %s result → %d', (streak, won, next) => {
    expect(nextStreak(streak, won)).toBe(next);
  });
});
