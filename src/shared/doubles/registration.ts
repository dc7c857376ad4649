/**
 * The Mid-Season Doubles form (spec §5): its sizes, Tera types and field paths. The schema is in
 * registration-schema.ts, apart, so the page can be drawn without the validation library.
 */

export const TEAM_SIZE = 6;
/** The spec's message for a visitor who tries to register (§5, §8). */
export const NOT_SIGNED_IN = 'You must be logged in to register';
export const MOVES_PER_POKEMON = 4;

/** The spec's Tera types (§3 enumerations). */
export const TERA_TYPES = [
  'Normal',
  'Fire',
  'Water',
  'Electric',
  'Grass',
  'Ice',
  'Fighting',
  'Poison',
  'Ground',
  'Flying',
  'Psychic',
  'Bug',
  'Rock',
  'Ghost',
  'Dragon',
  'Dark',
  'Steel',
  'Fairy',
] as const;

/** An empty slot, as the form starts. */
export const emptyMember = (): { species: string; item: string; moves: string[] } => ({
  species: '',
  item: '',
  moves: Array.from({ length: MOVES_PER_POKEMON }, () => ''),
});

/** Field paths as the schema and the server name them (0-based slots): `team.2.species`. */
export const teamField = {
  species: (slot: number) => `team.${slot}.species`,
  item: (slot: number) => `team.${slot}.item`,
  move: (slot: number, move: number) => `team.${slot}.moves.${move}`,
};
