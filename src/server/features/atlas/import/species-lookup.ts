/** Species names and atlas categories from the Pokédex (@pkmn/dex), for the importer only. */
import { Dex } from '@pkmn/dex';
import { categoryFromDexTags } from '../../../../shared/atlas/category';
import type { SpeciesLookup } from './build-atlas';

export const dexSpeciesLookup: SpeciesLookup = (id) => {
  const species = Dex.species.get(id);
  if (!species.exists) return null;
  return { name: species.name, category: categoryFromDexTags(species.tags) };
};
