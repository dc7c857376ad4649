import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  json,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ELEMENT_TYPES, EVENT_KINDS, EVENT_STATUSES, LEADER_STATUSES } from '../../../shared/arena/types';
import { players, users } from './accounts';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * A gym leader. `player_id` links the leader to a players row; the API's `player_uuid` is that
 * player's Minecraft uuid, and leaders without one are hidden from every list.
 */
export const gymLeaders = pgTable(
  'gym_leaders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    display_name: text('display_name').notNull(),
    element: text('element', { enum: ELEMENT_TYPES }).notNull(),
    status: text('status', { enum: LEADER_STATUSES }).notNull().default('offline'),
    player_id: uuid('player_id').references(() => players.id, { onDelete: 'set null' }),
    badges_awarded: integer('badges_awarded').notNull().default(0),
    /** 0..1 fraction. */
    win_rate: real('win_rate').notNull().default(0),
    next_available_ts: timestamp('next_available_ts', { withTimezone: true }),
    last_active_at: timestamp('last_active_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('gym_leaders_player_id_key').on(t.player_id),
    index('gym_leaders_display_name_idx').on(t.display_name),
    check('gym_leaders_element_check', sql`${t.element} in (${inList(ELEMENT_TYPES)})`),
    check('gym_leaders_status_check', sql`${t.status} in (${inList(LEADER_STATUSES)})`),
    check('gym_leaders_badges_check', sql`${t.badges_awarded} >= 0`),
    check('gym_leaders_win_rate_check', sql`${t.win_rate} >= 0 and ${t.win_rate} <= 1`),
  ],
);

/**
 * A gym leader's presence history: one row each time their status changes, written by a trigger on
 * gym_leaders (migration 0025), whoever changes it (the game server, the sweep, the console). Leader
 * pages read the last weeks of it for when the leader is usually online.
 */
export const gymLeaderPresence = pgTable(
  'gym_leader_presence',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leader_id: uuid('leader_id')
      .notNull()
      .references(() => gymLeaders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: LEADER_STATUSES }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('gym_leader_presence_leader_at_idx').on(t.leader_id, t.at),
    check('gym_leader_presence_status_check', sql`${t.status} in (${inList(LEADER_STATUSES)})`),
  ],
);

/** One ladder row per Minecraft player (written by the game server). Streak: +n wins, -n losses. */
export const eloRatings = pgTable(
  'elo_ratings',
  {
    player_uuid: uuid('player_uuid').primaryKey(),
    rating: integer('rating').notNull(),
    wins: integer('wins').notNull().default(0),
    losses: integer('losses').notNull().default(0),
    streak: integer('streak').notNull().default(0),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Serves the ladder order (pages) and "how many rate strictly higher" (own rank).
    index('elo_ratings_ladder_idx').on(t.rating.desc(), t.wins.desc(), t.player_uuid),
    check('elo_ratings_counts_check', sql`${t.wins} >= 0 and ${t.losses} >= 0`),
  ],
);

/** Gym battles reported by the game server; `external_id` is its own id (for idempotent reports). */
export const matches = pgTable(
  'matches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    external_id: text('external_id'),
    gym_id: text('gym_id'),
    started_at: timestamp('started_at', { withTimezone: true }).notNull(),
    ended_at: timestamp('ended_at', { withTimezone: true }),
    result: text('result'),
    leader_uuid: uuid('leader_uuid').notNull(),
    challenger_uuid: uuid('challenger_uuid').notNull(),
    winner_uuid: uuid('winner_uuid'),
    loser_uuid: uuid('loser_uuid'),
    leader_delta: integer('leader_delta'),
    challenger_delta: integer('challenger_delta'),
  },
  (t) => [
    uniqueIndex('matches_external_id_key').on(t.external_id),
    // Matches the ticker's order exactly (in-progress first, then newest finished).
    index('matches_recent_idx').on(t.ended_at.desc().nullsFirst(), t.started_at.desc()),
    // A player's page reads their latest matches from either side.
    index('matches_leader_ended_idx').on(t.leader_uuid, t.ended_at.desc()),
    index('matches_challenger_ended_idx').on(t.challenger_uuid, t.ended_at.desc()),
  ],
);

/**
 * The Showdown protocol log of a finished match, as the game server sent it and the replay reader
 * accepted it (shared/replays/protocol.ts). Its own table: the ticker and profiles read matches
 * often and never need the log's text.
 */
export const matchReplays = pgTable('match_replays', {
  match_id: uuid('match_id')
    .primaryKey()
    .references(() => matches.id, { onDelete: 'cascade' }),
  log: text('log').notNull(),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Tournaments and other scheduled events. `rewards` keeps the author's key order (json, not jsonb). */
export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description'),
    kind: text('kind', { enum: EVENT_KINDS }).notNull(),
    start_ts: timestamp('start_ts', { withTimezone: true }).notNull(),
    end_ts: timestamp('end_ts', { withTimezone: true }),
    status: text('status', { enum: EVENT_STATUSES }).notNull().default('draft'),
    rewards: json('rewards').$type<Record<string, string>>().notNull().default({}),
    capacity: integer('capacity'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('events_start_ts_idx').on(t.start_ts),
    check('events_kind_check', sql`${t.kind} in (${inList(EVENT_KINDS)})`),
    check('events_status_check', sql`${t.status} in (${inList(EVENT_STATUSES)})`),
    check('events_rewards_check', sql`json_typeof(${t.rewards}) = 'object'`),
    check('events_capacity_check', sql`${t.capacity} is null or ${t.capacity} > 0`),
    check('events_period_check', sql`${t.end_ts} is null or ${t.end_ts} >= ${t.start_ts}`),
  ],
);

/** A site account's sign-up for an event; withdrawing keeps the row so re-registering reuses it. */
export const eventRegistrations = pgTable(
  'event_registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    event_id: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['registered', 'withdrawn'] })
      .notNull()
      .default('registered'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Leads with event_id, so it also serves per-event counts and the event_id foreign key.
    uniqueIndex('event_registrations_event_user_key').on(t.event_id, t.user_id),
    index('event_registrations_user_id_idx').on(t.user_id),
    check('event_registrations_status_check', sql`${t.status} in ('registered', 'withdrawn')`),
  ],
);
