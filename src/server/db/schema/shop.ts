/**
 * The shop: attestations, purchases and their lines, the gym leaders' revenue-share ledger and the
 * payment-provider events already handled. Amounts are integer cents.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ATTESTATION_TYPES } from '../../../shared/shop/checkout-api';
import { PURCHASE_STATUSES } from '../../../shared/shop/purchases';
import { users } from './accounts';
import { gymLeaders } from './arena';
import type { PaymentFact } from './payment-fact';
import type { DeliverySnapshot } from './shop-catalog';
import { shopDiscountCodes } from './shop-discounts';

const inList = (column: AnyPgColumn, values: readonly string[]) =>
  sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`;

export const LEDGER_KINDS = ['earning', 'reversal', 'restoration', 'payout'] as const;

/** What the buyer agreed to before paying (kept as the text they saw). */
export const purchaseAttestations = pgTable(
  'purchase_attestations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    attestation_type: text('attestation_type', { enum: ATTESTATION_TYPES }).notNull(),
    attestation_text: text('attestation_text').notNull(),
    user_confirmation: text('user_confirmation').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('purchase_attestations_user_id_idx').on(t.user_id),
    check('purchase_attestations_type_check', inList(t.attestation_type, ATTESTATION_TYPES)),
  ],
);

/**
 * One checkout. Created `pending` before the payment session; only the fulfilment function moves
 * it to `completed` (and then `refunded`/`disputed`). `payment_session_id` is the provider's
 * checkout session (or `demo_…` for the labelled test checkout).
 */
