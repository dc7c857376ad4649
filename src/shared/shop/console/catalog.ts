/**
 * The console's Catalog tab (admins): products with their commands per stage, a product's form,
 * and the command preview for a sample player. Requests are full zod, answers zod/mini.
 */
import * as zm from 'zod/mini';
import { z } from '../../zod';

const STAGES = ['grant', 'renew', 'expire', 'refund', 'chargeback'] as const;
const CATEGORIES = ['boosts', 'crates', 'competitive', 'ranks', 'battlepass'] as const;
const RANKS = ['ace', 'expert', 'elite', 'master'] as const;

const commandSchema = z.object({
  command: z.string().trim().min(1, 'Write the command').max(300, 'At most 300 characters'),
  requireOnline: z.boolean(),
});
const commandListsSchema = z.object(
  Object.fromEntries(
    STAGES.map((stage) => [stage, z.array(commandSchema).max(10, 'At most 10 commands')]),
  ) as Record<(typeof STAGES)[number], z.ZodArray<typeof commandSchema>>,
);

const optionalCount = z.number().int().min(1, 'At least 1').max(1_000_000).nullable();
const optionalDate = z.iso.datetime({ offset: true, error: 'A date and time' }).nullable();

/** What an admin sets on a product; the id is chosen once, at creation. */
export const productFieldsSchema = z
  .object({
    price_id: z
      .string()
      .regex(/^price_[a-z0-9_]{2,60}$/, 'price_ followed by lower-case letters, digits or _'),
    name: z.string().trim().min(2, 'At least 2 characters').max(80, 'At most 80 characters'),
    description: z.string().trim().min(1, 'Describe the product').max(400, 'At most 400 characters'),
    category: z.enum(CATEGORIES),
    section: z.string().regex(/^[a-z0-9-]{2,40}$/, 'Lower-case letters, digits or -'),
    kind: z.enum(['one_time', 'subscription']),
    interval: z.enum(['month', 'year']).nullable(),
    rank: z.enum(RANKS).nullable(),
    unit_amount_cents: z.number().int('Whole cents').min(0, 'Not negative').max(1_000_000, 'At most $10,000'),
    quantity_in_pack: optionalCount,
    duration_minutes: optionalCount,
    multiplier: optionalCount,
    emoji: z.string().trim().min(1, 'Choose an emoji').max(16),
    image_url: z.url({ protocol: /^https$/, error: 'An https address' }).nullable(),
    badge: z.string().trim().max(24, 'At most 24 characters').nullable(),
    visible: z.boolean(),
    available_from: optionalDate,
    available_until: optionalDate,
    per_player_limit: optionalCount,
    global_limit: optionalCount,
    required_product_id: z.string().nullable(),
    sort_order: z.number().int().min(0).max(100_000),
    commands: commandListsSchema,
  })
  .superRefine((p, ctx) => {
    if ((p.kind === 'subscription') !== (p.interval !== null)) {
      ctx.addIssue({
        code: 'custom',
        path: ['interval'],
        message: 'A subscription has an interval; a one-time product none',
      });
    }
    if (p.available_from && p.available_until && p.available_from >= p.available_until) {
      ctx.addIssue({ code: 'custom', path: ['available_until'], message: 'Ends after it starts' });
    }
  });
export type ProductFields = z.infer<typeof productFieldsSchema>;

export const productCreateSchema = z.intersection(
  z.object({ id: z.string().regex(/^[a-z0-9-]{2,60}$/, 'Lower-case letters, digits or -') }),
  productFieldsSchema,
);

export const commandPreviewSchema = z.object({
  player: z.string().regex(/^[A-Za-z0-9_]{3,16}$/, 'A Minecraft name (3–16 letters, digits or _)'),
  count: z.number().int().min(1).max(99),
});

const commandView = zm.object({ command: zm.string(), requireOnline: zm.boolean() });
const commandListsView = zm.object({
  grant: zm.array(commandView),
  renew: zm.array(commandView),
  expire: zm.array(commandView),
  refund: zm.array(commandView),
  chargeback: zm.array(commandView),
});

export const staffProductView = zm.object({
  id: zm.string(),
  price_id: zm.string(),
  name: zm.string(),
  description: zm.string(),
  category: zm.enum(CATEGORIES),
  section: zm.string(),
  kind: zm.enum(['one_time', 'subscription']),
  interval: zm.nullable(zm.enum(['month', 'year'])),
  rank: zm.nullable(zm.enum(RANKS)),
  unit_amount_cents: zm.number(),
  quantity_in_pack: zm.nullable(zm.number()),
  duration_minutes: zm.nullable(zm.number()),
  multiplier: zm.nullable(zm.number()),
  emoji: zm.string(),
  image_url: zm.nullable(zm.string()),
  badge: zm.nullable(zm.string()),
  visible: zm.boolean(),
  available_from: zm.nullable(zm.string()),
  available_until: zm.nullable(zm.string()),
  per_player_limit: zm.nullable(zm.number()),
  global_limit: zm.nullable(zm.number()),
  required_product_id: zm.nullable(zm.string()),
  sort_order: zm.number(),
  retired_at: zm.nullable(zm.string()),
  /** Units sold in purchases that hold them; a sold product can only be retired. */
  sold: zm.number(),
  commands: commandListsView,
});
export type StaffProductView = zm.infer<typeof staffProductView>;

export const staffProductsResponse = zm.object({ products: zm.array(staffProductView) });
export type StaffProductsResponse = zm.infer<typeof staffProductsResponse>;

export const staffProductResponse = zm.object({ product: staffProductView });
export type StaffProductResponse = zm.infer<typeof staffProductResponse>;

export const commandPreviewResponse = zm.object({ commands: commandListsView });
export type CommandPreviewResponse = zm.infer<typeof commandPreviewResponse>;
