/** The spawn atlas's wire shape: what GET /api/atlas answers and what the importer produces. */
import * as z from 'zod/mini';

/** The groups the atlas sorts species into, each with a badge and a filter; Standard is every ordinary species. */
export const ATLAS_CATEGORIES = ['Legendary', 'Paradox', 'Ultra Beast', 'Standard'] as const;
export type AtlasCategory = (typeof ATLAS_CATEGORIES)[number];

export const ATLAS_RARITIES = ['Ultra-Rare', 'Rare', 'Uncommon', 'Common'] as const;
export type AtlasRarity = (typeof ATLAS_RARITIES)[number];

export const atlasEntry = z.object({
  /** Stable slug, unique within the atlas ('walking-wake'). */
  id: z.string(),
  name: z.string(),
  category: z.enum(ATLAS_CATEGORIES),
  rarity: z.enum(ATLAS_RARITIES),
  /** Out of 5. */
  stars: z.number(),
  /** A single level or a range: '70' or '60-80'. */
  level: z.string(),
  weight: z.number(),
  biomeGroups: z.array(z.string()),
  time: z.optional(z.string()),
  weather: z.optional(z.string()),
  context: z.optional(z.string()),
  canSeeSky: z.optional(z.boolean()),
  yBounds: z.optional(z.object({ min: z.optional(z.number()), max: z.optional(z.number()) })),
  skyLight: z.optional(z.string()),
  lightLevel: z.optional(z.string()),
  structures: z.optional(z.array(z.string())),
  blocks: z.optional(z.array(z.string())),
  presets: z.optional(z.array(z.string())),
  boosts: z.optional(z.array(z.string())),
  variants: z.optional(z.array(z.string())),
  notes: z.optional(z.array(z.string())),
  lore: z.optional(z.string()),
});
export type AtlasEntry = z.infer<typeof atlasEntry>;

/** GET /api/atlas */
export const atlasResponse = z.object({
  entries: z.array(atlasEntry),
  /** 'seed' for the built-in atlas, 'import' once a server's datapack was imported. */
  source: z.enum(['seed', 'import']),
  updated_at: z.nullable(z.string()),
});
export type AtlasResponse = z.infer<typeof atlasResponse>;
