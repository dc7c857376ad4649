/**
 * GET /api/shop/catalog: the products on sale now, as the shop pages draw them. The server reads
 * them from the database; the answer carries no commands and no limits' counts.
 */
import * as z from 'zod/mini';

export const catalogItemView = z.object({
  id: z.string(),
  price_id: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.enum(['boosts', 'crates', 'competitive', 'ranks', 'battlepass']),
  group: z.string(),
  unit_amount_cents: z.number(),
  kind: z.enum(['one_time', 'subscription']),
  interval: z.optional(z.enum(['month', 'year'])),
  rank: z.optional(z.enum(['ace', 'expert', 'elite', 'master'])),
  quantity_in_pack: z.optional(z.number()),
  duration_minutes: z.optional(z.number()),
  multiplier: z.optional(z.number()),
  emoji: z.string(),
  active: z.boolean(),
  /** A timed sale running now: the price checkout charges per unit, and when the sale ends. */
  sale: z.optional(z.object({ percent_off: z.number(), unit_amount_cents: z.number(), ends_at: z.string() })),
});

export const catalogResponse = z.object({
  items: z.array(catalogItemView),
  /**
   * When the next timed sale starts or a running one ends: prices change then without any write,
   * so an open page asks again at that time rather than waiting for a live notice.
   */
  sales_change_at: z.optional(z.string()),
});
export type CatalogResponse = z.infer<typeof catalogResponse>;

/** Where the shop pages' query cache keeps the catalog; the server's first paint fills it. */
export const CATALOG_QUERY_KEY = ['shop', 'catalog'] as const;
