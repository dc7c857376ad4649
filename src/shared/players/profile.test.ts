import { describe, expect, it } from 'vitest';
import { nextStreak } from '../arena/elo';
import { bestWinStreak, type PlayedMatch, ratingHistory, winRate } from './profile';

const m = (day: number, won: boolean | null, delta: number | null): PlayedMatch => ({
  ended_at: `2026-11-0${day}T12:00:00.000Z`,
  won,
  delta,
});

describe('ratingHistory', () => {
  it('walks back from the current rating through the changes, oldest first', () => {
    const played = [m(1, true, 16), m(2, false, -12), m(3, true, 10)];
    expect(ratingHistory(1214, played)).toEqual([
      { at: '2026-11-01T12:00:00.000Z', rating: 1200 },
      { at: '2026-11-01T12:00:00.000Z', rating: 1216 },
      { at: '2026-11-02T12:00:00.000Z', rating: 1204 },
      { at: '2026-11-03T12:00:00.000Z', rating: 1214 },
    ]);
  });

  it('treats an unrated match as no change and draws nothing without matches', () => {
    expect(ratingHistory(1000, [m(1, null, null)]).map((p) => p.rating)).toEqual([1000, 1000]);
    expect(ratingHistory(1000, [])).toEqual([]);
  });
});

describe('bestWinStreak', () => {
  it('finds the longest run of wins, broken by a loss but not by a draw, as the ladder counts', () => {
    const played = [true, true, false, true, true, true, null, true].map((won, i) => m(1, won, i));
    expect(bestWinStreak(played)).toBe(4);
    const drawn = [true, true, null, true, true, false].map((won, i) => m(1, won, i));
    expect(bestWinStreak(drawn)).toBe(4);
    // The ladder's streak before the loss is the same run of four.
    expect(drawn.slice(0, 5).reduce((streak, match) => nextStreak(streak, match.won), 0)).toBe(4);
    expect(bestWinStreak([m(1, false, -5)])).toBe(0);
    expect(bestWinStreak([])).toBe(0);
  });
});

describe('win rate', () => {
  it('divides wins by games, 0 without games', () => {
    expect(winRate(3, 1)).toBe(0.75);
    expect(winRate(0, 0)).toBe(0);
  });
});
