/**
 * GET /api/staff/tournaments: the tournaments staff can pick in the console. Drawing a bracket and
 * recording results go through the tournament routes (POST /api/tournaments/:slug/bracket and
 * …/matches/:round/:match/result), which audit each change in their own transaction.
 */
import { asc, type SQL, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { StaffTournament, StaffTournamentsResponse } from '../../../shared/staff/tournaments';
import type { AppEnv, Deps } from '../../context';
import type { Db } from '../../db/client';
import { tournamentMatches, tournamentRegistrations, tournaments } from '../../db/schema';
import { requireStaff } from '../auth';

const regs = tournamentRegistrations;
const matches = tournamentMatches;
const countWhere = (where: SQL) => sql<number>`(count(*) filter (where ${where}))::int`;

export async function listStaffTournaments(db: Db): Promise<StaffTournament[]> {
  const [rows, signUps, played] = await Promise.all([
    db.select().from(tournaments).orderBy(asc(tournaments.starts_at)),
    db
      .select({
        id: regs.tournament_id,
        registered: countWhere(sql`${regs.status} = 'registered'`),
        checked_in: countWhere(sql`${regs.status} = 'registered' and ${regs.checked_in_at} is not null`),
        waitlisted: countWhere(sql`${regs.status} = 'waitlisted'`),
      })
      .from(regs)
      .groupBy(regs.tournament_id),
    db
      .select({
        id: matches.tournament_id,
        matches: sql<number>`count(*)::int`,
        completed_matches: countWhere(sql`${matches.match_status} = 'completed'`),
      })
      .from(matches)
      .groupBy(matches.tournament_id),
  ]);
  const signUpsOf = new Map(signUps.map((r) => [r.id, r]));
  const playedOf = new Map(played.map((r) => [r.id, r]));
  return rows.map((t) => {
    const s = signUpsOf.get(t.id);
    const p = playedOf.get(t.id);
    return {
      slug: t.slug,
      name: t.name,
      format: t.format,
      status: t.status,
      cap: t.cap,
      starts_at: t.starts_at.toISOString(),
      registered: Number(s?.registered ?? 0),
      checked_in: Number(s?.checked_in ?? 0),
      waitlisted: Number(s?.waitlisted ?? 0),
      bracket_generated_at: t.bracket_generated_at?.toISOString() ?? null,
      matches: Number(p?.matches ?? 0),
      completed_matches: Number(p?.completed_matches ?? 0),
    };
  });
}

export function staffTournamentRoutes(deps: Deps) {
  return new Hono<AppEnv>().get('/', async (c) => {
    requireStaff(c, 'Only tournament staff can run tournaments.');
    const list = await listStaffTournaments(deps.database.db);
    return c.json({ tournaments: list } satisfies StaffTournamentsResponse);
  });
}
