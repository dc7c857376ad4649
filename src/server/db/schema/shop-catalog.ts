/**
 * The store's catalog as admins edit it: products and each product's in-game commands per stage of
 * a purchase's life. A product that was ever sold is retired (`retired_at`), never deleted, and a
 * purchase line keeps its own snapshot of price and commands (`purchase_items.delivery_snapshot`).
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const shopProducts = pgTable(
  'shop_products',
  {
    /** Readable and stable (`rank-ace-monthly`): purchase lines and stored carts name it. */
    id: text('id').primaryKey(),
    price_id: text('price_id').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    /** The shop section the product is listed under (`shiny-boosters`). */
    section: text('section').notNull(),
    kind: text('kind', { enum: ['one_time', 'subscription'] }).notNull(),
    interval: text('interval', { enum: ['month', 'year'] }),
    rank: text('rank'),
    unit_amount_cents: integer('unit_amount_cents').notNull(),
    quantity_in_pack: integer('quantity_in_pack'),
    duration_minutes: integer('duration_minutes'),
    multiplier: integer('multiplier'),
    emoji: text('emoji').notNull(),
    image_url: text('image_url'),
    badge: text('badge'),
    visible: boolean('visible').notNull().default(true),
    available_from: timestamp('available_from', { withTimezone: true }),
    available_until: timestamp('available_until', { withTimezone: true }),
    per_player_limit: integer('per_player_limit'),
    global_limit: integer('global_limit'),
    required_product_id: text('required_product_id').references((): AnyPgColumn => shopProducts.id),
    sort_order: integer('sort_order').notNull().default(0),
    retired_at: timestamp('retired_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shop_products_price_id_idx').on(t.price_id),
    index('shop_products_section_idx').on(t.section, t.sort_order),
    check('shop_products_price_check', sql`${t.unit_amount_cents} >= 0`),
    check('shop_products_interval_check', sql`(${t.kind} = 'subscription') = (${t.interval} is not null)`),
    check(
      'shop_products_limits_check',
      sql`coalesce(${t.per_player_limit}, 1) >= 1 and coalesce(${t.global_limit}, 1) >= 1`,
    ),
    check(
      'shop_products_window_check',
      sql`${t.available_from} is null or ${t.available_until} is null or ${t.available_from} < ${t.available_until}`,
    ),
  ],
);

export const COMMAND_STAGES = ['grant', 'renew', 'expire', 'refund', 'chargeback'] as const;

export const shopProductCommands = pgTable(
  'shop_product_commands',
  {
    product_id: text('product_id')
      .notNull()
      .references(() => shopProducts.id, { onDelete: 'cascade' }),
    stage: text('stage', { enum: COMMAND_STAGES }).notNull(),
    position: integer('position').notNull(),
    command: text('command').notNull(),
    require_online: boolean('require_online').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.product_id, t.stage, t.position] }),
    check('shop_product_commands_command_check', sql`length(${t.command}) between 1 and 300`),
  ],
);

export interface SnapshotCommand {
  command: string;
  requireOnline: boolean;
}

/** A purchase line's product as sold: what rendering its commands needs, and the commands. */
export interface DeliverySnapshot {
  kind: 'one_time' | 'subscription';
  interval: 'month' | 'year' | null;
  rank: string | null;
  quantity_in_pack: number | null;
  duration_minutes: number | null;
  multiplier: number | null;
  commands: Record<(typeof COMMAND_STAGES)[number], SnapshotCommand[]>;
}

export const STORE_SETTING_KEYS = ['revenue_share_percent', 'refund_window_days', 'automatic_tax'] as const;
export type StoreSettingKey = (typeof STORE_SETTING_KEYS)[number];

/**
 * Store settings as dated series: a value holds from `effective_from` until the next one. A change
 * adds a row; what was decided under an earlier value (a ledger row) keeps the value it used.
 */
export const storeSettings = pgTable(
  'store_settings',
  {
    key: text('key', { enum: STORE_SETTING_KEYS }).notNull(),
    effective_from: timestamp('effective_from', { withTimezone: true }).notNull(),
    value: integer('value').notNull(),
    created_by: text('created_by'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.effective_from] }),
    check('store_settings_value_check', sql`${t.value} between 0 and 365`),
  ],
);
