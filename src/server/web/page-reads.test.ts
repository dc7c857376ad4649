/**
 * A page that shows one thing (a player, a leader, a match, a cup) reads it once per request: its
 * head and its first paint are made from the same read.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FOUNDERS_CUP_SLUG } from '../../shared/tournaments/constants';
import { eloRatings, gymLeaders, matches, matchReplays, players, tournaments } from '../db/schema';
import { miniatureSiteBuild, type SiteBuild } from '../test/site-build';
import { statementsDuring } from '../test/statements';
import { createTestApp, type TestApp, type TestBrowser } from '../test/test-app';

let app: TestApp & TestBrowser;
let build: SiteBuild;
let matchId: string;

const LEADER = 'ab1e0000-0000-4000-8000-00000000a001';
const CHALLENGER = 'ab1e0000-0000-4000-8000-00000000a002';

beforeAll(async () => {
  build = miniatureSiteBuild();
  app = await createTestApp({ STATIC_DIR: build.dir });
  const { db } = app.database;
  const [leader] = await db
    .insert(players)
    .values([
      { uuid: LEADER, username: 'ReadsLeader', mc_username: 'ReadsLeader' },
      { uuid: CHALLENGER, username: 'ReadsChallenger', mc_username: 'ReadsChallenger' },
    ])
    .returning({ id: players.id });
  await db.insert(eloRatings).values({ player_uuid: CHALLENGER, rating: 1234, wins: 2, losses: 1 });
  await db
    .insert(gymLeaders)
    .values({ display_name: 'Reads Leader', element: 'fire', player_id: leader!.id });
  const [match] = await db
    .insert(matches)
    .values({
      started_at: new Date('2026-11-20T18:00:00Z'),
      ended_at: new Date('2026-11-20T18:20:00Z'),
      leader_uuid: LEADER,
      challenger_uuid: CHALLENGER,
      winner_uuid: CHALLENGER,
      loser_uuid: LEADER,
    })
    .returning({ id: matches.id });
  matchId = match!.id;
  await db.insert(matchReplays).values({ match_id: matchId, log: '|player|p1|ReadsLeader||' });
  const cup = {
    format: 'singles' as const,
    status: 'open' as const,
    starts_at: new Date('2030-01-05T18:00:00Z'),
  };
  await db.insert(tournaments).values({ ...cup, slug: 'reads-cup', name: 'Reads Cup' });
  await db
    .insert(tournaments)
    .values({ ...cup, slug: FOUNDERS_CUP_SLUG, name: "Founders' Cup #1" })
    .onConflictDoNothing();
});
afterAll(async () => {
  await app?.close();
  build?.remove();
});

/** The statements sent more than once, each with how often. */
const repeated = (statements: string[]) => {
  const times = new Map<string, number>();
  for (const statement of statements) times.set(statement, (times.get(statement) ?? 0) + 1);
  return [...times].filter(([, n]) => n > 1);
};

describe('a page that shows one thing', () => {
  const pages = () => [
    { address: '/players/ReadsChallenger', title: 'ReadsChallenger · 1234 Elo' },
    { address: '/gym-leaders/reads-leader', title: 'Reads Leader · Fire Gym' },
    { address: `/matches/${matchId}`, title: 'Reads Leader vs ReadsChallenger' },
    { address: '/tournaments/reads-cup', title: 'Reads Cup' },
    { address: '/tournaments/founders-cup-1', title: 'Founders&#39; Cup #1' },
  ];

  it('reads nothing twice for its head and its first paint', async () => {
    for (const { address, title } of pages()) {
      for (const asked of [address, `${address}/`]) {
        let html = '';
        const statements = await statementsDuring(app.database, async () => {
          const res = await app.request(asked);
          expect(res.status, asked).toBe(200);
          html = await res.text();
        });
        // The head and the first paint both came out of the reads.
        expect(html, asked).toContain(`<title>${title} | CobbleClash</title>`);
        expect(html, asked).toContain('<script id="page-data" type="application/json">');
        expect(statements.length, asked).toBeGreaterThan(0);
        expect.soft(repeated(statements), asked).toEqual([]);
      }
    }
  });

  it('still answers 404 for a thing nobody has, from one read', async () => {
    for (const address of [
      '/players/NoSuchReader',
      '/gym-leaders/no-such-reader',
      '/tournaments/no-such-cup',
    ]) {
      const statements = await statementsDuring(app.database, async () => {
        expect((await app.request(address)).status, address).toBe(404);
      });
      expect(repeated(statements), address).toEqual([]);
    }
  });

  it('answers 503 when the database does not answer, where a fixed page is drawn without its data', async () => {
    const client = (app.database.db as unknown as { $client: { query(): unknown } }).$client;
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    const down = vi.spyOn(client, 'query').mockRejectedValue(refused);
    try {
      // Whether the player exists cannot be known: neither a page nor a 404.
      expect((await app.request('/players/ReadsChallenger')).status).toBe(503);
      const doubles = await app.request('/mid-season-doubles');
      expect(doubles.status).toBe(200);
      expect(await doubles.text()).not.toContain('id="page-data"');
    } finally {
      down.mockRestore();
    }
  });
});
