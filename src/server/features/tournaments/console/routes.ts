/**
 * /api/staff/tournaments: the tournaments staff can pick in the console, each one's sign-ups, and
 * the tournament's own settings. Making a tournament and cancelling one are admins' (they promise
 * or withdraw rewards in the server's name); changing one, opening and closing sign-ups, the
 * practice draw and crowning are tournament staff's, who run sign-ups and record results already.
 * Drawing a bracket and recording results go through the tournament routes (POST
 * /api/tournaments/:slug/bracket and …/matches/:round/:match/result). Checking a player in and
 * withdrawing one call the tournament engine's own functions (same rules as the player's buttons;
 * a withdrawal hands the place to the first on the waitlist) inside a transaction that also writes
 * the audit rows. Like the bracket routes, these are given the console's audit writer by the app:
 * staff reaches tournaments (through the bridge), so tournaments cannot import staff.
 */
import { and, asc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import { type DoublesTeamData, doublesTeamSchema } from '../../../../shared/doubles/registration-schema';
import { ROUND } from '../../../../shared/tournaments/bracket';
import { TOURNAMENT_SLUG } from '../../../../shared/tournaments/bracket-requests';
import type {
  StaffRegistration,
  StaffRegistrationsResponse,
  StaffTournament,
  StaffTournamentResponse,
  StaffTournamentsResponse,
} from '../../../../shared/tournaments/console/api';
import { tournamentConsoleEndpoints as rows } from '../../../../shared/tournaments/console/endpoints';
import {
  tournamentCancelRequest,
  tournamentChangeRequest,
  tournamentCreateRequest,
} from '../../../../shared/tournaments/console/requests';
import { isRegistrationOpen } from '../../../../shared/tournaments/registration-window';
import type { Deps } from '../../../context';
import type { Db } from '../../../db/client';
import {
  doublesRegistrations,
  tournamentEntries,
  tournamentMatches,
  tournamentRegistrations,
  tournaments,
  users,
} from '../../../db/schema';
import { endpointRoutes } from '../../../lib/endpoint-routes';
import { AppError, notFound, pathId } from '../../../lib/errors';
import { requireAdmin, requireStaff } from '../../auth';
import { queueRoleSync } from '../../outbox';
import { describeRegistration, toMyRegistration } from '../queries';
import { checkIn, settleDueTournaments, withdraw } from '../registration';
import type { ConsoleAudit, ConsoleAuditFor, Tx } from './audit';
import {
  cancelTournament,
  changeTournament,
  createTournament,
  crownChampion,
  setSignUps,
  settingsOf,
  tournamentBySlug,
} from './manage';
import { makePracticeDraw, removePracticeDraw } from './practice';

type RegistrationAudit = ConsoleAudit;

/** Sign-ups and doubles teams alike, so counts, finals and champions read both formats. */
const regs = tournamentEntries;
const matches = tournamentMatches;
const countWhere = (where: SQL) => sql<number>`(count(*) filter (where ${where}))::int`;

export async function listStaffTournaments(db: Db): Promise<StaffTournament[]> {
  const now = new Date();
  const [rows, signUps, played, finals, crowned] = await Promise.all([
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
    db
      .select({ id: matches.tournament_id, winner: regs.minecraft_username })
      .from(matches)
      .innerJoin(regs, eq(regs.id, matches.winner_id))
      .where(
        and(
          eq(matches.round_number, ROUND.grandFinal),
          eq(matches.match_number, 1),
          eq(matches.match_status, 'completed'),
          isNotNull(matches.winner_id),
        ),
      ),
    db
      .select({ id: tournaments.id, champion: regs.minecraft_username })
      .from(tournaments)
      .innerJoin(regs, eq(regs.id, tournaments.champion_registration_id)),
  ]);
  const finalOf = new Map(finals.map((r) => [r.id, r.winner]));
  const championOf = new Map(crowned.map((r) => [r.id, r.champion]));
  const slugOfId = new Map(rows.map((t) => [t.id, t.slug]));
  const practiceOf = new Map(rows.filter((t) => t.practice_of).map((t) => [t.practice_of!, t.slug]));
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
      registration_open: isRegistrationOpen(t, now),
      practice_of: t.practice_of ? (slugOfId.get(t.practice_of) ?? null) : null,
      practice_draw: practiceOf.get(t.id) ?? null,
      final_winner: finalOf.get(t.id) ?? null,
      champion: championOf.get(t.id) ?? null,
      cancel_reason: t.cancel_reason,
    };
  });
}

