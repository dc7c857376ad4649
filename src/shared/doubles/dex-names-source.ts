/**
 * The names the doubles form suggests (species, held items, moves), built from the Pokédex. The
 * browser reads them from dex-names.json, a small lazily loaded chunk, instead of the whole dex;
 * dex-names.test.ts keeps that file equal to this list (regenerate: npm run doubles:dex-names).
 */
import { Dex } from '@pkmn/dex';
import { itemFacts, speciesMechanic } from './mechanics';

export interface DexNames {
  species: string[];
  items: string[];
  moves: string[];
}

/** Current and past generations' entries (Cobblemon has them all), without CAP, Let's Go or unreleased ones. */
const listed = (entry: { exists: boolean; isNonstandard: string | null }) =>
  entry.exists && (entry.isNonstandard === null || entry.isNonstandard === 'Past');

const sorted = (names: Iterable<string>) => [...new Set(names)].sort((a, b) => a.localeCompare(b, 'en'));

export function buildDexNames(): DexNames {
  return {
    // Forms a player enters: no battle-only forms and none the rules forbid (Mega, Gigantamax…).
    species: sorted(
      Dex.species
        .all()
        .filter((s) => listed(s) && s.num > 0 && !s.battleOnly && !speciesMechanic(s.name))
        .map((s) => s.name),
    ),
    items: sorted(
      Dex.items
        .all()
        .filter((i) => listed(i) && !i.isPokeball && !itemFacts(i.name)?.mechanic)
        .map((i) => i.name),
    ),
    moves: sorted(
      Dex.moves
        .all()
        .filter((m) => listed(m) && !m.isZ && !m.isMax)
        .map((m) => m.name),
    ),
  };
}
