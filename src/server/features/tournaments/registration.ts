/**
 * Sign-ups without races. Every change to a tournament's sign-ups happens in one transaction that
 * first locks the tournament row, so concurrent sign-ups queue behind each other: the slot is
 * computed and written inside that transaction (never read by one call and inserted by another),
 * and a unique index on (tournament, slot) makes a double assignment impossible even so. The same
 * lock keeps a Minecraft name to one active sign-up per tournament. A slot is also the player's seed:
 * after every change to who is registered, slots are 1..n in arrival order, so a player promoted
 * from the waitlist never sits above someone who signed up earlier (decision 007). A sign-up holds
 * the lock for one statement after taking it, since a cup's opening is a burst of them (decision 015).
 */
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { MyRegistration } from '../../../shared/tournaments/api';
import { foundersTeamProblems } from '../../../shared/tournaments/founders-team';
import { MINECRAFT_NAME_TAKEN, minecraftNameTakenMessage } from '../../../shared/tournaments/minecraft-name';
import { POKEMON_FIELDS } from '../../../shared/tournaments/registration';
import type { TournamentRegistration } from '../../../shared/tournaments/registration-schema';
import type { Db } from '../../db/client';
import { tournamentRegistrations, tournaments } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import {
  checkInOpensAt,
  describeRegistration,
  isRegistrationOpen,
  type TournamentRow,
  toMyRegistration,
} from './queries';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

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
    .then((result) => (result as unknown as { rows: { slot: number | null }[] }).rows);
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
 * `checkedInOnly`, only players who checked in. Answers who moved up, or null when nobody waits.
 */
async function promoteInto(
  tx: Tx,
  tournamentId: string,
  slot: number,
  checkedInOnly = false,
): Promise<string | null> {
  const [next] = await tx
    .select({ id: tournamentRegistrations.id })
    .from(tournamentRegistrations)
    .where(
      and(
        eq(tournamentRegistrations.tournament_id, tournamentId),
        eq(tournamentRegistrations.status, 'waitlisted'),
        checkedInOnly ? isNotNull(tournamentRegistrations.checked_in_at) : undefined,
      ),
    )
    .orderBy(asc(tournamentRegistrations.arrival))
    .limit(1);
  if (!next) return null;
  await tx
    .update(tournamentRegistrations)
    .set({ status: 'registered', registration_slot: slot, updated_at: sql`now()` })
    .where(eq(tournamentRegistrations.id, next.id));
  return next.id;
}

type SignUpValues = Omit<
  typeof tournamentRegistrations.$inferInsert,
  'id' | 'tournament_id' | 'user_id' | 'status' | 'registration_slot' | 'arrival'
>;

/** Why the sign-up statement wrote nothing; null when it wrote the sign-up. */
type Refusal =
  | 'already_registered'
  | 'minecraft_name_taken'
  | 'seeds_out_of_order'
  | 'illegal_team'
  | 'full'
  | null;

interface SignUpOutcome {
  refusal: Refusal;
  /** Waitlisted players ahead of this sign-up (all of them: it arrives last). */
  waitlisted: number;
  id: string | null;
  status: 'registered' | 'waitlisted' | null;
  registration_slot: number | null;
}

/**
 * The whole sign-up in one statement, run under the tournament's lock so it reads every earlier
 * sign-up: it refuses a second active sign-up of the user and a Minecraft name another account's
 * active sign-up holds (in any letter case), then writes the row (or rewrites a withdrawn or
 * dropped one) with a fresh arrival. A full field without a waitlist refuses the sign-up. The newest arrival takes the seed after the last one, n + 1,
 * while the field has room; that is only right when the seeds are already 1..n in arrival order,
 * so otherwise it writes nothing and says so.
 */
async function writeSignUp(
  tx: Tx,
  tournament: TournamentRow,
  userId: string,
  values: SignUpValues,
  legalTeam: boolean,
): Promise<SignUpOutcome> {
  const r = tournamentRegistrations;
  const result = await tx.execute(sql`
    with active as (
      select ${r.user_id} as user_id, ${r.status} as status, ${r.minecraft_username} as name,
        ${r.registration_slot} as slot,
        row_number() over (partition by ${r.status} order by ${r.arrival})::int as seed
      from ${r}
      where ${r.tournament_id} = ${tournament.id} and ${r.status} in ('registered', 'waitlisted')
    ), field as (
      select
        count(*) filter (where status = 'registered')::int as registered,
        count(*) filter (where status = 'waitlisted')::int as waitlisted,
        case
          when coalesce(bool_or(user_id = ${userId}), false) then 'already_registered'
          when not ${legalTeam} then 'illegal_team'
          when coalesce(bool_or(user_id <> ${userId} and lower(name) = lower(${values.minecraft_username})), false)
            then 'minecraft_name_taken'
          when not ${tournament.waitlist} and count(*) filter (where status = 'registered') >= ${tournament.cap}
            then 'full'
          when not coalesce(bool_and(slot = seed) filter (where status = 'registered'), true)
            then 'seeds_out_of_order'
        end as refusal
      from active
    ), written as (
      insert into ${r} (tournament_id, user_id, minecraft_username, discord_tag, email, timezone, pokemon,
        checkin_agreement, rules_agreement, streaming_consent, status, registration_slot, checked_in_at)
      select ${tournament.id}, ${userId}, ${values.minecraft_username}, ${values.discord_tag},
        ${values.email}, ${values.timezone}, ${JSON.stringify(values.pokemon)}::json,
        ${values.checkin_agreement}, ${values.rules_agreement}, ${values.streaming_consent},
        case when registered < ${tournament.cap} then 'registered' else 'waitlisted' end,
        case when registered < ${tournament.cap} then registered + 1 end,
        null
      from field
      where refusal is null
      on conflict (tournament_id, user_id) do update set
        minecraft_username = excluded.minecraft_username, discord_tag = excluded.discord_tag,
        email = excluded.email, timezone = excluded.timezone, pokemon = excluded.pokemon,
        checkin_agreement = excluded.checkin_agreement, rules_agreement = excluded.rules_agreement,
        streaming_consent = excluded.streaming_consent, status = excluded.status,
        registration_slot = excluded.registration_slot, checked_in_at = null,
        arrival = excluded.arrival, updated_at = now()
      returning id, status, registration_slot
    )
    select field.refusal, field.waitlisted, written.id, written.status, written.registration_slot
    from field left join written on true`);
  return (result as unknown as { rows: SignUpOutcome[] }).rows[0]!;
}

