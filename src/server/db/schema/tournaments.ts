import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  index,
  integer,
  json,
  pgTable,
  pgView,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  DEFAULT_CHECK_IN_MINUTES,
  MATCH_STATUSES,
  REGISTRATION_STATUSES,
  TEAM_RULE_PRESETS,
  TOURNAMENT_FORMATS,
  TOURNAMENT_STATUSES,
} from '../../../shared/tournaments/constants';
import { SEEDING_MODES } from '../../../shared/tournaments/seeding';
import { users } from './accounts';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/** A reward line on a tournament page: who gets it and what. */
export interface TournamentReward {
  place: string;
  prize: string;
}
/** A schedule line: a time label and what happens then. */
export interface TournamentScheduleItem {
  time: string;
  label: string;
}

/**
 * A tournament. Page texts that differ per cup (rules, rewards, schedule, location) are columns,
 * so a new cup is a new row.
 */
export const tournaments = pgTable(
  'tournaments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    format: text('format', { enum: TOURNAMENT_FORMATS }).notNull(),
    status: text('status', { enum: TOURNAMENT_STATUSES }).notNull().default('draft'),
    cap: integer('cap').notNull().default(16),
    starts_at: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** Sign-ups open then (while the status is open); null: as soon as it is open. */
    registration_opens_at: timestamp('registration_opens_at', { withTimezone: true }),
    /** Sign-ups close then (the home countdown's target); null: at the start. */
    registration_closes_at: timestamp('registration_closes_at', { withTimezone: true }),
    /** Off: a full field refuses new sign-ups instead of queueing them. */
    waitlist: boolean('waitlist').notNull().default(true),
    team_rules: text('team_rules', { enum: TEAM_RULE_PRESETS }).notNull().default('founders-cup'),
    check_in_minutes: integer('check_in_minutes').notNull().default(DEFAULT_CHECK_IN_MINUTES),
    summary: text('summary').notNull().default(''),
    location: text('location').notNull().default(''),
    rules: json('rules').$type<string[]>().notNull().default([]),
    rewards: json('rewards').$type<TournamentReward[]>().notNull().default([]),
    schedule: json('schedule').$type<TournamentScheduleItem[]>().notNull().default([]),
    /** Set when the bracket was drawn, so it is drawn once. */
    bracket_generated_at: timestamp('bracket_generated_at', { withTimezone: true }),
    /** How the drawn bracket was seeded (sign-up order or ladder rating); null until the draw. */
    seeding: text('seeding', { enum: SEEDING_MODES }),
    /** Why staff called it off, shown on its page; set with the status cancelled. */
    cancel_reason: text('cancel_reason'),
    /**
     * The final's winner, once staff crowned them (the champion badge is given then, once): an entry
     * of `tournamentEntries` (a sign-up, or a doubles team), so no foreign key; a trigger clears it
     * when that entry is deleted (migration 0030).
     */
    champion_registration_id: uuid('champion_registration_id'),
    crowned_at: timestamp('crowned_at', { withTimezone: true }),
    /** A practice draw's copy points at the tournament it tries out, and goes with it. */
    practice_of: uuid('practice_of').references((): AnyPgColumn => tournaments.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tournaments_slug_key').on(t.slug),
    check('tournaments_format_check', sql`${t.format} in (${inList(TOURNAMENT_FORMATS)})`),
    check('tournaments_status_check', sql`${t.status} in (${inList(TOURNAMENT_STATUSES)})`),
    check('tournaments_cap_check', sql`${t.cap} between 2 and 256`),
    check('tournaments_check_in_check', sql`${t.check_in_minutes} between 0 and 1440`),
    check('tournaments_team_rules_check', sql`${t.team_rules} in (${inList(TEAM_RULE_PRESETS)})`),
    check('tournaments_seeding_check', sql`${t.seeding} in (${inList(SEEDING_MODES)})`),
    check(
      'tournaments_cancel_reason_check',
      sql`(${t.status} = 'cancelled') = (${t.cancel_reason} is not null)`,
    ),
  ],
);

/**
 * A sign-up (the spec's tournament_registrations). The slot is assigned inside the insert, under
 * the tournament's lock, and a unique index makes a double assignment impossible. `arrival` is a
 * global sequence: the waitlist is promoted in arrival order.
 */