type TournamentRow = typeof tournaments.$inferSelect;
type RegistrationRow = typeof tournamentRegistrations.$inferSelect;

const STAFF_ONLY = 'Only tournament staff can run tournaments.';

/** Registered by slot, then the waitlist in arrival order, then no-shows and withdrawals. */
const STATUS_ORDER: Record<RegistrationRow['status'], number> = {
  registered: 0,
  waitlisted: 1,
  dropped: 2,
  withdrawn: 3,
};

function slugOf(raw: string | undefined): string {
  const parsed = TOURNAMENT_SLUG.safeParse(raw);
  if (!parsed.success) throw notFound('No such tournament.');
  return parsed.data;
}

/** The id of a sign-up or a doubles team in a path, checked here so the helpers below can take it as a uuid. */
const entryId = (raw: string) => pathId(raw, 'No such registration.');

async function singlesRegistrations(db: Db, tournament: TournamentRow, now: Date) {
  const rows = await db
    .select({ registration: tournamentRegistrations, player: users.discord_username })
    .from(tournamentRegistrations)
    .innerJoin(users, eq(users.id, tournamentRegistrations.user_id))
    .where(eq(tournamentRegistrations.tournament_id, tournament.id))
    .orderBy(asc(tournamentRegistrations.arrival));
  const sorted = rows.sort(
    (a, b) =>
      STATUS_ORDER[a.registration.status] - STATUS_ORDER[b.registration.status] ||
      (a.registration.registration_slot ?? 0) - (b.registration.registration_slot ?? 0) ||
      a.registration.arrival - b.registration.arrival,
  );
  return Promise.all(
    sorted.map(async ({ registration, player }): Promise<StaffRegistration> => {
      // The engine's own view of the player's sign-up: waitlist place and whether check-in is open.
      const view = await toMyRegistration(db, tournament, registration, now);
      return {
        id: registration.id,
        player,
        minecraft_username: registration.minecraft_username,
        status: view.status,
        registration_slot: view.registration_slot,
        waitlist_position: view.waitlist_position,
        checked_in: view.checked_in,
        can_check_in: view.can_check_in,
        signed_up_at: registration.created_at.toISOString(),
        team: null,
      };
    }),
  );
}

/** Doubles teams have their own table, without a waitlist: every team holds a place, seated by arrival. */
async function doublesTeams(db: Db, tournament: TournamentRow, now: Date): Promise<StaffRegistration[]> {
  const rows = await db
    .select({ team: doublesRegistrations, player: users.discord_username })
    .from(doublesRegistrations)
    .innerJoin(users, eq(users.id, doublesRegistrations.user_id))
    .where(eq(doublesRegistrations.tournament_id, tournament.id))
    .orderBy(asc(doublesRegistrations.created_at), asc(doublesRegistrations.id));
  return rows.map(({ team, player }, i) => ({
    id: team.id,
    player,
    minecraft_username: team.minecraft_username,
    status: 'registered',
    registration_slot: i + 1,
    waitlist_position: null,
    checked_in: team.checked_in_at !== null,
    // The engine's rule, as for a cup's sign-up: the window is open and the team has not checked in.
    can_check_in: describeRegistration(
      tournament,
      { id: team.id, status: 'registered', registration_slot: i + 1, checked_in_at: team.checked_in_at },
      null,
      now,
    ).can_check_in,
    signed_up_at: team.created_at.toISOString(),
    team: { members: team.team, tera_pokemon_slot: team.tera_pokemon_slot, tera_type: team.tera_type },
  }));
}

