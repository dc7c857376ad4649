import type { AtlasRarity } from './types';

/** Cobblemon's spawn buckets, from the most to the least common. */
export const SPAWN_BUCKETS = ['common', 'uncommon', 'rare', 'ultra-rare'] as const;
export type SpawnBucket = (typeof SPAWN_BUCKETS)[number];

const RARITY: Record<SpawnBucket, { rarity: AtlasRarity; stars: number }> = {
  common: { rarity: 'Common', stars: 2 },
  uncommon: { rarity: 'Uncommon', stars: 3 },
  rare: { rarity: 'Rare', stars: 4 },
  'ultra-rare': { rarity: 'Ultra-Rare', stars: 5 },
};

export function rarityOfBucket(bucket: SpawnBucket): { rarity: AtlasRarity; stars: number } {
  return RARITY[bucket];
}

export const MAX_STARS = 5;