export const purchases = pgTable(
  'purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: PURCHASE_STATUSES }).notNull().default('pending'),
    total_amount_cents: integer('total_amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    minecraft_username: text('minecraft_username').notNull(),
    player_uuid: uuid('player_uuid').notNull(),
    gym_leader_id: uuid('gym_leader_id').references(() => gymLeaders.id, { onDelete: 'set null' }),
    attestation_id: uuid('attestation_id').references(() => purchaseAttestations.id, {
      onDelete: 'set null',
    }),
    ev_policy_attestation_id: uuid('ev_policy_attestation_id').references(() => purchaseAttestations.id, {
      onDelete: 'set null',
    }),
    payment_session_id: text('payment_session_id'),
    payment_intent_id: text('payment_intent_id'),
    stripe_customer_id: text('stripe_customer_id'),
    stripe_subscription_id: text('stripe_subscription_id'),
    /** A plan change: the plan purchase this one replaces once the change takes effect. */
    replaces_purchase_id: uuid('replaces_purchase_id').references((): AnyPgColumn => purchases.id, {
      onDelete: 'set null',
    }),
    /** Tax on the original payment (automatic tax), on top of the pre-tax total. */
    tax_cents: integer('tax_cents').notNull().default(0),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completed_at: timestamp('completed_at', { withTimezone: true }),
    /**
     * A gift: `minecraft_username` and `player_uuid` are then the recipient's (deliveries and
     * take-backs go there) and `user_id` stays the buyer. The recipient's account, when the name
     * belongs to a linked player, sees the gift in their history; `gift_message` is plain text.
     */
    is_gift: boolean('is_gift').notNull().default(false),
    gift_recipient_user_id: uuid('gift_recipient_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    gift_message: text('gift_message'),
    /** The discount code used, and as typed (kept should the code row change). */
    discount_code_id: uuid('discount_code_id').references(() => shopDiscountCodes.id, {
      onDelete: 'set null',
    }),
    discount_code: text('discount_code'),
  },
  (t) => [
    uniqueIndex('purchases_payment_session_id_key').on(t.payment_session_id),
    index('purchases_user_created_idx').on(t.user_id, t.created_at.desc()),
    index('purchases_gym_leader_id_idx').on(t.gym_leader_id),
    index('purchases_attestation_id_idx').on(t.attestation_id),
    index('purchases_ev_policy_attestation_id_idx').on(t.ev_policy_attestation_id),
    index('purchases_payment_intent_id_idx').on(t.payment_intent_id),
    index('purchases_stripe_subscription_id_idx').on(t.stripe_subscription_id),
    index('purchases_stripe_customer_id_idx').on(t.user_id, t.stripe_customer_id),
    index('purchases_gift_recipient_idx').on(t.gift_recipient_user_id, t.created_at.desc()),
    check(
      'purchases_gift_check',
      sql`${t.is_gift} or (${t.gift_recipient_user_id} is null and ${t.gift_message} is null)`,
    ),
    index('purchases_replaces_purchase_id_idx').on(t.replaces_purchase_id),
    index('purchases_discount_code_id_idx').on(t.discount_code_id),
    check('purchases_status_check', inList(t.status, PURCHASE_STATUSES)),
    check('purchases_total_check', sql`${t.total_amount_cents} >= 0`),
    check('purchases_tax_check', sql`${t.tax_cents} >= 0`),
  ],
);

/** A line of a purchase, priced from the catalog when the purchase was created. */
export const purchaseItems = pgTable(
  'purchase_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purchase_id: uuid('purchase_id')
      .notNull()
      .references(() => purchases.id, { onDelete: 'cascade' }),
    catalog_item_id: text('catalog_item_id').notNull(),
    price_id: text('price_id').notNull(),
    item_name: text('item_name').notNull(),
    item_price_cents: integer('item_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    total_price_cents: integer('total_price_cents').notNull(),
    /**
     * What the line was sold as: the product's facts and its commands per stage at checkout, so
     * deliveries, refunds and chargebacks never read today's catalog. Null on lines sold before
     * the catalog moved into the database (those use the built-in commands).
     */
    delivery_snapshot: jsonb('delivery_snapshot').$type<DeliverySnapshot>(),
    /** Taken off the line by a sale and a code: the line was charged `total_price_cents` less this. */
    discount_cents: integer('discount_cents').notNull().default(0),
  },
  (t) => [
    index('purchase_items_purchase_id_idx').on(t.purchase_id),
    check('purchase_items_quantity_check', sql`${t.quantity} between 1 and 99`),
    check('purchase_items_total_check', sql`${t.total_price_cents} = ${t.item_price_cents} * ${t.quantity}`),
    check('purchase_items_discount_check', sql`${t.discount_cents} between 0 and ${t.total_price_cents}`),
  ],
);

/**
 * The revenue-share ledger. Signed amounts: earnings positive, reversals and payouts negative, a
 * restoration (a won dispute giving back what its reversal took) positive. An earning becomes payable at `available_at` (after the refund window); a reversal carries the
 * reversed earning's `available_at` so it nets against the same bucket. `payment_ref` is the
 * provider payment (intent) the earning came from, which refunds and disputes name.
 */
export const gymLeaderLedger = pgTable(
  'gym_leader_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    gym_leader_id: uuid('gym_leader_id')
      .notNull()
      .references(() => gymLeaders.id),
    purchase_id: uuid('purchase_id').references(() => purchases.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    amount_cents: integer('amount_cents').notNull(),
    payment_ref: text('payment_ref'),
    note: text('note'),
    available_at: timestamp('available_at', { withTimezone: true }).notNull(),
    idempotency_key: text('idempotency_key').notNull(),
    /** For reversals and restorations: the earning they adjust. */
    earning_id: uuid('earning_id').references((): AnyPgColumn => gymLeaderLedger.id),
    /** For earnings: the revenue-share percent in force when it was credited (null before settings). */
    share_percent: integer('share_percent'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('gym_leader_ledger_idempotency_key').on(t.idempotency_key),
    index('gym_leader_ledger_earning_id_idx').on(t.earning_id),
    index('gym_leader_ledger_leader_idx').on(t.gym_leader_id, t.created_at),
    index('gym_leader_ledger_purchase_id_idx').on(t.purchase_id),
    index('gym_leader_ledger_payment_ref_idx').on(t.payment_ref),
    check('gym_leader_ledger_kind_check', inList(t.kind, LEDGER_KINDS)),
    check(
      'gym_leader_ledger_sign_check',
      sql`(${t.kind} in ('earning', 'restoration') and ${t.amount_cents} >= 0) or (${t.kind} in ('reversal', 'payout') and ${t.amount_cents} <= 0)`,
    ),
  ],
);

/**
 * Provider events already handled (the id is the provider's; `demo:` ids are the labelled test
 * checkout's, `grant:` and `grant-revoked:` a staff grant's, decision 023). `fact` is what the event says about a purchase (features/shop/payment-facts.ts);
 * `purchase_id`, `payment_ref` and `subscription_ref` are how it is matched to one, so a fact that
 * arrives before the event that names its purchase is found when that event comes. Rows from
 * before facts were kept have only `payment_ref` and the amounts of a refund or dispute.
 */
export const stripeEvents = pgTable(
  'stripe_events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    purchase_id: uuid('purchase_id').references(() => purchases.id, { onDelete: 'set null' }),
    payment_ref: text('payment_ref'),
    subscription_ref: text('subscription_ref'),
    fact: jsonb('fact').$type<PaymentFact>(),
    reversed_cents: integer('reversed_cents'),
    payment_cents: integer('payment_cents'),
    received_at: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stripe_events_payment_ref_idx').on(t.payment_ref),
    index('stripe_events_purchase_id_idx').on(t.purchase_id),
    index('stripe_events_subscription_ref_idx').on(t.subscription_ref),
  ],
);

/**
 * A purchase staff made without payment (a manual grant): who gave it and why, and who took it
 * back. What it delivers comes from its facts (`grant`, `grant_revoked` in stripe_events), through
 * the same reconciliation as a paid purchase; a grant has no gym leader and no payment, so it never
 * makes a ledger row. Staff are kept by id and name, like the audit log.
 */
export const purchaseGrants = pgTable(
  'purchase_grants',
  {
    purchase_id: uuid('purchase_id')
      .primaryKey()
      .references(() => purchases.id, { onDelete: 'cascade' }),
    granted_by_user_id: uuid('granted_by_user_id'),
    granted_by_name: text('granted_by_name').notNull(),
    reason: text('reason').notNull(),
    /** The console form's idempotency key: the same request grants once. */
    request_id: uuid('request_id').unique('purchase_grants_request_id_unique'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    revoked_by_name: text('revoked_by_name'),
    revoke_reason: text('revoke_reason'),
  },
  (t) => [
    check(
      'purchase_grants_revoked_check',
      sql`(${t.revoked_at} is null) = (${t.revoked_by_name} is null) and (${t.revoked_at} is null) = (${t.revoke_reason} is null)`,
    ),
  ],
);

export const EFFECT_STAGES = ['grant', 'renew', 'expire', 'refund', 'chargeback'] as const;

/**
 * What the shop has decided the buyer gets or loses, in decision order (`seq` per purchase): each
 * row queued one stage of in-game commands. `track` is what it was for: `original` (the purchase's
 * own payment, every line), `invoice:<id>` (a renewal, plan lines) or `plan` (the plan's end).
 * Reconciliation compares this log with what the payment facts say the buyer should hold.
 */
export const purchaseEffects = pgTable(
  'purchase_effects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purchase_id: uuid('purchase_id')
      .notNull()
      .references(() => purchases.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    track: text('track').notNull(),
    stage: text('stage', { enum: EFFECT_STAGES }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('purchase_effects_purchase_seq_key').on(t.purchase_id, t.seq),
    check('purchase_effects_stage_check', inList(t.stage, EFFECT_STAGES)),
  ],
);