/** One tournament's sign-ups as staff see them (any status, drafts included), after settling a due start. */
async function listRegistrations(db: Db, slug: string, now: Date): Promise<StaffRegistrationsResponse> {
  await settleDueTournaments(db, now);
  const tournament = await tournamentBySlug(db, slug);
  return {
    tournament: {
      slug: tournament.slug,
      name: tournament.name,
      format: tournament.format,
      status: tournament.status,
      cap: tournament.cap,
      starts_at: tournament.starts_at.toISOString(),
      check_in_opens_at: new Date(
        tournament.starts_at.getTime() - tournament.check_in_minutes * 60_000,
      ).toISOString(),
    },
    registrations:
      tournament.format === 'doubles'
        ? await doublesTeams(db, tournament, now)
        : await singlesRegistrations(db, tournament, now),
  };
}

/**
 * The entry a path names (a cup's sign-up or a doubles team), in the tournament it names, with the
 * tournament row locked.
 */
async function lockedEntry(tx: Tx, slug: string, id: string) {
  const [tournament] = await tx.select().from(tournaments).where(eq(tournaments.slug, slug)).for('update');
  if (!tournament) throw notFound('No such tournament.');
  const entry = await entryById(tx, tournament.id, id);
  if (!entry) throw notFound('No such registration.');
  return { tournament, entry };
}

async function entryById(tx: Tx, tournamentId: string, id: string) {
  const [entry] = await tx
    .select()
    .from(tournamentEntries)
    .where(and(eq(tournamentEntries.id, id), eq(tournamentEntries.tournament_id, tournamentId)));
  return entry;
}

/** The registration a path names, in the tournament it names, with the tournament row locked. */
async function lockedRegistration(tx: Tx, slug: string, id: string) {
  const [tournament] = await tx.select().from(tournaments).where(eq(tournaments.slug, slug)).for('update');
  if (!tournament) throw notFound('No such tournament.');
  const [row] = await tx
    .select()
    .from(tournamentRegistrations)
    .where(and(eq(tournamentRegistrations.id, id), eq(tournamentRegistrations.tournament_id, tournament.id)));
  if (!row) throw notFound('No such registration.');
  return { tournament, row };
}

/** The first in line, as the engine promotes them (arrival order). */
async function waitlistHead(tx: Tx, tournamentId: string) {
  const [row] = await tx
    .select()
    .from(tournamentRegistrations)
    .where(
      and(
        eq(tournamentRegistrations.tournament_id, tournamentId),
        eq(tournamentRegistrations.status, 'waitlisted'),
      ),
    )
    .orderBy(asc(tournamentRegistrations.arrival))
    .limit(1);
  return row ?? null;
}

type TracedEntry = Pick<
  RegistrationRow,
  'minecraft_username' | 'status' | 'registration_slot' | 'checked_in_at'
>;

/** What changes, before; after, also who (the log shows a value present only after on its own line). */
const state = (row: TracedEntry) => ({
  status: row.status,
  registration_slot: row.registration_slot,
  checked_in: row.checked_in_at !== null,
});
/** The player by name (the log shows names, not registration ids) with the state. */
const traced = (row: TracedEntry) => ({
  player: row.minecraft_username,
  ...state(row),
});

/** The engine speaks to the player ('You are not registered…'); staff act on someone else. */
async function asStaff<T>(name: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === 'not_found') {
      throw new AppError(409, 'registration_inactive', `${name} is not signed up any more.`);
    }
    if (error.code === 'tournament_started') {
      throw new AppError(
        409,
        'tournament_started',
        'The tournament has started: sign-ups can no longer change.',
      );
    }
    throw error;
  }
}

async function reread(tx: Tx, id: string): Promise<RegistrationRow> {
  const [row] = await tx.select().from(tournamentRegistrations).where(eq(tournamentRegistrations.id, id));
  return row!;
}

/**
 * Checks a player (or a doubles team) in for them, under the engine's rules (the check-in window,
 * an active sign-up).
 */
