import { describe, expect, it } from 'vitest';
import {
  applyResult,
  type BracketMatch,
  championId,
  type Draw,
  drawWith,
  GROUP_NAMES,
  groupLayout,
  type MatchResult,
  planBracket,
  redemptionPool,
  resolveBracket,
  resultProblem,
  roundName,
  seatOfSeed,
  semifinalLabel,
  statusBadgeVariant,
  statusText,
  winnerFeed,
} from './bracket';

const players = (n: number) => Array.from({ length: n }, (_, i) => `p${i + 1}`);
const first: Draw = (pool) => pool[0]!;
const find = (matches: BracketMatch[], round: number, match: number) =>
  matches.find((m) => m.round_number === round && m.match_number === match)!;
const win = (winner: string, g: [number, number] = [2, 0]): MatchResult => ({
  games_won_p1: g[0],
  games_won_p2: g[1],
  winner_id: winner,
  status: 'completed',
});
/** Records `winner` (p1 or p2 of the match) with a 2-1. */
function play(matches: BracketMatch[], round: number, match: number, side: 1 | 2, draw: Draw = first) {
  const m = find(matches, round, match);
  const winner = side === 1 ? m.player1_id! : m.player2_id!;
  const result = win(winner, side === 1 ? [2, 1] : [1, 2]);
  expect(resultProblem(m, result)).toBeNull();
  return applyResult(matches, { round, match }, result, draw);
}

describe('names, layout and badges', () => {
  it('names the five rounds', () => {
    expect([1, 2, 3, 4, 5].map(roundName)).toEqual([
      'Group Stage - Semifinals',
      'Group Stage - Finals',
      'Redemption Road',
      'Tournament Semifinals',
      'Grand Final',
    ]);
    expect(roundName(0)).toBe('Play-In');
  });

  it('lays out groups A, B, C: round-1 matches 2p+1..2p+2 and round-2 match p+1', () => {
    expect(GROUP_NAMES.map((_, p) => groupLayout(p))).toEqual([
      { name: 'A', semifinals: [1, 2], final: 1 },
      { name: 'B', semifinals: [3, 4], final: 2 },
      { name: 'C', semifinals: [5, 6], final: 3 },
    ]);
    expect(() => groupLayout(3)).toThrow(RangeError);
  });

  it('labels odd match numbers semifinal 1, even ones semifinal 2', () => {
    expect([1, 2, 3, 4, 5, 6].map(semifinalLabel)).toEqual([1, 2, 1, 2, 1, 2]);
  });

  it('styles the status badge and writes the status without underscores', () => {
    expect(statusBadgeVariant('completed')).toBe('default');
    expect(statusBadgeVariant('in_progress')).toBe('secondary');
    expect(statusBadgeVariant('pending')).toBe('outline');
    expect(statusBadgeVariant('anything_else')).toBe('outline');
    expect(statusText('in_progress')).toBe('in progress');
    expect(statusText('completed')).toBe('completed');
  });
});

