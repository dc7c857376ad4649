/**
 * Season 1 has nine gyms. The nine gym types are the ones with their own badge art and names
 * (spec: badge images exist for nine elements); the progression table has one flag per type.
 */
export const SEASON1_GYM_TYPES = [
  'fire',
  'water',
  'electric',
  'psychic',
  'poison',
  'ghost',
  'dark',
  'steel',
  'fairy',
] as const;
