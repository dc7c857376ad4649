import { describe, expect, it } from 'vitest';
import { biomeGroupName } from './biomes';
import { categoryFromDexTags } from './category';
import {
  atlasQueryFromParams,
  atlasQueryToParams,
  biomePreview,
  filterAtlas,
  indexAtlas,
  showingText,
  toggleCategory,
} from './filter';
import type { AtlasCategory, AtlasEntry } from './types';

function make(name: string, category: AtlasCategory, biomeGroups: string[], lore?: string): AtlasEntry {
  return {
    id: name.toLowerCase(),
    name,
    category,
    rarity: 'Rare',
    stars: 4,
    level: '50',
    weight: 1,
    biomeGroups,
    lore,
  };
}

const ENTRIES = [
  make('Zapdos', 'Legendary', ['Windswept Hills', 'Plains'], 'Appears in thunderclouds.'),
  make('Walking Wake', 'Paradox', ['Rivers', 'Swamps']),
  make('Nihilego', 'Ultra Beast', ['The End'], 'It came through an Ultra Wormhole.'),
  make('Bulbasaur', 'Standard', ['Jungles']),
];
const index = indexAtlas(ENTRIES);
const names = (q: Parameters<typeof filterAtlas>[1]) => filterAtlas(index, q).map((e) => e.name);

describe('atlas search', () => {
  it('passes everything for an empty query', () => {
    expect(names({ search: '', categories: [] })).toHaveLength(4);
    expect(names({ search: '   ', categories: [] })).toHaveLength(4);
  });
  it('matches the name, a biome group or the lore, ignoring case', () => {
    expect(names({ search: 'zAP', categories: [] })).toEqual(['Zapdos']);
    expect(names({ search: 'swamps', categories: [] })).toEqual(['Walking Wake']);
    expect(names({ search: 'wormhole', categories: [] })).toEqual(['Nihilego']);
    expect(names({ search: 'missingno', categories: [] })).toEqual([]);
  });
  it('does not match across two fields', () => {
    expect(names({ search: 'hillsplains', categories: [] })).toEqual([]);
  });
});

describe('atlas category filter', () => {
  it('passes entries in any selected category', () => {
    expect(names({ search: '', categories: ['Paradox'] })).toEqual(['Walking Wake']);
    expect(names({ search: '', categories: ['Legendary', 'Ultra Beast'] })).toEqual(['Zapdos', 'Nihilego']);
  });
  it('combines with the search', () => {
    expect(names({ search: 'the end', categories: ['Legendary'] })).toEqual([]);
    expect(names({ search: 'the end', categories: ['Ultra Beast'] })).toEqual(['Nihilego']);
  });
  it('filters ordinary species as Standard, in the URL too', () => {
    expect(names({ search: '', categories: ['Standard'] })).toEqual(['Bulbasaur']);
    expect(atlasQueryFromParams(new URLSearchParams('category=standard')).categories).toEqual(['Standard']);
    expect(atlasQueryToParams({ search: '', categories: ['Standard', 'Paradox'] }).toString()).toBe(
      'category=paradox&category=standard',
    );
  });

  it('toggles a category on and off', () => {
    const on = toggleCategory({ search: '', categories: [] }, 'Paradox');
    expect(on.categories).toEqual(['Paradox']);
    expect(toggleCategory(on, 'Paradox').categories).toEqual([]);
  });
  it('finds the right entries among a thousand', () => {
    const many = indexAtlas(
      Array.from({ length: 1000 }, (_, i) =>
        make(`Mon ${i}`, i % 2 ? 'Paradox' : 'Legendary', ['Plains', `Biome ${i}`]),
      ),
    );
    // 'biome 99' also matches biomes 990-999; only the odd (Paradox) ones stay.
    const found = filterAtlas(many, { search: 'biome 99', categories: ['Paradox'] }).map((e) => e.name);
    expect(found).toEqual(['Mon 99', 'Mon 991', 'Mon 993', 'Mon 995', 'Mon 997', 'Mon 999']);
  });
});

describe('atlas URL state', () => {
  it('round-trips the search and the categories in a fixed order', () => {
    const params = atlasQueryToParams({ search: 'wake', categories: ['Ultra Beast', 'Legendary'] });
    expect(params.toString()).toBe('q=wake&category=legendary&category=ultra-beast');
    expect(atlasQueryFromParams(params)).toEqual({
      search: 'wake',
      categories: ['Legendary', 'Ultra Beast'],
    });
  });
  it('ignores unknown categories', () => {
    expect(atlasQueryFromParams(new URLSearchParams('category=fake&category=paradox'))).toEqual({
      search: '',
      categories: ['Paradox'],
    });
  });
});

describe('atlas texts', () => {
  it('shows two biome groups, then +N', () => {
    expect(biomePreview(['A', 'B', 'C', 'D'])).toEqual({ shown: ['A', 'B'], more: 2 });
    expect(biomePreview(['A'])).toEqual({ shown: ['A'], more: 0 });
  });
  it('counts what is shown', () => {
    expect(showingText(3, 109)).toBe('Showing 3 of 109 Pokémon');
  });
  it('names biome tags readably', () => {
    expect(biomeGroupName('#cobblemon:is_freshwater')).toBe('Freshwater');
    expect(biomeGroupName('#minecraft:is_overworld')).toBe('Overworld');
    expect(biomeGroupName('minecraft:cherry_grove')).toBe('Cherry Grove');
    expect(biomeGroupName('#cobblemon:has_block/amethyst')).toBe('Amethyst');
  });
  it('takes the category from the Pokédex tags', () => {
    expect(categoryFromDexTags(['Sub-Legendary'])).toBe('Legendary');
    expect(categoryFromDexTags(['Mythical'])).toBe('Legendary');
    expect(categoryFromDexTags(['Paradox'])).toBe('Paradox');
    expect(categoryFromDexTags(['Ultra Beast'])).toBe('Ultra Beast');
    expect(categoryFromDexTags([])).toBe('Standard');
  });
});
