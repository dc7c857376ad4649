/**
 * The tournaments' line of the console overview: players registered in a cup whose check-in window
 * is open (from check_in_minutes before the start until the start) and who have not checked in.
 */
import { and, asc, count, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import { OVERVIEW_SAMPLE, type OverviewCount } from '../../../../shared/staff/overview';
import type { Db } from '../../../db/client';
import { tournamentRegistrations, tournaments } from '../../../db/schema';

export async function checkInsDue(db: Db, now: Date): Promise<OverviewCount> {
  const due = and(
    inArray(tournaments.status, ['open', 'closed']),
    lte(sql`${tournaments.starts_at} - make_interval(mins => ${tournaments.check_in_minutes})`, now),
    gt(tournaments.starts_at, now),
    eq(tournamentRegistrations.status, 'registered'),
    isNull(tournamentRegistrations.checked_in_at),
  );
  const [total] = await db
    .select({ n: count() })
    .from(tournamentRegistrations)
    .innerJoin(tournaments, eq(tournaments.id, tournamentRegistrations.tournament_id))
    .where(due);
  const rows = await db
    .select({
      id: tournamentRegistrations.id,
      player: tournamentRegistrations.minecraft_username,
      cup: tournaments.name,
    })
    .from(tournamentRegistrations)
    .innerJoin(tournaments, eq(tournaments.id, tournamentRegistrations.tournament_id))
    .where(due)
    .orderBy(asc(tournaments.starts_at), asc(tournamentRegistrations.registration_slot))
    .limit(OVERVIEW_SAMPLE);
  return { count: total?.n ?? 0, items: rows.map((r) => ({ id: r.id, label: `${r.player} in ${r.cup}` })) };
}