export const tournamentRegistrations = pgTable(
  'tournament_registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tournament_id: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    minecraft_username: text('minecraft_username').notNull(),
    discord_tag: text('discord_tag').notNull(),
    email: text('email').notNull(),
    timezone: text('timezone').notNull(),
    /** Six species names for singles; doubles teams live in their own table. */
    pokemon: json('pokemon').$type<string[]>().notNull().default([]),
    checkin_agreement: boolean('checkin_agreement').notNull(),
    rules_agreement: boolean('rules_agreement').notNull(),
    streaming_consent: boolean('streaming_consent').notNull(),
    status: text('status', { enum: REGISTRATION_STATUSES }).notNull(),
    registration_slot: integer('registration_slot'),
    arrival: bigint('arrival', { mode: 'number' }).notNull().default(sql`nextval('tournament_arrival_seq')`),
    checked_in_at: timestamp('checked_in_at', { withTimezone: true }),
    /** The player's seed in the drawn bracket (1 = first); null for players not in the draw. */
    seed: integer('seed'),
    /** The player's ladder rating when the bracket was drawn (kept as it was); null: not on the ladder. */
    rating_at_draw: integer('rating_at_draw'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tournament_registrations_user_key').on(t.tournament_id, t.user_id),
    uniqueIndex('tournament_registrations_slot_key')
      .on(t.tournament_id, t.registration_slot)
      .where(sql`${t.registration_slot} is not null`),
    index('tournament_registrations_queue_idx').on(t.tournament_id, t.status, t.arrival),
    // A player's page finds their cups by Minecraft name in any case.
    index('tournament_registrations_mc_name_idx').on(sql`lower(${t.minecraft_username})`),
    check('tournament_registrations_status_check', sql`${t.status} in (${inList(REGISTRATION_STATUSES)})`),
    check('tournament_registrations_seed_check', sql`${t.seed} is null or ${t.seed} > 0`),
    check(
      'tournament_registrations_slot_check',
      sql`(${t.status} = 'registered') = (${t.registration_slot} is not null) and (${t.registration_slot} is null or ${t.registration_slot} > 0)`,
    ),
  ],
);

/**
 * One bracket match (the spec's tournament_bracket_matches). Players and winner are entry ids
 * (`tournamentEntries`: a sign-up for singles, a team for doubles), so they carry no foreign key; a
 * trigger empties the seat when its entry is deleted (migration 0030). A result recorded by staff
 * or reported by the game server advances the winner.
 */
export const tournamentMatches = pgTable(
  'tournament_matches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tournament_id: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    round_number: integer('round_number').notNull(),
    match_number: integer('match_number').notNull(),
    match_status: text('match_status', { enum: MATCH_STATUSES }).notNull().default('pending'),
    games_won_p1: integer('games_won_p1').notNull().default(0),
    games_won_p2: integer('games_won_p2').notNull().default(0),
    is_bye: boolean('is_bye').notNull().default(false),
    player1_id: uuid('player1_id'),
    player2_id: uuid('player2_id'),
    winner_id: uuid('winner_id'),
    /** Counts the changes to this match's own result, so each correction is its own notification's cause. */
    result_version: integer('result_version').notNull().default(0),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tournament_matches_position_key').on(t.tournament_id, t.round_number, t.match_number),
    check('tournament_matches_status_check', sql`${t.match_status} in (${inList(MATCH_STATUSES)})`),
    check('tournament_matches_games_check', sql`${t.games_won_p1} >= 0 and ${t.games_won_p2} >= 0`),
  ],
);

/** One Pokémon of a doubles team: species, held item and four moves, as Showdown names them. */
export interface DoublesTeamMember {
  species: string;
  item: string;
  moves: string[];
}

/** A Mid-Season Doubles team (the spec's mid_season_doubles_registrations): one per user, editable. */
export const doublesRegistrations = pgTable(
  'doubles_registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tournament_id: uuid('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    minecraft_username: text('minecraft_username').notNull(),
    discord_tag: text('discord_tag').notNull(),
    email: text('email').notNull(),
    timezone: text('timezone').notNull(),
    team: json('team').$type<DoublesTeamMember[]>().notNull(),
    tera_pokemon_slot: integer('tera_pokemon_slot').notNull().default(1),
    tera_type: text('tera_type').notNull(),
    rules_agreement: boolean('rules_agreement').notNull(),
    checkin_agreement: boolean('checkin_agreement').notNull(),
    privacy_agreement: boolean('privacy_agreement').notNull(),
    checked_in_at: timestamp('checked_in_at', { withTimezone: true }),
    /** The team's seed in the drawn bracket (1 = first); null for teams not in the draw. */
    seed: integer('seed'),
    /** The player's ladder rating when the bracket was drawn; null: not on the ladder. */
    rating_at_draw: integer('rating_at_draw'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('doubles_registrations_user_key').on(t.tournament_id, t.user_id),
    check('doubles_registrations_tera_slot_check', sql`${t.tera_pokemon_slot} between 1 and 6`),
    check('doubles_registrations_seed_check', sql`${t.seed} is null or ${t.seed} > 0`),
  ],
);

/**
 * Everyone who holds a place in a tournament, whatever its format (a view, migration 0030): the
 * cup's sign-ups as they are, and each doubles team as a registered entry whose slot is its
 * arrival among the teams. Check-in, the draw, results and the crowning read entries here, so
 * both formats go through one bracket; writes go to the entry's own table.
 */
export const tournamentEntries = pgView('tournament_entries', {
  id: uuid('id').notNull(),
  tournament_id: uuid('tournament_id').notNull(),
  user_id: uuid('user_id').notNull(),
  minecraft_username: text('minecraft_username').notNull(),
  status: text('status', { enum: REGISTRATION_STATUSES }).notNull(),
  registration_slot: integer('registration_slot'),
  checked_in_at: timestamp('checked_in_at', { withTimezone: true }),
  seed: integer('seed'),
  rating_at_draw: integer('rating_at_draw'),
}).existing();
