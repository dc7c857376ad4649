/**
 * Readable biome groups from Cobblemon and Minecraft biome ids and tags. Known tags get a fixed
 * name; anything else is its path in title case, so a server's own tags still read well.
 */
const KNOWN: Record<string, string> = {
  is_overworld: 'Overworld',
  is_nether: 'Nether',
  is_end: 'The End',
  is_ocean: 'Oceans',
  is_deep_ocean: 'Deep Oceans',
  is_warm_ocean: 'Warm Oceans',
  is_cold_ocean: 'Cold Oceans',
  is_frozen_ocean: 'Frozen Oceans',
  is_lukewarm_ocean: 'Lukewarm Oceans',
  is_freshwater: 'Freshwater',
  is_river: 'Rivers',
  is_beach: 'Beaches',
  is_forest: 'Forests',
  is_jungle: 'Jungles',
  is_taiga: 'Taigas',
  is_plains: 'Plains',
  is_desert: 'Deserts',
  is_badlands: 'Badlands',
  is_savanna: 'Savannas',
  is_swamp: 'Swamps',
  is_mountain: 'Mountains',
  is_peak: 'Peaks',
  is_hills: 'Hills',
  is_snowy: 'Snowy Biomes',
  is_cold: 'Cold Biomes',
  is_temperate: 'Temperate Biomes',
  is_tropical: 'Tropical Biomes',
  is_arid: 'Arid Biomes',
  is_sky: 'Sky Biomes',
  is_cave: 'Caves',
  is_lush: 'Lush Caves',
  is_dripstone: 'Dripstone Caves',
  is_deep_dark: 'Deep Dark',
  is_mushroom: 'Mushroom Fields',
  is_magical: 'Magical Biomes',
  is_spooky: 'Spooky Biomes',
  is_floral: 'Floral Biomes',
  is_glacial: 'Glacial Biomes',
  is_highlands: 'Highlands',
  is_coast: 'Coasts',
  is_volcanic: 'Volcanic Biomes',
  is_bamboo: 'Bamboo Forests',
  is_tundra: 'Tundras',
};

function titleCase(words: string): string {
  return words
    .split(/[\s_/-]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');
}

/** '#cobblemon:is_freshwater' → 'Freshwater'; 'minecraft:cherry_grove' → 'Cherry Grove'. */
export function biomeGroupName(biome: string): string {
  const isTag = biome.startsWith('#');
  const id = isTag ? biome.slice(1) : biome;
  const path = id.includes(':') ? id.slice(id.indexOf(':') + 1) : id;
  const last = path.split('/').pop() ?? path;
  const known = KNOWN[last];
  if (known) return known;
  return titleCase(last.replace(/^(is|has)_/, '')) || biome;
}
