/** Readable words for Cobblemon's condition values, as the atlas dialog shows them. */
import type { SpawnCondition } from './spawn-schema';

export function titleWords(id: string): string {
  const name = id.replace(/^#/, '').replace(/^[a-z0-9_.-]+:/, '');
  return name
    .split(/[\s_/-]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');
}

const POSITION: Record<string, string> = {
  grounded: 'Grounded',
  submerged: 'Submerged',
  surface: 'Surface',
  seafloor: 'Seafloor',
  lava_surface: 'Lava Surface',
  fishing: 'Fishing',
};

export function positionName(value: string): string {
  return POSITION[value] ?? titleWords(value);
}

const MOON = [
  'Full moon',
  'Waning gibbous',
  'Last quarter',
  'Waning crescent',
  'New moon',
  'Waxing crescent',
  'First quarter',
  'Waxing gibbous',
];

export function moonPhaseName(value: string | number): string {
  return MOON[Number(value)] ?? `Moon phase ${value}`;
}

export function range(min: number | undefined, max: number | undefined, low: number, high: number) {
  if (min === undefined && max === undefined) return undefined;
  return `${min ?? low}-${max ?? high}`;
}

/** 'at night', 'during thunderstorms', … for a weight multiplier's condition. */
export function conditionPhrase(condition: SpawnCondition | undefined): string {
  if (!condition) return 'always';
  const parts: string[] = [];
  if (condition.timeRange) parts.push(`at ${condition.timeRange}`);
  if (condition.isThundering) parts.push('during thunderstorms');
  else if (condition.isRaining === true) parts.push('in rain');
  else if (condition.isRaining === false) parts.push('in clear weather');
  if (condition.biomes?.length) parts.push(`in ${condition.biomes.map(titleWords).join(', ')}`);
  if (condition.canSeeSky !== undefined) parts.push(condition.canSeeSky ? 'under open sky' : 'under cover');
  if (condition.moonPhase !== undefined)
    parts.push(`on a ${moonPhaseName(condition.moonPhase).toLowerCase()}`);
  return parts.join(' ') || 'under other conditions';
}

/** 'alolan' → 'Alolan'; 'region_bias=alola' → 'Region Bias: Alola'; 'alpha=true' → 'Alpha'. */
export function aspectName(aspect: string): string {
  const [key, value] = aspect.split('=');
  if (value === undefined || value === 'true') return titleWords(key!);
  return `${titleWords(key!)}: ${titleWords(value)}`;
}
