import { describe, expect, it } from 'vitest';
import { seedOrder, winPercents, winProbability } from './seeding';

const field = [
  { id: 'c', slot: 3, rating: 1100 },
  { id: 'a', slot: 1, rating: null },
  { id: 'e', slot: 5, rating: 1250 },
  { id: 'b', slot: 2, rating: 1100 },
  { id: 'd', slot: 4, rating: null },
];
const ids = (players: { id: string }[]) => players.map((p) => p.id);

describe('seedOrder', () => {
  it('seeds by sign-up slot, ratings aside', () => {
    expect(ids(seedOrder(field, 'signup'))).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('seeds by rating, ties in sign-up order, unrated players after the rated in sign-up order', () => {
    expect(ids(seedOrder(field, 'rating'))).toEqual(['e', 'b', 'c', 'a', 'd']);
  });

  it('keeps sign-up order when nobody has a rating, and leaves its input alone', () => {
    const unrated = field.map((p) => ({ ...p, rating: null }));
    const before = ids(unrated);
    expect(ids(seedOrder(unrated, 'rating'))).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(ids(unrated)).toEqual(before);
  });
});

describe('winProbability', () => {
  it('follows the Elo expectation 1 / (1 + 10^((Rb - Ra) / 400))', () => {
    expect(winProbability(1000, 1000)).toBe(0.5);
    // 400 points apart: 10 to 1.
    expect(winProbability(1400, 1000)).toBeCloseTo(10 / 11, 10);
    expect(winProbability(1000, 1400)).toBeCloseTo(1 / 11, 10);
    expect(winProbability(1200, 1000)).toBeCloseTo(0.759746926, 8);
  });

  it('has nothing to say without both ratings', () => {
    expect(winProbability(null, 1000)).toBeNull();
    expect(winProbability(1000, null)).toBeNull();
  });

  it('gives whole percentages that add up to 100', () => {
    expect(winPercents(1200, 1000)).toEqual([76, 24]);
    expect(winPercents(1000, 1200)).toEqual([24, 76]);
    expect(winPercents(1000, 1000)).toEqual([50, 50]);
    expect(winPercents(1400, 1000)).toEqual([91, 9]);
    expect(winPercents(null, null)).toBeNull();
  });
});
