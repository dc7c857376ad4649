/**
 * Mid-Season Doubles sign-ups: one team per user and tournament, created once and then edited by
 * its owner. The user always comes from the session; every write finds the row by (tournament,
 * user), so nobody can read or change another user's team. Creating and editing lock the
 * tournament row, so the count against the cap, the check that no other team uses the Minecraft
 * name, and the write cannot race; a unique index backs "one per user".
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { DoublesRegistration, DoublesTournament } from '../../../shared/doubles/api';
import type { DoublesRegistrationData } from '../../../shared/doubles/registration-schema';
import { MID_SEASON_DOUBLES_SLUG } from '../../../shared/tournaments/constants';
import { MINECRAFT_NAME_TAKEN, minecraftNameTakenMessage } from '../../../shared/tournaments/minecraft-name';
import {
  checkInOpensAt,
  isCheckInOpen,
  isRegistrationOpen,
  registrationClosesAt,
  registrationOpensLater,
  registrationOpensMessage,
} from '../../../shared/tournaments/registration-window';
import type { Db, Tx } from '../../db/client';
import { doublesRegistrations, tournaments } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { notifyUser } from '../notifications';
import { queueRoleSync } from '../outbox';

type TournamentRow = typeof tournaments.$inferSelect;
type RegistrationRow = typeof doublesRegistrations.$inferSelect;
/** The published doubles tournament (a draft is the organisers' own). */
export async function findDoublesTournament(db: Db | Tx, lock = false): Promise<TournamentRow> {
  const query = db
    .select()
    .from(tournaments)
    .where(and(eq(tournaments.slug, MID_SEASON_DOUBLES_SLUG), sql`${tournaments.status} <> 'draft'`));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('The Mid-Season Doubles tournament is not scheduled yet.');
  return row;
}

async function countTeams(db: Db | Tx, tournamentId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(doublesRegistrations)
    .where(eq(doublesRegistrations.tournament_id, tournamentId));
  return row?.n ?? 0;
}

export async function tournamentView(db: Db, row: TournamentRow, now: Date): Promise<DoublesTournament> {
  return {
    name: row.name,
    status: row.status,
    starts_at: row.starts_at.toISOString(),
    registration_closes_at: registrationClosesAt(row).toISOString(),
    check_in_opens_at: checkInOpensAt(row).toISOString(),
    registration_opens_at: registrationOpensLater(row, now)?.toISOString() ?? null,
    registration_open: isRegistrationOpen(row, now),
    cap: row.cap,
    registered: await countTeams(db, row.id),
    cancel_reason: row.cancel_reason,
  };
}

