/**
 * Tournaments as the events page lists them: each published tournament (not a practice copy) with
 * its real counts, so a cup is listed once, as itself, and its sign-ups stay on its own page.
 */
import { and, isNull, sql } from 'drizzle-orm';
import type { ArenaEvent } from '../../../shared/arena/types';
import { isRegistrationOpen } from '../../../shared/tournaments/registration-window';
import type { Db } from '../../db/client';
import { doublesRegistrations, tournamentRegistrations, tournaments } from '../../db/schema';

export async function tournamentsAsEvents(db: Db, now: Date): Promise<ArenaEvent[]> {
  const singles = sql`(select count(*) from ${tournamentRegistrations} r
    where r.tournament_id = ${tournaments.id} and r.status = 'registered')`;
  const doubles = sql`(select count(*) from ${doublesRegistrations} d where d.tournament_id = ${tournaments.id})`;
  const rows = await db
    .select({
      row: tournaments,
      registered:
        sql<number>`case when ${tournaments.format} = 'doubles' then ${doubles} else ${singles} end`.mapWith(
          Number,
        ),
    })
    .from(tournaments)
    .where(and(sql`${tournaments.status} <> 'draft'`, isNull(tournaments.practice_of)))
    .orderBy(tournaments.starts_at);
  return rows.map(({ row, registered }) => {
    const finished = row.status === 'completed' || row.status === 'cancelled';
    return {
      id: row.id,
      title: row.name,
      description: row.summary || null,
      kind: 'tournament',
      start_ts: row.starts_at.toISOString(),
      // A finished cup ends when it was crowned (or at its start when called off): listed as past.
      end_ts: finished ? (row.crowned_at ?? row.starts_at).toISOString() : null,
      status: row.status === 'cancelled' ? 'cancelled' : isRegistrationOpen(row, now) ? 'open' : 'closed',
      rewards: Object.fromEntries(row.rewards.map((r) => [r.place, r.prize])),
      capacity: row.cap,
      registrationCount: registered,
      my_registration: null,
      tournament: { slug: row.slug },
    };
  });
}

/** The names tournaments are listed under: an event may not take one (it would list the cup twice). */
export async function tournamentNamed(db: Db, title: string): Promise<boolean> {
  const [row] = await db
    .select({ id: tournaments.id })
    .from(tournaments)
    .where(and(sql`lower(${tournaments.name}) = lower(${title.trim()})`, isNull(tournaments.practice_of)))
    .limit(1);
  return row !== undefined;
}
