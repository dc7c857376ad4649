import { boolean, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Season 1 badge progress per Minecraft player, written by the game server. */
export const season1Progression = pgTable('season1_progression', {
  player_uuid: uuid('player_uuid').primaryKey(),
  champion: boolean('champion').notNull().default(false),
  fire_badge: boolean('fire_badge').notNull().default(false),
  water_badge: boolean('water_badge').notNull().default(false),
  electric_badge: boolean('electric_badge').notNull().default(false),
  psychic_badge: boolean('psychic_badge').notNull().default(false),
  poison_badge: boolean('poison_badge').notNull().default(false),
  ghost_badge: boolean('ghost_badge').notNull().default(false),
  dark_badge: boolean('dark_badge').notNull().default(false),
  steel_badge: boolean('steel_badge').notNull().default(false),
  fairy_badge: boolean('fairy_badge').notNull().default(false),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The seasons: one open (archived_at null), the earlier ones archived. The open season's badges
 * live in season1_progression (the spec's table name), emptied when the season is archived.
 */
export const seasons = pgTable('seasons', {
  number: integer('number').primaryKey(),
  name: text('name').notNull(),
  started_at: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  archived_at: timestamp('archived_at', { withTimezone: true }),
  /** The admin who archived it, by name (the audit log keeps the id). */
  archived_by: text('archived_by'),
});

/**
 * An archived season's standing per player: its badges and champion flag as they were, and the
 * ladder row (rating, wins, losses) at the moment of the reset. Read-only once written.
 */
export const seasonArchive = pgTable(
  'season_archive',
  {
    season_number: integer('season_number')
      .notNull()
      .references(() => seasons.number),
    player_uuid: uuid('player_uuid').notNull(),
    name: text('name'),
    champion: boolean('champion').notNull(),
    badges: text('badges').array().notNull(),
    rating: integer('rating'),
    wins: integer('wins'),
    losses: integer('losses'),
    /** When the player started the season; null for a ladder row without badges. */
    started_at: timestamp('started_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.season_number, t.player_uuid] })],
);
