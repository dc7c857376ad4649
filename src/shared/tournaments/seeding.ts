/**
 * Seeding a bracket: staff draw it by sign-up order (registration slot) or by ladder rating at the
 * draw. Both rules are pure so the server's draw and the tests share them; the bracket page shows
 * each player's seed and, per match, both players' chances from the Elo expectation.
 */
import { expectedScore } from '../arena/elo';

export const SEEDING_MODES = ['signup', 'rating'] as const;
export type SeedingMode = (typeof SEEDING_MODES)[number];

export const SEEDING_LABELS: Record<SeedingMode, string> = {
  signup: 'By sign-up order',
  rating: 'By ladder rating',
};

/** A checked-in player as the draw sees them: sign-up slot and ladder rating (null: not on the ladder). */
export interface SeedCandidate {
  id: string;
  slot: number;
  rating: number | null;
}

/**
 * The field in seed order (seed 1 first). By sign-up: slot order. By rating: highest rating first,
 * equal ratings in slot order, then every player without a rating, in slot order.
 */
export function seedOrder<T extends SeedCandidate>(field: readonly T[], mode: SeedingMode): T[] {
  const bySlot = [...field].sort((a, b) => a.slot - b.slot);
  if (mode === 'signup') return bySlot;
  const rated = bySlot.filter((p) => p.rating !== null);
  const unrated = bySlot.filter((p) => p.rating === null);
  // Array.prototype.sort is stable: equal ratings keep their slot order.
  rated.sort((a, b) => b.rating! - a.rating!);
  return [...rated, ...unrated];
}

/**
 * Player A's chance of beating player B from their ratings at the draw, 1 / (1 + 10^((Rb - Ra) / 400));
 * null when either has no rating (nothing to compare).
 */
export function winProbability(ratingA: number | null, ratingB: number | null): number | null {
  if (ratingA === null || ratingB === null) return null;
  return expectedScore(ratingA, ratingB);
}

/**
 * Both players' chances as whole percentages that add up to 100, or null when either has no rating.
 */
export function winPercents(ratingA: number | null, ratingB: number | null): [number, number] | null {
  const p = winProbability(ratingA, ratingB);
  if (p === null) return null;
  const a = Math.round(p * 100);
  return [a, 100 - a];
}