describe('the advancement map', () => {
  it('sends group semifinal winners to their group final, odd matches as player 1', () => {
    expect([1, 2, 3, 4, 5, 6].map((m) => winnerFeed(1, m))).toEqual([
      { round: 2, match: 1, slot: 1 },
      { round: 2, match: 1, slot: 2 },
      { round: 2, match: 2, slot: 1 },
      { round: 2, match: 2, slot: 2 },
      { round: 2, match: 3, slot: 1 },
      { round: 2, match: 3, slot: 2 },
    ]);
  });

  it('sends group winners and the Redemption Road player to the semifinals, and those winners to the final', () => {
    expect(winnerFeed(2, 1)).toEqual({ round: 4, match: 1, slot: 1 });
    expect(winnerFeed(2, 2)).toEqual({ round: 4, match: 1, slot: 2 });
    expect(winnerFeed(2, 3)).toEqual({ round: 4, match: 2, slot: 1 });
    expect(winnerFeed(3, 1)).toEqual({ round: 4, match: 2, slot: 2 });
    expect(winnerFeed(4, 1)).toEqual({ round: 5, match: 1, slot: 1 });
    expect(winnerFeed(4, 2)).toEqual({ round: 5, match: 1, slot: 2 });
    expect(winnerFeed(5, 1)).toBeNull();
  });

  it('seats twelve seeds 1 v 12 … 6 v 7 with equal seed totals per group', () => {
    const bracket = planBracket(players(12), first);
    const pairs = [1, 2, 3, 4, 5, 6].map((m) => [
      find(bracket, 1, m).player1_id,
      find(bracket, 1, m).player2_id,
    ]);
    expect(pairs).toEqual([
      ['p1', 'p12'],
      ['p4', 'p9'],
      ['p2', 'p11'],
      ['p5', 'p8'],
      ['p3', 'p10'],
      ['p6', 'p7'],
    ]);
    for (let seed = 1; seed <= 12; seed++) expect(seatOfSeed(seed).round).toBe(1);
  });

  it('feeds play-in winners into the last seeds’ seats', () => {
    // 16 players: seeds 9-16 play 9 v 16, 10 v 15, 11 v 14, 12 v 13; the winners take seeds 9-12's seats.
    expect([1, 2, 3, 4].map((i) => winnerFeed(0, i, 4))).toEqual([9, 10, 11, 12].map(seatOfSeed));
    const bracket = planBracket(players(16), first);
    expect(bracket.filter((m) => m.round_number === 0).map((m) => [m.player1_id, m.player2_id])).toEqual([
      ['p9', 'p16'],
      ['p10', 'p15'],
      ['p11', 'p14'],
      ['p12', 'p13'],
    ]);
    expect(find(bracket, 1, 1)).toMatchObject({ player1_id: 'p1', player2_id: null, is_bye: false });
    const after = play(bracket, 0, 4, 2); // p13 beats p12 and takes seed 12's seat, facing seed 1.
    expect(find(after, 1, 1)).toMatchObject({ player1_id: 'p1', player2_id: 'p13', match_status: 'pending' });
  });
});

describe('planBracket', () => {
  it('refuses fields it cannot seat', () => {
    expect(() => planBracket(players(1), first)).toThrow(RangeError);
    expect(() => planBracket(players(17), first)).toThrow(RangeError);
  });

  it('builds every round of a twelve-player bracket, all pending', () => {
    const bracket = planBracket(players(12), first);
    expect(bracket.map((m) => `${m.round_number}.${m.match_number}`)).toEqual([
      '1.1',
      '1.2',
      '1.3',
      '1.4',
      '1.5',
      '1.6',
      '2.1',
      '2.2',
      '2.3',
      '3.1',
      '4.1',
      '4.2',
      '5.1',
    ]);
    expect(bracket.every((m) => m.match_status === 'pending' && !m.winner_id)).toBe(true);
  });

  it('gives byes to the earliest seeds in a short field, one group at a time', () => {
    const bracket = planBracket(players(9), first);
    const byes = bracket.filter((m) => m.round_number === 1 && m.is_bye);
    expect(byes.map((m) => [m.match_number, m.winner_id, m.match_status])).toEqual([
      [1, 'p1', 'completed'],
      [3, 'p2', 'completed'],
      [5, 'p3', 'completed'],
    ]);
    // The bye winners already wait in their group finals.
    expect(find(bracket, 2, 1).player1_id).toBe('p1');
    expect(find(bracket, 2, 2).player1_id).toBe('p2');
  });

  it('plays a two-player field as one semifinal and a bye final', () => {
    let bracket = planBracket(players(2), first);
    // Nobody can lose a group-stage game: Redemption Road is settled empty at once.
    expect(find(bracket, 3, 1)).toMatchObject({ match_status: 'completed', winner_id: null, is_bye: true });
    expect(find(bracket, 4, 1)).toMatchObject({ player1_id: 'p1', player2_id: 'p2', is_bye: false });
    expect(find(bracket, 4, 2)).toMatchObject({ match_status: 'completed', winner_id: null, is_bye: true });
    expect(championId(bracket)).toBeNull();
    bracket = play(bracket, 4, 1, 2);
    expect(find(bracket, 5, 1)).toMatchObject({ player1_id: 'p2', winner_id: 'p2', is_bye: true });
    expect(championId(bracket)).toBe('p2');
  });
});

