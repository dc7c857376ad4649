/**
 * The store's discounts: timed sales (a percent off chosen products or categories between two
 * times) and codes (percent or fixed, with expiry, use limits, a minimum basket, the products they
 * apply to, and optionally a gym leader whose creator code it is). A purchase keeps the code it
 * used and each line what was taken off, so nothing here is needed to explain a past purchase.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { gymLeaders } from './arena';

export const shopSales = pgTable(
  'shop_sales',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    percent_off: integer('percent_off').notNull(),
    /** Product ids (`shop_products.id`) and categories it covers; a product in either is on sale. */
    product_ids: text('product_ids').array().notNull().default(sql`'{}'::text[]`),
    categories: text('categories').array().notNull().default(sql`'{}'::text[]`),
    starts_at: timestamp('starts_at', { withTimezone: true }).notNull(),
    ends_at: timestamp('ends_at', { withTimezone: true }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('shop_sales_ends_at_idx').on(t.ends_at),
    check('shop_sales_percent_check', sql`${t.percent_off} between 1 and 90`),
    check('shop_sales_window_check', sql`${t.starts_at} < ${t.ends_at}`),
  ],
);

export const DISCOUNT_CODE_KINDS = ['percent', 'fixed'] as const;

export const shopDiscountCodes = pgTable(
  'shop_discount_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored upper-case; buyers' input is upper-cased before matching. */
    code: text('code').notNull(),
    kind: text('kind', { enum: DISCOUNT_CODE_KINDS }).notNull(),
    percent_off: integer('percent_off'),
    amount_off_cents: integer('amount_off_cents'),
    min_basket_cents: integer('min_basket_cents').notNull().default(0),
    /** Empty: every one-time product. */
    product_ids: text('product_ids').array().notNull().default(sql`'{}'::text[]`),
    expires_at: timestamp('expires_at', { withTimezone: true }),
    max_uses: integer('max_uses'),
    max_uses_per_player: integer('max_uses_per_player'),
    /** A creator code: using it chooses this leader for the revenue share. */
    gym_leader_id: uuid('gym_leader_id').references(() => gymLeaders.id, { onDelete: 'set null' }),
    active: boolean('active').notNull().default(true),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shop_discount_codes_code_key').on(t.code),
    check(
      'shop_discount_codes_amount_check',
      sql`(${t.kind} = 'percent' and ${t.percent_off} between 1 and 90 and ${t.amount_off_cents} is null) or (${t.kind} = 'fixed' and ${t.amount_off_cents} >= 1 and ${t.percent_off} is null)`,
    ),
    check(
      'shop_discount_codes_limits_check',
      sql`coalesce(${t.max_uses}, 1) >= 1 and coalesce(${t.max_uses_per_player}, 1) >= 1 and ${t.min_basket_cents} >= 0`,
    ),
  ],
);
