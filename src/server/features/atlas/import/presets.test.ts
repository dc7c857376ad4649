import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildAtlas } from './build-atlas';
import { COBBLEMON_PRESETS } from './builtin-presets';
import type { DatapackFile } from './datapack-entry';
import { readDatapack } from './datapack-files';
import { dexSpeciesLookup } from './species-lookup';

// The fixture is Cobblemon's own data (MPL-2.0), the same release the built-in presets come from.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const FIXTURE = path.resolve(repoRoot, '../shared/fixtures/cobblemon-datapack');

let pools: DatapackFile[];
let fixturePresets: DatapackFile[];

beforeAll(async () => {
  const files = (await readDatapack(FIXTURE)).files;
  pools = files.filter((f) => f.kind === 'pool');
  fixturePresets = files.filter((f) => f.kind === 'preset');
});

const pool = (name: string, spawns: unknown[]): DatapackFile => ({
  path: `data/myserver/spawn_pool_world/${name}.json`,
  kind: 'pool',
  text: JSON.stringify({ enabled: true, spawns }),
});
const preset = (name: string, body: unknown): DatapackFile => ({
  path: `data/myserver/spawn_detail_presets/${name}.json`,
  kind: 'preset',
  text: JSON.stringify(body),
});

describe("Cobblemon's presets, built in", () => {
  it('holds every preset of the fixture, with the same conditions', () => {
    expect(fs.existsSync(path.join(FIXTURE, 'data'))).toBe(true);
    const names = fixturePresets.map((f) => path.basename(f.path, '.json')).sort();
    expect([...COBBLEMON_PRESETS.keys()].sort()).toEqual(names);
    for (const file of fixturePresets) {
      const own = JSON.parse(file.text);
      expect(COBBLEMON_PRESETS.get(path.basename(file.path, '.json'))).toMatchObject(own);
    }
  });

  it("resolves the presets a pack names without shipping them, with no 'unknown preset'", () => {
    const withPresets = buildAtlas([...pools, ...fixturePresets], dexSpeciesLookup);
    const poolsOnly = buildAtlas(pools, dexSpeciesLookup);
    expect(poolsOnly.problems).toEqual([]);
    expect(poolsOnly.entries).toEqual(withPresets.entries);
    // Bulbasaur names `natural`, whose anticondition keeps it off farmland.
    expect(poolsOnly.entries.find((e) => e.name === 'Bulbasaur')!.notes).toContain('Not on Farmland.');
    expect(poolsOnly.presets.every((p) => p.source === 'cobblemon')).toBe(true);
    expect(withPresets.presets.every((p) => p.source === 'pack')).toBe(true);
  });

  it('reports each used preset and its resolved conditions in words', () => {
    const result = buildAtlas(
      [
        pool('nihilego', [
          { pokemon: 'nihilego', bucket: 'rare', level: '55', weight: 1, presets: ['urban', 'end_city'] },
        ]),
      ],
      dexSpeciesLookup,
    );
    expect(result.problems).toEqual([]);
    const byName = new Map(result.presets.map((p) => [p.name, p]));
    expect([...byName.keys()]).toEqual(['end_city', 'urban']);
    expect(byName.get('urban')).toMatchObject({ source: 'cobblemon' });
    expect(byName.get('urban')!.conditions).toContain('not near Trail Ruins');
    expect(byName.get('urban')!.conditions[0]).toMatch(/^near White Concrete, Orange Concrete/);
    expect(byName.get('end_city')!.conditions.join(' ')).toMatch(/End City/);
    expect(result.entries[0]!.notes).toContain('Not near Trail Ruins.');
  });

  it("lets the pack's own preset of the same name win", () => {
    const result = buildAtlas(
      [
        preset('urban', { context: 'submerged', condition: { structures: ['myserver:harbour'] } }),
        pool('magikarp', [
          { pokemon: 'magikarp', bucket: 'common', level: '5', weight: 1, presets: ['urban'] },
        ]),
      ],
      dexSpeciesLookup,
    );
    expect(result.problems).toEqual([]);
    expect(result.entries[0]).toMatchObject({ context: 'Submerged', structures: ['Harbour'] });
    // Nothing of Cobblemon's urban (concrete nearby, not near trail ruins) is left.
    expect(result.entries[0]!.blocks).toBeUndefined();
    expect(result.entries[0]!.notes).toBeUndefined();
    expect(result.presets).toEqual([
      { name: 'urban', source: 'pack', conditions: ['Submerged', 'near Harbour'] },
    ]);
  });

  it('still reports a preset neither the pack nor Cobblemon defines', () => {
    const result = buildAtlas(
      [
        pool('mew', [
          { pokemon: 'mew', bucket: 'rare', level: '30', weight: 1, presets: ['natural', 'nowhere'] },
        ]),
      ],
      dexSpeciesLookup,
    );
    expect(result.problems).toEqual([
      {
        file: 'data/myserver/spawn_pool_world/mew.json',
        field: 'spawns[0].presets[1]',
        message: 'names an unknown preset "nowhere" (ignored)',
      },
    ]);
    expect(result.presets.map((p) => p.name)).toEqual(['natural']);
  });
});

describe('fields the atlas does not read', () => {
  it('are named in the report with a count and the first file', () => {
    const result = buildAtlas(
      [
        pool('a', [
          { pokemon: 'mew', bucket: 'rare', level: '30', weight: 1, drops: { amount: 1 } },
          {
            pokemon: 'mew',
            bucket: 'rare',
            level: '30',
            weight: 1,
            condition: { dimensions: ['x'], minY: 3 },
          },
        ]),
        pool('b', [{ pokemon: 'mew', bucket: 'rare', level: '30', weight: 1, drops: { amount: 2 } }]),
      ],
      dexSpeciesLookup,
    );
    expect(result.ignoredFields).toEqual([
      { field: 'condition.dimensions', count: 1, first_file: 'data/myserver/spawn_pool_world/a.json' },
      { field: 'drops', count: 2, first_file: 'data/myserver/spawn_pool_world/a.json' },
    ]);
  });
});
