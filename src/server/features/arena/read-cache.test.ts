import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import type { LiveChange, LiveTopic } from '../../../shared/arena/types';
import type { AppEnv } from '../../context';
import { parseEnv } from '../../env';
import { createLogger } from '../../lib/logger';
import type { LiveHub } from '../live';
import { createReadCache } from './read-cache';

function fakeHub() {
  let live = true;
  const stateHandlers = new Set<(live: boolean) => void>();
  const handlers = new Set<(change: LiveChange) => void>();
  const hub = {
    subscribe: async (_topics: readonly LiveTopic[], handler: (change: LiveChange) => void) => {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    isLive: () => live,
    onState: (handler: (live: boolean) => void) => {
      stateHandlers.add(handler);
      return () => stateHandlers.delete(handler);
    },
  } as unknown as LiveHub;
  const setLive = (value: boolean) => {
    live = value;
    for (const handler of stateHandlers) handler(value);
  };
  /** A change heard by every instance's subscribers (here, the cache's). */
  const emit = (topic: LiveTopic) => {
    for (const handler of handlers) handler({ topic, op: 'UPDATE', id: 'x' });
  };
  return { hub, setLive, emit };
}

describe('arena read cache', () => {
  const deps = { env: parseEnv({ ARENA_CACHE_SECONDS: '60' }), logger: createLogger('silent') };

  it('serves nothing from the cache while notifications are down, and forgets it all on return', async () => {
    const { hub, setLive } = fakeHub();
    const cache = createReadCache(deps, hub);
    let version = 0;
    const read = async () =>
      JSON.parse(
        Buffer.from(await cache.json('k', ['matches'], z.number(), async () => ++version)).toString(),
      );

    expect(await read()).toBe(1);
    expect(await read()).toBe(1);
    setLive(false);
    expect(await read()).toBe(2);
    expect(await read()).toBe(3);
    setLive(true);
    expect(await read()).toBe(4);
    expect(await read()).toBe(4);
  });
});

describe('the addresses a live change carries versions for', () => {
  const deps = { env: parseEnv({ ARENA_CACHE_SECONDS: '60' }), logger: createLogger('silent') };
  afterEach(() => vi.useRealTimers());

  /** The arena's three public reads over one cache; the answer is the same whatever the query. */
  function arena() {
    const cache = createReadCache(deps, fakeHub().hub);
    const app = new Hono<AppEnv>();
    // As in the app: an anonymous ask of an address already served is answered before the routes.
    app.use('/api/*', cache.answerCached());
    const serve = (path: string, key: (query: Record<string, string>) => string, topics: LiveTopic[]) =>
      app.get(path, (c) => cache.answer(c, key(c.req.query()), topics, z.string(), async () => 'x', {}));
    serve('/api/arena/leaders', () => 'leaders', ['gym_leaders']);
    serve('/api/arena/matches', () => 'matches', ['matches', 'gym_leaders']);
    serve('/api/arena/leaderboard', (q) => `leaderboard:${q.offset ?? 0}`, ['elo_ratings']);
    const ask = async (address: string) => expect((await app.request(address)).status).toBe(200);
    const versioned = async (topic: LiveTopic) => Object.keys((await cache.versionsAfter(topic)) ?? {});
    return { ask, versioned };
  }

  /** Asks for the addresses a second apart, as readers do. */
  async function askInTurn(ask: (address: string) => Promise<void>, addresses: string[]) {
    for (const address of addresses) {
      vi.advanceTimersByTime(1_000);
      await ask(address);
    }
  }

  const pages = (from: number, count: number) =>
    Array.from({ length: count }, (_, i) => `/api/arena/leaderboard?offset=${(from + i) * 50}`);

  it("keeps the home page's ladder while a client pages through the ladder after it", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { ask, versioned } = arena();
    const home = '/api/arena/leaderboard?limit=10';
    await askInTurn(ask, [home, home, home, home, home]);
    await askInTurn(ask, pages(1, 20));
    const addresses = await versioned('elo_ratings');
    expect(addresses).toContain(home);
    // Each is a read per change: the pages get few.
    expect(addresses.length).toBeLessThanOrEqual(4);
  });

  it('keeps other paths when one path is asked with many queries', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { ask, versioned } = arena();
    await ask('/api/arena/matches');
    await askInTurn(
      ask,
      Array.from({ length: 20 }, (_, i) => `/api/arena/leaders?t=${i}`),
    );
    expect(await versioned('gym_leaders')).toContain('/api/arena/matches');
  });

  it('still prefers what was asked lately to what was asked often long ago', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { ask, versioned } = arena();
    const earlier = pages(1, 4);
    await askInTurn(ask, [...earlier, ...earlier, ...earlier]);
    vi.advanceTimersByTime(4 * 60_000);
    const later = pages(10, 4);
    await askInTurn(ask, later);
    expect((await versioned('elo_ratings')).sort()).toEqual(later.sort());
  });

  it('remembers how often the usual addresses are asked through a flood of new ones', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { ask, versioned } = arena();
    const home = '/api/arena/leaderboard';
    await askInTurn(ask, [home, home, home]);
    for (const address of pages(1, 1_200)) await ask(address);
    expect(await versioned('elo_ratings')).toContain(home);
  });
});

