/**
 * The Founders' Cup bracket, as pure rules both sides use: round names, the group layout, badges,
 * the champion, where each winner goes, the first draw of a field and the re-flow after a result.
 *
 * Shape (five rounds; the spec's layout for twelve players):
 * - round 1, Group Stage - Semifinals: matches 1..6, two per group (group p has 2p+1 and 2p+2);
 * - round 2, Group Stage - Finals: matches 1..3, one per group (group p has p+1);
 * - round 3, Redemption Road: match 1, a random draw among every group-stage loser (no games);
 * - round 4, Tournament Semifinals: group A's winner v group B's, group C's v Redemption Road's;
 * - round 5, Grand Final.
 * Fields of 13-16 add round 0 (Play-In): the 2k latest seeds play k matches for the last k seats.
 * Fields under 12 leave seats empty: a match with an empty seat is a bye (`is_bye`), whose one
 * player goes through without a game. See docs/spec-mapping.md.
 */
import type { MatchStatus } from './constants';

/** A bracket match as stored and as the page reads it (players and winner are registration ids). */
export interface BracketMatch {
  round_number: number;
  match_number: number;
  match_status: MatchStatus;
  games_won_p1: number;
  games_won_p2: number;
  is_bye: boolean;
  player1_id: string | null;
  player2_id: string | null;
  winner_id: string | null;
}

export const ROUND = {
  playIn: 0,
  groupSemifinals: 1,
  groupFinals: 2,
  redemption: 3,
  semifinals: 4,
  grandFinal: 5,
} as const;

export const ROUND_NAMES: Readonly<Record<number, string>> = {
  [ROUND.playIn]: 'Play-In',
  [ROUND.groupSemifinals]: 'Group Stage - Semifinals',
  [ROUND.groupFinals]: 'Group Stage - Finals',
  [ROUND.redemption]: 'Redemption Road',
  [ROUND.semifinals]: 'Tournament Semifinals',
  [ROUND.grandFinal]: 'Grand Final',
};

export const roundName = (round: number): string => ROUND_NAMES[round] ?? `Round ${round}`;

/** Seats in the group stage (three groups of four) and the field sizes a bracket can be drawn for. */
export const GROUP_STAGE_SEATS = 12;
export const MIN_BRACKET_PLAYERS = 2;
export const MAX_BRACKET_PLAYERS = 16;
/** Best of 3: the first to two games wins the match. */
export const GAMES_TO_WIN = 2;

export const GROUP_NAMES = ['A', 'B', 'C'] as const;
export type GroupName = (typeof GROUP_NAMES)[number];

/** Group p (0 = A, 1 = B, 2 = C): round-1 matches 2p+1 and 2p+2, and round-2 match p+1. */
export function groupLayout(p: number): { name: GroupName; semifinals: [number, number]; final: number } {
  const name = GROUP_NAMES[p];
  if (name === undefined) throw new RangeError(`No group ${p}`);
  return { name, semifinals: [2 * p + 1, 2 * p + 2], final: p + 1 };
}

/** 'Semifinal 1' for odd match numbers, else 'Semifinal 2' (within a group, and in round 4). */
export const semifinalLabel = (matchNumber: number): 1 | 2 => (matchNumber % 2 === 1 ? 1 : 2);

/** completed: the solid default badge; in_progress: secondary; anything else: outline. */
export function statusBadgeVariant(status: string): 'default' | 'secondary' | 'outline' {
  if (status === 'completed') return 'default';
  if (status === 'in_progress') return 'secondary';
  return 'outline';
}

export const statusText = (status: string): string => status.replaceAll('_', ' ');

/** The champion's registration id: only once round 5 match 1 is completed and has a winner. */
export function championId(matches: readonly BracketMatch[]): string | null {
  const final = matches.find((m) => m.round_number === ROUND.grandFinal && m.match_number === 1);
  return final?.match_status === 'completed' && final.winner_id ? final.winner_id : null;
}

export interface MatchRef {
  round: number;
  match: number;
}
export interface Feed extends MatchRef {
  slot: 1 | 2;
}

/** How many matches each round has once the play-in count is known. */
export function roundSizes(playIns: number): Record<number, number> {
  return { 0: playIns, 1: 6, 2: 3, 3: 1, 4: 2, 5: 1 };
}

