import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zipBuffer } from '../../../test/write-zip';
import { buildAtlas, summaryLine } from './build-atlas';
import type { DatapackFile } from './datapack-entry';
import { readDatapack } from './datapack-files';
import { dexSpeciesLookup } from './species-lookup';

// CI lays the repository out with shared/ beside it; the fixture is real Cobblemon data (MPL-2.0).
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const FIXTURE = path.resolve(repoRoot, '../shared/fixtures/cobblemon-datapack');
if (!fs.existsSync(path.join(FIXTURE, 'data'))) {
  throw new Error(
    `The Cobblemon fixture datapack is missing: expected it at ${FIXTURE} (shared/fixtures/cobblemon-datapack beside the repository).`,
  );
}

let fixtureFiles: DatapackFile[];
let tmp: string;

beforeAll(async () => {
  fixtureFiles = (await readDatapack(FIXTURE)).files;
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-import-'));
});
afterAll(() => {
  fs.rmSync(tmp, { recursive: true, force: true });
});

const pool = (name: string, spawns: unknown[]): DatapackFile => ({
  path: `data/myserver/spawn_pool_world/${name}.json`,
  kind: 'pool',
  text: JSON.stringify({ enabled: true, spawns }),
});

describe('the importer on the fixture datapack', () => {
  it('reads every spawn pool and preset of the pack', () => {
    expect(fixtureFiles.filter((f) => f.kind === 'pool')).toHaveLength(18);
    expect(fixtureFiles.filter((f) => f.kind === 'preset').length).toBeGreaterThan(30);
  });

  it('imports every spawn with no problem and sums up', () => {
    const result = buildAtlas(fixtureFiles, dexSpeciesLookup);
    expect(result.problems).toEqual([]);
    expect(result).toMatchObject({ files: 18, spawns: 56, species: 18, skipped: 0 });
    expect(summaryLine(result)).toBe('18 files, 56 spawns, 18 species, 0 skipped.');
  });

  it('turns each field shape into the atlas entry', () => {
    const { entries } = buildAtlas(fixtureFiles, dexSpeciesLookup);
    const byName = new Map(entries.map((e) => [e.name, e]));
    const magikarp = byName.get('Magikarp')!;
    expect(magikarp).toMatchObject({ category: 'Standard', level: '1-20', rarity: 'Common', stars: 2 });
    expect(magikarp.context).toBe('Submerged / Surface');
    expect(magikarp.biomeGroups).toEqual(['Freshwater', 'Oceans']);
    expect(magikarp.skyLight).toBe('8-15');
    // Aspects become variants; region biases are named too.
    expect(byName.get('Caterpie')!.variants).toEqual(['Valencian']);
    expect(byName.get('Pikachu')!.variants).toEqual(['Region Bias: Alola']);
    // timeRange, moonPhase, anticondition biomes and structures.
    const clefairy = byName.get('Clefairy')!;
    expect(clefairy.time).toBe('Night');
    expect(clefairy.notes).toContain('Only on a full moon.');
    expect(byName.get('Carbink')!.notes).toContain('Not near Sempiternal Sanctums.');
    // weightMultiplier and weightMultipliers both become boosts.
    expect(byName.get('Mareep')!.boosts).toEqual(['x0.25 at night', 'x5 during thunderstorms']);
    // Needed blocks, the spawn's own and its presets' nearby ones; context seafloor.
    expect(byName.get('Carbink')!.blocks).toEqual(['Diamond Ore', 'Quartz Block']);
    expect(byName.get('Caterpie')!.blocks).toEqual(['Leaves']);
    expect(byName.get('Shellder')!.context).toBe('Seafloor');
    // isRaining, canSeeSky, min/max Y and structures somewhere in the pack.
    expect(entries.some((e) => e.weather)).toBe(true);
    expect(entries.some((e) => e.canSeeSky !== undefined)).toBe(true);
    expect(entries.some((e) => e.yBounds)).toBe(true);
    expect(entries.some((e) => e.structures?.length)).toBe(true);
  });
});

describe('position types and presets', () => {
  it('reads context and its newer name spawnablePositionType alike', () => {
    const base = { pokemon: 'walkingwake', bucket: 'rare', level: '60-70', weight: 1 };
    const result = buildAtlas(
      [
        pool('old', [{ ...base, context: 'grounded' }]),
        pool('new', [{ ...base, spawnablePositionType: 'submerged' }]),
      ],
      dexSpeciesLookup,
    );
    expect(result.problems).toEqual([]);
    expect(result.entries).toHaveLength(1);
    expect(result.entries[0]).toMatchObject({
      name: 'Walking Wake',
      category: 'Paradox',
      context: 'Grounded / Submerged',
    });
  });

  it('resolves presets: their position, conditions and structures apply to the spawn', () => {
    const presets = fixtureFiles.filter((f) => f.kind === 'preset');
    const result = buildAtlas(
      [
        ...presets,
        pool('nihilego', [
          { pokemon: 'nihilego', bucket: 'ultra-rare', level: '55', weight: 0.2, presets: ['water_surface'] },
          { pokemon: 'nihilego', bucket: 'ultra-rare', level: '60', weight: 0.1, presets: ['end_city'] },
        ]),
      ],
      dexSpeciesLookup,
    );
    expect(result.problems).toEqual([]);
    expect(result.entries[0]).toMatchObject({
      name: 'Nihilego',
      category: 'Ultra Beast',
      level: '55-60',
      context: 'Surface',
      presets: ['water_surface', 'end_city'],
      structures: ['End City'],
    });
    expect(result.entries[0]!.blocks).toContain('Purpur Block');
  });

  it('reports an unknown preset and imports the spawn without it', () => {
    const result = buildAtlas(
      [pool('mew', [{ pokemon: 'mew', bucket: 'rare', level: '30', weight: 1, presets: ['nowhere'] }])],
      dexSpeciesLookup,
    );
    expect(result.entries.map((e) => e.name)).toEqual(['Mew']);
    expect(result.problems).toEqual([
      {
        file: 'data/myserver/spawn_pool_world/mew.json',
        field: 'spawns[0].presets[0]',
        message: 'names an unknown preset "nowhere" (ignored)',
      },
    ]);
  });
});

