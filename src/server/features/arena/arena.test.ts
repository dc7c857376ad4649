import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_BATTLE_MAX_MS } from '../../../shared/arena/spotlight';
import type {
  ArenaMatch,
  GymLeader,
  LadderEntry,
  LeaderboardPage,
  OwnRank,
} from '../../../shared/arena/types';
import { eloRatings, gymLeaders, matches, players } from '../../db/schema';
import { createTestApp, type TestApp, type TestBrowser } from '../../test/test-app';
import { seedDemoAccounts } from '../auth';
import { DEMO_LADDER_SIZE, DEMO_LEADERS, seedArena } from './seed';

let app: TestApp & TestBrowser;

beforeAll(async () => {
  // These tests write rows and read them straight back; caching has its own test below.
  app = await createTestApp({ ARENA_CACHE_SECONDS: '0' });
  await seedDemoAccounts(app.deps);
  await seedArena(app.deps);
});
afterAll(async () => {
  await app?.close();
});

const RATED = DEMO_LADDER_SIZE + DEMO_LEADERS.length + 1; // ladder, leaders, AshTrainer

async function signIn(username: string) {
  const browser = app.browser();
  expect((await browser.post('/api/auth/demo', { username })).status).toBe(200);
  return browser;
}

async function fullLadder(): Promise<LadderEntry[]> {
  const entries: LadderEntry[] = [];
  for (let offset = 0; ; offset += 100) {
    const { body } = await app.json<LeaderboardPage>(`/api/arena/leaderboard?limit=100&offset=${offset}`);
    entries.push(...body.entries);
    if (body.entries.length < 100) return entries;
  }
}

