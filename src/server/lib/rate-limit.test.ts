import { describe, expect, it } from 'vitest';
import { rateLimits } from '../db/schema';
import { createTestApp } from '../test/test-app';

type App = Awaited<ReturnType<typeof createTestApp>>;

const signIn = (app: App, forwardedFor: string) =>
  app.browser().request('/api/auth/demo', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify({ username: 'RateLimited' }),
  });

/** Uses up the demo sign-in allowance (30 a minute) of one client address. */
const exhaust = (app: App, address: string) =>
  app.database.db
    .insert(rateLimits)
    .values({ key: `demo-sign-in:${address}`, window_start: new Date(), count: 30 });

describe('client address for rate limits', () => {
  it('ignores X-Forwarded-For unless a trusted proxy is configured, and a 429 says when to retry', async () => {
    const app = await createTestApp();
    try {
      // In-process requests have no socket address; a forged header must not buy a fresh allowance.
      await exhaust(app, 'unknown');
      const refused = await signIn(app, '192.0.2.1');
      expect(refused.status).toBe(429);
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
    } finally {
      await app.close();
    }
  });

  it('reads the client from X-Forwarded-For, that many hops from the right, behind trusted proxies', async () => {
    const app = await createTestApp({ TRUSTED_PROXY_HOPS: '1' });
    try {
      await exhaust(app, '198.51.100.1');
      expect((await signIn(app, 'forged, 198.51.100.1')).status).toBe(429);
      expect((await signIn(app, '198.51.100.1, 198.51.100.2')).status).toBe(200);
    } finally {
      await app.close();
    }
  });
});
