/**
 * The console's purchases tab (GET /api/staff/purchases, GET /api/staff/purchases/:id) and refunds
 * (POST /api/staff/purchases/:id/refunds, admins only). A refund is asked of Stripe; what it does
 * to the purchase (status, the leader's share, take-backs in game) comes back through the payment
 * webhook, as for a refund made in Stripe's dashboard.
 */
import * as z from 'zod/mini';
import { z as zod } from '../../zod';
import { PURCHASE_STATUSES } from '../purchases';

export const PURCHASE_SEARCH_LIMIT = 50;
export const MAX_PURCHASE_QUERY = 200;

/** GET /api/staff/purchases?q= : a buyer's name, a Minecraft name, a checkout session or payment id. */
export const purchaseSearchSchema = zod.object({
  q: zod
    .string()
    .trim()
    .max(MAX_PURCHASE_QUERY, `Keep the search under ${MAX_PURCHASE_QUERY} characters.`)
    .optional()
    .transform((v) => v || undefined),
  status: zod.preprocess((v) => (v === '' ? undefined : v), zod.enum(PURCHASE_STATUSES).optional()),
});
export type PurchaseSearch = zod.infer<typeof purchaseSearchSchema>;

/**
 * POST /api/staff/purchases/:id/refunds. `refunded_cents` is what the console showed as refunded
 * already: with the amount it makes the idempotency key, so a second click of the same form asks
 * for the same refund, and a form older than the purchase's refunds is refused.
 */
export const refundRequestSchema = zod
  .object({
    amount_cents: zod
      .number({ error: 'Enter the amount to refund.' })
      .int('Enter the amount in whole cents.')
      .positive('The refund must be more than zero.'),
    refunded_cents: zod.number({ error: 'Reload the purchase.' }).int().min(0),
  })
  .strict();

export const MAX_GRANT_REASON = 500;

const reasonField = zod
  .string({ error: 'Say why.' })
  .trim()
  .min(3, 'Say why, in a few words.')
  .max(MAX_GRANT_REASON, `Keep the reason under ${MAX_GRANT_REASON} characters.`);

/**
 * POST /api/staff/purchases/grants: give a catalog product to a known player without payment. It
 * is delivered like a purchase (the same queue and effect log) and credits no gym leader.
 * `request_id`, made by the form once per grant it means to make, is the idempotency key: a second
 * click or a retry after a lost answer returns the first grant instead of making another.
 */
export const grantRequestSchema = zod
  .object({
    player: zod
      .string({ error: 'Enter the Minecraft name.' })
      .trim()
      .regex(/^[A-Za-z0-9_]{3,16}$/, 'Enter a Minecraft name (3 to 16 letters, digits or _).'),
    catalog_item_id: zod.string({ error: 'Choose a product.' }).trim().min(1, 'Choose a product.').max(100),
    quantity: zod
      .number({ error: 'Enter how many.' })
      .int('Enter a whole number.')
      .min(1, 'At least one.')
      .max(99, 'At most 99.')
      .default(1),
    reason: reasonField,
    request_id: zod.uuid('Reload the form.').optional(),
  })
  .strict();
export type GrantRequest = zod.input<typeof grantRequestSchema>;

/** POST /api/staff/purchases/:id/revoke: take a grant back (its take-back or end commands run). */
export const revokeGrantRequestSchema = zod.object({ reason: reasonField }).strict();

const purchaseLine = z.object({
  item_name: z.string(),
  quantity: z.number(),
  total_price_cents: z.number(),
});

export const staffPurchase = z.object({
  id: z.string(),
  created_at: z.string(),
  completed_at: z.nullable(z.string()),
  status: z.enum(PURCHASE_STATUSES),
  total_amount_cents: z.number(),
  currency: z.string(),
  minecraft_username: z.string(),
  buyer: z.object({ id: z.string(), discord_username: z.string(), full_name: z.nullable(z.string()) }),
  /** A gift: `minecraft_username` is the recipient's; `recipient_linked` when they have an account here. */
  gift: z.nullable(z.object({ recipient_linked: z.boolean(), message: z.nullable(z.string()) })),
  payment_session_id: z.nullable(z.string()),
  payment_intent_id: z.nullable(z.string()),
  items: z.array(purchaseLine),
  gym_leader: z.nullable(z.object({ id: z.string(), display_name: z.string() })),
  /** The leader's share of this purchase net of reversals (the ledger's rows for it). */
  leader_share_cents: z.number(),
  /** Refunded so far on the purchase's payment, as Stripe last reported it. */
  refunded_cents: z.number(),
  /** Paid with the labelled test checkout (demo mode): no money moved. */
  demo: z.boolean(),
  /** Given by staff without payment (a manual grant), and taken back if revoked. */
  grant: z.nullable(
    z.object({
      reason: z.string(),
      granted_by: z.string(),
      revoked_at: z.nullable(z.string()),
      revoked_by: z.nullable(z.string()),
      revoke_reason: z.nullable(z.string()),
    }),
  ),
});
export type StaffPurchase = z.infer<typeof staffPurchase>;

export const staffPurchasesResponse = z.object({ purchases: z.array(staffPurchase) });
export type StaffPurchasesResponse = z.infer<typeof staffPurchasesResponse>;

export const purchaseEvent = z.object({
  id: z.string(),
  type: z.string(),
  received_at: z.string(),
  /** What the event said, in words ("Refunded $5.00 of $9.98"). */
  summary: z.string(),
});

export const purchaseDelivery = z.object({
  id: z.string(),
  command: z.string(),
  /** grant, renew, expire, refund or chargeback */
  stage: z.string(),
  status: z.enum(['pending', 'leased', 'delivered', 'dead']),
  failed_attempts: z.number(),
  last_error: z.nullable(z.string()),
  created_at: z.string(),
  delivered_at: z.nullable(z.string()),
});

export const purchaseLedgerRow = z.object({
  id: z.string(),
  kind: z.string(),
  amount_cents: z.number(),
  note: z.nullable(z.string()),
  created_at: z.string(),
});

/** How a refund would be made: through Stripe, as a labelled demo refund, or not at all. */
export const REFUND_MODES = ['stripe', 'demo', 'none'] as const;

export const staffPurchaseDetailResponse = z.object({
  purchase: staffPurchase,
  events: z.array(purchaseEvent),
  deliveries: z.array(purchaseDelivery),
  ledger: z.array(purchaseLedgerRow),
  refund: z.object({
    mode: z.enum(REFUND_MODES),
    /** What may still be refunded (the payment less what is refunded already). */
    refundable_cents: z.number(),
    /** Why not, when mode is none or nothing is left. */
    reason: z.nullable(z.string()),
  }),
});
export type StaffPurchaseDetailResponse = z.infer<typeof staffPurchaseDetailResponse>;

/** POST /api/staff/purchases/:id/refunds */
export const staffRefundResponse = z.object({
  refund: z.object({
    id: z.string(),
    amount_cents: z.number(),
    /** Stripe's refund status (succeeded, pending…); a demo refund is processed at once. */
    status: z.string(),
    demo: z.boolean(),
    /** The same request was made before: this is that refund, not a new one. */
    replayed: z.boolean(),
  }),
});
export type StaffRefundResponse = z.infer<typeof staffRefundResponse>;

/** POST /api/staff/purchases/grants (201) and POST /api/staff/purchases/:id/revoke */
export const staffGrantResponse = z.object({ purchase: staffPurchase });
export type StaffGrantResponse = z.infer<typeof staffGrantResponse>;