/**
 * Seed s's seat in round 1. Seeds 1-6 take the first seats of matches 1, 3, 5, 2, 4, 6 and seeds
 * 7-12 the second seats in reverse (6, 4, 2, 5, 3, 1): 1 v 12, 2 v 11 … 6 v 7, every group gets the
 * same seed total, and in a short field the empty seats face the earliest seeds, one group at a time.
 */
const FIRST_SEATS = [1, 3, 5, 2, 4, 6];
export function seatOfSeed(seed: number): Feed {
  if (!Number.isInteger(seed) || seed < 1 || seed > GROUP_STAGE_SEATS)
    throw new RangeError(`No seat ${seed}`);
  return seed <= 6
    ? { round: 1, match: FIRST_SEATS[seed - 1]!, slot: 1 }
    : { round: 1, match: FIRST_SEATS[GROUP_STAGE_SEATS - seed]!, slot: 2 };
}

/** Play-in match i's players: seed 12-k+i (whose seat the winner takes) and seed n+1-i. */
export function playInSeeds(playIns: number, i: number): [number, number] {
  return [GROUP_STAGE_SEATS - playIns + i, GROUP_STAGE_SEATS + playIns + 1 - i];
}

/**
 * The advancement map: where the winner of (round, match) plays next, and as player 1 or 2; null
 * for the grand final. Group-stage losers are not mapped here: they go into the Redemption Road draw.
 */
export function winnerFeed(round: number, match: number, playIns = 0): Feed | null {
  switch (round) {
    case ROUND.playIn:
      return seatOfSeed(playInSeeds(playIns, match)[0]);
    case ROUND.groupSemifinals:
      return { round: ROUND.groupFinals, match: Math.ceil(match / 2), slot: match % 2 === 1 ? 1 : 2 };
    case ROUND.groupFinals:
      // A v B in semifinal 1; C v Redemption Road in semifinal 2.
      return match === 3
        ? { round: ROUND.semifinals, match: 2, slot: 1 }
        : { round: ROUND.semifinals, match: 1, slot: match === 1 ? 1 : 2 };
    case ROUND.redemption:
      return { round: ROUND.semifinals, match: 2, slot: 2 };
    case ROUND.semifinals:
      return { round: ROUND.grandFinal, match: 1, slot: match === 1 ? 1 : 2 };
    default:
      return null;
  }
}

/** Picks one registration id from a non-empty pool. */
export type Draw = (pool: readonly string[]) => string;

/** A draw from a random source in [0, 1): Math.random, a seeded generator in tests. */
export const drawWith =
  (random: () => number): Draw =>
  (pool) =>
    pool[Math.min(pool.length - 1, Math.floor(random() * pool.length))]!;

const key = (round: number, match: number) => `${round}:${match}`;

const byPosition = (a: BracketMatch, b: BracketMatch) =>
  a.round_number - b.round_number || a.match_number - b.match_number;

const blank = (round: number, match: number): BracketMatch => ({
  round_number: round,
  match_number: match,
  match_status: 'pending',
  games_won_p1: 0,
  games_won_p2: 0,
  is_bye: false,
  player1_id: null,
  player2_id: null,
  winner_id: null,
});

/**
 * The bracket for a field of registration ids in seed order (registration slot order), with byes
 * and an immediate Redemption Road draw (when nobody can lose a group-stage game) already settled.
 */
export function planBracket(entrants: readonly string[], draw: Draw): BracketMatch[] {
  const n = entrants.length;
  if (n < MIN_BRACKET_PLAYERS || n > MAX_BRACKET_PLAYERS) {
    throw new RangeError(`A bracket seats ${MIN_BRACKET_PLAYERS}-${MAX_BRACKET_PLAYERS} players, not ${n}`);
  }
  const playIns = Math.max(0, n - GROUP_STAGE_SEATS);
  const sizes = roundSizes(playIns);
  const matches = new Map<string, BracketMatch>();
  for (const [round, count] of Object.entries(sizes)) {
    for (let m = 1; m <= count; m++) matches.set(key(Number(round), m), blank(Number(round), m));
  }
  const seed = (s: number) => entrants[s - 1]!;
  for (let i = 1; i <= playIns; i++) {
    const [a, b] = playInSeeds(playIns, i);
    const match = matches.get(key(ROUND.playIn, i))!;
    match.player1_id = seed(a);
    match.player2_id = seed(b);
  }
  // Seeds who sit straight in round 1; the last `playIns` seats wait for the play-in winners.
  for (let s = 1; s <= Math.min(n, GROUP_STAGE_SEATS) - playIns; s++) {
    const seat = seatOfSeed(s);
    const match = matches.get(key(seat.round, seat.match))!;
    if (seat.slot === 1) match.player1_id = seed(s);
    else match.player2_id = seed(s);
  }
  return resolveBracket([...matches.values()], draw);
}

