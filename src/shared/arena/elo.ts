/**
 * Ladder ratings after a gym battle, in the manner of the Pokémon Showdown ladder: everyone starts
 * at 1000 and the K-factor falls as the rating rises, so new players move fast and the top settles.
 * Starting rating and the K table are configuration (ELO_START_RATING, ELO_K_FACTORS).
 */
export interface KStep {
  /** The K-factor applies from this rating upwards. */
  from: number;
  k: number;
}

export const DEFAULT_START_RATING = 1000;
export const DEFAULT_K_FACTORS: KStep[] = [
  { from: 0, k: 50 },
  { from: 1100, k: 40 },
  { from: 1300, k: 32 },
];

/** Parses "0:50,1100:40,1300:32" into steps sorted by rating. */
export function parseKFactors(text: string): KStep[] {
  const steps = text.split(',').map((part) => {
    const [from, k] = part.split(':').map((n) => Number(n.trim()));
    if (!Number.isFinite(from) || !Number.isFinite(k) || k! <= 0)
      throw new Error(`bad K-factor step "${part}"`);
    return { from: from!, k: k! };
  });
  return steps.sort((a, b) => a.from - b.from);
}

export function kFactor(rating: number, steps: KStep[] = DEFAULT_K_FACTORS): number {
  let k = steps[0]?.k ?? 32;
  for (const step of steps) if (rating >= step.from) k = step.k;
  return k;
}

/** Probability that a player rated `rating` beats one rated `opponent`. */
export function expectedScore(rating: number, opponent: number): number {
  return 1 / (1 + 10 ** ((opponent - rating) / 400));
}

/** Rating changes for a decided battle: the winner gains, the loser loses (each with their own K). */
export function eloDeltas(
  winnerRating: number,
  loserRating: number,
  steps: KStep[] = DEFAULT_K_FACTORS,
): { winner: number; loser: number } {
  const winner = Math.round(kFactor(winnerRating, steps) * (1 - expectedScore(winnerRating, loserRating)));
  const loser = Math.round(kFactor(loserRating, steps) * (0 - expectedScore(loserRating, winnerRating)));
  return { winner, loser: loser === 0 ? 0 : loser };
}

/**
 * Win streaks count up (+n), loss streaks down (-n); a result in the other direction restarts at
 * ±1. A draw (`null`) leaves the streak as it was: the ladder records no change for it.
 */
export function nextStreak(streak: number, won: boolean | null): number {
  if (won === null) return streak;
  if (won) return streak > 0 ? streak + 1 : 1;
  return streak < 0 ? streak - 1 : -1;
}