describe('GET /api/arena/leaders', () => {
  it('lists linked leaders by display name with their Minecraft names', async () => {
    const { status, body } = await app.json<{ leaders: GymLeader[] }>('/api/arena/leaders');
    expect(status).toBe(200);
    const names = body.leaders.map((l) => l.display_name);
    expect(names).toEqual(
      [...DEMO_LEADERS.map((l) => l.display_name)].sort((a, b) => a.localeCompare(b, 'en')),
    );
    const misty = body.leaders.find((l) => l.display_name === 'Misty Tides');
    expect(misty).toMatchObject({ element: 'water', status: 'online', minecraft_username: 'MistyTides' });
    expect(misty?.player_uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(misty?.discord_username).toBeNull();
    expect(body.leaders.every((l) => l.win_rate >= 0 && l.win_rate <= 1)).toBe(true);
  });

  it('hides leaders without a player or whose player has no Minecraft uuid', async () => {
    const [unlinkedPlayer] = await app.database.db
      .insert(players)
      .values({ username: 'NoUuidYet' })
      .returning({ id: players.id });
    await app.database.db
      .insert(gymLeaders)
      .values({ display_name: 'Aaron Unlinked', element: 'bug', player_id: unlinkedPlayer?.id });
    const { body } = await app.json<{ leaders: GymLeader[] }>('/api/arena/leaders');
    const names = body.leaders.map((l) => l.display_name);
    expect(names).not.toContain('Aaron Unlinked');
    expect(names).not.toContain('Glacia Frost');
    expect(body.leaders).toHaveLength(DEMO_LEADERS.length);
  });
});

describe('GET /api/arena/matches', () => {
  it('answers the 10 latest: in progress first, then by end time, with names', async () => {
    const { body } = await app.json<{ matches: ArenaMatch[] }>('/api/arena/matches');
    expect(body.matches).toHaveLength(10);
    const [a, b, ...finished] = body.matches;
    expect([a?.ended_at, b?.ended_at, a?.winner_uuid]).toEqual([null, null, null]);
    const ends = finished.map((m) => Date.parse(m.ended_at as string));
    expect(ends).toEqual([...ends].sort((x, y) => y - x));
    const leaderNames = new Set(DEMO_LEADERS.map((l) => l.display_name));
    expect(body.matches.every((m) => leaderNames.has(m.leader_name ?? ''))).toBe(true);
    expect(body.matches.every((m) => typeof m.challenger_name === 'string')).toBe(true);
  });

  it("falls back to the leader's player name when the player leads no gym", async () => {
    const leader = 'aaaaaaaa-0000-4000-8000-000000000001';
    await app.database.db.insert(players).values({ uuid: leader, username: 'FormerLeader' });
    await app.database.db.insert(matches).values({
      started_at: new Date(),
      leader_uuid: leader,
      challenger_uuid: 'aaaaaaaa-0000-4000-8000-000000000002',
    });
    const { body } = await app.json<{ matches: ArenaMatch[] }>('/api/arena/matches');
    expect(body.matches[0]).toMatchObject({
      leader_name: 'FormerLeader',
      challenger_name: null,
      ended_at: null,
    });
    await app.database.db.delete(matches).where(eq(matches.leader_uuid, leader));
  });

  it('never shows a battle open for longer than any real battle lasts as in progress', async () => {
    const leader = 'aaaaaaaa-0000-4000-8000-000000000003';
    const [stranded] = await app.database.db
      .insert(matches)
      .values({
        external_id: `stranded-${leader}`,
        started_at: new Date(Date.now() - LIVE_BATTLE_MAX_MS - 60_000),
        leader_uuid: leader,
        challenger_uuid: 'aaaaaaaa-0000-4000-8000-000000000004',
      })
      .returning({ id: matches.id });
    const { body } = await app.json<{ matches: ArenaMatch[] }>('/api/arena/matches');
    expect(body.matches.map((m) => m.id)).not.toContain(stranded?.id);
    expect(body.matches).toHaveLength(10);
    await app.database.db.delete(matches).where(eq(matches.leader_uuid, leader));
  });

  it('lists battles that ended in one instant as the player page does, whatever order they were stored in', async () => {
    // A database of its own: the ticker shows the latest battles of all.
    const fresh = await createTestApp({ ARENA_CACHE_SECONDS: '0' });
    try {
      const leader = 'aaaaaaaa-0000-4000-8000-000000000005';
      const challenger = 'aaaaaaaa-0000-4000-8000-000000000006';
      await fresh.database.db.insert(players).values([
        { uuid: leader, username: 'TiedLeader', mc_username: 'TiedLeader' },
        { uuid: challenger, username: 'TiedChallenger', mc_username: 'TiedChallenger' },
      ]);
      const ended = new Date(Date.now() - 60_000);
      // Stored in the opposite order to their ids.
      const ids = ['0', '8', 'f'].map((first) => `${first}aaaaaaa-0000-4000-8000-000000000007`);
      await fresh.database.db.insert(matches).values(
        ids.map((id, i) => ({
          id,
          external_id: `tied-${id}`,
          // Started at different times: only the end orders a finished battle, as on the pages.
          started_at: new Date(ended.getTime() - 600_000 - i * 60_000),
          ended_at: ended,
          leader_uuid: leader,
          challenger_uuid: challenger,
        })),
      );
      const ticker = (await fresh.json<{ matches: ArenaMatch[] }>('/api/arena/matches')).body.matches;
      const page = (await fresh.json<{ recent: { id: string }[] }>('/api/players/TiedChallenger')).body;
      expect(ticker.map((m) => m.id)).toEqual(page.recent.map((m) => m.id));
      expect(ticker.map((m) => m.id)).toEqual([...ids].reverse());
    } finally {
      await fresh.close();
    }
  });
});

describe('GET /api/arena/leaderboard', () => {
  it('pages the ladder by rating, then wins, with the total', async () => {
    const { status, body } = await app.json<LeaderboardPage>('/api/arena/leaderboard');
    expect(status).toBe(200);
    expect(body.total).toBe(RATED);
    expect(body.entries).toHaveLength(50);
    const ladder = await fullLadder();
    expect(ladder).toHaveLength(RATED);
    for (let i = 1; i < ladder.length; i++) {
      const [prev, cur] = [ladder[i - 1] as LadderEntry, ladder[i] as LadderEntry];
      expect(prev.rating > cur.rating || (prev.rating === cur.rating && prev.wins >= cur.wins)).toBe(true);
    }
    expect(ladder[0]).toMatchObject({ rank: 1, tier: 'Champion' });
    expect(ladder.at(-1)?.tier).toBe('Beginner');
  });

  it('gives tied ratings one rank (1 + ratings strictly higher), across page boundaries', async () => {
    const ladder = await fullLadder();
    for (const entry of ladder) {
      expect(entry.rank).toBe(1 + ladder.filter((e) => e.rating > entry.rating).length);
    }
    expect(new Set(ladder.map((e) => e.rank)).size).toBeLessThan(ladder.length);
    // Every page start agrees with the whole ladder, including one that starts inside a tie.
    const tie = ladder.findIndex((e, i) => i > 0 && e.rating === ladder[i - 1]?.rating);
    for (const offset of [tie, 7, 33]) {
      const { body } = await app.json<LeaderboardPage>(`/api/arena/leaderboard?limit=5&offset=${offset}`);
      expect(body.entries.map((e) => [e.player_uuid, e.rank])).toEqual(
        ladder.slice(offset, offset + 5).map((e) => [e.player_uuid, e.rank]),
      );
    }
  });

  it('refuses limits outside 1..100 and bad offsets', async () => {
    for (const query of ['limit=0', 'limit=101', 'limit=abc', 'limit=2.5', 'offset=-1', 'offset=x']) {
      const res = await app.json<{ error: { code: string } }>(`/api/arena/leaderboard?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error.code).toBe('invalid_input');
    }
    expect((await app.json<LeaderboardPage>('/api/arena/leaderboard?limit=100')).body.entries).toHaveLength(
      Math.min(100, RATED),
    );
  });

  it('answers an empty page past the end', async () => {
    const { body } = await app.json<LeaderboardPage>('/api/arena/leaderboard?offset=5000');
    expect(body).toEqual({ total: RATED, entries: [] });
  });
});

describe('GET /api/arena/leaderboard/me', () => {
  it('asks visitors to sign in', async () => {
    expect((await app.json('/api/arena/leaderboard/me')).status).toBe(401);
  });

  it('reports unlinked for an account without a Minecraft uuid', async () => {
    const brock = await signIn('BrockSolid');
    expect((await brock.json<OwnRank>('/api/arena/leaderboard/me')).body).toEqual({ state: 'unlinked' });
  });

  it('reports unrated for a linked player without a rating', async () => {
    const browser = await signIn('FreshLinker');
    await app.database.db
      .update(players)
      .set({ uuid: 'bbbbbbbb-0000-4000-8000-000000000001', mc_username: 'FreshLinker' })
      .where(eq(players.username, 'FreshLinker'));
    expect((await browser.json<OwnRank>('/api/arena/leaderboard/me')).body).toEqual({ state: 'unrated' });
  });

  it('ranks the player like the ladder does, sharing ties', async () => {
    const ash = await signIn('AshTrainer');
    const { body } = await ash.json<OwnRank>('/api/arena/leaderboard/me');
    if (body.state !== 'rated') throw new Error(`expected rated, got ${body.state}`);
    const ladder = await fullLadder();
    expect(body.total).toBe(RATED);
    expect(body.entry).toMatchObject({
      username: 'AshTrainer',
      rating: 1342,
      wins: 18,
      losses: 11,
      streak: 3,
    });
    expect(body.entry.rank).toBe(1 + ladder.filter((e) => e.rating > 1342).length);

    // Someone else reaching the same rating shares the rank; one point more pushes Ash down one.
    const other = ladder.find((e) => e.player_uuid !== body.entry.player_uuid && e.rating < 1342);
    await app.database.db
      .update(eloRatings)
      .set({ rating: 1342 })
      .where(eq(eloRatings.player_uuid, other?.player_uuid as string));
    const tied = (await ash.json<OwnRank>('/api/arena/leaderboard/me')).body;
    expect(tied.state === 'rated' && tied.entry.rank).toBe(body.entry.rank);
    await app.database.db
      .update(eloRatings)
      .set({ rating: sql`1343` })
      .where(eq(eloRatings.player_uuid, other?.player_uuid as string));
    const below = (await ash.json<OwnRank>('/api/arena/leaderboard/me')).body;
    expect(below.state === 'rated' && below.entry.rank).toBe(body.entry.rank + 1);
  });
});

describe('GET /api/community/stats', () => {
  it('counts players, ratings, finished matches and linked leaders', async () => {
    const { status, body } = await app.json<Record<string, number | null>>('/api/community/stats');
    expect(status).toBe(200);
    const [{ n: playerCount } = { n: 0 }] = await app.database.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(players);
    const [{ n: finished } = { n: 0 }] = await app.database.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(matches)
      .where(sql`${matches.ended_at} is not null`);
    expect(body).toEqual({
      players: playerCount,
      rated_players: RATED,
      matches_played: finished,
      gym_leaders: DEMO_LEADERS.length,
      discord_online: null,
    });
  });
});

describe('arena read cache', () => {
  it('reuses answers until a live change on their table retires them', async () => {
    const cached = await createTestApp({ ARENA_CACHE_SECONDS: '300' }, { database: app.database });
    const first = await cached.json<LeaderboardPage>('/api/arena/leaderboard?limit=1');
    const top = first.body.entries[0] as LadderEntry;
    // Player names have no trigger: the cached page keeps the old one...
    await app.database.db
      .update(players)
      .set({ username: 'RenamedChamp' })
      .where(eq(players.uuid, top.player_uuid));
    const again = await cached.json<LeaderboardPage>('/api/arena/leaderboard?limit=1');
    expect(again.body.entries[0]?.username).toBe(top.username);
    // ...until a rating change arrives, which retires every ladder page.
    await app.database.db
      .update(eloRatings)
      .set({ rating: top.rating + 1 })
      .where(eq(eloRatings.player_uuid, top.player_uuid));
    await expect
      .poll(
        async () => (await cached.json<LeaderboardPage>('/api/arena/leaderboard?limit=1')).body.entries[0],
      )
      .toMatchObject({ username: 'RenamedChamp', rating: top.rating + 1 });

    const leaders = await cached.json<{ leaders: GymLeader[] }>('/api/arena/leaders');
    const leader = leaders.body.leaders[0] as GymLeader;
    await app.database.db.update(gymLeaders).set({ status: 'busy' }).where(eq(gymLeaders.id, leader.id));
    await expect
      .poll(
        async () =>
          (await cached.json<{ leaders: GymLeader[] }>('/api/arena/leaders')).body.leaders[0]?.status,
      )
      .toBe('busy');
  });
});