describe('results and re-flow', () => {
  it('moves the winner into the next seat', () => {
    const bracket = play(planBracket(players(12), first), 1, 2, 2);
    expect(find(bracket, 1, 2)).toMatchObject({
      match_status: 'completed',
      winner_id: 'p9',
      games_won_p2: 2,
    });
    expect(find(bracket, 2, 1)).toMatchObject({
      player1_id: null,
      player2_id: 'p9',
      match_status: 'pending',
    });
  });

  it('draws Redemption Road among all nine group-stage losers once the group stage is done', () => {
    let bracket = planBracket(players(12), first);
    const seen: string[][] = [];
    const spy: Draw = (pool) => {
      seen.push([...pool]);
      return pool[4]!;
    };
    for (let m = 1; m <= 6; m++) bracket = play(bracket, 1, m, 1, spy);
    for (let m = 1; m <= 2; m++) bracket = play(bracket, 2, m, 1, spy);
    expect(find(bracket, 3, 1)).toMatchObject({ match_status: 'pending', player1_id: null });
    bracket = play(bracket, 2, 3, 2, spy);
    expect(seen).toEqual([['p12', 'p9', 'p11', 'p8', 'p10', 'p7', 'p4', 'p5', 'p3']]);
    expect(find(bracket, 3, 1)).toMatchObject({
      player1_id: 'p10',
      winner_id: 'p10',
      match_status: 'completed',
    });
    expect(find(bracket, 4, 1)).toMatchObject({ player1_id: 'p1', player2_id: 'p2' });
    expect(find(bracket, 4, 2)).toMatchObject({ player1_id: 'p6', player2_id: 'p10' });
  });

  it('resets later matches that held the old winner, with the new winner in the seat', () => {
    let bracket = planBracket(players(12), first);
    bracket = play(bracket, 1, 1, 1); // p1 beats p12
    bracket = play(bracket, 1, 2, 1); // p4 beats p9
    bracket = play(bracket, 2, 1, 1); // p1 wins group A
    expect(find(bracket, 4, 1).player1_id).toBe('p1');
    // Staff correct round 1 match 1: p12 won it.
    bracket = applyResult(bracket, { round: 1, match: 1 }, win('p12', [1, 2]), first);
    expect(find(bracket, 2, 1)).toMatchObject({
      player1_id: 'p12',
      player2_id: 'p4',
      match_status: 'pending',
      winner_id: null,
      games_won_p1: 0,
    });
    expect(find(bracket, 4, 1)).toMatchObject({ player1_id: null, match_status: 'pending' });
    // Untouched: the other semifinal of the group keeps its result.
    expect(find(bracket, 1, 2)).toMatchObject({ match_status: 'completed', winner_id: 'p4' });
  });

  it('keeps later results when a correction keeps the same winner', () => {
    let bracket = planBracket(players(12), first);
    bracket = play(bracket, 1, 1, 1);
    bracket = play(bracket, 1, 2, 1);
    bracket = play(bracket, 2, 1, 1);
    bracket = applyResult(bracket, { round: 1, match: 1 }, win('p1', [2, 0]), first);
    expect(find(bracket, 1, 1).games_won_p2).toBe(0);
    expect(find(bracket, 2, 1)).toMatchObject({ match_status: 'completed', winner_id: 'p1' });
  });

  it('keeps the Redemption Road draw while its player is still a loser, and draws again otherwise', () => {
    let bracket = planBracket(players(12), first);
    for (let m = 1; m <= 6; m++) bracket = play(bracket, 1, m, 1);
    for (let m = 1; m <= 3; m++) bracket = play(bracket, 2, m, 1);
    expect(find(bracket, 3, 1).player1_id).toBe('p12'); // the first loser, with `first`
    // p9 instead of p4 won group A's second semifinal: p12 is still a loser, the draw stands.
    bracket = applyResult(bracket, { round: 1, match: 2 }, win('p9', [0, 2]), first);
    expect(find(bracket, 3, 1)).toMatchObject({ player1_id: 'p12', match_status: 'completed' });
    expect(find(bracket, 2, 1)).toMatchObject({ player2_id: 'p9', match_status: 'pending' });
    // p12 won after all: the drawn player is no longer a loser and the group stage is open again.
    bracket = applyResult(bracket, { round: 1, match: 1 }, win('p12', [0, 2]), first);
    expect(find(bracket, 3, 1)).toMatchObject({ player1_id: null, match_status: 'pending' });
    expect(find(bracket, 4, 2)).toMatchObject({ player2_id: null, match_status: 'pending' });
    bracket = play(bracket, 2, 1, 2); // p9 wins group A
    expect(redemptionPool(bracket)).toContain('p1');
    expect(find(bracket, 3, 1)).toMatchObject({ player1_id: 'p1', match_status: 'completed' });
  });

  it('names the champion only when the grand final is completed with a winner', () => {
    let bracket = planBracket(
      players(12),
      drawWith(() => 0.5),
    );
    for (let m = 1; m <= 6; m++) bracket = play(bracket, 1, m, 1);
    for (let m = 1; m <= 3; m++) bracket = play(bracket, 2, m, 1);
    bracket = play(bracket, 4, 1, 1);
    bracket = play(bracket, 4, 2, 2);
    expect(championId(bracket)).toBeNull();
    const final = find(bracket, 5, 1);
    bracket = applyResult(
      bracket,
      { round: 5, match: 1 },
      { ...win(final.player2_id!), winner_id: null, status: 'in_progress', games_won_p1: 1, games_won_p2: 0 },
      first,
    );
    expect(championId(bracket)).toBeNull();
    bracket = play(bracket, 5, 1, 2);
    expect(championId(bracket)).toBe(final.player2_id);
  });
});

