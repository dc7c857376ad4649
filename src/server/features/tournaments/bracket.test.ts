import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveChange } from '../../../shared/arena/types';
import type { BracketResponse } from '../../../shared/tournaments/bracket-api';
import { tournamentMatches, tournamentRegistrations, tournaments, users } from '../../db/schema';
import { readSse } from '../../test/sse-reader';
import { createTestApp, TEST_ORIGIN, type TestApp, type TestBrowser } from '../../test/test-app';
import { generateBracket, readBracket, recordMatchResult } from './bracket-store';
import { createPlayer, createTournament } from './test-kit';

let app: TestApp & TestBrowser;
let staff: Player;
let player: Player;

type Player = Awaited<ReturnType<typeof createPlayer>>;
type Failure = { error: { code: string; message: string } };

beforeAll(async () => {
  app = await createTestApp();
  staff = await createPlayer(app);
  await app.database.db.update(users).set({ role: 'staff' }).where(eq(users.id, staff.id));
  player = await createPlayer(app);
});
afterAll(async () => {
  await app?.close();
});

async function call<T = BracketResponse>(who: Player | null, method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = { origin: TEST_ORIGIN };
  if (who) headers.cookie = who.cookie;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await app.rawRequest(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

const HOUR = 3_600_000;

/** A started tournament with `n` registered players (slots 1..n), checked in unless listed in `absent`. */
async function startedCup(n: number, options: { absent?: number[]; status?: 'live' | 'closed' } = {}) {
  const t = await createTournament(app, {
    status: options.status ?? 'live',
    starts_at: new Date(Date.now() - HOUR),
  });
  const ids: string[] = [];
  for (let slot = 1; slot <= n; slot++) {
    const user = await createPlayer(app);
    const [row] = await app.database.db
      .insert(tournamentRegistrations)
      .values({
        tournament_id: t.id,
        user_id: user.id,
        minecraft_username: `Seed${String(slot).padStart(2, '0')}`,
        discord_tag: `@seed${slot}`,
        email: `seed${slot}@example.com`,
        timezone: 'est',
        checkin_agreement: true,
        rules_agreement: true,
        streaming_consent: true,
        status: 'registered',
        registration_slot: slot,
        checked_in_at: options.absent?.includes(slot) ? null : new Date(Date.now() - 2 * HOUR),
      })
      .returning({ id: tournamentRegistrations.id });
    ids.push(row!.id);
  }
  return { ...t, ids };
}

const match = (b: BracketResponse, round: number, number: number) =>
  b.matches.find((m) => m.round_number === round && m.match_number === number)!;

const generate = (who: Player | null, slug: string) => call(who, 'POST', `/api/tournaments/${slug}/bracket`);
const result = (who: Player | null, slug: string, round: number, number: number, body: unknown) =>
  call(who, 'POST', `/api/tournaments/${slug}/matches/${round}/${number}/result`, body);
const won = (winner_id: string, p1: number, p2: number) => ({
  games_won_p1: p1,
  games_won_p2: p2,
  winner_id,
});

describe('GET /api/tournaments/:slug/bracket', () => {
  it('shows the tournament and its confirmed players in slot order before the draw', async () => {
    const t = await startedCup(3);
    await app.database.db.insert(tournamentRegistrations).values({
      tournament_id: t.id,
      user_id: (await createPlayer(app)).id,
      minecraft_username: 'Waiting',
      discord_tag: '@w',
      email: 'w@example.com',
      timezone: 'est',
      checkin_agreement: true,
      rules_agreement: true,
      streaming_consent: true,
      status: 'waitlisted',
    });
    const { status, body } = await call(null, 'GET', `/api/tournaments/${t.slug}/bracket`);
    expect(status).toBe(200);
    expect(body).toEqual({
      tournament: {
        slug: t.slug,
        name: 'Test Cup',
        cap: 16,
        starts_at: t.starts_at.toISOString(),
        status: 'live',
        seeding: null,
      },
      registrations: t.ids.map((id, i) => ({
        id,
        minecraft_username: `Seed0${i + 1}`,
        registration_slot: i + 1,
      })),
      seeds: [],
      matches: [],
    });
    expect(JSON.stringify(body)).not.toContain('@example.com');
  });

  it('answers 404 for drafts, unknown and malformed slugs', async () => {
    const draft = await createTournament(app, { status: 'draft' });
    for (const slug of [draft.slug, 'no-such-cup', 'Not_A_Slug']) {
      expect((await call(null, 'GET', `/api/tournaments/${slug}/bracket`)).status).toBe(404);
    }
  });
});

describe('POST /api/tournaments/:slug/bracket', () => {
  it('is for staff: 401 for visitors, 403 with a reason for players', async () => {
    const t = await startedCup(4);
    expect((await generate(null, t.slug)).status).toBe(401);
    const refused = await generate(player, t.slug);
    expect(refused.status).toBe(403);
    expect((refused.body as unknown as Failure).error.message).toBe(
      'Only tournament staff can draw the bracket or record results.',
    );
    expect((await readBracket(app.database.db, t.slug)).matches).toEqual([]);
  });

  it('draws the checked-in players in slot order, once', async () => {
    const t = await startedCup(13, { absent: [2] });
    const { status, body } = await generate(staff, t.slug);
    expect(status).toBe(201);
    // Twelve checked in (slot 2 did not): seeds are slots 1, 3, 4 … 13 in order, no play-in.
    const seeds = t.ids.filter((_, i) => i !== 1);
    expect(body.matches.some((m) => m.round_number === 0)).toBe(false);
    expect([match(body, 1, 1).player1_id, match(body, 1, 1).player2_id]).toEqual([seeds[0], seeds[11]]);
    expect([match(body, 1, 6).player1_id, match(body, 1, 6).player2_id]).toEqual([seeds[5], seeds[6]]);
    expect(body.matches.map((m) => `${m.round_number}.${m.match_number}`)).toEqual([
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
    const [row] = await app.database.db.select().from(tournaments).where(eq(tournaments.id, t.id));
    expect(row!.bracket_generated_at).not.toBeNull();

    const again = await generate(staff, t.slug);
    expect(again.status).toBe(409);
    expect((again.body as unknown as Failure).error.code).toBe('bracket_exists');
    expect(
      await app.database.db.select().from(tournamentMatches).where(eq(tournamentMatches.tournament_id, t.id)),
    ).toHaveLength(13);
  });

  it('draws once when two staff members ask at the same time', async () => {
    const t = await startedCup(5);
    const answers = await Promise.all([generate(staff, t.slug), generate(staff, t.slug)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(
      await app.database.db.select().from(tournamentMatches).where(eq(tournamentMatches.tournament_id, t.id)),
    ).toHaveLength(13);
  });

  it('adds a play-in round for 13-16 players and byes for fewer than 12', async () => {
    const big = (await generate(staff, (await startedCup(16)).slug)).body;
    expect(big.matches.filter((m) => m.round_number === 0)).toHaveLength(4);
    const small = (await generate(staff, (await startedCup(7)).slug)).body;
    expect(small.matches.filter((m) => m.round_number === 1 && m.is_bye)).toHaveLength(5);
  });

  it('settles the start first: no-shows stay out', async () => {
    const t = await startedCup(4, { absent: [4], status: 'closed' });
    const { status, body } = await generate(staff, t.slug);
    expect(status).toBe(201);
    expect(body.tournament.status).toBe('live');
    expect(body.registrations.map((r) => r.id)).toEqual(t.ids.slice(0, 3));
    expect(body.matches.flatMap((m) => [m.player1_id, m.player2_id])).not.toContain(t.ids[3]);
  });

  it('refuses before the start and with fewer than two checked-in players', async () => {
    const early = await createTournament(app, { status: 'closed', starts_at: new Date(Date.now() + HOUR) });
    const notYet = await generate(staff, early.slug);
    expect(notYet.status).toBe(409);
    expect((notYet.body as unknown as Failure).error.code).toBe('not_started');
    const lonely = await generate(staff, (await startedCup(2, { absent: [2] })).slug);
    expect(lonely.status).toBe(409);
    expect((lonely.body as unknown as Failure).error.message).toBe(
      'At least two checked-in players are needed to draw a bracket.',
    );
  });
});

describe('POST /api/tournaments/:slug/matches/:round/:match/result', () => {
  it('is for staff, and the winner advances into the next match', async () => {
    const t = await startedCup(12);
    await generate(staff, t.slug);
    const [p1, , , , , , , , , , , p12] = t.ids;
    expect((await result(null, t.slug, 1, 1, won(p1!, 2, 0))).status).toBe(401);
    expect((await result(player, t.slug, 1, 1, won(p1!, 2, 0))).status).toBe(403);

    const admin = await createPlayer(app);
    await app.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
    expect((await result(admin, t.slug, 1, 1, won(p1!, 2, 0))).status).toBe(200);

    // Staff correct it: seed 12 won.
    const { status, body } = await result(staff, t.slug, 1, 1, won(p12!, 1, 2));
    expect(status).toBe(200);
    expect(match(body, 1, 1)).toMatchObject({
      match_status: 'completed',
      games_won_p1: 1,
      games_won_p2: 2,
      winner_id: p12,
    });
    expect(match(body, 2, 1)).toMatchObject({ player1_id: p12, player2_id: null, match_status: 'pending' });
  });

  it('refuses results that break the rules, naming why', async () => {
    const t = await startedCup(9);
    await generate(staff, t.slug);
    const [p1, p2] = t.ids;
    const outsider = await result(staff, t.slug, 1, 2, won(p1!, 2, 0));
    expect(outsider.status).toBe(400);
    expect((outsider.body as unknown as Failure).error.message).toBe(
      'The winner must be one of the two players of this match.',
    );
    expect((await result(staff, t.slug, 1, 1, won(p1!, 2, 0))).status).toBe(409); // a bye
    expect((await result(staff, t.slug, 2, 1, won(p1!, 2, 0))).status).toBe(409); // opponent unknown
    expect((await result(staff, t.slug, 7, 1, won(p1!, 2, 0))).status).toBe(404);
    expect((await result(staff, t.slug, 1, 9, won(p1!, 2, 0))).status).toBe(404);
    const badGames = await result(staff, t.slug, 1, 2, { games_won_p1: 3, games_won_p2: 0, winner_id: p2 });
    expect(badGames.status).toBe(400);
    const notDrawn = await startedCup(2);
    expect((await result(staff, notDrawn.slug, 4, 1, won(p1!, 2, 0))).status).toBe(409);
  });

  it('loses no result when the matches feeding the same matches are reported at once', async () => {
    const t = await startedCup(12);
    await generate(staff, t.slug);
    const seed = (s: number) => t.ids[s - 1]!;
    // Round 1 pairs 1 v 12, 4 v 9, 2 v 11, 5 v 8, 3 v 10, 6 v 7: all six reported together.
    const winners = [12, 4, 11, 5, 10, 6];
    const answers = await Promise.all(
      winners.map((s, i) =>
        result(staff, t.slug, 1, i + 1, {
          ...won(seed(s), 2, 1),
          games_won_p1: i % 2 ? 2 : 1,
          games_won_p2: i % 2 ? 1 : 2,
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const bracket = await readBracket(app.database.db, t.slug);
    expect([1, 2, 3].map((m) => [match(bracket, 2, m).player1_id, match(bracket, 2, m).player2_id])).toEqual([
      [seed(12), seed(4)],
      [seed(11), seed(5)],
      [seed(10), seed(6)],
    ]);
  });

  it('re-flows a correction: later matches holding the old winner are reset with the new one', async () => {
    const t = await startedCup(12);
    await generate(staff, t.slug);
    const seed = (s: number) => t.ids[s - 1]!;
    await result(staff, t.slug, 1, 1, won(seed(1), 2, 0));
    await result(staff, t.slug, 1, 2, won(seed(4), 2, 1));
    const groupFinal = await result(staff, t.slug, 2, 1, {
      ...won(seed(1), 1, 0),
      winner_id: null,
      status: 'in_progress',
    });
    expect(match(groupFinal.body, 2, 1)).toMatchObject({ match_status: 'in_progress', games_won_p1: 1 });
    await result(staff, t.slug, 2, 1, won(seed(1), 2, 1));
    expect(match(await readBracket(app.database.db, t.slug), 4, 1).player1_id).toBe(seed(1));

    const { body } = await result(staff, t.slug, 1, 1, won(seed(12), 0, 2));
    expect(match(body, 1, 1)).toMatchObject({ winner_id: seed(12), games_won_p2: 2 });
    expect(match(body, 2, 1)).toMatchObject({
      player1_id: seed(12),
      player2_id: seed(4),
      match_status: 'pending',
      winner_id: null,
      games_won_p1: 0,
      games_won_p2: 0,
    });
    expect(match(body, 4, 1)).toMatchObject({ player1_id: null, match_status: 'pending' });
    expect(match(body, 1, 2)).toMatchObject({ match_status: 'completed', winner_id: seed(4) });
  });

  it('draws Redemption Road with the given randomness and finishes the tournament at the grand final', async () => {
    const t = await startedCup(12);
    const db = app.database.db;
    await generateBracket(db, t.slug, new Date());
    const seed = (s: number) => t.ids[s - 1]!;
    const play = async (round: number, number: number, winner: string, random?: () => number) => {
      const b = await readBracket(db, t.slug);
      const m = match(b, round, number);
      const first = m.player1_id === winner;
      return recordMatchResult(
        db,
        {
          slug: t.slug,
          round,
          match: number,
          games_won_p1: first ? 2 : 0,
          games_won_p2: first ? 0 : 2,
          status: 'completed',
          winner: { registrationId: winner },
        },
        random,
      );
    };
    for (const [m, s] of [
      [1, 1],
      [2, 4],
      [3, 2],
      [4, 5],
      [5, 3],
      [6, 6],
    ] as const)
      await play(1, m, seed(s));
    await play(2, 1, seed(1));
    await play(2, 2, seed(2));
    // The pool, in match order: 12, 9, 11, 8, 10, 7 (round 1), then 4, 5, 6 (round 2). 0.95 picks the last.
    const last = await play(2, 3, seed(3), () => 0.95);
    expect(last.next).toEqual({ round: 4, match: 2, slot: 1 });
    let bracket = await readBracket(db, t.slug);
    expect(match(bracket, 3, 1)).toMatchObject({
      player1_id: seed(6),
      winner_id: seed(6),
      match_status: 'completed',
    });
    expect(match(bracket, 4, 2)).toMatchObject({ player1_id: seed(3), player2_id: seed(6) });

    await play(4, 1, seed(2));
    await play(4, 2, seed(6));
    const final = await play(5, 1, seed(6));
    expect(final).toMatchObject({ next: null, winnerName: 'Seed06', championName: 'Seed06' });
    bracket = await readBracket(db, t.slug);
    expect(bracket.tournament.status).toBe('completed');
    // A correction of the final reopens nothing but the title.
    await play(5, 1, seed(2));
    expect((await readBracket(db, t.slug)).tournament.status).toBe('completed');
    expect(match(await readBracket(db, t.slug), 5, 1).winner_id).toBe(seed(2));
  });

  it('announces each change on the live stream, and the public read follows', async () => {
    const t = await startedCup(4);
    await generate(staff, t.slug);
    const before = await call(null, 'GET', `/api/tournaments/${t.slug}/bracket`);
    expect(match(before.body, 2, 1).match_status).toBe('pending');
    const live = await app.rawRequest('/api/live?topics=tournament_matches');
    const sse = readSse(live.body as ReadableStream<Uint8Array>);
    try {
      await sse.next((m) => m.event === 'ready');
      const m = match(before.body, 2, 1);
      await result(staff, t.slug, 2, 1, won(m.player1_id!, 2, 0));
      const change = await sse.next((msg) => msg.event === 'change');
      expect(liveChange.parse(JSON.parse(change.data))).toMatchObject({
        topic: 'tournament_matches',
        id: t.id,
      });
      const after = await call(null, 'GET', `/api/tournaments/${t.slug}/bracket`);
      expect(match(after.body, 2, 1)).toMatchObject({ match_status: 'completed', winner_id: m.player1_id });
    } finally {
      await sse.close();
    }
  });
});
