/** The wiki's sections in side-navigation order; each id is the section's anchor (/wiki#ranks). */
export const WIKI_SECTIONS = [
  { id: 'getting-started', title: 'Getting Started' },
  { id: 'spawn-atlas', title: 'Spawn Atlas' },
  { id: 'battle-pass', title: 'Battle Pass' },
  { id: 'quests', title: 'Quests' },
  { id: 'crates', title: 'Crates' },
  { id: 'warping', title: 'Warping' },
  { id: 'land-claims', title: 'Land Claims' },
  { id: 'tms-trs', title: 'TMs/TRs' },
  { id: 'gyms-pvp', title: 'Gyms & PvP' },
  { id: 'economy', title: 'Economy' },
  { id: 'ranks', title: 'Ranks & Perks' },
  { id: 'breeding', title: 'Breeding' },
  { id: 'training', title: 'Training' },
  { id: 'berries', title: 'Berries' },
  { id: 'events', title: 'Events' },
  { id: 'faq', title: 'FAQ' },
  { id: 'commands', title: 'Commands' },
] as const;

export type WikiSectionId = (typeof WIKI_SECTIONS)[number]['id'];

/** Wiki sections whose text contains the query (case-insensitive); all for an empty query. */
export function matchingSections(texts: Readonly<Record<string, string>>, query: string): Set<string> {
  const needle = query.trim().toLowerCase();
  return new Set(
    WIKI_SECTIONS.filter((s) => !needle || (texts[s.id] ?? '').toLowerCase().includes(needle)).map(
      (s) => s.id,
    ),
  );
}

/** The commands each rank adds, as the spec lists them; numbers live in the shop's rank plans. */
export const RANK_COMMAND_PERKS = {
  ace: ['/healpokemon', '/enderchest'],
  expert: ['/pc', '/checkspawn'],
  elite: ['/fly', 'remote storage'],
  master: ['EV Edit (your own Pokémon only)'],
} as const;

/** Every player starts with this many gym tokens; ranked PvP runs at this level cap. */
export const STARTING_GYM_TOKENS = 1;
export const RANKED_LEVEL_CAP = 50;