export async function register(
  db: Db,
  slug: string,
  userId: string,
  input: TournamentRegistration,
  now: Date,
): Promise<MyRegistration> {
  const team = Object.fromEntries(POKEMON_FIELDS.map((f) => [f, input[f]])) as Record<
    (typeof POKEMON_FIELDS)[number],
    string
  >;
  // A rule of the form alone: judged before the lock is taken, refused in its turn below.
  const problems = foundersTeamProblems(team);
  const legalTeam = Object.keys(problems).length === 0;
  return db.transaction(async (tx) => {
    const tournament = await lockTournament(tx, slug);
    if (!isRegistrationOpen(tournament, now)) {
      throw new AppError(409, 'registration_closed', 'Registration is closed for this tournament.');
    }
    if (tournament.format !== 'singles') {
      // Doubles teams (species, items, moves, Tera) have their own sign-up and table.
      throw new AppError(409, 'wrong_sign_up', 'Sign up for this tournament on its own page.');
    }
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
    let outcome = await writeSignUp(tx, tournament, userId, values, legalTeam);
    if (outcome.refusal === 'seeds_out_of_order') {
      // Rows from before seeds followed arrival: renumber them once, then the newest takes n + 1.
      await reseatByArrival(tx, tournament.id);
      outcome = await writeSignUp(tx, tournament, userId, values, legalTeam);
    }
    if (outcome.refusal === 'already_registered') {
      throw new AppError(409, 'already_registered', `You're already registered for ${tournament.name}.`);
    }
    if (outcome.refusal === 'illegal_team') {
      throw new AppError(
        400,
        'illegal_team',
        'Your team breaks the tournament rules.',
        Object.fromEntries(Object.entries(problems).map(([field, message]) => [field, [message]])),
      );
    }
    if (outcome.refusal === 'full') {
      throw new AppError(409, 'tournament_full', `${tournament.name} is full and has no waitlist.`);
    }
    if (outcome.refusal === 'minecraft_name_taken') {
      const message = minecraftNameTakenMessage(input.minecraft_username, tournament.name);
      throw new AppError(409, MINECRAFT_NAME_TAKEN, message, { minecraft_username: [message] });
    }
    const { id, status, registration_slot } = outcome;
    if (outcome.refusal !== null || id === null || status === null) {
      throw new Error(`sign-up not written: ${outcome.refusal}`);
    }
    const position = status === 'waitlisted' ? outcome.waitlisted + 1 : null;
    return describeRegistration(
      tournament,
      { id, status, registration_slot, checked_in_at: null },
      position,
      now,
    );
  });
}

/** Leaves the tournament before it starts; the first player on the waitlist takes the place, seeded by arrival. */
export async function withdraw(db: Db, slug: string, userId: string, now: Date): Promise<MyRegistration> {
  return db.transaction(async (tx) => {
    const tournament = await lockTournament(tx, slug);
    const row = await ownRow(tx, tournament.id, userId);
    if (!row || (row.status !== 'registered' && row.status !== 'waitlisted')) {
      throw notFound('You are not registered for this tournament.');
    }
    if (
      now.getTime() >= tournament.starts_at.getTime() ||
      tournament.status === 'live' ||
      tournament.status === 'completed'
    ) {
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
    if (row.registration_slot !== null) {
      await promoteInto(tx, tournament.id, row.registration_slot);
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
    const id = await promoteInto(tx, tournament.id, slot);
    if (!id) break;
    promoted.push(id);
  }
  if (promoted.length > 0) await reseatByArrival(tx, tournament.id);
  return promoted;
}

/** Check-in opens `check_in_minutes` before the start; waitlisted players check in to take a freed slot. */
export async function checkIn(db: Db, slug: string, userId: string, now: Date): Promise<MyRegistration> {
  return db.transaction(async (tx) => {
    const tournament = await lockTournament(tx, slug);
    const row = await ownRow(tx, tournament.id, userId);
    if (!row || (row.status !== 'registered' && row.status !== 'waitlisted')) {
      throw notFound('You are not registered for this tournament.');
    }
    const t = now.getTime();
    if (t < checkInOpensAt(tournament).getTime()) {
      throw new AppError(409, 'check_in_not_open', 'Check-in has not opened yet.');
    }
    if (
      t >= tournament.starts_at.getTime() ||
      (tournament.status !== 'open' && tournament.status !== 'closed')
    ) {
      throw new AppError(409, 'check_in_closed', 'Check-in has closed.');
    }
    const [updated] = await tx
      .update(tournamentRegistrations)
      .set({ checked_in_at: row.checked_in_at ?? now, updated_at: sql`now()` })
      .where(eq(tournamentRegistrations.id, row.id))
      .returning();
    return toMyRegistration(tx, tournament, updated!, now);
  });
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
      .returning({ slot: tournamentRegistrations.id });
    let promoted = 0;
    for (let slot = await freeSlot(tx, tournament); slot !== null; slot = await freeSlot(tx, tournament)) {
      if (!(await promoteInto(tx, tournament.id, slot, true))) break;
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
