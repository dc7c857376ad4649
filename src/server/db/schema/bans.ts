import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { players, users } from './accounts';

/**
 * A ban of a player (a site account's player row, or a player seen only in game). Nothing deletes:
 * unbanning sets lifted_at/by/reason; a timed ban that runs out unlifted gets end_recorded_at once its
 * pardon and audit row are written. Whether a ban holds is `isBanActive` (shared/bans/rule.ts); a
 * player has at most one active ban, which banning checks under a lock on the player's row. Staff are
 * kept by id and by name, so the record outlives their account.
 */
export const bans = pgTable(
  'bans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    player_id: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    starts_at: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    ends_at: timestamp('ends_at', { withTimezone: true }),
    banned_by: uuid('banned_by').references(() => users.id, { onDelete: 'set null' }),
    banned_by_name: text('banned_by_name').notNull(),
    lifted_at: timestamp('lifted_at', { withTimezone: true }),
    lifted_by: uuid('lifted_by').references(() => users.id, { onDelete: 'set null' }),
    lifted_by_name: text('lifted_by_name'),
    lift_reason: text('lift_reason'),
    /** When the site wrote the end of a ban that ran out (its pardon and audit row); null until then. */
    end_recorded_at: timestamp('end_recorded_at', { withTimezone: true }),
  },
  (t) => [
    index('bans_player_idx').on(t.player_id, t.starts_at.desc()),
    index('bans_unlifted_idx').on(t.player_id).where(sql`${t.lifted_at} is null`),
    // What the expiry sweep reads: timed bans not lifted whose end is not recorded yet.
    index('bans_end_unrecorded_idx')
      .on(t.ends_at)
      .where(sql`${t.lifted_at} is null and ${t.end_recorded_at} is null and ${t.ends_at} is not null`),
    check('bans_ends_after_start_check', sql`${t.ends_at} is null or ${t.ends_at} > ${t.starts_at}`),
    check(
      'bans_lift_check',
      sql`(${t.lifted_at} is null) = (${t.lift_reason} is null) and (${t.lifted_at} is null) = (${t.lifted_by_name} is null)`,
    ),
  ],
);