async function staffCheckIn(db: Db, audit: RegistrationAudit, slug: string, id: string, now: Date) {
  await db.transaction(async (tx) => {
    const { tournament, entry } = await lockedEntry(tx, slug, id);
    await asStaff(entry.minecraft_username, () => checkIn(tx, slug, entry.user_id, now));
    // Checking in twice changes nothing and leaves no second trace.
    if (entry.checked_in_at !== null) return;
    const after = await entryById(tx, tournament.id, id);
    await audit(tx, {
      action: 'tournament_registration.check_in',
      targetType: 'tournament',
      targetId: slug,
      before: traced(entry),
      after: traced(after!),
    });
  });
}

/**
 * Withdraws a player before the start, under the engine's rules; the engine gives a freed place to
 * the first on the waitlist, and that promotion is audited too.
 */
async function staffWithdraw(db: Db, audit: RegistrationAudit, slug: string, id: string, now: Date) {
  await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(tournaments).where(eq(tournaments.slug, slug)).for('update');
    if (locked?.format === 'doubles') return withdrawTeam(tx, audit, locked, id, now);
    const { tournament, row } = await lockedRegistration(tx, slug, id);
    const next = await waitlistHead(tx, tournament.id);
    await asStaff(row.minecraft_username, () => withdraw(tx, slug, row.user_id, now));
    const after = await reread(tx, id);
    const promoted = next && next.id !== id ? await reread(tx, next.id) : null;
    await audit(tx, {
      action: 'tournament_registration.withdraw',
      targetType: 'tournament',
      targetId: slug,
      before: traced(row),
      after: traced(after),
    });
    if (promoted && promoted.status === 'registered') {
      await audit(tx, {
        action: 'tournament_registration.promote',
        targetType: 'tournament',
        targetId: slug,
        before: traced(next!),
        after: traced(promoted),
      });
    }
  });
}

/**
 * Withdraws a doubles team before the start: teams hold no slot and have no waitlist, so the row
 * goes and its place is free again. The audit keeps who the team was; the cup's Discord role, if
 * one is mapped, is queued for removal.
 */
async function withdrawTeam(
  tx: Tx,
  audit: RegistrationAudit,
  tournament: TournamentRow,
  id: string,
  now: Date,
) {
  const [team] = await tx
    .select()
    .from(doublesRegistrations)
    .where(and(eq(doublesRegistrations.id, id), eq(doublesRegistrations.tournament_id, tournament.id)));
  if (!team) throw notFound('No such registration.');
  if (tournament.starts_at.getTime() <= now.getTime()) {
    throw new AppError(
      409,
      'tournament_started',
      'The tournament has started: sign-ups can no longer change.',
    );
  }
  await tx.delete(doublesRegistrations).where(eq(doublesRegistrations.id, id));
  await queueRoleSync(tx, team.user_id, { tournamentId: tournament.id });
  await audit(tx, {
    action: 'tournament_registration.withdraw',
    targetType: 'tournament',
    targetId: tournament.slug,
    before: {
      player: team.minecraft_username,
      status: 'registered',
      team: team.team
        .map((member) => member.species)
        .filter(Boolean)
        .join(', '),
    },
    after: { player: team.minecraft_username, status: 'withdrawn' },
  });
}

type TeamMember = DoublesTeamData['team'][number];

/** One member as the audit log shows it: `Incineroar @ Sitrus Berry: Fake Out / Flare Blitz / …`. */
const described = (member: TeamMember | undefined) =>
  member ? `${member.species} @ ${member.item}: ${member.moves.join(' / ')}` : '';

/** The changed slots only (`slot_3`), each before and after; the Tera choice when it changed. */
function teamChanges(before: DoublesTeamData, after: DoublesTeamData) {
  const was: Record<string, string | number> = {};
  const now: Record<string, string | number> = {};
  for (let i = 0; i < Math.max(before.team.length, after.team.length); i++) {
    const old = described(before.team[i]);
    const next = described(after.team[i]);
    if (old !== next) {
      was[`slot_${i + 1}`] = old;
      now[`slot_${i + 1}`] = next;
    }
  }
  if (before.tera_pokemon_slot !== after.tera_pokemon_slot || before.tera_type !== after.tera_type) {
    was.tera = `slot ${before.tera_pokemon_slot}, ${before.tera_type}`;
    now.tera = `slot ${after.tera_pokemon_slot}, ${after.tera_type}`;
  }
  return { was, now };
}