describe('resultProblem', () => {
  const bracket = planBracket(players(9), first);
  const real = find(bracket, 1, 2);

  it('accepts a won match and a walkover, and corrections of completed matches', () => {
    expect(resultProblem(real, win(real.player1_id!, [2, 1]))).toBeNull();
    expect(resultProblem(real, win(real.player2_id!, [0, 0]))).toBeNull();
    expect(resultProblem({ ...real, match_status: 'completed' }, win(real.player2_id!, [1, 2]))).toBeNull();
  });

  it('refuses byes, unknown players, outsiders and impossible scores', () => {
    expect(resultProblem(find(bracket, 1, 1), win('p1'))?.code).toBe('bye');
    expect(resultProblem(find(bracket, 3, 1), win('p1'))?.message).toMatch(/Redemption Road is a draw/);
    expect(resultProblem(find(bracket, 2, 1), win('p1'))?.code).toBe('players_missing');
    expect(resultProblem(real, win('p1'))?.message).toBe(
      'The winner must be one of the two players of this match.',
    );
    expect(resultProblem(real, win(real.player1_id!, [1, 2]))?.code).toBe('invalid_result');
    const inProgress = { games_won_p1: 1, games_won_p2: 0, winner_id: null, status: 'in_progress' } as const;
    expect(resultProblem(real, inProgress)).toBeNull();
    expect(resultProblem(real, { ...inProgress, games_won_p1: 2 })?.code).toBe('invalid_result');
    expect(resultProblem(real, { ...inProgress, winner_id: real.player1_id })?.code).toBe('invalid_result');
    expect(resultProblem({ ...real, match_status: 'completed' }, inProgress)?.message).toMatch(
      /already has a result/,
    );
  });

  it('resolving a settled bracket changes nothing', () => {
    expect(resolveBracket(bracket, () => 'nobody')).toEqual(bracket);
  });
});
