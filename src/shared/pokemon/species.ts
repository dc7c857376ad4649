/**
 * What the tournament rules need to know about a species, from the Pokédex (@pkmn/dex). The dex is
 * large: the server imports this module directly, the browser only from a lazily loaded chunk.
 */
import { Dex } from '@pkmn/dex';

export interface SpeciesFacts {
  /** Showdown's id, e.g. 'walkingwake': equal for every spelling of one species or form. */
  id: string;
  /** The dex's own spelling, e.g. 'Walking Wake', 'Mewtwo-Mega-X'. */
  name: string;
  /** The species a form belongs to, e.g. 'Mewtwo' for 'Mewtwo-Mega-X': duplicates are counted on it. */
  baseSpecies: string;
  baseStatTotal: number;
  /** Restricted legendary, sub-legendary or mythical. */
  legendaryOrMythical: boolean;
  paradox: boolean;
  ultraBeast: boolean;
  types: readonly string[];
}

/** The facts for a species name as a player types it (any case, spaces or dashes), or null if none exists. */
export function speciesFacts(name: string): SpeciesFacts | null {
  const species = Dex.species.get(name.trim());
  if (!species.exists) return null;
  return {
    id: species.id,
    name: species.name,
    baseSpecies: species.baseSpecies,
    baseStatTotal: species.bst,
    legendaryOrMythical: species.tags.some(
      (tag) => tag === 'Restricted Legendary' || tag === 'Sub-Legendary' || tag === 'Mythical',
    ),
    paradox: species.tags.includes('Paradox'),
    ultraBeast: species.tags.includes('Ultra Beast'),
    types: species.types,
  };
}
