/** Ladder tiers by position: the spec's rank/total thresholds (rank 1 is always Champion). */
import type { Tier } from './types';

const THRESHOLDS: ReadonlyArray<readonly [number, Tier]> = [
  [0.15, 'Elite'],
  [0.35, 'Ace'],
  [0.65, 'Trainer'],
  [0.85, 'Apprentice'],
];

export function tierFor(rank: number, total: number): Tier {
  if (total <= 0 || rank < 1) return 'Beginner';
  if (rank === 1) return 'Champion';
  const share = rank / total;
  for (const [limit, tier] of THRESHOLDS) if (share <= limit) return tier;
  return 'Beginner';
}
