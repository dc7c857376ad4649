/**
 * The bracket in the database: drawn once per tournament, results recorded (by staff or the game
 * server) with the same function, and the public read. Every write to a tournament's matches runs
 * in one transaction under that tournament's advisory lock, so two results reported at once re-flow
 * one after the other, never from the same stale bracket. The rules themselves are pure and shared
 * (shared/tournaments/bracket.ts); this file loads, locks and writes what they decide.
 */
import { randomInt } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { AuditAction, AuditTargetType } from '../../../shared/staff/review';
import {
  applyResult,
  type BracketMatch,
  championId,
  drawWith,
  type Feed,
  MAX_BRACKET_PLAYERS,
  type MatchResult,
  MIN_BRACKET_PLAYERS,
  planBracket,
  resultProblem,
  sameMatch,
  winnerFeed,
} from '../../../shared/tournaments/bracket';
import type { BracketMatchView, BracketResponse } from '../../../shared/tournaments/bracket-api';
import { type SeedingMode, seedOrder } from '../../../shared/tournaments/seeding';
import type { Db, Tx } from '../../db/client';
import {
  doublesRegistrations,
  eloRatings,
  players,
  tournamentEntries,
  tournamentMatches,
  tournamentRegistrations,
  tournaments,
} from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { followChampion } from './crown';
import { notifyMatchesReady, notifyMatchResult } from './notices';
import { findTournament, publicRegistrations, type TournamentRow } from './queries';
import { settleStart } from './registration';

/** A source of randomness in [0, 1) for the Redemption Road draw; tests pass a seeded one. */
export type Random = () => number;

const UINT32 = 2 ** 32;
export const cryptoRandom: Random = () => randomInt(0, UINT32) / UINT32;

/** What a staff change leaves in the audit log (the staff console's AuditChange). */
export interface BracketTrace {
  action: Extract<AuditAction, 'tournament.bracket' | 'tournament.demo_field' | 'tournament_match.result'>;
  targetType: Extract<AuditTargetType, 'tournament' | 'tournament_match'>;
  targetId: string;
  before?: Record<string, string | number | boolean | null> | null;
  after?: Record<string, string | number | boolean | null> | null;
}

/**
 * Writes the trace inside the change's own transaction, so both commit or neither. Staff writes
 * pass one bound to the staff member; the game server's reports pass none (the bridge keeps its
 * own record of what it sent, and the audit log is a trail of people).
 */
export type BracketAudit = (tx: Tx, trace: BracketTrace) => Promise<void>;

/** The key space of pg_advisory_xact_lock(int, int) is shared: this number is the bracket's half. */
const BRACKET_LOCK_SPACE = 73_182;

