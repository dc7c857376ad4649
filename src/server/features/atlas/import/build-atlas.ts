/**
 * Turns a datapack's spawn files into the atlas: one entry per species, built from all its spawns
 * with their presets resolved. Invalid files and spawns are reported (file and field) and skipped;
 * everything valid still imports.
 */
import { biomeGroupName } from '../../../../shared/atlas/biomes';
import { rarityOfBucket, SPAWN_BUCKETS, type SpawnBucket } from '../../../../shared/atlas/rarity';
import type { AtlasCategory, AtlasEntry } from '../../../../shared/atlas/types';
import { COBBLEMON_PRESETS } from './builtin-presets';
import type { DatapackFile, ImportProblem } from './datapack-entry';
import { aspectName, conditionPhrase, moonPhaseName, positionName, range, titleWords } from './describe';
import { IgnoredFields, presetConditions } from './report-parts';
import {
  fieldPath,
  type Preset,
  poolFileSchema,
  presetFileSchema,
  type Spawn,
  type SpawnCondition,
  spawnSchema,
} from './spawn-schema';

/** A preset the pack's spawns name, where it came from and what it asks for, in words. */
export interface UsedPreset {
  name: string;
  source: 'pack' | 'cobblemon';
  conditions: string[];
}

/** A field the atlas does not read, by name, with how many times and in which file it first appears. */
export interface IgnoredField {
  field: string;
  count: number;
  first_file: string;
}

export interface ImportResult {
  entries: AtlasEntry[];
  files: number;
  spawns: number;
  species: number;
  skipped: number;
  problems: ImportProblem[];
  presets: UsedPreset[];
  ignoredFields: IgnoredField[];
}

/** The species' display name and atlas category, or null when the name is unknown. */
export type SpeciesLookup = (id: string) => { name: string; category: AtlasCategory } | null;

/** Where the JSON breaks, never the text around it: engines quote the file's first characters. */
function parseJson(file: DatapackFile, problems: ImportProblem[]): unknown {
  try {
    return JSON.parse(file.text);
  } catch (error) {
    const position = /at position (\d+)/.exec((error as Error).message)?.[1];
    problems.push({
      file: file.path,
      field: '(file)',
      message: `is not valid JSON${position === undefined ? '' : ` (${lineAndColumn(file.text, Number(position))})`}`,
    });
    return undefined;
  }
}

function lineAndColumn(text: string, position: number): string {
  const before = text.slice(0, position);
  const line = before.split('\n').length;
  return `line ${line}, column ${position - before.lastIndexOf('\n')}`;
}

function presetName(filePath: string): string {
  return filePath.slice(filePath.lastIndexOf('/') + 1).replace(/\.json$/, '');
}

/** Preset conditions first, the spawn's own after: lists add up, the spawn's values win. */
function mergeConditions(conditions: (SpawnCondition | undefined)[]): SpawnCondition | undefined {
  const present = conditions.filter((c): c is SpawnCondition => c !== undefined);
  if (present.length === 0) return undefined;
  const merged: Record<string, unknown> = {};
  for (const condition of present) {
    for (const [key, value] of Object.entries(condition)) {
      const prior = merged[key];
      merged[key] = Array.isArray(value) && Array.isArray(prior) ? [...prior, ...value] : value;
    }
  }
  return merged as SpawnCondition;
}

interface ResolvedSpawn {
  species: string;
  aspects: string[];
  spawn: Spawn;
  position?: string;
  condition?: SpawnCondition;
  anticondition?: SpawnCondition;
  /** Blocks worth naming: the spawn's own, and the blocks its presets want nearby. */
  blocks: string[];
}

function resolve(
  spawn: Spawn,
  presets: ReadonlyMap<string, Preset>,
  file: string,
  index: number,
  problems: ImportProblem[],
): ResolvedSpawn {
  const used: Preset[] = [];
  for (const [i, name] of (spawn.presets ?? []).entries()) {
    const preset = presets.get(name);
    if (preset) used.push(preset);
    else
      problems.push({
        file,
        field: `spawns[${index}].presets[${i}]`,
        message: `names an unknown preset "${name}" (ignored)`,
      });
  }
  const [species, ...aspects] = spawn.pokemon.trim().toLowerCase().split(/\s+/);
  const ownPosition = spawn.spawnablePositionType ?? spawn.context;
  const presetPosition = used.map((p) => p.spawnablePositionType ?? p.context).find(Boolean);
  return {
    species: species!,
    aspects,
    spawn,
    position: ownPosition ?? presetPosition,
    condition: mergeConditions([...used.map((p) => p.condition), spawn.condition]),
    anticondition: mergeConditions([...used.map((p) => p.anticondition), spawn.anticondition]),
    // Presets' base-block lists are catch-alls (every natural ground block), not a hint a player can use.
    blocks: [
      ...used.flatMap((p) => p.condition?.neededNearbyBlocks ?? []),
      ...(spawn.condition?.neededBaseBlocks ?? []),
      ...(spawn.condition?.neededNearbyBlocks ?? []),
    ],
  };
}

