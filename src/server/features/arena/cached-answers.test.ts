import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { LiveChange, LiveTopic } from '../../../shared/arena/types';
import type { AppEnv } from '../../context';
import { parseEnv } from '../../env';
import { createLogger } from '../../lib/logger';
import { createTestApp, type TestApp, type TestBrowser } from '../../test/test-app';
import { seedDemoAccounts } from '../auth';
import type { LiveHub } from '../live';
import { createReadCache } from './read-cache';
import { seedArena } from './seed';

function fakeHub() {
  let live = true;
  const handlers = new Set<(change: LiveChange) => void>();
  const stateHandlers = new Set<(live: boolean) => void>();
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
  return {
    hub,
    emit: (change: LiveChange) => {
      for (const handler of handlers) handler(change);
    },
    setLive: (value: boolean) => {
      live = value;
      for (const handler of stateHandlers) handler(value);
    },
  };
}

/** An app shaped like ours: the cached answer right after the first middleware, the route behind more. */
function cachedApp() {
  const { hub, emit, setLive } = fakeHub();
  const env = parseEnv({ ARENA_CACHE_SECONDS: '60' });
  const cache = createReadCache({ env, logger: createLogger('silent') }, hub);
  let routeRuns = 0;
  let loads = 0;
  const app = new Hono<AppEnv>()
    .use(async (c, next) => {
      c.set('requestId', c.req.header('x-request-id') ?? 'generated');
      await next();
    })
    .use(cache.answerCached())
    .use(async (_c, next) => {
      routeRuns++;
      await next();
    })
    .get('/list', (c) =>
      cache.answer(c, 'list', ['matches'], z.object({ n: z.number() }), async () => ({ n: ++loads }), {
        'Cache-Control': 'no-cache',
      }),
    );
  return { app, emit, setLive, runs: () => routeRuns };
}

const headersOf = (response: Response) =>
  Object.fromEntries([...response.headers].filter(([name]) => name !== 'x-request-id'));

describe('cached public answers', () => {
  it('answers a repeated anonymous GET before the later middlewares, with the same bytes and headers', async () => {
    const { app, runs } = cachedApp();
    const first = await app.request('/list', { headers: { 'x-request-id': 'one' } });
    const second = await app.request('/list', { headers: { 'x-request-id': 'two' } });
    expect(runs()).toBe(1);
    expect(await second.text()).toBe(await first.text());
    expect(headersOf(second)).toEqual(headersOf(first));
    expect(second.headers.get('x-request-id')).toBe('two');
    expect(second.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(second.headers.get('cache-control')).toBe('no-cache');
  });

  it('leaves requests with cookies, other methods and other addresses to the full path', async () => {
    const { app, runs } = cachedApp();
    await app.request('/list');
    await app.request('/list', { headers: { cookie: 'session=abc' } });
    await app.request('/list', { method: 'HEAD' });
    await app.request('/list?page=2');
    expect(runs()).toBe(4);
    await app.request('/list');
    expect(runs()).toBe(4);
  });

  it('stops answering once one of its topics changes, or while notifications are down', async () => {
    const { app, emit, setLive, runs } = cachedApp();
    expect(await (await app.request('/list')).json()).toEqual({ n: 1 });
    emit({ topic: 'matches', op: 'INSERT', id: 'm1' });
    expect(await (await app.request('/list')).json()).toEqual({ n: 2 });
    expect(runs()).toBe(2);
    emit({ topic: 'events', op: 'INSERT', id: 'e1' });
    expect(await (await app.request('/list')).json()).toEqual({ n: 2 });
    expect(runs()).toBe(2);

    setLive(false);
    expect(await (await app.request('/list')).json()).toEqual({ n: 3 });
    expect(await (await app.request('/list')).json()).toEqual({ n: 4 });
    expect(runs()).toBe(4);
  });
});

describe('cached arena reads through the whole app', () => {
  let app: TestApp & TestBrowser;
  beforeAll(async () => {
    app = await createTestApp({ ARENA_CACHE_SECONDS: '300' });
    await seedDemoAccounts(app.deps);
    await seedArena(app.deps);
  });
  afterAll(async () => {
    await app?.close();
  });

  it.each([
    '/api/arena/leaders',
    '/api/arena/matches',
    '/api/arena/leaderboard',
    '/api/arena/leaderboard?limit=5&offset=5',
  ])('%s: a repeated read has the first one’s status, bytes and headers, gzip or not', async (path) => {
    for (const encoding of ['identity', 'gzip, deflate, br']) {
      const headers = { 'accept-encoding': encoding };
      const first = await app.rawRequest(path, { headers });
      const second = await app.rawRequest(path, { headers });
      expect(first.status).toBe(200);
      expect(second.status).toBe(200);
      expect(Buffer.from(await second.arrayBuffer())).toEqual(Buffer.from(await first.arrayBuffer()));
      expect(headersOf(second)).toEqual(headersOf(first));
      expect(second.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
    }
  });
});
