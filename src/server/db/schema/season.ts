import { boolean, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';

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
