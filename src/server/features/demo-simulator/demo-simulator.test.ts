import { randomUUID } from 'node:crypto';
import { getEventListeners } from 'node:events';
import { eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { deliveries, eloRatings, gameServers, gymLeaders, matches } from '../../db/schema';
import { seedDemoData } from '../../db/seed';
import { createTestApp, TEST_ORIGIN, type TestApp, type TestBrowser } from '../../test/test-app';
import { queueDelivery } from '../bridge';
import { nextStatus, runGameSimulation } from './game-simulator';
import { startDemoSimulator } from './start';
import { STRANDED_BATTLE_MS } from './stranded-battles';

describe('nextStatus', () => {
  it('never leaves three or fewer leaders online', () => {
    const statuses = new Map([
      ['a', 'online' as const],
      ['b', 'busy' as const],
      ['c', 'online' as const],
      ['d', 'online' as const],
    ]);
    expect(nextStatus(statuses, () => 0.99)).toBe('online');
    expect(nextStatus(statuses, () => 0.6)).toBe('online');
    statuses.set('b', 'online');
    expect(nextStatus(statuses, () => 0.99)).toBe('offline');
    expect(nextStatus(statuses, () => 0.6)).toBe('busy');
    expect(nextStatus(statuses, () => 0.1)).toBe('online');
  });
});

describe('the simulation loop', () => {
  it('leaves no listener on its stop signal from one round to the next', async () => {
    // The server's simulator runs for days on one signal: a listener per round would pile up.
    const controller = new AbortController();
    const rounds = 15;
    let listenersAtLastRound: number | undefined;
    let round = 0;
    // A game site with no leaders and no players: each round is one call for deliveries.
    const answers: Record<string, unknown> = {
      '/api/game/v1/heartbeat': { server: 'test' },
      '/api/arena/leaders': { leaders: [] },
      '/api/arena/leaderboard': { entries: [] },
      '/api/game/v1/deliveries': { deliveries: [] },
    };
    const fakeSite: typeof fetch = async (input) => {
      const path = new URL(String(input)).pathname;
      if (path === '/api/game/v1/deliveries' && ++round === rounds) {
        listenersAtLastRound = getEventListeners(controller.signal, 'abort').length;
        controller.abort();
      }
      return Response.json(answers[path] ?? {});
    };
    await runGameSimulation({
      baseUrl: 'http://site.invalid',
      token: 'gst_test',
      intervalMs: 1,
      presenceTimeoutMs: 60_000,
      signal: controller.signal,
      fetch: fakeSite,
      log: { info: () => {}, warn: () => {} },
    });
    expect(round).toBe(rounds);
    expect(listenersAtLastRound).toBe(0);
  });
});

describe('demo simulator', () => {
  let app: TestApp & TestBrowser;
  beforeAll(async () => {
    // The shortest lease: on a loaded machine an acknowledgement can time out, and the simulator
    // then runs the delivery again once its lease ends, inside the wait below.
    app = await createTestApp({
      DEMO_SIMULATOR_INTERVAL_SECONDS: '1',
      SEED_DEMO_DATA: 'always',
      DELIVERY_LEASE_SECONDS: '10',
    });
    await seedDemoData(app.deps);
  });
  afterAll(() => app?.close());

  it('plays the game server through the bridge: presence, battles and deliveries', async () => {
    const { db } = app.database;
    const [rated] = await db.select({ uuid: eloRatings.player_uuid }).from(eloRatings).limit(1);
    const delivery = await queueDelivery(db, {
      idempotencyKey: 'simulator-test',
      playerUuid: rated!.uuid,
      command: 'say hello',
      requireOnline: true,
      source: 'test',
    });
    // All the leaders go quiet, as after a restart with nobody reporting.
    await db.update(gymLeaders).set({ status: 'offline' });
    const before = await db.select({ id: matches.id }).from(matches);

    // The simulator calls the app over HTTP; here that HTTP is the app's own request handler.
    const fetchApp: typeof fetch = (input, init) => {
      const url = new URL(String(input));
      return app.rawRequest(`${url.pathname}${url.search}`, init);
    };
    const stop = await startDemoSimulator({ ...app.deps, fetch: fetchApp }, TEST_ORIGIN);
    try {
      await vi.waitFor(
        async () => {
          const live = await db
            .select({ id: gymLeaders.id })
            .from(gymLeaders)
            .where(inArray(gymLeaders.status, ['online', 'busy']));
          expect(live.length).toBeGreaterThanOrEqual(1);
          const finished = await db
            .select({ id: matches.id })
            .from(matches)
            .where(isNotNull(matches.winner_uuid));
          const known = new Set(before.map((m) => m.id));
          expect(finished.some((m) => !known.has(m.id))).toBe(true);
          const [row] = await db.select().from(deliveries).where(eq(deliveries.id, delivery.id));
          expect(row?.status).toBe('delivered');
        },
        { timeout: 25_000, interval: 250 },
      );
    } finally {
      stop();
    }
    const [server] = await db.select().from(gameServers).where(eq(gameServers.name, 'demo-simulator'));
    expect(server?.last_seen_at).not.toBeNull();
  }, 30_000);

  it('abandons battles it did not start once they are older than its own ever last', async () => {
    const { db } = app.database;
    const externalId = `left-open-${randomUUID()}`;
    const fresh = `fresh-${randomUUID()}`;
    const open = (id: string, ageMs: number) => ({
      external_id: id,
      started_at: new Date(Date.now() - ageMs),
      leader_uuid: randomUUID(),
      challenger_uuid: randomUUID(),
    });
    await db.insert(matches).values([open(externalId, STRANDED_BATTLE_MS + 60_000), open(fresh, 10_000)]);
    const fetchApp: typeof fetch = (input, init) => {
      const url = new URL(String(input));
      return app.rawRequest(`${url.pathname}${url.search}`, init);
    };
    const stop = await startDemoSimulator({ ...app.deps, fetch: fetchApp }, TEST_ORIGIN);
    try {
      await vi.waitFor(
        async () => {
          const [row] = await db.select().from(matches).where(eq(matches.external_id, externalId));
          expect(row).toMatchObject({ result: 'Abandoned', winner_uuid: null, leader_delta: null });
          expect(row?.ended_at).not.toBeNull();
        },
        { timeout: 15_000, interval: 250 },
      );
    } finally {
      stop();
    }
    const [young] = await db.select().from(matches).where(eq(matches.external_id, fresh));
    expect(young?.ended_at).toBeNull();
  }, 20_000);
});
