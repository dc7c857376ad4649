/**
 * Sign-ups without races. Every change to a tournament's sign-ups happens in one transaction that
 * first locks the tournament row, so concurrent sign-ups queue behind each other: the slot is
 * computed and written inside that transaction (never read by one call and inserted by another),
 * and a unique index on (tournament, slot) makes a double assignment impossible even so. The same
 * lock keeps a Minecraft name to one active sign-up per tournament. A slot is also the player's seed:
 * after every change to who is registered, slots are 1..n in arrival order, so a player promoted
 * from the waitlist never sits above someone who signed up earlier (decision 007). A cup's opening is
 * a burst of sign-ups: on each instance those queued together run as one batch under one lock, a
 * read and a write after taking it (decision 015).
 */
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { MyRegistration } from '../../../shared/tournaments/api';
import { MINECRAFT_NAME_TAKEN, minecraftNameTakenMessage } from '../../../shared/tournaments/minecraft-name';
import { POKEMON_FIELDS, type PokemonField } from '../../../shared/tournaments/registration';
import type { TournamentRegistration } from '../../../shared/tournaments/registration-schema';
import {
  checkInOpensAt,
  hasStarted,
  isCheckInOpen,
  isRegistrationOpen,
} from '../../../shared/tournaments/registration-window';
import type { Db, Tx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import {
  doublesRegistrations,
  tournamentEntries,
  tournamentRegistrations,
  tournaments,
} from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import type { Settled } from '../../lib/turn-batch';
import { notifyUsers } from '../notifications';
import { queueRoleSync, rolesMapped } from '../outbox';
import { notifyNoShows, notifyPromoted, signUpNotice } from './notices';
import { describeRegistration, type TournamentRow, toMyRegistration } from './queries';
import { SignUpLines } from './sign-up-line';

async function lockTournament(tx: Tx, slug: string): Promise<TournamentRow> {
  const [row] = await tx
    .select()
    .from(tournaments)
    .where(and(eq(tournaments.slug, slug), sql`${tournaments.status} <> 'draft'`))
    .for('update');
  if (!row) throw notFound('No such tournament.');
  return row;
}

async function ownRow(tx: Tx, tournamentId: string, userId: string) {
  const [row] = await tx
    .select()
    .from(tournamentRegistrations)
    .where(
      and(
        eq(tournamentRegistrations.tournament_id, tournamentId),
        eq(tournamentRegistrations.user_id, userId),
      ),
    );
  return row ?? null;
}

/** The lowest slot (1..cap) nobody holds, or null when the field is full. */
async function freeSlot(tx: Tx, tournament: TournamentRow): Promise<number | null> {
  const [row] = await tx
    .execute<{ slot: number | null }>(sql`
    select min(s)::int as slot from generate_series(1, ${tournament.cap}::int) as s
    where not exists (
      select 1 from ${tournamentRegistrations} r
      where r.tournament_id = ${tournament.id} and r.registration_slot = s
    )`)
    .then((result) => rowsOf<{ slot: number | null }>(result));
  return row?.slot ?? null;
}

/** Above any cap (at most 256): where a renumbered slot waits, so no two rows ever share a slot. */
const RESEAT_OFFSET = 1000;

/**
 * Renumbers the registered players' slots 1..n in arrival order. The unique index on (tournament,
 * slot) is checked row by row, so the rows that move go above every cap first, then down.
 */
async function reseatByArrival(tx: Tx, tournamentId: string) {
  await tx.execute(sql`
    with seeded as (
      select id, row_number() over (order by arrival)::int as seed
      from ${tournamentRegistrations}
      where tournament_id = ${tournamentId} and status = 'registered'
    )
    update ${tournamentRegistrations} r
    set registration_slot = seeded.seed + ${RESEAT_OFFSET}, updated_at = now()
    from seeded
    where r.id = seeded.id and r.registration_slot <> seeded.seed`);
  await tx.execute(sql`
    update ${tournamentRegistrations}
    set registration_slot = registration_slot - ${RESEAT_OFFSET}
    where tournament_id = ${tournamentId} and status = 'registered'
      and registration_slot > ${RESEAT_OFFSET}`);
}

/**
 * Moves the first in line (by arrival) into the free `slot`, renumbered by arrival afterwards; with
 * `checkedInOnly`, only players who checked in. The player is told in the same transaction.
 * Answers who moved up, or null when nobody waits.
 */
async function promoteInto(
  tx: Tx,
  tournament: TournamentRow,
  slot: number,
  checkedInOnly = false,
): Promise<string | null> {
  const [next] = await tx
    .select({ id: tournamentRegistrations.id })
    .from(tournamentRegistrations)
    .where(
      and(
        eq(tournamentRegistrations.tournament_id, tournament.id),
        eq(tournamentRegistrations.status, 'waitlisted'),
        checkedInOnly ? isNotNull(tournamentRegistrations.checked_in_at) : undefined,
      ),
    )
    .orderBy(asc(tournamentRegistrations.arrival))
    .limit(1);
  if (!next) return null;
  const promoted = await tx
    .update(tournamentRegistrations)
    .set({ status: 'registered', registration_slot: slot, updated_at: sql`now()` })
    .where(eq(tournamentRegistrations.id, next.id))
    .returning({
      id: tournamentRegistrations.id,
      user_id: tournamentRegistrations.user_id,
      arrival: tournamentRegistrations.arrival,
    });
  await notifyPromoted(tx, tournament, promoted);
  for (const row of promoted) await queueRoleSync(tx, row.user_id, { tournamentId: tournament.id });
  return next.id;
}

type SignUpValues = Omit<
  typeof tournamentRegistrations.$inferInsert,
  'id' | 'tournament_id' | 'user_id' | 'status' | 'registration_slot' | 'arrival'
>;

/** A sign-up waiting in its tournament's line: the form, judged as far as it can be alone. */
interface SignUpRequest {
  userId: string;
  values: SignUpValues;
  /** The team's problems by field: none for a legal team. */
  problems: Record<string, string>;
  now: Date;
}

interface ActiveSignUp {
  user_id: string;
  status: 'registered' | 'waitlisted';
  name: string;
  slot: number | null;
}

/** The cup's active sign-ups in arrival order. */
async function activeSignUps(tx: Tx, tournamentId: string): Promise<ActiveSignUp[]> {
  const r = tournamentRegistrations;
  return (await tx
    .select({ user_id: r.user_id, status: r.status, name: r.minecraft_username, slot: r.registration_slot })
    .from(r)
    .where(and(eq(r.tournament_id, tournamentId), inArray(r.status, ['registered', 'waitlisted'])))
    .orderBy(asc(r.arrival))) as ActiveSignUp[];
}

/**
 * Judges one sign-up against the field as every sign-up before it left it (the cup's rows and the
 * earlier ones of its batch): the refusal it gets, or where it goes. Exported for the model tests.
 */
export function judgeSignUp(
  tournament: Pick<TournamentRow, 'name' | 'cap' | 'waitlist' | 'format' | 'status' | 'starts_at'> &
    Parameters<typeof isRegistrationOpen>[0],
  field: readonly Pick<ActiveSignUp, 'user_id' | 'status' | 'name'>[],
  request: SignUpRequest,
): AppError | { status: 'registered' | 'waitlisted'; slot: number | null; position: number | null } {
  if (!isRegistrationOpen(tournament, request.now)) {
    return new AppError(409, 'registration_closed', 'Registration is closed for this tournament.');
  }
  if (tournament.format !== 'singles') {
    // Doubles teams (species, items, moves, Tera) have their own sign-up and table.
    return new AppError(409, 'wrong_sign_up', 'Sign up for this tournament on its own page.');
  }
  if (field.some((a) => a.user_id === request.userId)) {
    return new AppError(409, 'already_registered', `You're already registered for ${tournament.name}.`);
  }
  const problems = Object.entries(request.problems);
  if (problems.length > 0) {
    return new AppError(
      400,
      'illegal_team',
      'Your team breaks the tournament rules.',
      Object.fromEntries(problems.map(([name, message]) => [name, [message]])),
    );
  }
  const name = request.values.minecraft_username.toLowerCase();
  if (field.some((a) => a.user_id !== request.userId && a.name.toLowerCase() === name)) {
    const message = minecraftNameTakenMessage(request.values.minecraft_username, tournament.name);
    return new AppError(409, MINECRAFT_NAME_TAKEN, message, { minecraft_username: [message] });
  }
  const registered = field.filter((a) => a.status === 'registered').length;
  if (registered < tournament.cap) return { status: 'registered', slot: registered + 1, position: null };
  if (!tournament.waitlist) {
    return new AppError(409, 'tournament_full', `${tournament.name} is full and has no waitlist.`);
  }
  return { status: 'waitlisted', slot: null, position: field.length - registered + 1 };
}

/**
 * A batch of sign-ups for one cup in one transaction: the lock, one read of the cup's active
 * sign-ups, each sign-up judged in arrival order against everything before it, and one statement
 * writing those accepted (or rewriting a user's withdrawn or dropped row) with fresh arrivals, in
 * order. The newest take the seeds after the last, n + 1 on; that is only right when the seeds are
 * already 1..n in arrival order, so rows from before that rule are renumbered first. A refusal is
 * its sign-up's own answer; the others are written all the same.
 */
async function signUpBatch(
  db: Db,
  slug: string,
  requests: SignUpRequest[],
): Promise<Settled<MyRegistration>[]> {
  return db.transaction(async (tx) => {
    const tournament = await lockTournament(tx, slug);
    const field: ActiveSignUp[] = await activeSignUps(tx, tournament.id);
    const judged = requests.map((request) => {
      const verdict = judgeSignUp(tournament, field, request);
      if (!(verdict instanceof AppError)) {
        field.push({
          user_id: request.userId,
          status: verdict.status,
          name: request.values.minecraft_username,
          slot: verdict.slot,
        });
      }
      return verdict;
    });
    const accepted = requests.flatMap((request, i) => {
      const verdict = judged[i]!;
      return verdict instanceof AppError ? [] : [{ request, verdict }];
    });
    if (accepted.length === 0) return judged.map((error) => ({ ok: false, error }));
    const seats = field.filter((a) => a.status === 'registered');
    if (!seats.every((a, i) => a.slot === null || a.slot === i + 1)) {
      // Rows from before seeds followed arrival: renumber them once, then the newest take n + 1 on.
      await reseatByArrival(tx, tournament.id);
    }
    const r = tournamentRegistrations;
    const excluded = (column: string) => sql.raw(`excluded.${column}`);
    const written = await tx
      .insert(r)
      .values(
        accepted.map(({ request, verdict }) => ({
          ...request.values,
          tournament_id: tournament.id,
          user_id: request.userId,
          status: verdict.status,
          registration_slot: verdict.slot,
          checked_in_at: null,
        })),
      )
      .onConflictDoUpdate({
        target: [r.tournament_id, r.user_id],
        set: {
          minecraft_username: excluded('minecraft_username'),
          discord_tag: excluded('discord_tag'),
          email: excluded('email'),
          timezone: excluded('timezone'),
          pokemon: excluded('pokemon'),
          checkin_agreement: excluded('checkin_agreement'),
          rules_agreement: excluded('rules_agreement'),
          streaming_consent: excluded('streaming_consent'),
          status: excluded('status'),
          registration_slot: excluded('registration_slot'),
          checked_in_at: null,
          arrival: excluded('arrival'),
          updated_at: sql`now()`,
        },
      })
      .returning({
        id: r.id,
        user_id: r.user_id,
        status: r.status,
        registration_slot: r.registration_slot,
        arrival: r.arrival,
      });
    // "Registered for <tournament>" roles follow the sign-ups (a waitlisted one gets none yet).
    if (written.length > 0 && (await rolesMapped(tx, { tournamentId: tournament.id }))) {
      for (const row of written) await queueRoleSync(tx, row.user_id, { tournamentId: tournament.id });
    }
    const byUser = new Map(written.map((row) => [row.user_id, row]));
    // One insert tells the whole batch where it stands (its seed or its waitlist place).
    const positions = new Map(accepted.map(({ request, verdict }) => [request.userId, verdict.position]));
    await notifyUsers(
      tx,
      written.map((row) => ({
        userId: row.user_id,
        notice: signUpNotice(tournament, row, positions.get(row.user_id) ?? null),
      })),
    );
    return requests.map((request, i): Settled<MyRegistration> => {
      const verdict = judged[i]!;
      if (verdict instanceof AppError) return { ok: false, error: verdict };
      const row = byUser.get(request.userId);
      if (!row) return { ok: false, error: new Error('sign-up not written') };
      const registration = {
        id: row.id,
        status: row.status,
        registration_slot: row.registration_slot,
        checked_in_at: null,
      };
      return {
        ok: true,
        value: describeRegistration(tournament, registration, verdict.position, request.now),
      };
    });
  });
}

/**
 * A batch that failed for a reason of none of its sign-ups' own (a refusal is an answer, not a
 * failure) is run again one sign-up at a time, so one bad request never fails the others.
 */
async function runSignUps(
  db: Db,
  slug: string,
  requests: SignUpRequest[],
): Promise<Settled<MyRegistration>[]> {
  try {
    return await signUpBatch(db, slug, requests);
  } catch (error) {
    if (requests.length === 1 || error instanceof AppError) return requests.map(() => ({ ok: false, error }));
    const outcomes: Settled<MyRegistration>[] = [];
    for (const request of requests) outcomes.push(...(await runSignUps(db, slug, [request])));
    return outcomes;
  }
}

/**
 * The cup's team rules read the Pokédex (@pkmn/dex), which takes a good part of a second to load:
 * loaded when the first batch is judged, or after the server has started (`warmUpTeamRules`), so a
 * restart does not wait for it.
 */
const teamRules = () => import('../../../shared/tournaments/founders-team');

/** Starts loading the team rules without waiting for them. */
export function warmUpTeamRules() {
  teamRules().catch(() => {});
}

/** A sign-up as asked for, before its team is judged. */
type AskedSignUp = Omit<SignUpRequest, 'problems'> & { team: Record<PokemonField, string> };

/** Each database's lines, one per tournament slug. */
const linesOf = new WeakMap<Db, SignUpLines<AskedSignUp, MyRegistration>>();
function lines(db: Db) {
  let found = linesOf.get(db);
  if (!found) {
    found = new SignUpLines(async (slug, asked) => {
      // A rule of the form alone: judged before the lock is taken, refused in its turn.
      const { foundersTeamProblems } = await teamRules();
      const requests = asked.map(({ team, ...request }) => ({
        ...request,
        problems: foundersTeamProblems(team),
      }));
      return runSignUps(db, slug, requests);
    });
    linesOf.set(db, found);
  }
  return found;
}

/**
 * Signs the user up, in the tournament's line: judged after every sign-up and withdrawal asked for
 * before it on this instance, in a batch with the sign-ups queued beside it.
 */
export function register(
  db: Db,
  slug: string,
  userId: string,
  input: TournamentRegistration,
  now: Date,
): Promise<MyRegistration> {
  const team = Object.fromEntries(POKEMON_FIELDS.map((f) => [f, input[f]])) as Record<PokemonField, string>;
  const values: SignUpValues = {
    minecraft_username: input.minecraft_username,
    discord_tag: input.discord_tag,
    email: input.email,
    timezone: input.timezone,
    pokemon: POKEMON_FIELDS.map((f) => input[f]),
    checkin_agreement: input.checkin_agreement,
    rules_agreement: input.rules_agreement,
    streaming_consent: input.streaming_consent,
  };
  return lines(db).signUp(slug, { userId, values, team, now });
}

/** Leaves the tournament before it starts; the first player on the waitlist takes the place, seeded by arrival. */
export function withdraw(db: Db, slug: string, userId: string, now: Date): Promise<MyRegistration> {
  return lines(db).alone(slug, () => withdrawNow(db, slug, userId, now));
}

async function withdrawNow(db: Db, slug: string, userId: string, now: Date): Promise<MyRegistration> {
  return db.transaction(async (tx) => {
    const tournament = await lockTournament(tx, slug);
    const row = await ownRow(tx, tournament.id, userId);
    if (!row || (row.status !== 'registered' && row.status !== 'waitlisted')) {
      throw notFound('You are not registered for this tournament.');
    }
    if (tournament.status === 'cancelled') {
      // Nothing to leave: no place opens for the waitlist, and nobody is told they are in.
      throw new AppError(
        409,
        'tournament_cancelled',
        `${tournament.name} was cancelled: there is nothing to withdraw from.`,
      );
    }
    if (hasStarted(tournament, now)) {
      throw new AppError(
        409,
        'tournament_started',
        'The tournament has started: ask a staff member to withdraw.',
      );
    }
    const [updated] = await tx
      .update(tournamentRegistrations)
      .set({ status: 'withdrawn', registration_slot: null, checked_in_at: null, updated_at: sql`now()` })
      .where(eq(tournamentRegistrations.id, row.id))
      .returning();
    await queueRoleSync(tx, userId, { tournamentId: tournament.id });
    if (row.registration_slot !== null) {
      await promoteInto(tx, tournament, row.registration_slot);
      await reseatByArrival(tx, tournament.id);
    }
    return toMyRegistration(tx, tournament, updated!, now);
  });
}

/**
 * Sets a new player cap under the tournament's lock (taken by the caller). A cap below the players
 * already holding a slot is refused; a higher one fills the new places from the waitlist in
 * arrival order, seeded by arrival. Answers the registrations promoted, for the caller's trace.
 */
export async function changeCap(tx: Tx, tournament: TournamentRow, cap: number) {
  const [held] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(tournamentRegistrations)
    .where(
      and(
        eq(tournamentRegistrations.tournament_id, tournament.id),
        eq(tournamentRegistrations.status, 'registered'),
      ),
    );
  const holders = held?.n ?? 0;
  if (cap < holders) {
    throw new AppError(
      409,
      'cap_below_registered',
      `${holders} players already hold a place: the cap cannot go below ${holders}. Withdraw players first.`,
      { cap: [`At least ${holders}: that many players hold a place.`] },
    );
  }
  await tx.update(tournaments).set({ cap, updated_at: sql`now()` }).where(eq(tournaments.id, tournament.id));
  const widened = { ...tournament, cap };
  const promoted: string[] = [];
  for (let slot = await freeSlot(tx, widened); slot !== null; slot = await freeSlot(tx, widened)) {
    const id = await promoteInto(tx, tournament, slot);
    if (!id) break;
    promoted.push(id);
  }
  if (promoted.length > 0) await reseatByArrival(tx, tournament.id);
  return promoted;
}

/**
 * Check-in opens `check_in_minutes` before the start; waitlisted players check in to take a freed
 * slot. A doubles team checks in the same way, on its own row (doubles have no waitlist).
 */
export async function checkIn(db: Db, slug: string, userId: string, now: Date): Promise<MyRegistration> {
  return db.transaction(async (tx) => {
    const tournament = await lockTournament(tx, slug);
    const row =
      tournament.format === 'doubles'
        ? await ownTeam(tx, tournament.id, userId)
        : await ownRow(tx, tournament.id, userId);
    if (!row || (row.status !== 'registered' && row.status !== 'waitlisted')) {
      throw notFound('You are not registered for this tournament.');
    }
    if (now.getTime() < checkInOpensAt(tournament).getTime()) {
      throw new AppError(409, 'check_in_not_open', 'Check-in has not opened yet.');
    }
    if (!isCheckInOpen(tournament, now)) throw new AppError(409, 'check_in_closed', 'Check-in has closed.');
    const checkedInAt = row.checked_in_at ?? now;
    if (tournament.format === 'doubles') {
      await tx
        .update(doublesRegistrations)
        .set({ checked_in_at: checkedInAt, updated_at: sql`now()` })
        .where(eq(doublesRegistrations.id, row.id));
      return describeRegistration(tournament, { ...row, checked_in_at: checkedInAt }, null, now);
    }
    const [updated] = await tx
      .update(tournamentRegistrations)
      .set({ checked_in_at: checkedInAt, updated_at: sql`now()` })
      .where(eq(tournamentRegistrations.id, row.id))
      .returning();
    return toMyRegistration(tx, tournament, updated!, now);
  });
}

/** The caller's doubles team as an entry: every team holds a place, seated by its arrival. */
async function ownTeam(tx: Tx, tournamentId: string, userId: string) {
  const [row] = await tx
    .select({
      id: tournamentEntries.id,
      status: tournamentEntries.status,
      registration_slot: tournamentEntries.registration_slot,
      checked_in_at: tournamentEntries.checked_in_at,
    })
    .from(tournamentEntries)
    .where(and(eq(tournamentEntries.tournament_id, tournamentId), eq(tournamentEntries.user_id, userId)));
  return row ?? null;
}

/**
 * At the start: registered players who did not check in are dropped, and waitlisted players who did
 * check in take their places in arrival order; the seeds (slots) follow arrival. The tournament goes
 * live. Runs once per tournament.
 */
export async function settleStart(db: Db, tournamentId: string, now: Date) {
  return db.transaction(async (tx) => {
    const [tournament] = await tx
      .select()
      .from(tournaments)
      .where(eq(tournaments.id, tournamentId))
      .for('update');
    if (!tournament || now.getTime() < tournament.starts_at.getTime()) return null;
    if (tournament.status !== 'open' && tournament.status !== 'closed') return null;
    const dropped = await tx
      .update(tournamentRegistrations)
      .set({ status: 'dropped', registration_slot: null, updated_at: sql`now()` })
      .where(
        and(
          eq(tournamentRegistrations.tournament_id, tournament.id),
          eq(tournamentRegistrations.status, 'registered'),
          isNull(tournamentRegistrations.checked_in_at),
        ),
      )
      .returning({ user_id: tournamentRegistrations.user_id });
    await notifyNoShows(tx, tournament, dropped);
    let promoted = 0;
    for (let slot = await freeSlot(tx, tournament); slot !== null; slot = await freeSlot(tx, tournament)) {
      if (!(await promoteInto(tx, tournament, slot, true))) break;
      promoted++;
    }
    await reseatByArrival(tx, tournament.id);
    await tx
      .update(tournaments)
      .set({ status: 'live', updated_at: sql`now()` })
      .where(eq(tournaments.id, tournament.id));
    return { dropped: dropped.length, promoted };
  });
}

/** Settles every tournament whose start has passed (called on a timer and before reads). */
export async function settleDueTournaments(db: Db, now: Date) {
  const due = await db
    .select({ id: tournaments.id })
    .from(tournaments)
    .where(and(inArray(tournaments.status, ['open', 'closed']), sql`${tournaments.starts_at} <= ${now}`));
  for (const { id } of due) await settleStart(db, id, now);
  return due.length;
}
