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
import { users } from './accounts';

/** A Minecraft server allowed to call the bridge. Only the SHA-256 of its token is stored. */
export const gameServers = pgTable(
  'game_servers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    token_hash: text('token_hash').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    last_seen_at: timestamp('last_seen_at', { withTimezone: true }),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('game_servers_name_key').on(t.name),
    uniqueIndex('game_servers_token_hash_key').on(t.token_hash),
  ],
);

/** A code shown in the link dialog and typed in game; single-use, short-lived. */
export const linkCodes = pgTable(
  'link_codes',
  {
    code: text('code').primaryKey(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    player_uuid: uuid('player_uuid'),
  },
  (t) => [index('link_codes_user_id_idx').on(t.user_id, t.created_at.desc())],
);

export const DELIVERY_STATUSES = ['pending', 'leased', 'delivered', 'dead'] as const;

/**
 * In-game commands waiting for a game server. `id` is the stable id the plugin de-duplicates on;
 * `idempotency_key` makes queueing the same thing twice (a repeated webhook) a no-op.
 */
export const deliveries = pgTable(
  'deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idempotency_key: text('idempotency_key').notNull(),
    player_uuid: uuid('player_uuid').notNull(),
    command: text('command').notNull(),
    require_online: boolean('require_online').notNull().default(true),
    /** What queued it, e.g. `purchase:<id>`, for staff and support. */
    source: text('source').notNull(),
    /**
     * Deliveries with the same key take effect in `sequence_step` order: one is handed out only
     * when every delivery of an earlier step is delivered or dead (a refund's take-back never
     * overtakes the grant it reverses). Steps of one key share a step number per decision.
     */
    sequence_key: text('sequence_key'),
    sequence_step: integer('sequence_step'),
    status: text('status', { enum: DELIVERY_STATUSES }).notNull().default('pending'),
    failed_attempts: integer('failed_attempts').notNull().default(0),
    hand_outs: integer('hand_outs').notNull().default(0),
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lease_expires_at: timestamp('lease_expires_at', { withTimezone: true }),
    leased_by: uuid('leased_by').references(() => gameServers.id, { onDelete: 'set null' }),
    last_error: text('last_error'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    delivered_at: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('deliveries_idempotency_key_key').on(t.idempotency_key),
    index('deliveries_due_idx').on(t.status, t.next_attempt_at),
    index('deliveries_player_idx').on(t.player_uuid),
    index('deliveries_sequence_idx').on(t.sequence_key, t.sequence_step),
    check('deliveries_status_check', sql`${t.status} in ('pending', 'leased', 'delivered', 'dead')`),
  ],
);