/** A seat's value while settling: a player, not known yet (null), or never filled. */
const EMPTY = Symbol('empty seat');
type SeatValue = string | null | typeof EMPTY;

/** The group-stage losers, in match order: one per completed group-stage match that was played. */
export function redemptionPool(matches: readonly BracketMatch[]): string[] {
  return matches
    .filter(
      (m) =>
        (m.round_number === ROUND.groupSemifinals || m.round_number === ROUND.groupFinals) &&
        m.match_status === 'completed' &&
        !m.is_bye &&
        m.winner_id !== null,
    )
    .sort(byPosition)
    .map((m) => (m.winner_id === m.player1_id ? m.player2_id : m.player1_id))
    .filter((id): id is string => id !== null);
}

/**
 * Settles every match from its feeders, in round order: a seat holds its feeder's winner once the
 * feeder is completed; a match whose players changed loses its result (pending, 0-0, no winner);
 * a match with a seat that can never be filled is a bye its other player wins. Redemption Road
 * keeps its drawn player while that player is still a group-stage loser, and draws anew from all
 * of them (with `draw`) once the whole group stage is completed. Round-0 and direct round-1 seats
 * are fixed when the bracket is drawn. Returns new objects, in round then match order.
 */
export function resolveBracket(input: readonly BracketMatch[], draw: Draw): BracketMatch[] {
  const matches = input.map((m) => ({ ...m })).sort(byPosition);
  const playIns = matches.filter((m) => m.round_number === ROUND.playIn).length;
  // Which match feeds each seat (the advancement map, read backwards).
  const feeders = new Map<string, BracketMatch>();
  for (const m of matches) {
    const feed = winnerFeed(m.round_number, m.match_number, playIns);
    if (feed) feeders.set(`${key(feed.round, feed.match)}:${feed.slot}`, m);
  }
  const fromFeeder = (feeder: BracketMatch): SeatValue =>
    feeder.match_status === 'completed' ? (feeder.winner_id ?? EMPTY) : null;
  const seat = (m: BracketMatch, slot: 1 | 2): SeatValue => {
    const feeder = feeders.get(`${key(m.round_number, m.match_number)}:${slot}`);
    if (feeder) return fromFeeder(feeder);
    // Direct round-1 seats: whoever was seated at the draw, or nobody ever.
    return (slot === 1 ? m.player1_id : m.player2_id) ?? EMPTY;
  };

  for (const m of matches) {
    if (m.round_number === ROUND.playIn) continue;
    if (m.round_number === ROUND.redemption) {
      settleRedemption(m, matches, draw);
      continue;
    }
    settleMatch(m, seat(m, 1), seat(m, 2));
  }
  return matches;
}

function settleMatch(m: BracketMatch, a: SeatValue, b: SeatValue) {
  const p1 = a === EMPTY ? null : a;
  const p2 = b === EMPTY ? null : b;
  if (a === EMPTY || b === EMPTY) {
    const winner = a === EMPTY ? p2 : p1;
    const decided = (a === EMPTY && b === EMPTY) || winner !== null;
    Object.assign(m, {
      is_bye: true,
      player1_id: p1,
      player2_id: p2,
      winner_id: decided ? winner : null,
      match_status: decided ? 'completed' : 'pending',
      games_won_p1: 0,
      games_won_p2: 0,
    } satisfies Partial<BracketMatch>);
    return;
  }
  const unchanged = !m.is_bye && m.player1_id === p1 && m.player2_id === p2;
  if (unchanged && p1 !== null && p2 !== null) return;
  Object.assign(m, {
    is_bye: false,
    player1_id: p1,
    player2_id: p2,
    winner_id: null,
    match_status: 'pending',
    games_won_p1: 0,
    games_won_p2: 0,
  } satisfies Partial<BracketMatch>);
}