export function registrationView(
  row: RegistrationRow,
  tournament: TournamentRow,
  now: Date,
): DoublesRegistration {
  return {
    id: row.id,
    minecraft_username: row.minecraft_username,
    discord_tag: row.discord_tag,
    email: row.email,
    timezone: row.timezone,
    team: row.team.map((m) => ({ species: m.species, item: m.item, moves: [...m.moves] })),
    tera_pokemon_slot: row.tera_pokemon_slot,
    tera_type: row.tera_type,
    rules_agreement: row.rules_agreement,
    checkin_agreement: row.checkin_agreement,
    privacy_agreement: row.privacy_agreement,
    checked_in: row.checked_in_at !== null,
    can_check_in: row.checked_in_at === null && isCheckInOpen(tournament, now),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export async function ownRegistration(db: Db | Tx, tournamentId: string, userId: string) {
  const [row] = await db
    .select()
    .from(doublesRegistrations)
    .where(
      and(eq(doublesRegistrations.tournament_id, tournamentId), eq(doublesRegistrations.user_id, userId)),
    );
  return row ?? null;
}

/** Refuses changes once sign-ups are over, or before they open (saying when they do). */
export function requireOpen(row: TournamentRow, now: Date) {
  if (isRegistrationOpen(row, now)) return;
  const opensAt = registrationOpensLater(row, now);
  const message = opensAt
    ? registrationOpensMessage(opensAt.toISOString())
    : `Registration is closed for ${row.name}.`;
  throw new AppError(409, 'registration_closed', message);
}

export const alreadyRegistered = (row: TournamentRow) =>
  new AppError(
    409,
    'already_registered',
    `You're already registered for ${row.name}. Use Modify Team to change it.`,
  );

/** Refuses a Minecraft name another user's team in this tournament already uses. */
async function requireFreeMinecraftName(tx: Tx, tournament: TournamentRow, userId: string, name: string) {
  const [holder] = await tx
    .select({ id: doublesRegistrations.id })
    .from(doublesRegistrations)
    .where(
      and(
        eq(doublesRegistrations.tournament_id, tournament.id),
        ne(doublesRegistrations.user_id, userId),
        sql`lower(${doublesRegistrations.minecraft_username}) = lower(${name})`,
      ),
    )
    .limit(1);
  if (holder) {
    const message = minecraftNameTakenMessage(name, tournament.name);
    throw new AppError(409, MINECRAFT_NAME_TAKEN, message, { minecraft_username: [message] });
  }
}

const isUniqueViolation = (error: unknown) => {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
};

const columns = (input: DoublesRegistrationData) => ({
  minecraft_username: input.minecraft_username,
  discord_tag: input.discord_tag,
  email: input.email,
  timezone: input.timezone,
  team: input.team.map((m) => ({ species: m.species, item: m.item, moves: [...m.moves] })),
  tera_pokemon_slot: input.tera_pokemon_slot,
  tera_type: input.tera_type,
  rules_agreement: input.rules_agreement,
  checkin_agreement: input.checkin_agreement,
  privacy_agreement: input.privacy_agreement,
});

/** Inserts the caller's team under the tournament's lock: still open, not registered, not full. */
export async function createRegistration(db: Db, userId: string, input: DoublesRegistrationData, now: Date) {
  try {
    return await db.transaction(async (tx) => {
      const tournament = await findDoublesTournament(tx, true);
      requireOpen(tournament, now);
      if (await ownRegistration(tx, tournament.id, userId)) throw alreadyRegistered(tournament);
      if ((await countTeams(tx, tournament.id)) >= tournament.cap) {
        throw new AppError(409, 'tournament_full', `${tournament.name} is full (${tournament.cap} teams).`);
      }
      await requireFreeMinecraftName(tx, tournament, userId, input.minecraft_username);
      const [row] = await tx
        .insert(doublesRegistrations)
        .values({ ...columns(input), tournament_id: tournament.id, user_id: userId })
        .returning();
      if (!row) throw new Error('doubles registration was not stored');
      // Doubles has no waitlist: a stored team holds its place, and its player hears so once.
      await notifyUser(tx, userId, {
        kind: 'tournament_signup',
        causeId: `team:${row.id}`,
        title: `Your team is registered for ${tournament.name}`,
        body: 'You can edit the team until registration closes.',
        link: '/mid-season-doubles',
      });
      await queueRoleSync(tx, userId, { tournamentId: tournament.id });
      return row;
    });
  } catch (error) {
    // Two tabs submitting at once: the unique index keeps one row, the other is told as above.
    if (isUniqueViolation(error)) throw alreadyRegistered(await findDoublesTournament(db));
    throw error;
  }
}

/** Replaces the caller's own team and details under the tournament's lock; 404 when the caller has none. */
export async function updateRegistration(db: Db, userId: string, input: DoublesRegistrationData, now: Date) {
  return db.transaction(async (tx) => {
    const tournament = await findDoublesTournament(tx, true);
    requireOpen(tournament, now);
    if (!(await ownRegistration(tx, tournament.id, userId))) {
      throw notFound(`You have not registered for ${tournament.name} yet.`);
    }
    await requireFreeMinecraftName(tx, tournament, userId, input.minecraft_username);
    const [row] = await tx
      .update(doublesRegistrations)
      .set({ ...columns(input), updated_at: sql`now()` })
      .where(
        and(eq(doublesRegistrations.tournament_id, tournament.id), eq(doublesRegistrations.user_id, userId)),
      )
      .returning();
    if (!row) throw new Error('doubles registration was not updated');
    return row;
  });
}
