import { sql } from 'drizzle-orm';
import { check, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

/** The vote party's progress as the game server reports it: one row (id 1). */
export const voteParty = pgTable(
  'vote_party',
  {
    id: integer('id').primaryKey().default(1),
    votes: integer('votes').notNull().default(0),
    last_party_at: timestamp('last_party_at', { withTimezone: true }),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('vote_party_single_row', sql`${t.id} = 1`)],
);
