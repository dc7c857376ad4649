import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveChange } from '../../../shared/arena/types';
import { SEASON1_GYM_TYPES } from '../../../shared/bridge/season';
import { seasonProgressionResponse } from '../../../shared/season/progression';
import { players, season1Progression } from '../../db/schema';
import { readSse } from '../../test/sse-reader';
import { createTestApp, type TestApp, type TestBrowser } from '../../test/test-app';
import { demoAccountIds, seedDemoAccounts } from '../auth';
import { createGameServer } from '../bridge';
import { DEMO_SEASON_PLAYERS, seedSeason } from './seed';

let app: TestApp & TestBrowser;
let token: string;

beforeAll(async () => {
  app = await createTestApp();
  token = (await createGameServer(app.database.db, 'season-1')).token;
});
afterAll(async () => {
  await app?.close();
});

async function progression(on: TestBrowser = app) {
  const response = await on.request('/api/season/progression');
  expect(response.status).toBe(200);
  return {
    cacheControl: response.headers.get('cache-control'),
    players: seasonProgressionResponse.parse(await response.json()).players,
  };
}

const award = (body: unknown) =>
  app.rawRequest('/api/game/v1/season/badges', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const uuid = (n: number) => `5ea5e000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('GET /api/season/progression', () => {
  it('answers an empty list before anyone has started, revalidated on every read', async () => {
    const fresh = await createTestApp();
    try {
      const { players: list, cacheControl } = await progression(fresh);
      expect(list).toEqual([]);
      expect(cacheControl).toBe('no-cache');
    } finally {
      await fresh.close();
    }
  });

  it('lists rows in the order players started, named by their in-game name, else their username', async () => {
    const { db } = app.database;
    await db.insert(players).values([
      { uuid: uuid(1), username: 'late_site_name', mc_username: 'LateStarter' },
      { uuid: uuid(2), username: 'only_a_username', mc_username: null },
    ]);
    await db.insert(season1Progression).values([
      // Inserted out of order: the list follows created_at, not insertion.
      { player_uuid: uuid(1), water_badge: true, created_at: new Date('2025-10-20T10:00:00Z') },
      { player_uuid: uuid(2), champion: true, created_at: new Date('2025-10-02T10:00:00Z') },
      // No players row at all: the game server never named this player.
      {
        player_uuid: uuid(3),
        fire_badge: true,
        dark_badge: true,
        created_at: new Date('2025-10-10T10:00:00Z'),
      },
    ]);
    const mine = (await progression()).players.filter((p) => [uuid(1), uuid(2), uuid(3)].includes(p.uuid));
    expect(mine.map((p) => [p.uuid, p.name])).toEqual([
      [uuid(2), 'only_a_username'],
      [uuid(3), null],
      [uuid(1), 'LateStarter'],
    ]);
    const [first, unnamed, last] = mine;
    expect(first).toMatchObject({ champion: true, badge_count: 0, percent: 0 });
    expect(unnamed).toMatchObject({ champion: false, badge_count: 2, percent: (2 / 9) * 100 });
    expect(unnamed?.badges.map((b) => b.type)).toEqual([...SEASON1_GYM_TYPES]);
    expect(unnamed?.badges.filter((b) => b.earned).map((b) => b.type)).toEqual(['fire', 'dark']);
    expect(last?.badges.find((b) => b.type === 'water')?.earned).toBe(true);
  });

  it('shows a badge the game server awards, and announces it on the live stream', async () => {
    const live = await app.rawRequest('/api/live?topics=season1_progression');
    const sse = readSse(live.body as ReadableStream<Uint8Array>);
    try {
      await sse.next((m) => m.event === 'ready');
      const response = await award({ player_uuid: uuid(10), player_name: 'BadgeHunter', badge: 'ghost' });
      expect(response.status).toBe(200);
      const change = await sse.next((m) => m.event === 'change');
      expect(liveChange.parse(JSON.parse(change.data)).topic).toBe('season1_progression');
    } finally {
      await sse.close();
    }
    await award({ player_uuid: uuid(10), badge: 'steel' });
    await award({ player_uuid: uuid(10), badge: 'champion' });
    const hunter = (await progression()).players.find((p) => p.uuid === uuid(10));
    expect(hunter).toMatchObject({ name: 'BadgeHunter', champion: true, badge_count: 2 });
    expect(hunter?.badges.filter((b) => b.earned).map((b) => b.type)).toEqual(['ghost', 'steel']);
    // A staff correction takes a badge away again.
    await award({ player_uuid: uuid(10), badge: 'ghost', awarded: false });
    const corrected = (await progression()).players.find((p) => p.uuid === uuid(10));
    expect(corrected?.badge_count).toBe(1);
  });
});

describe('demo season progress', () => {
  it('seeds a handful of players with one champion, AshTrainer included, once', async () => {
    const demo = await createTestApp();
    try {
      const { db } = demo.database;
      await seedDemoAccounts(demo.deps);
      // What the arena seed does: AshTrainer's account is linked to a Minecraft uuid.
      const ash = (await demoAccountIds(db)).get('AshTrainer');
      await db
        .update(players)
        .set({ uuid: uuid(99), mc_username: 'AshTrainer' })
        .where(eq(players.id, ash!.playerId));

      await seedSeason(demo.deps);
      await seedSeason(demo.deps);
      const list = (await progression(demo)).players;
      expect(list.map((p) => p.name)).toEqual(DEMO_SEASON_PLAYERS.map((p) => p.name));
      expect(list.filter((p) => p.champion).map((p) => [p.name, p.badge_count])).toEqual([
        ['PixelPaladin', 9],
      ]);
      expect(list.find((p) => p.name === 'AshTrainer')).toMatchObject({ uuid: uuid(99), badge_count: 3 });
      expect(new Set(list.map((p) => p.badge_count)).size).toBeGreaterThan(3);
    } finally {
      await demo.close();
    }
  });
});