const unique = <T>(values: T[]) => [...new Set(values)];
const joined = (values: (string | undefined)[]) => {
  const list = unique(values.filter((v): v is string => Boolean(v)));
  return list.length > 0 ? list.join(' / ') : undefined;
};
const listOrUndefined = (values: string[]) => (values.length > 0 ? unique(values) : undefined);
// Loops, not Math.min(...values): a pool may hold hundreds of thousands of spawns, more arguments
// than a call can take.
const lowest = (values: number[]) => values.reduce((low, v) => Math.min(low, v), Number.POSITIVE_INFINITY);
const highest = (values: number[]) => values.reduce((high, v) => Math.max(high, v), Number.NEGATIVE_INFINITY);

function levelRange(spawns: ResolvedSpawn[]): string {
  let low = Number.POSITIVE_INFINITY;
  let high = 0;
  for (const { spawn } of spawns) {
    const [a, b] = String(spawn.level).split('-').map(Number);
    low = Math.min(low, a!);
    high = Math.max(high, b ?? a!);
  }
  return low === high ? String(low) : `${low}-${high}`;
}

function weatherOf(c: SpawnCondition | undefined): string | undefined {
  if (c?.isThundering) return 'Thunderstorm';
  if (c?.isRaining === true) return 'Rain';
  if (c?.isRaining === false) return 'Clear';
  return undefined;
}

function toEntry(id: string, spawns: ResolvedSpawn[], lookup: SpeciesLookup): AtlasEntry {
  const known = lookup(id);
  // The most common bucket is how a player usually meets the species.
  const bucket = SPAWN_BUCKETS.find((b) => spawns.some((s) => s.spawn.bucket === b)) as SpawnBucket;
  const conds = spawns.map((s) => s.condition);
  const antis = spawns.map((s) => s.anticondition);
  const minY = conds.map((c) => c?.minY);
  const maxY = conds.map((c) => c?.maxY);
  // An altitude bound holds for the species only when every spawn has one.
  const yBounds = {
    ...(minY.every((v) => v !== undefined) && { min: lowest(minY as number[]) }),
    ...(maxY.every((v) => v !== undefined) && { max: highest(maxY as number[]) }),
  };
  const canSeeSky = unique(conds.map((c) => c?.canSeeSky));
  const notes = [
    ...conds.flatMap((c) =>
      c?.moonPhase !== undefined ? [`Only on a ${moonPhaseName(c.moonPhase).toLowerCase()}.`] : [],
    ),
    ...antis.flatMap((a) =>
      a?.biomes?.length ? [`Not in ${unique(a.biomes.map(biomeGroupName)).join(', ')}.`] : [],
    ),
    ...antis.flatMap((a) =>
      a?.structures?.length ? [`Not near ${unique(a.structures.map(titleWords)).join(', ')}.`] : [],
    ),
    ...antis.flatMap((a) =>
      a?.neededBaseBlocks?.length ? [`Not on ${unique(a.neededBaseBlocks.map(titleWords)).join(', ')}.`] : [],
    ),
  ];
  const boosts = spawns.flatMap(({ spawn }) =>
    [...(spawn.weightMultiplier ? [spawn.weightMultiplier] : []), ...(spawn.weightMultipliers ?? [])].map(
      (m) => `x${m.multiplier} ${conditionPhrase(m.condition)}`,
    ),
  );
  const entry: AtlasEntry = {
    id,
    name: known?.name ?? titleWords(id),
    category: known?.category ?? 'Standard',
    ...rarityOfBucket(bucket),
    level: levelRange(spawns),
    weight: highest(spawns.map((s) => s.spawn.weight)),
    biomeGroups: unique(conds.flatMap((c) => (c?.biomes ?? []).map(biomeGroupName))),
    time: joined(conds.map((c) => (c?.timeRange ? titleWords(c.timeRange) : undefined))),
    weather: joined(conds.map(weatherOf)),
    context: joined(spawns.map((s) => (s.position ? positionName(s.position) : undefined))),
    canSeeSky: canSeeSky.length === 1 ? canSeeSky[0] : undefined,
    yBounds: Object.keys(yBounds).length > 0 ? yBounds : undefined,
    skyLight: joined(conds.map((c) => range(c?.minSkyLight, c?.maxSkyLight, 0, 15))),
    lightLevel: joined(conds.map((c) => range(c?.minLight, c?.maxLight, 0, 15))),
    structures: listOrUndefined(conds.flatMap((c) => (c?.structures ?? []).map(titleWords))),
    blocks: listOrUndefined(spawns.flatMap((s) => s.blocks.map(titleWords))),
    presets: listOrUndefined(spawns.flatMap((s) => s.spawn.presets ?? [])),
    boosts: listOrUndefined(boosts),
    variants: listOrUndefined(spawns.flatMap((s) => s.aspects.map(aspectName))),
    notes: listOrUndefined(notes),
  };
  return Object.fromEntries(Object.entries(entry).filter(([, v]) => v !== undefined)) as AtlasEntry;
}

