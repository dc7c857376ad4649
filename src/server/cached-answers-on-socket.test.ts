/**
 * The Node server in front of the app (start.ts): cached public reads are answered on the socket
 * before the adapter and Hono, with the bytes and headers the app gives them.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cachedAnswersFirst, createSite } from './app';
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

describe('cached public reads on the Node server', () => {
  it('on the Node server, a cached read is answered before the app with the same bytes and headers', async () => {
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
    const url = `http://127.0.0.1:${port}/api/arena/leaderboard?limit=5`;
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
      const before = reachedApp;
      await rawGet(url, { cookie: 'session=nothing' });
      expect(reachedApp).toBe(before + 1);
    } finally {
      await new Promise((resolve) => server.close(resolve));
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
