import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeaderboardPage } from '../../../shared/arena/types';
import { matchReportResponse } from '../../../shared/bridge/api';
import { eloRatings, gymLeaders, matches, players, season1Progression } from '../../db/schema';
import { signedInAccount, uniqueSuffix } from '../../test/accounts';
import { createTestApp, type TestApp, type TestBrowser } from '../../test/test-app';
import { createGameServer } from './game-servers';
import { expireStalePresence } from './presence';

let app: TestApp & TestBrowser;
let token: string;
const LEADER = '10000000-0000-4000-8000-000000000001';
const CHALLENGER = '10000000-0000-4000-8000-000000000002';
let leaderId: string;

beforeAll(async () => {
  app = await createTestApp({ LEADER_PRESENCE_TIMEOUT_SECONDS: '60' });
  token = (await createGameServer(app.database.db, 'arena-1')).token;
  const [player] = await app.database.db
    .insert(players)
    .values({ uuid: LEADER, username: 'BrockRock', mc_username: 'BrockRock' })
    .returning();
  const [leader] = await app.database.db
    .insert(gymLeaders)
    .values({ display_name: 'Brock', element: 'rock', player_id: player!.id })
    .returning();
  leaderId = leader!.id;
});
afterAll(() => app?.close());

const post = async (path: string, body: unknown) => {
  const res = await app.rawRequest(`/api/game/v1${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

const rating = async (uuid: string) =>
  (await app.database.db.select().from(eloRatings).where(eq(eloRatings.player_uuid, uuid)))[0];

const battle = (
  id: string,
  winner: string | undefined,
  extra: Record<string, unknown> = {},
  pair: { leader: string; challenger: string } = { leader: LEADER, challenger: CHALLENGER },
) => ({
  match_id: id,
  gym_id: 'rock-gym',
  leader_uuid: pair.leader,
  challenger_uuid: pair.challenger,
  challenger_name: 'AshK',
  started_at: '2025-10-05T18:00:00Z',
  ended_at: '2025-10-05T18:20:00Z',
  winner_uuid: winner,
  ...extra,
});

/** A leader and a challenger of their own, so each test starts from unrated players in any order. */
async function freshPair() {
  const leader = crypto.randomUUID();
  const challenger = crypto.randomUUID();
  const name = `Leader${leader.slice(0, 8)}`;
  const [player] = await app.database.db
    .insert(players)
    .values({ uuid: leader, username: name, mc_username: name })
    .returning();
  const [row] = await app.database.db
    .insert(gymLeaders)
    .values({ display_name: name, element: 'rock', player_id: player!.id })
    .returning();
  return { leader, challenger, leaderId: row!.id };
}

describe('match reports', () => {
  it('records a running match, then finishes it with Elo, streaks and the leader record', async () => {
    const pair = await freshPair();
    const { ended_at: _e, winner_uuid: _w, ...running } = battle('m-1', pair.leader, {}, pair);
    const started = await post('/matches', running);
    expect(started.body).toMatchObject({ state: 'in_progress', applied: true, leader_delta: null });
    const finished = await post('/matches', battle('m-1', pair.leader, {}, pair));
    expect(finished.body).toMatchObject({
      state: 'finished',
      applied: true,
      leader_delta: 25,
      challenger_delta: -25,
    });
    expect(matchReportResponse.safeParse(finished.body).success).toBe(true);
    expect(await rating(pair.leader)).toMatchObject({ rating: 1025, wins: 1, losses: 0, streak: 1 });
    expect(await rating(pair.challenger)).toMatchObject({ rating: 975, wins: 0, losses: 1, streak: -1 });
    const [leader] = await app.database.db.select().from(gymLeaders).where(eq(gymLeaders.id, pair.leaderId));
    expect(leader).toMatchObject({ win_rate: 1, badges_awarded: 0 });
    const [named] = await app.database.db.select().from(players).where(eq(players.uuid, pair.challenger));
    expect(named!.mc_username).toBe('AshK');
  });

  it('changes nothing when the same finished match is reported again, even concurrently', async () => {
    const pair = await freshPair();
    // The leader wins a first match, then the challenger wins the one reported five times.
    expect((await post('/matches', battle('m-2a', pair.leader, {}, pair))).status).toBe(200);
    const before = await rating(pair.challenger);
    const reports = await Promise.all(
      Array.from({ length: 5 }, () => post('/matches', battle('m-2', pair.challenger, {}, pair))),
    );
    expect(reports.filter((r) => r.body.applied === true)).toHaveLength(1);
    expect(reports.every((r) => r.status === 200)).toBe(true);
    const after = await rating(pair.challenger);
    expect(after!.wins).toBe(before!.wins + 1);
    expect(await app.database.db.select().from(matches).where(eq(matches.external_id, 'm-2'))).toHaveLength(
      1,
    );
    const [leader] = await app.database.db.select().from(gymLeaders).where(eq(gymLeaders.id, pair.leaderId));
    expect(leader).toMatchObject({ win_rate: 0.5, badges_awarded: 1 });
    expect(after!.streak).toBe(1);
  });

  it('records a battle without a winner without touching ratings', async () => {
    const before = await rating(LEADER);
    const res = await post('/matches', { ...battle('m-3', LEADER), winner_uuid: undefined, result: 'draw' });
    expect(res.body).toMatchObject({ state: 'finished', leader_delta: null });
    expect(await rating(LEADER)).toEqual(before);
  });

  it('rejects inconsistent reports with field errors', async () => {
    const res = await post(
      '/matches',
      battle('m-4', '10000000-0000-4000-8000-000000000099', { ended_at: '2025-10-05T17:00:00Z' }),
    );
    expect(res.status).toBe(400);
    expect(Object.keys((res.body.error as { fields: object }).fields).sort()).toEqual([
      'ended_at',
      'winner_uuid',
    ]);
  });
});

describe('in-game names', () => {
  const ladderRow = async (uuid: string) => {
    const res = await app.json('/api/arena/leaderboard?limit=100');
    return (res.body as LeaderboardPage).entries.find((e) => e.player_uuid === uuid);
  };
  const renamed = (id: string, pair: { leader: string; challenger: string }, name: string) =>
    battle(id, pair.challenger, { challenger_name: name }, pair);

  it('follows a rename: the new name has the player page and the ladder row, the old one is gone', async () => {
    const pair = await freshPair();
    const before = `Old${pair.challenger.slice(0, 8)}`;
    const after = `New${pair.challenger.slice(0, 8)}`;
    expect((await post('/matches', renamed(`rn-1-${before}`, pair, before))).status).toBe(200);
    expect((await app.json(`/api/players/${before}`)).status).toBe(200);
    expect((await post('/matches', renamed(`rn-2-${before}`, pair, after))).status).toBe(200);
    const page = await app.json(`/api/players/${after.toLowerCase()}`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ name: after });
    expect((await app.json(`/api/players/${before}`)).status).toBe(404);
    expect(await ladderRow(pair.challenger)).toMatchObject({ username: after, mc_name: after });
  });

  it('takes a name from the account that held it before, whose name is then unknown', async () => {
    const pair = await freshPair();
    const other = crypto.randomUUID();
    const name = `Tk${pair.challenger.slice(0, 8)}`;
    // The other account was seen later under the name, so it was the newest holder of it.
    await app.database.db.insert(players).values({ uuid: other, username: name, mc_username: name });
    expect((await post('/matches', renamed(`tk-1-${name}`, pair, name))).status).toBe(200);
    expect((await app.json(`/api/players/${name}`)).body).toMatchObject({ name });
    const [stale] = await app.database.db.select().from(players).where(eq(players.uuid, other));
    expect(stale!.mc_username).toBeNull();
  });

  it('keeps the site name of a linked account while its in-game name follows the game', async () => {
    const account = await signedInAccount(app, 'player', true);
    const [row] = await app.database.db.select().from(players).where(eq(players.id, account.playerId));
    const pair = { leader: (await freshPair()).leader, challenger: row!.uuid! };
    const after = `Ln${uniqueSuffix()}`.slice(0, 16);
    expect((await post('/matches', renamed(`ln-${after}`, pair, after))).status).toBe(200);
    const [now] = await app.database.db.select().from(players).where(eq(players.id, account.playerId));
    expect(now).toMatchObject({ username: account.name, mc_username: after, auth_user_id: account.id });
  });

  it('renames from a badge award too', async () => {
    const uuid = crypto.randomUUID();
    const before = `Bo${uuid.slice(0, 8)}`;
    const after = `Bn${uuid.slice(0, 8)}`;
    await post('/season/badges', { player_uuid: uuid, player_name: before, badge: 'fire', awarded: true });
    await post('/season/badges', { player_uuid: uuid, player_name: after, badge: 'water', awarded: true });
    const [row] = await app.database.db.select().from(players).where(eq(players.uuid, uuid));
    expect(row).toMatchObject({ username: after, mc_username: after });
  });
});

describe('leader presence', () => {
  it('sets a leader online and back offline after the presence timeout', async () => {
    const res = await post('/presence', { leader_uuid: LEADER, status: 'online', next_available_ts: null });
    expect(res.body).toEqual({ leader_id: leaderId, status: 'online' });
    expect(await expireStalePresence(app.deps)).toBe(0);
    await app.database.db
      .update(gymLeaders)
      .set({ last_active_at: new Date(Date.now() - 61_000) })
      .where(eq(gymLeaders.id, leaderId));
    expect(await expireStalePresence(app.deps)).toBe(1);
    const [leader] = await app.database.db.select().from(gymLeaders).where(eq(gymLeaders.id, leaderId));
    expect(leader!.status).toBe('offline');
  });

  it('writes a repeated heartbeat at most every 30 s, so live pages are not woken each time', async () => {
    await post('/presence', { leader_uuid: LEADER, status: 'busy' });
    const [first] = await app.database.db.select().from(gymLeaders).where(eq(gymLeaders.id, leaderId));
    await post('/presence', { leader_uuid: LEADER, status: 'busy' });
    const [second] = await app.database.db.select().from(gymLeaders).where(eq(gymLeaders.id, leaderId));
    expect(second!.updated_at).toEqual(first!.updated_at);
    await post('/presence', { leader_uuid: LEADER, status: 'online' });
    const [third] = await app.database.db.select().from(gymLeaders).where(eq(gymLeaders.id, leaderId));
    expect(third!.status).toBe('online');
  });

  it('404s for a Minecraft account that is no gym leader', async () => {
    expect((await post('/presence', { leader_uuid: CHALLENGER, status: 'busy' })).status).toBe(404);
  });
});

describe('season badges', () => {
  it('awards badges and the champion flag idempotently', async () => {
    expect((await post('/season/badges', { player_uuid: CHALLENGER, badge: 'fire' })).body).toEqual({
      player_uuid: CHALLENGER,
      badges: 1,
      champion: false,
    });
    await post('/season/badges', { player_uuid: CHALLENGER, badge: 'fire' });
    await post('/season/badges', { player_uuid: CHALLENGER, badge: 'water' });
    const champion = await post('/season/badges', { player_uuid: CHALLENGER, badge: 'champion' });
    expect(champion.body).toEqual({ player_uuid: CHALLENGER, badges: 2, champion: true });
    const removed = await post('/season/badges', { player_uuid: CHALLENGER, badge: 'water', awarded: false });
    expect(removed.body).toMatchObject({ badges: 1 });
    expect((await post('/season/badges', { player_uuid: CHALLENGER, badge: 'rock' })).status).toBe(400);
    const rows = await app.database.db
      .select()
      .from(season1Progression)
      .where(eq(season1Progression.player_uuid, CHALLENGER));
    expect(rows).toHaveLength(1);
  });
});
