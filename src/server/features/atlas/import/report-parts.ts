/**
 * The dry-run report's extras: a preset's conditions in words, and the fields of a spawn the atlas
 * does not read, by name, so an owner sees what of the pack the atlas leaves out.
 */
import { biomeGroupName } from '../../../../shared/atlas/biomes';
import { moonPhaseName, positionName, range, titleWords } from './describe';
import { conditionSchema, type Preset, type SpawnCondition, spawnSchema } from './spawn-schema';

const unique = <T>(values: T[]) => [...new Set(values)];
const listed = (ids: string[], name: (id: string) => string, max = 6) => {
  const names = unique(ids.map(name));
  return names.length > max
    ? `${names.slice(0, max).join(', ')} and ${names.length - max} more`
    : names.join(', ');
};

function conditionWords(c: SpawnCondition, negated: boolean): string[] {
  const not = negated ? 'not ' : '';
  const out: string[] = [];
  if (c.biomes?.length) out.push(`${not}in ${listed(c.biomes, biomeGroupName)}`);
  if (c.structures?.length) out.push(`${not}near ${listed(c.structures, titleWords)}`);
  if (c.neededNearbyBlocks?.length) out.push(`${not}near ${listed(c.neededNearbyBlocks, titleWords)}`);
  if (c.neededBaseBlocks?.length) out.push(`${not}on ${listed(c.neededBaseBlocks, titleWords)}`);
  if (c.timeRange) out.push(`${not}at ${c.timeRange}`);
  if (c.isThundering !== undefined)
    out.push(c.isThundering !== negated ? 'in thunderstorms' : 'not in thunderstorms');
  if (c.isRaining !== undefined) out.push(c.isRaining !== negated ? 'in rain' : 'in clear weather');
  if (c.canSeeSky !== undefined) out.push(c.canSeeSky !== negated ? 'under open sky' : 'under cover');
  if (c.moonPhase !== undefined) out.push(`${not}on a ${moonPhaseName(c.moonPhase).toLowerCase()}`);
  const sky = range(c.minSkyLight, c.maxSkyLight, 0, 15);
  if (sky) out.push(`${not}at sky light ${sky}`);
  const light = range(c.minLight, c.maxLight, 0, 15);
  if (light) out.push(`${not}at light ${light}`);
  if (c.minY !== undefined || c.maxY !== undefined)
    out.push(`${not}at Y ${c.minY ?? 'bottom'} to ${c.maxY ?? 'top'}`);
  if (c.fluid) out.push(`${not}in ${titleWords(c.fluid)}`);
  return out;
}

/** ['Surface', 'near End Stone, Purpur Block', 'not near Trail Ruins'], or ['no conditions']. */
export function presetConditions(preset: Preset): string[] {
  const position = preset.spawnablePositionType ?? preset.context;
  const words = [
    ...(position ? [positionName(position)] : []),
    ...(preset.condition ? conditionWords(preset.condition, false) : []),
    ...(preset.anticondition ? conditionWords(preset.anticondition, true) : []),
  ];
  return words.length > 0 ? words : ['no conditions'];
}

const SPAWN_KEYS = new Set(Object.keys(spawnSchema.shape));
const CONDITION_KEYS = new Set(Object.keys(conditionSchema.shape));
const CONDITION_FIELDS = ['condition', 'anticondition'] as const;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Collects the fields of spawns the atlas does not read, by name ('drops', 'condition.dimensions'). */
export class IgnoredFields {
  private readonly byName = new Map<string, { count: number; first_file: string }>();

  private add(field: string, file: string) {
    const seen = this.byName.get(field);
    if (seen) seen.count++;
    else this.byName.set(field, { count: 1, first_file: file });
  }

  note(file: string, spawn: unknown) {
    if (!isObject(spawn)) return;
    for (const [key, value] of Object.entries(spawn)) {
      if (!SPAWN_KEYS.has(key)) this.add(key, file);
      else if ((CONDITION_FIELDS as readonly string[]).includes(key) && isObject(value))
        for (const inner of Object.keys(value))
          if (!CONDITION_KEYS.has(inner)) this.add(`${key}.${inner}`, file);
    }
  }

  list() {
    return [...this.byName]
      .map(([field, seen]) => ({ field, ...seen }))
      .sort((a, b) => (a.field < b.field ? -1 : a.field > b.field ? 1 : 0));
  }
}
