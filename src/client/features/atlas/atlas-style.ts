import type { AtlasCategory } from '@shared/atlas/types';

/**
 * Badge colours per category, for the Badge's `plain` variant (no colours of its own underneath):
 * light text on a tinted dark fill, each at least 7:1 on the card's surface.
 */
export const CATEGORY_STYLE: Record<AtlasCategory, string> = {
  Legendary: 'border border-amber-400/50 bg-amber-400/15 text-amber-300',
  Paradox: 'border border-fuchsia-400/50 bg-fuchsia-400/15 text-fuchsia-300',
  'Ultra Beast': 'border border-cyan-400/50 bg-cyan-400/15 text-cyan-300',
  Standard: 'border border-border bg-surface-2 text-fg',
};