describe("the versions a stream's ready names", () => {
  const deps = { env: parseEnv({ ARENA_CACHE_SECONDS: '60' }), logger: createLogger('silent') };
  const MATCHES = '/api/arena/matches';
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
  afterEach(() => vi.useRealTimers());

  /** The ticker's read (it names each match's leader), whose load the test may hold back. */
  function ticker() {
    const { hub, emit } = fakeHub();
    const cache = createReadCache(deps, hub);
    let read = 0;
    let held: Promise<void> | undefined;
    const app = new Hono<AppEnv>().get(MATCHES, (c) =>
      cache.answer(
        c,
        'matches',
        ['matches', 'gym_leaders'],
        z.string(),
        async () => {
          const answer = `read ${++read}`;
          await held;
          return answer;
        },
        {},
      ),
    );
    /** The version the reader of the ticker holds after asking. */
    const ask = async () => {
      const response = await app.request(MATCHES);
      expect(response.status).toBe(200);
      return response.headers.get('etag')?.slice(2);
    };
    const hold = () => {
      let release = () => {};
      held = new Promise((resolve) => {
        release = resolve;
      });
      return () => {
        held = undefined;
        release();
      };
    };
    return { cache, emit, ask, hold, reads: () => read };
  }

  it('does not name an answer whose read was under way when a change came', async () => {
    const { cache, emit, ask, hold, reads } = ticker();
    await ask();
    emit('matches');
    const release = hold();
    const asked = ask();
    await expect.poll(reads).toBe(2);
    // The read began before this change, so what it gives may predate it.
    emit('matches');
    release();
    const stale = await asked;
    expect(stale).toBeDefined();
    expect(cache.versionsNow(['matches'])?.[MATCHES]).toBeUndefined();
    // Read again once the change is heard, it is current and named.
    const fresh = await ask();
    expect(fresh).not.toBe(stale);
    // Past the second a ready's versions are reused for.
    vi.advanceTimersByTime(1_000);
    expect(cache.versionsNow(['matches'])?.[MATCHES]).toBe(fresh);
  });

  it('does not name an answer again once a change of any topic it is read from retired it', async () => {
    const { cache, emit, ask } = ticker();
    const held = await ask();
    expect(cache.versionsNow(['gym_leaders'])?.[MATCHES]).toBe(held);
    // A new match: the stream of leaders alone does not hear it, but the ticker's answer changed.
    emit('matches');
    expect(cache.versionsNow(['gym_leaders'])?.[MATCHES]).toBeUndefined();
    const fresh = await ask();
    vi.advanceTimersByTime(1_000);
    expect(cache.versionsNow(['gym_leaders'])?.[MATCHES]).toBe(fresh);
  });
});