const NOT_DOUBLES = 'Only a doubles team has a team to correct.';

/** The doubles team a path names, in the tournament it names, while it can still change. */
async function teamToCorrect(db: Db | Tx, slug: string, id: string, now: Date, lock: boolean) {
  const query = db.select().from(tournaments).where(eq(tournaments.slug, slug));
  const [tournament] = lock ? await query.for('update') : await query;
  if (!tournament) throw notFound('No such tournament.');
  if (tournament.format !== 'doubles') throw new AppError(409, 'not_doubles', NOT_DOUBLES);
  const [row] = await db
    .select()
    .from(doublesRegistrations)
    .where(and(eq(doublesRegistrations.id, id), eq(doublesRegistrations.tournament_id, tournament.id)));
  if (!row) throw notFound('No such registration.');
  if (tournament.starts_at.getTime() <= now.getTime()) {
    throw new AppError(
      409,
      'tournament_started',
      'The tournament has started: sign-ups can no longer change.',
    );
  }
  return { tournament, row };
}

/**
 * Replaces a doubles team's six Pokémon and Tera choice before the start, judged by the same
 * verdict as the player's own update (the spec's rules, then Showdown's) before anything is
 * written. Audited with the player's name and only the members that changed; an unchanged team
 * leaves no trace.
 */
async function correctTeam(
  db: Db,
  audit: RegistrationAudit,
  slug: string,
  id: string,
  input: DoublesTeamData,
  now: Date,
) {
  // Cheap refusals first (unknown team, started), then the verdict, then again under the lock.
  await teamToCorrect(db, slug, id, now, false);
  // The verdict reads the Pokédex, loaded on first use (a restart does not wait for it).
  const { checkTeam } = await import('../../doubles/lazy');
  const team = await checkTeam(input, 'The team');
  await db.transaction(async (tx) => {
    const { tournament, row } = await teamToCorrect(tx, slug, id, now, true);
    const next: DoublesTeamData = {
      team,
      tera_pokemon_slot: input.tera_pokemon_slot,
      tera_type: input.tera_type,
    };
    const { was, now: changed } = teamChanges(
      {
        team: row.team,
        tera_pokemon_slot: row.tera_pokemon_slot,
        tera_type: row.tera_type as DoublesTeamData['tera_type'],
      },
      next,
    );
    if (Object.keys(changed).length === 0) return;
    await tx
      .update(doublesRegistrations)
      .set({
        team: team.map((m) => ({ species: m.species, item: m.item, moves: [...m.moves] })),
        tera_pokemon_slot: next.tera_pokemon_slot,
        tera_type: next.tera_type,
        updated_at: sql`now()`,
      })
      .where(eq(doublesRegistrations.id, id));
    await audit(tx, {
      action: 'tournament_registration.correct_team',
      targetType: 'tournament',
      targetId: tournament.slug,
      before: { player: row.minecraft_username, ...was },
      after: { player: row.minecraft_username, ...changed },
    });
  });
}

/**
 * GET / (every tournament); GET /:slug/registrations; POST /:slug/registrations/:id/check-in and
 * …/withdraw, and PUT …/:id/team (a doubles team's correction), which answer the sign-ups as they
 * now stand.
 */
