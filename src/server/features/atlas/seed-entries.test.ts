import { Dex } from '@pkmn/dex';
import { describe, expect, it } from 'vitest';
import { categoryFromDexTags } from '../../../shared/atlas/category';
import { SEED_ATLAS_ENTRIES } from './seed-entries';

describe('the built-in atlas', () => {
  it('has about a hundred entries with unique ids', () => {
    expect(SEED_ATLAS_ENTRIES.length).toBeGreaterThanOrEqual(95);
    expect(new Set(SEED_ATLAS_ENTRIES.map((e) => e.id)).size).toBe(SEED_ATLAS_ENTRIES.length);
  });

  it.each(SEED_ATLAS_ENTRIES.map((e) => [e.name, e] as const))(
    '%s is a species of the Pokédex, in the category its tags give',
    (name, entry) => {
      const species = Dex.species.get(name);
      expect(species.exists, `${name} is not in the Pokédex`).toBe(true);
      expect(species.name).toBe(name);
      expect(entry.category).toBe(categoryFromDexTags(species.tags));
    },
  );

  it('covers all three categories and every optional field the detail dialog shows', () => {
    const categories = new Set(SEED_ATLAS_ENTRIES.map((e) => e.category));
    expect([...categories].sort()).toEqual(['Legendary', 'Paradox', 'Ultra Beast']);
    const fields = [
      'time',
      'weather',
      'context',
      'canSeeSky',
      'yBounds',
      'skyLight',
      'lightLevel',
      'structures',
      'blocks',
      'presets',
      'boosts',
      'variants',
      'notes',
      'lore',
    ] as const;
    for (const field of fields)
      expect(
        SEED_ATLAS_ENTRIES.some((e) => e[field] !== undefined),
        field,
      ).toBe(true);
  });
});