/**
 * `skippedFiles`: files the reader left out (links), listed first and counted as skipped.
 * `builtIn`: presets a spawn may name without the pack defining them (Cobblemon's own); a pack's
 * preset of the same name wins.
 */
export function buildAtlas(
  files: readonly DatapackFile[],
  lookup: SpeciesLookup,
  skippedFiles: readonly ImportProblem[] = [],
  builtIn: ReadonlyMap<string, Preset> = COBBLEMON_PRESETS,
): ImportResult {
  const problems: ImportProblem[] = [...skippedFiles];
  const ignored = new IgnoredFields();
  const packPresets = new Map<string, Preset>();
  for (const file of files.filter((f) => f.kind === 'preset')) {
    const json = parseJson(file, problems);
    if (json === undefined) continue;
    const parsed = presetFileSchema.safeParse(json);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        problems.push({ file: file.path, field: fieldPath('', issue.path), message: issue.message });
      continue;
    }
    packPresets.set(presetName(file.path), parsed.data);
  }
  const presets = new Map([...builtIn, ...packPresets]);

  const bySpecies = new Map<string, ResolvedSpawn[]>();
  let spawns = 0;
  let skipped = skippedFiles.length;
  const pools = files.filter((f) => f.kind === 'pool');
  for (const file of pools) {
    const json = parseJson(file, problems);
    if (json === undefined) {
      skipped++;
      continue;
    }
    const pool = poolFileSchema.safeParse(json);
    if (!pool.success) {
      for (const issue of pool.error.issues)
        problems.push({ file: file.path, field: fieldPath('', issue.path), message: issue.message });
      skipped++;
      continue;
    }
    if (pool.data.enabled === false) continue;
    for (const [index, raw] of pool.data.spawns.entries()) {
      const parsed = spawnSchema.safeParse(raw);
      if (!parsed.success) {
        for (const issue of parsed.error.issues)
          problems.push({
            file: file.path,
            field: fieldPath(`spawns[${index}]`, issue.path),
            message: issue.message,
          });
        skipped++;
        continue;
      }
      // Item and NPC spawns share the format; the atlas lists Pokémon only.
      if (parsed.data.type && parsed.data.type !== 'pokemon') continue;
      ignored.note(file.path, raw);
      const resolved = resolve(parsed.data, presets, file.path, index, problems);
      const list = bySpecies.get(resolved.species) ?? [];
      list.push(resolved);
      bySpecies.set(resolved.species, list);
      spawns++;
    }
  }
  const entries = [...bySpecies].map(([id, list]) => toEntry(id, list, lookup));
  entries.sort((a, b) => a.name.localeCompare(b.name));
  const used = unique([...bySpecies.values()].flatMap((list) => list.flatMap((s) => s.spawn.presets ?? [])));
  return {
    entries,
    files: pools.length,
    spawns,
    species: entries.length,
    skipped,
    problems,
    presets: used
      .filter((name) => presets.has(name))
      .sort()
      .map((name) => ({
        name,
        source: packPresets.has(name) ? 'pack' : 'cobblemon',
        conditions: presetConditions(presets.get(name)!),
      })),
    ignoredFields: ignored.list(),
  };
}

export function summaryLine(result: ImportResult): string {
  return `${result.files} files, ${result.spawns} spawns, ${result.species} species, ${result.skipped} skipped.`;
}
