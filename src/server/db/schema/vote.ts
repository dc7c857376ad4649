import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { DEFAULT_VOTE_PARTY_GOAL } from '../../../shared/vote/vote-info';

/**
 * The vote party's progress as the game server reports it, and the goal admins set in the console:
 * one row (id 1).
 */
export const voteParty = pgTable(
  'vote_party',
  {
    id: integer('id').primaryKey().default(1),
    votes: integer('votes').notNull().default(0),
    goal: integer('goal').notNull().default(DEFAULT_VOTE_PARTY_GOAL),
    last_party_at: timestamp('last_party_at', { withTimezone: true }),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('vote_party_single_row', sql`${t.id} = 1`),
    check('vote_party_goal_positive', sql`${t.goal} > 0`),
  ],
);

/** The vote page's cards, in the order shown; admins replace the whole list in the console. */
export const voteSites = pgTable(
  'vote_sites',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    url: text('url').notNull(),
    /** What a vote on this site earns, in the admin's words; empty shows nothing. */
    rewards: text('rewards').notNull().default(''),
  },
  (t) => [uniqueIndex('vote_sites_position_idx').on(t.position)],
);
