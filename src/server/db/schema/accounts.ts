import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** A site account. Every account signs in with Discord (or the demo sign-in, outside production). */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    discord_id: text('discord_id').notNull(),
    discord_username: text('discord_username').notNull(),
    /** Discord's display name; the spec's profile "full name". */
    full_name: text('full_name'),
    avatar_url: text('avatar_url'),
    email: text('email'),
    role: text('role', { enum: ['player', 'staff', 'admin'] })
      .notNull()
      .default('player'),
    /** Discord refused a direct message to them (error 50007): none are queued until they re-enable. */
    discord_dms_blocked_at: timestamp('discord_dms_blocked_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_discord_id_key').on(t.discord_id),
    check('users_role_check', sql`${t.role} in ('player', 'staff', 'admin')`),
  ],
);

/** Server-side sessions. Only a hash of the cookie token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_id_idx').on(t.user_id), index('sessions_expires_at_idx').on(t.expires_at)],
);

/**
 * A player of the game. A site account has exactly one player row (created at first sign-in);
 * players seen only in game (ladder opponents) have none. `uuid` and `mc_username` are set when
 * the Minecraft account is linked.
 */
export const players = pgTable(
  'players',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    auth_user_id: uuid('auth_user_id').references(() => users.id, { onDelete: 'set null' }),
    uuid: uuid('uuid'),
    username: text('username').notNull(),
    mc_username: text('mc_username'),
    discord_id: text('discord_id'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('players_auth_user_id_key').on(t.auth_user_id),
    uniqueIndex('players_uuid_key').on(t.uuid),
    // Player pages look a player up by Minecraft name in any case, the newest first (/players/:name);
    // the sitemap reads every name in this order, a chunk at a time (decision 030).
    index('players_mc_username_lower_created_idx').on(
      sql`lower(${t.mc_username})`,
      t.created_at.desc().nullsFirst(),
    ),
  ],
);

/** Fixed-window counters shared by every instance (sign-in attempts, form posts, bridge calls). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  window_start: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});