describe('invalid input', () => {
  it('reports a broken file and a spawn missing pokemon by file and field, and imports the rest', () => {
    const broken: DatapackFile = {
      path: 'data/myserver/spawn_pool_world/broken.json',
      kind: 'pool',
      text: '{ "spawns": [',
    };
    const missing = pool('missing', [
      { bucket: 'rare', level: '50', weight: 1 },
      { pokemon: 'zapdos', bucket: 'rare', level: '50-60', weight: 1 },
    ]);
    const result = buildAtlas([...fixtureFiles, broken, missing], dexSpeciesLookup);
    expect(result.species).toBe(19);
    expect(result.entries.find((e) => e.name === 'Zapdos')?.category).toBe('Legendary');
    expect(result.skipped).toBe(2);
    expect(result.problems).toHaveLength(2);
    expect(result.problems[0]).toMatchObject({ file: broken.path, field: '(file)' });
    expect(result.problems[0]!.message).toMatch(/^is not valid JSON/);
    expect(result.problems[1]).toMatchObject({ file: missing.path, field: 'spawns[0].pokemon' });
    expect(result.problems[1]!.message).toMatch(/required/);
  });

  it('says where a file stops being JSON without quoting any of its text', () => {
    const notJson = { path: 'data/myserver/spawn_pool_world/passwd.json', kind: 'pool' as const };
    const result = buildAtlas(
      [
        { ...notJson, text: 'root:x:0:0:root:/root:/bin/bash' },
        { ...notJson, path: 'data/myserver/spawn_pool_world/comma.json', text: '{\n  "spawns": [],\n}' },
      ],
      dexSpeciesLookup,
    );
    expect(result.problems).toEqual([
      { file: 'data/myserver/spawn_pool_world/passwd.json', field: '(file)', message: 'is not valid JSON' },
      {
        file: 'data/myserver/spawn_pool_world/comma.json',
        field: '(file)',
        message: 'is not valid JSON (line 3, column 1)',
      },
    ]);
  });

  it('names the field of a wrong value', () => {
    const result = buildAtlas(
      [pool('bad', [{ pokemon: 'mew', bucket: 'legendary', level: 'high', weight: 1 }])],
      dexSpeciesLookup,
    );
    expect(result.problems.map((p) => p.field)).toEqual(['spawns[0].bucket', 'spawns[0].level']);
    expect(result.entries).toEqual([]);
  });
});

describe('zip datapacks', () => {
  it('reads the same files from a zip as from the folder, with or without a folder around data/', async () => {
    const entries = fixtureFiles.map((f) => ({ name: `MyPack/${f.path}`, data: f.text }));
    entries.push({ name: 'MyPack/pack.mcmeta', data: '{}' });
    const zipPath = path.join(tmp, 'pack.zip');
    fs.writeFileSync(zipPath, zipBuffer(entries));
    const { files: fromZip } = await readDatapack(zipPath);
    expect(fromZip.map((f) => f.path.replace(/^MyPack\//, ''))).toEqual(
      fixtureFiles.map((f) => f.path).sort(),
    );
    const result = buildAtlas(fromZip, dexSpeciesLookup);
    expect(result).toMatchObject({ files: 18, spawns: 56, species: 18, skipped: 0 });
  });
});

describe('large pools', () => {
  // Reading and judging 60 MB of JSON is seconds of CPU; on a loaded two-core machine beside the
  // other test files it can take far longer than the default bound, which is not what is tested here.
  it('imports a pool file of 200,000 spawns, laid out as Cobblemon writes them, within the limits', {
    timeout: 120_000,
  }, async () => {
    const spawns = Array.from({ length: 200_000 }, (_, i) => ({
      id: `mew-${i}`,
      pokemon: 'mew',
      type: 'pokemon',
      context: 'grounded',
      bucket: i === 0 ? 'rare' : 'ultra-rare',
      level: `${1 + (i % 50)}-${60 + (i % 40)}`,
      weight: i === 7 ? 9 : 1,
      condition: { minY: -64 + (i % 100), maxY: 100 + (i % 200), biomes: ['#minecraft:is_forest'] },
    }));
    const pools = path.join(tmp, 'large-pool', 'data/myserver/spawn_pool_world');
    fs.mkdirSync(pools, { recursive: true });
    fs.writeFileSync(path.join(pools, 'mew.json'), JSON.stringify({ enabled: true, spawns }, null, 2));
    const pack = await readDatapack(path.join(tmp, 'large-pool'));
    const result = buildAtlas(pack.files, dexSpeciesLookup, pack.skipped);
    expect(result).toMatchObject({ files: 1, spawns: 200_000, species: 1, skipped: 0 });
    expect(result.entries[0]).toMatchObject({
      name: 'Mew',
      level: '1-99',
      weight: 9,
      rarity: 'Rare',
      yBounds: { min: -64, max: 299 },
    });
  });
});
