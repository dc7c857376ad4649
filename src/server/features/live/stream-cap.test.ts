import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSse } from '../../test/sse-reader';
import { createTestApp, type TestApp, type TestBrowser } from '../../test/test-app';

let app: TestApp & TestBrowser;
beforeAll(async () => {
  app = await createTestApp({ TRUSTED_PROXY_HOPS: '1', LIVE_STREAMS_PER_ADDRESS: '2' });
});
afterAll(async () => {
  await app?.close();
});

const open = async (address: string) => {
  const response = await app.rawRequest('/api/live?topics=matches', {
    headers: { 'x-forwarded-for': address },
  });
  if (response.status !== 200) return { response, close: async () => {} };
  const sse = readSse(response.body as ReadableStream<Uint8Array>);
  await sse.next((m) => m.event === 'ready');
  return { response, close: () => sse.close() };
};

describe('live streams per client address', () => {
  it('refuses more than the cap from one address with 429 and Retry-After, and frees a place on close', async () => {
    const first = await open('203.0.113.7');
    const second = await open('203.0.113.7');
    try {
      const third = await open('203.0.113.7');
      expect(third.response.status).toBe(429);
      expect(Number(third.response.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(((await third.response.json()) as { error: { code: string } }).error.code).toBe(
        'too_many_streams',
      );

      const elsewhere = await open('198.51.100.2');
      expect(elsewhere.response.status).toBe(200);
      await elsewhere.close();

      await first.close();
      await expect
        .poll(async () => {
          const again = await open('203.0.113.7');
          await again.close();
          return again.response.status;
        })
        .toBe(200);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
