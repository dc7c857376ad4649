import type { AtlasCategory } from './types';

/**
 * The atlas category of a species from its Pokédex tags (as @pkmn/dex spells them). Mythicals and
 * sub-legendaries count as Legendary: the atlas has one group for them, as the vote party does.
 */
export function categoryFromDexTags(tags: readonly string[]): AtlasCategory {
  if (tags.includes('Paradox')) return 'Paradox';
  if (tags.includes('Ultra Beast')) return 'Ultra Beast';
  if (tags.some((t) => t === 'Restricted Legendary' || t === 'Sub-Legendary' || t === 'Mythical'))
    return 'Legendary';
  return 'Standard';
}