export function tournamentConsoleRoutes(deps: Deps, auditFor: ConsoleAuditFor) {
  const { db } = deps.database;
  const settings = async (slug: string) =>
    ({
      tournament: await settingsOf(db, await tournamentBySlug(db, slug)),
    }) satisfies StaffTournamentResponse;
  return endpointRoutes('/staff/tournaments')
    .on(rows.list, async (c) => {
      requireStaff(c, STAFF_ONLY);
      const list = await listStaffTournaments(db);
      return c.json({ tournaments: list } satisfies StaffTournamentsResponse);
    })
    .on(rows.create, { body: tournamentCreateRequest }, async (c, request) => {
      const actor = requireAdmin(c, 'Only admins can create tournaments.');
      const input = await request.body();
      const row = await createTournament(db, auditFor(actor), input);
      return c.json(await settings(row.slug), 201);
    })
    .on(rows.settings, async (c) => {
      requireStaff(c, STAFF_ONLY);
      return c.json(await settings(slugOf(c.req.param('slug'))));
    })
    .on(rows.change, { body: tournamentChangeRequest }, async (c, request) => {
      const actor = requireStaff(c, STAFF_ONLY);
      const slug = slugOf(c.req.param('slug'));
      const input = await request.body();
      await changeTournament(db, auditFor(actor), slug, input, deps.now());
      return c.json(await settings(slug));
    })
    .on(rows.open, async (c) => {
      const actor = requireStaff(c, STAFF_ONLY);
      const slug = slugOf(c.req.param('slug'));
      await setSignUps(db, auditFor(actor), slug, true, deps.now());
      return c.json(await settings(slug));
    })
    .on(rows.close, async (c) => {
      const actor = requireStaff(c, STAFF_ONLY);
      const slug = slugOf(c.req.param('slug'));
      await setSignUps(db, auditFor(actor), slug, false, deps.now());
      return c.json(await settings(slug));
    })
    .on(rows.cancel, { body: tournamentCancelRequest }, async (c, request) => {
      const actor = requireAdmin(c, 'Only admins can cancel tournaments.');
      const slug = slugOf(c.req.param('slug'));
      const { reason } = await request.body();
      await cancelTournament(db, auditFor(actor), slug, reason);
      return c.json(await settings(slug));
    })
    .on(rows.crown, async (c) => {
      const actor = requireStaff(c, STAFF_ONLY);
      const slug = slugOf(c.req.param('slug'));
      await crownChampion(db, auditFor(actor), slug, deps.now());
      return c.json(await settings(slug));
    })
    .on(rows.practiceDraw, async (c) => {
      const actor = requireStaff(c, STAFF_ONLY);
      const slug = slugOf(c.req.param('slug'));
      await makePracticeDraw(db, auditFor(actor), slug, deps.now());
      return c.json(await settings(slug), 201);
    })
    .on(rows.removePracticeDraw, async (c) => {
      const actor = requireStaff(c, STAFF_ONLY);
      const slug = slugOf(c.req.param('slug'));
      await removePracticeDraw(db, auditFor(actor), slug);
      return c.json(await settings(slug));
    })
    .on(rows.registrations, async (c) => {
      requireStaff(c, STAFF_ONLY);
      const slug = slugOf(c.req.param('slug'));
      return c.json((await listRegistrations(db, slug, deps.now())) satisfies StaffRegistrationsResponse);
    })
    .on(rows.checkIn, async (c) => {
      const actor = requireStaff(c, STAFF_ONLY);
      const slug = slugOf(c.req.param('slug'));
      const now = deps.now();
      await staffCheckIn(db, auditFor(actor), slug, entryId(c.req.param('id')), now);
      return c.json((await listRegistrations(db, slug, now)) satisfies StaffRegistrationsResponse);
    })
    .on(rows.withdraw, async (c) => {
      const actor = requireStaff(c, STAFF_ONLY);
      const slug = slugOf(c.req.param('slug'));
      const now = deps.now();
      await staffWithdraw(db, auditFor(actor), slug, entryId(c.req.param('id')), now);
      return c.json((await listRegistrations(db, slug, now)) satisfies StaffRegistrationsResponse);
    })
    .on(rows.correctTeam, { body: doublesTeamSchema }, async (c, request) => {
      const actor = requireStaff(c, STAFF_ONLY);
      const slug = slugOf(c.req.param('slug'));
      const id = entryId(c.req.param('id'));
      const input = await request.body();
      const now = deps.now();
      await correctTeam(db, auditFor(actor), slug, id, input, now);
      return c.json((await listRegistrations(db, slug, now)) satisfies StaffRegistrationsResponse);
    }).routes;
}