async function lockBracket(tx: Db, tournamentId: string) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${BRACKET_LOCK_SPACE}::int, hashtext(${tournamentId}::text))`,
  );
}

const matchColumns = {
  id: tournamentMatches.id,
  round_number: tournamentMatches.round_number,
  match_number: tournamentMatches.match_number,
  match_status: tournamentMatches.match_status,
  games_won_p1: tournamentMatches.games_won_p1,
  games_won_p2: tournamentMatches.games_won_p2,
  is_bye: tournamentMatches.is_bye,
  player1_id: tournamentMatches.player1_id,
  player2_id: tournamentMatches.player2_id,
  winner_id: tournamentMatches.winner_id,
};

const loadMatches = (db: Db, tournamentId: string): Promise<BracketMatchView[]> =>
  db
    .select(matchColumns)
    .from(tournamentMatches)
    .where(eq(tournamentMatches.tournament_id, tournamentId))
    .orderBy(asc(tournamentMatches.round_number), asc(tournamentMatches.match_number));

/** The public bracket: the tournament, its confirmed players in slot order, matches by round then match. */
export async function readBracket(db: Db, slug: string): Promise<BracketResponse> {
  const tournament = await findTournament(db, slug);
  const registrations = await publicRegistrations(db, tournament.id);
  const matches = await loadMatches(db, tournament.id);
  const seeds = await db
    .select({
      registration_id: tournamentEntries.id,
      seed: tournamentEntries.seed,
      rating: tournamentEntries.rating_at_draw,
    })
    .from(tournamentEntries)
    .where(and(eq(tournamentEntries.tournament_id, tournament.id), isNotNull(tournamentEntries.seed)))
    .orderBy(asc(tournamentEntries.seed));
  return {
    tournament: {
      slug: tournament.slug,
      name: tournament.name,
      cap: tournament.cap,
      starts_at: tournament.starts_at.toISOString(),
      status: tournament.status,
      seeding: tournament.seeding,
    },
    registrations,
    seeds: seeds.map((s) => ({ ...s, seed: s.seed ?? 0 })),
    matches,
  };
}

/** A match waiting for its two players to play: both seats filled, no result yet. */
const isPlayable = (m: Pick<BracketMatch, 'player1_id' | 'player2_id' | 'match_status' | 'is_bye'>) =>
  m.player1_id !== null && m.player2_id !== null && m.match_status === 'pending' && !m.is_bye;

const bracketExists = () =>
  new AppError(409, 'bracket_exists', 'The bracket for this tournament has already been drawn.');

/**
 * An entry's ladder rating now: the ladder row of the Minecraft player of its name (any letter
 * case, as player pages find them), or null when that name is not on the ladder. A doubles team is
 * rated by its player's name, as the cup's sign-ups are.
 */
const ladderRating = sql<number | null>`(
  select max(${eloRatings.rating}) from ${eloRatings}
  join ${players} on ${players.uuid} = ${eloRatings.player_uuid}
  where lower(${players.mc_username}) = lower(${tournamentEntries.minecraft_username})
)`.mapWith((v: unknown) => (v === null ? null : Number(v)));

/** Keeps an entry's seed and rating at the draw on its own row: a sign-up, or a doubles team. */
async function keepSeed(
  tx: Tx,
  format: TournamentRow['format'],
  id: string,
  seed: number,
  rating: number | null,
) {
  const table = format === 'doubles' ? doublesRegistrations : tournamentRegistrations;
  await tx
    .update(table)
    .set({ seed, rating_at_draw: rating, updated_at: sql`now()` })
    .where(eq(table.id, id));
}

/**
 * Draws the bracket once, from the registered players (or doubles teams) who checked in, seeded by registration slot
 * order or by ladder rating at the draw (`seeding/seedOrder`). Each player's seed and rating at the
 * draw are kept on their registration, and the mode on the tournament, so the bracket shows them
 * later whatever the ladder does. At or after the start, the start is settled first (no-shows dropped, checked-in waitlisted
 * players promoted), so the field is the one check-in produced. A second call answers 409.
 */
export async function generateBracket(
  db: Db,
  slug: string,
  now: Date,
  random: Random = cryptoRandom,
  audit?: BracketAudit,
  seeding: SeedingMode = 'signup',
) {
  const found = await findTournament(db, slug);
  if (found.bracket_generated_at) throw bracketExists();
  if (found.status === 'open' || found.status === 'closed') {
    if (now.getTime() < found.starts_at.getTime()) {
      throw new AppError(
        409,
        'not_started',
        'The bracket is drawn when the tournament starts, once check-in has closed.',
      );
    }
    await settleStart(db, found.id, now);
  }
  await db.transaction(async (tx) => {
    await lockBracket(tx, found.id);
    const [tournament] = await tx
      .select()
      .from(tournaments)
      .where(eq(tournaments.id, found.id))
      .for('update');
    if (!tournament) throw notFound('No such tournament.');
    if (tournament.bracket_generated_at) throw bracketExists();
    if (tournament.status !== 'live') {
      throw new AppError(409, 'not_live', 'Only a tournament under way can have its bracket drawn.');
    }
    // The cup's sign-ups or the doubles teams alike: entries that hold a place and checked in.
    const field = await tx
      .select({
        id: tournamentEntries.id,
        slot: tournamentEntries.registration_slot,
        rating: ladderRating,
      })
      .from(tournamentEntries)
      .where(
        and(
          eq(tournamentEntries.tournament_id, tournament.id),
          eq(tournamentEntries.status, 'registered'),
          isNotNull(tournamentEntries.checked_in_at),
        ),
      )
      .orderBy(asc(tournamentEntries.registration_slot));
    const entrants = seedOrder(
      field.map((f) => ({ ...f, slot: f.slot ?? 0 })),
      seeding,
    );
    if (entrants.length < MIN_BRACKET_PLAYERS) {
      throw new AppError(
        409,
        'too_few_players',
        'At least two checked-in players are needed to draw a bracket.',
      );
    }
    if (entrants.length > MAX_BRACKET_PLAYERS) {
      throw new AppError(
        409,
        'too_many_players',
        `The bracket seats at most ${MAX_BRACKET_PLAYERS} players; ${entrants.length} are checked in.`,
      );
    }
    const planned = planBracket(
      entrants.map((e) => e.id),
      drawWith(random),
    );
    const drawn = await tx
      .insert(tournamentMatches)
      .values(planned.map((m) => ({ ...m, tournament_id: tournament.id })))
      .returning(matchColumns);
    for (const [i, entrant] of entrants.entries()) {
      await keepSeed(tx, tournament.format, entrant.id, i + 1, entrant.rating);
    }
    await tx
      .update(tournaments)
      .set({ bracket_generated_at: now, seeding, updated_at: sql`now()` })
      .where(eq(tournaments.id, tournament.id));
    // A practice draw seats real players beside stand-ins, but nothing in it is real: it tells nobody.
    if (!tournament.practice_of) await notifyMatchesReady(tx, tournament, drawn.filter(isPlayable));
    await audit?.(tx, {
      action: 'tournament.bracket',
      targetType: 'tournament',
      targetId: tournament.slug,
      after: {
        players: entrants.length,
        matches: planned.length,
        seeding,
        drawn_at: now.toISOString(),
      },
    });
  });
}

/** Who won: a registration id or a Minecraft name (either player's, any letter case), or nobody yet. */
export type WinnerRef = { registrationId: string } | { minecraftName: string } | null;

export interface ResultInput {
  slug: string;
  round: number;
  match: number;
  games_won_p1: number;
  games_won_p2: number;
  status: MatchResult['status'];
  winner: WinnerRef;
  /** Staff corrections are audited; the game server's reports leave it out. */
  audit?: BracketAudit;
}

export interface RecordedResult {
  tournamentSlug: string;
  match: BracketMatch;
  winnerName: string | null;
  /** Where the winner plays next (null while in progress, and after the grand final). */
  next: Feed | null;
  championName: string | null;
}

/** The fields of a match a result changes, flat for the audit log. */
/** The log's trace of a result: the winner by Minecraft name, not registration id. */
function resultTrace(m: BracketMatch, names: ReadonlyMap<string, string>) {
  return {
    match_status: m.match_status,
    games_won_p1: m.games_won_p1,
    games_won_p2: m.games_won_p2,
    winner: m.winner_id ? (names.get(m.winner_id) ?? m.winner_id) : null,
  };
}

async function namesOf(tx: Db, ids: (string | null)[]): Promise<Map<string, string>> {
  const wanted = ids.filter((id): id is string => id !== null);
  if (wanted.length === 0) return new Map();
  const rows = await tx
    .select({ id: tournamentEntries.id, name: tournamentEntries.minecraft_username })
    .from(tournamentEntries)
    .where(inArray(tournamentEntries.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
}

async function winnerIdOf(tx: Db, match: BracketMatch, winner: WinnerRef): Promise<string | null> {
  if (winner === null) return null;
  if ('registrationId' in winner) return winner.registrationId;
  const names = await namesOf(tx, [match.player1_id, match.player2_id]);
  const wanted = winner.minecraftName.toLowerCase();
  for (const [id, name] of names) if (name.toLowerCase() === wanted) return id;
  // Nobody of that name plays here: resultProblem explains it as a winner outside the match.
  return '';
}

/**
 * Records or corrects one match's result and re-flows the bracket: the winner takes the next
 * match's seat, and later matches that held an old winner go back to pending with the new one.
 * Unchanged rows are not written, so repeating a report changes nothing and wakes no page. A
 * cancelled tournament takes no result (409 `tournament_cancelled`): its bracket stays as it was
 * called off. After the crowning, a correction that changes the champion moves the crown (crown.ts).
 */
export async function recordMatchResult(
  db: Db,
  input: ResultInput,
  random: Random = cryptoRandom,
): Promise<RecordedResult> {
  const found = await findTournament(db, input.slug);
  return db.transaction(async (tx) => {
    await lockBracket(tx, found.id);
    // Under the row's lock, as cancelling and crowning take it: neither can slip in between.
    const [tournament] = await tx
      .select()
      .from(tournaments)
      .where(eq(tournaments.id, found.id))
      .for('update');
    if (!tournament) throw notFound('No such tournament.');
    if (tournament.status === 'cancelled') {
      throw new AppError(
        409,
        'tournament_cancelled',
        `${tournament.name} was cancelled: its bracket takes no more results.`,
      );
    }
    const rows = await tx
      .select(matchColumns)
      .from(tournamentMatches)
      .where(eq(tournamentMatches.tournament_id, tournament.id));
    if (rows.length === 0) {
      throw new AppError(
        409,
        'bracket_not_generated',
        'The bracket for this tournament has not been drawn yet.',
      );
    }
    const target = rows.find((r) => r.round_number === input.round && r.match_number === input.match);
    if (!target) throw notFound('This bracket has no such match.');
    const result: MatchResult = {
      games_won_p1: input.games_won_p1,
      games_won_p2: input.games_won_p2,
      winner_id: await winnerIdOf(tx, target, input.winner),
      status: input.status,
    };
    const problem = resultProblem(target, result);
    if (problem)
      throw new AppError(problem.code === 'invalid_result' ? 400 : 409, problem.code, problem.message);

    const settled = applyResult(rows, { round: input.round, match: input.match }, result, drawWith(random));
    const stored = new Map(rows.map((r) => [`${r.round_number}:${r.match_number}`, r]));
    const changed: (BracketMatch & { id: string })[] = [];
    let resultVersion: number | null = null;
    for (const m of settled) {
      const row = stored.get(`${m.round_number}:${m.match_number}`)!;
      if (sameMatch(row, m)) continue;
      changed.push({ ...m, id: row.id });
      const isTarget = row.id === target.id;
      const [written] = await tx
        .update(tournamentMatches)
        .set({
          // Only the recorded match's own result gets a new version; re-flowed seats do not.
          ...(isTarget ? { result_version: sql`${tournamentMatches.result_version} + 1` } : {}),
          match_status: m.match_status,
          games_won_p1: m.games_won_p1,
          games_won_p2: m.games_won_p2,
          is_bye: m.is_bye,
          player1_id: m.player1_id,
          player2_id: m.player2_id,
          winner_id: m.winner_id,
          updated_at: sql`now()`,
        })
        .where(eq(tournamentMatches.id, row.id))
        .returning({ version: tournamentMatches.result_version });
      if (isTarget) resultVersion = written?.version ?? null;
    }
    // The grand final decides the tournament; a correction that reopens it makes it live again.
    const champion = championId(settled);
    const status = champion ? 'completed' : 'live';
    await tx
      .update(tournaments)
      .set({ status, updated_at: sql`now()` })
      .where(and(eq(tournaments.id, tournament.id), ne(tournaments.status, status)));
    // A crowned tournament's crown and badge follow a correction that changes its champion.
    const crown = await followChampion(tx, tournament, champion);

    const match = settled.find((m) => m.round_number === input.round && m.match_number === input.match)!;
    const names = await namesOf(tx, [match.winner_id, champion, target.winner_id]);
    // A repeated result changes nothing and leaves no trace.
    if (!sameMatch(target, match))
      await input.audit?.(tx, {
        action: 'tournament_match.result',
        targetType: 'tournament_match',
        targetId: `${tournament.slug}:${input.round}:${input.match}`,
        before: { ...resultTrace(target, names), ...(crown && { champion: crown.before }) },
        after: { ...resultTrace(match, names), ...(crown && { champion: crown.after }) },
      });
    // Both players hear of a result (or its correction), and of each match the re-flow made ready;
    // a practice draw's players hear nothing.
    if (!tournament.practice_of) {
      if (
        resultVersion !== null &&
        (match.match_status === 'completed' || target.match_status === 'completed')
      ) {
        await notifyMatchResult(
          tx,
          tournament,
          { ...match, id: target.id },
          { version: resultVersion, corrected: target.match_status === 'completed' },
        );
      }
      await notifyMatchesReady(
        tx,
        tournament,
        changed.filter((m) => m.id !== target.id && isPlayable(m)),
      );
    }
    const playIns = settled.filter((m) => m.round_number === 0).length;
    return {
      tournamentSlug: tournament.slug,
      match,
      winnerName: match.winner_id ? (names.get(match.winner_id) ?? null) : null,
      next: match.winner_id ? winnerFeed(match.round_number, match.match_number, playIns) : null,
      championName: champion ? (names.get(champion) ?? null) : null,
    };
  });
}