function settleRedemption(m: BracketMatch, matches: readonly BracketMatch[], draw: Draw) {
  const pool = redemptionPool(matches);
  const groupStageDone = matches
    .filter((x) => x.round_number === ROUND.groupSemifinals || x.round_number === ROUND.groupFinals)
    .every((x) => x.match_status === 'completed');
  let drawn: string | null = null;
  let decided = false;
  if (m.player1_id !== null && pool.includes(m.player1_id)) {
    drawn = m.player1_id;
    decided = true;
  } else if (groupStageDone) {
    drawn = pool.length > 0 ? draw(pool) : null;
    decided = true;
  }
  Object.assign(m, {
    is_bye: true,
    player1_id: drawn,
    player2_id: null,
    winner_id: drawn,
    match_status: decided ? 'completed' : 'pending',
    games_won_p1: 0,
    games_won_p2: 0,
  } satisfies Partial<BracketMatch>);
}

export interface MatchResult {
  games_won_p1: number;
  games_won_p2: number;
  /** Required for a completed result; absent while in progress. */
  winner_id: string | null;
  status: 'in_progress' | 'completed';
}

export type ResultProblem =
  | { code: 'bye'; message: string }
  | { code: 'players_missing'; message: string }
  | { code: 'invalid_result'; message: string };

/** Why a result cannot be recorded on this match, or null when it can (corrections included). */
export function resultProblem(match: BracketMatch, result: MatchResult): ResultProblem | null {
  if (match.is_bye) {
    return {
      code: 'bye',
      message:
        match.round_number === ROUND.redemption
          ? 'Redemption Road is a draw, not a match: it has no result to record.'
          : 'This match is a bye: its player goes through without a game.',
    };
  }
  if (match.player1_id === null || match.player2_id === null) {
    return { code: 'players_missing', message: 'Both players of this match are not known yet.' };
  }
  const { games_won_p1: g1, games_won_p2: g2 } = result;
  if (result.status === 'in_progress') {
    if (result.winner_id !== null) {
      return { code: 'invalid_result', message: 'A match in progress has no winner yet.' };
    }
    if (g1 >= GAMES_TO_WIN || g2 >= GAMES_TO_WIN) {
      return { code: 'invalid_result', message: 'A player with two games has won: record it as completed.' };
    }
    if (match.match_status === 'completed') {
      return {
        code: 'invalid_result',
        message: 'This match already has a result: record the corrected result instead.',
      };
    }
    return null;
  }
  if (result.winner_id !== match.player1_id && result.winner_id !== match.player2_id) {
    return { code: 'invalid_result', message: 'The winner must be one of the two players of this match.' };
  }
  const [winnerGames, loserGames] = result.winner_id === match.player1_id ? [g1, g2] : [g2, g1];
  // 0-0 is a walkover (no-show, disqualification before a game).
  if (winnerGames <= loserGames && !(winnerGames === 0 && loserGames === 0)) {
    return { code: 'invalid_result', message: 'The winner must have won more games than the other player.' };
  }
  return null;
}

/**
 * Records (or corrects) the result of one match and re-flows the bracket: the winner moves into
 * the next match's seat, and later matches that held the old winner are reset with the new one.
 * The caller checks `resultProblem` first.
 */
export function applyResult(
  matches: readonly BracketMatch[],
  ref: MatchRef,
  result: MatchResult,
  draw: Draw,
): BracketMatch[] {
  const next = matches.map((m) =>
    m.round_number === ref.round && m.match_number === ref.match
      ? {
          ...m,
          games_won_p1: result.games_won_p1,
          games_won_p2: result.games_won_p2,
          winner_id: result.status === 'completed' ? result.winner_id : null,
          match_status: result.status,
        }
      : m,
  );
  return resolveBracket(next, draw);
}

/** The bracket fields of a match, for comparing a stored row with its settled value. */
export function sameMatch(a: BracketMatch, b: BracketMatch): boolean {
  return (
    a.match_status === b.match_status &&
    a.games_won_p1 === b.games_won_p1 &&
    a.games_won_p2 === b.games_won_p2 &&
    a.is_bye === b.is_bye &&
    a.player1_id === b.player1_id &&
    a.player2_id === b.player2_id &&
    a.winner_id === b.winner_id
  );
}
