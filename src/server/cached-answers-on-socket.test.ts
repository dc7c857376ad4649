/**
 * The Node server in front of the app (start.ts): cached public reads are answered on the socket
 * before the adapter and Hono, with the bytes and headers the app gives them.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cachedAnswersFirst, createSite, KEEP_ALIVE_MS } from './app';
import { seedArena } from './features/arena';
import { seedDemoAccounts } from './features/auth';
import { createTestApp, type TestApp, type TestBrowser } from './test/test-app';

let app: TestApp & TestBrowser;
beforeAll(async () => {
  app = await createTestApp({ ARENA_CACHE_SECONDS: '300' });
  await seedDemoAccounts(app.deps);
  await seedArena(app.deps);
});
afterAll(async () => {
  await app?.close();
});

/** A site served the way start.ts serves it, counting the requests that reach the app. */
async function serveSite() {
  const site = createSite(app.deps);
  let reachedApp = 0;
  const counted = (request: Request, env?: unknown) => {
    reachedApp++;
    return site.app.fetch(request, env as never);
  };
  const server = await new Promise<ServerType>((resolve) => {
    const started: ServerType = serve(
      { fetch: counted, port: 0, hostname: '127.0.0.1', createServer: cachedAnswersFirst(site) },
      () => resolve(started),
    );
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    reachedApp: () => reachedApp,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe('cached public reads on the Node server', () => {
  it('on the Node server, a cached read is answered before the app with the same bytes and headers', async () => {
    const served = await serveSite();
    const reachedApp = served.reachedApp;
    const url = `${served.origin}/api/arena/leaderboard?limit=5`;
    try {
      for (const encoding of ['identity', 'gzip']) {
        const headers = { 'accept-encoding': encoding };
        const viaApp = await rawGet(url, headers);
        const before = reachedApp;
        const fromCache = await rawGet(url, { ...headers, 'x-request-id': 'from-the-proxy' });
        expect(reachedApp, encoding).toBe(before);
        expect(fromCache.status).toBe(200);
        expect(fromCache.body.equals(viaApp.body), encoding).toBe(true);
        const { 'x-request-id': id, date: _date, ...rest } = fromCache.headers;
        const { 'x-request-id': _id, date: _date2, ...expected } = viaApp.headers;
        expect(rest).toEqual(expected);
        expect(id).toBe('from-the-proxy');
      }
      // A signed-in reader (any cookie) goes through the app.
      const before = reachedApp();
      await rawGet(url, { cookie: 'session=nothing' });
      expect(reachedApp()).toBe(before + 1);
    } finally {
      await served.close();
    }
  });

  it('after a change, the socket answers with the new bytes, their length and a request id of their own', async () => {
    const served = await serveSite();
    const url = `${served.origin}/api/arena/leaders`;
    try {
      for (const encoding of ['identity', 'gzip']) {
        const headers = { 'accept-encoding': encoding };
        await rawGet(url, headers);
        const old = await rawGet(url, headers);
        await app.deps.database.db.execute(sql`update gym_leaders set badges_awarded = badges_awarded + 1`);
        // The change reaches the cache as a live notification; until then the old bytes are current.
        await expect.poll(async () => (await rawGet(url, headers)).body.equals(old.body)).toBe(false);
        const viaSocket = await rawGet(url, { ...headers, 'x-request-id': 'first' });
        const again = await rawGet(url, { ...headers, 'x-request-id': 'second' });
        // A cookie takes the full path, whose answer is the reference.
        const viaApp = await rawGet(url, { ...headers, cookie: 'consent=1' });
        expect(viaSocket.body.equals(viaApp.body), encoding).toBe(true);
        expect(again.body.equals(viaApp.body), encoding).toBe(true);
        expect(viaSocket.headers['content-length']).toBe(String(viaApp.body.length));
        expect(viaSocket.headers['content-encoding']).toBe(viaApp.headers['content-encoding']);
        expect([viaSocket.headers['x-request-id'], again.headers['x-request-id']]).toEqual([
          'first',
          'second',
        ]);
      }
    } finally {
      await served.close();
    }
  });

  it('keeps idle connections open longer than a load balancer does, and says so', async () => {
    const served = await serveSite();
    try {
      // One read answered on the socket, one through the app: the same server holds both connections.
      for (const path of ['/api/arena/leaders', '/api/me']) {
        const answer = await rawGet(`${served.origin}${path}`, { connection: 'keep-alive' });
        expect(answer.headers['keep-alive'], path).toBe(`timeout=${KEEP_ALIVE_MS / 1000}`);
      }
      expect(KEEP_ALIVE_MS).toBeGreaterThan(60_000);
    } finally {
      await served.close();
    }
  });
});

/** A GET through node:http, so the bytes are compared as sent (no decompression). */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      http
        .get(url, { headers, agent: false }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: { ...response.headers },
              body: Buffer.concat(chunks),
            }),
          );
        })
        .on('error', reject);
    },
  );
}
