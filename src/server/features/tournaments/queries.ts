/** Reads of tournaments: the row, its counts, the public list and the caller's own registration. */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { MyRegistration, PublicRegistration, TournamentDetails } from '../../../shared/tournaments/api';
import {
  checkInOpensAt,
  isCheckInOpen,
  isRegistrationOpen,
  registrationClosesAt,
  registrationOpensLater,
} from '../../../shared/tournaments/registration-window';
import type { Db } from '../../db/client';
import {
  doublesRegistrations,
  tournamentEntries,
  tournamentRegistrations,
  tournaments,
} from '../../db/schema';
import { notFound } from '../../lib/errors';

export type TournamentRow = typeof tournaments.$inferSelect;
type RegistrationRow = typeof tournamentRegistrations.$inferSelect;

/** Published tournaments only: a draft is the organisers' own. */
export async function findTournament(db: Db, slug: string): Promise<TournamentRow> {
  const [row] = await db
    .select()
    .from(tournaments)
    .where(and(eq(tournaments.slug, slug), sql`${tournaments.status} <> 'draft'`));
  if (!row) throw notFound('No such tournament.');
  return row;
}

/** Sign-ups by state; a doubles tournament's teams are in their own table and all hold a place. */
async function counts(db: Db, row: TournamentRow) {
  if (row.format === 'doubles') {
    const [teams] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(doublesRegistrations)
      .where(eq(doublesRegistrations.tournament_id, row.id));
    return { registered: teams?.n ?? 0, waitlisted: 0 };
  }
  const [result] = await db
    .select({
      registered:
        sql<number>`count(*) filter (where ${tournamentRegistrations.status} = 'registered')`.mapWith(Number),
      waitlisted:
        sql<number>`count(*) filter (where ${tournamentRegistrations.status} = 'waitlisted')`.mapWith(Number),
    })
    .from(tournamentRegistrations)
    .where(eq(tournamentRegistrations.tournament_id, row.id));
  return { registered: result?.registered ?? 0, waitlisted: result?.waitlisted ?? 0 };
}

export async function tournamentSummary(db: Db, row: TournamentRow, now: Date) {
  return {
    slug: row.slug,
    name: row.name,
    format: row.format,
    status: row.status,
    cap: row.cap,
    starts_at: row.starts_at.toISOString(),
    registration_opens_at: registrationOpensLater(row, now)?.toISOString() ?? null,
    registration_closes_at: registrationClosesAt(row).toISOString(),
    check_in_opens_at: checkInOpensAt(row).toISOString(),
    registration_open: isRegistrationOpen(row, now),
    ...(await counts(db, row)),
  };
}

export async function tournamentDetails(db: Db, row: TournamentRow, now: Date): Promise<TournamentDetails> {
  return {
    ...(await tournamentSummary(db, row, now)),
    summary: row.summary,
    location: row.location,
    rules: row.rules,
    rewards: row.rewards,
    schedule: row.schedule,
    waitlist: row.waitlist,
    cancel_reason: row.cancel_reason,
    champion: await championName(db, row),
  };
}

/** The crowned champion's Minecraft name, or null before the crowning. */
export async function championName(db: Db, row: TournamentRow): Promise<string | null> {
  if (!row.champion_registration_id) return null;
  const [champion] = await db
    .select({ name: tournamentEntries.minecraft_username })
    .from(tournamentEntries)
    .where(eq(tournamentEntries.id, row.champion_registration_id));
  return champion?.name ?? null;
}

/** Confirmed players (or doubles teams, by their player's name) in slot order: what anyone may see of the sign-ups. */
export async function publicRegistrations(db: Db, tournamentId: string): Promise<PublicRegistration[]> {
  const rows = await db
    .select({
      id: tournamentEntries.id,
      minecraft_username: tournamentEntries.minecraft_username,
      registration_slot: tournamentEntries.registration_slot,
    })
    .from(tournamentEntries)
    .where(and(eq(tournamentEntries.tournament_id, tournamentId), eq(tournamentEntries.status, 'registered')))
    .orderBy(asc(tournamentEntries.registration_slot));
  return rows.map((r) => ({ ...r, registration_slot: r.registration_slot ?? 0 }));
}

export async function loadMyRegistration(
  db: Db,
  tournament: TournamentRow,
  userId: string,
  now: Date,
): Promise<MyRegistration | null> {
  const [row] = await db
    .select()
    .from(tournamentRegistrations)
    .where(
      and(
        eq(tournamentRegistrations.tournament_id, tournament.id),
        eq(tournamentRegistrations.user_id, userId),
      ),
    );
  return row ? toMyRegistration(db, tournament, row, now) : null;
}

export async function toMyRegistration(
  db: Db,
  tournament: TournamentRow,
  row: RegistrationRow,
  now: Date,
): Promise<MyRegistration> {
  let position: number | null = null;
  if (row.status === 'waitlisted') {
    const [ahead] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(tournamentRegistrations)
      .where(
        and(
          eq(tournamentRegistrations.tournament_id, tournament.id),
          eq(tournamentRegistrations.status, 'waitlisted'),
          sql`${tournamentRegistrations.arrival} < ${row.arrival}`,
        ),
      );
    position = (ahead?.n ?? 0) + 1;
  }
  return describeRegistration(tournament, row, position, now);
}

/** The caller's own registration as the page shows it, given its place on the waitlist (if waitlisted). */
export function describeRegistration(
  tournament: TournamentRow,
  row: Pick<RegistrationRow, 'id' | 'status' | 'registration_slot' | 'checked_in_at'>,
  waitlistPosition: number | null,
  now: Date,
): MyRegistration {
  const active = row.status === 'registered' || row.status === 'waitlisted';
  const windowOpen = isCheckInOpen(tournament, now);
  return {
    id: row.id,
    status: row.status,
    registration_slot: row.registration_slot,
    waitlist_position: waitlistPosition,
    checked_in: row.checked_in_at !== null,
    can_check_in: active && windowOpen && row.checked_in_at === null,
  };
}
