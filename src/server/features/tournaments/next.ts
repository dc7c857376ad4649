import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tournaments } from '../../db/schema';
import type { TournamentRow } from './queries';

/** The open tournament (taking sign-ups) whose sign-ups close soonest (what the home page counts down to), or null. */
export async function nextOpenTournament(db: Db, now: Date): Promise<TournamentRow | null> {
  const closes = sql`coalesce(${tournaments.registration_closes_at}, ${tournaments.starts_at})`;
  const [row] = await db
    .select()
    .from(tournaments)
    .where(
      and(
        eq(tournaments.status, 'open'),
        sql`${closes} > ${now}`,
        // A tournament whose sign-ups open later is not counted down to yet.
        sql`(${tournaments.registration_opens_at} is null or ${tournaments.registration_opens_at} <= ${now})`,
      ),
    )
    // Cups are scheduled at round times, so two can close and start in one instant: then the first
    // by slug, or the countdown would follow whichever row a read came upon first.
    .orderBy(asc(closes), asc(tournaments.starts_at), asc(tournaments.slug))
    .limit(1);
  return row ?? null;
}
