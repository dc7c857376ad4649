import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../context';
import { createTestApp, type TestApp, type TestBrowser } from '../test/test-app';
import { prebuiltJson, socketAnswers, wholeJsonAnswer } from './prebuilt-response';

let app: TestApp & TestBrowser;
let reference: Response;

beforeAll(async () => {
  app = await createTestApp();
  // A page answer goes through the ordinary middlewares: the prebuilt one must carry the same headers.
  reference = await app.rawRequest('/terms-of-service');
});
afterAll(() => app?.close());

const SECURITY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'permissions-policy',
  'referrer-policy',
  'x-content-type-options',
  'x-frame-options',
];

describe('prebuilt public reads', () => {
  it('carry the security headers every other answer has, a request id and no-cache', async () => {
    const res = await app.rawRequest('/api/arena/leaders');
    expect(res.status).toBe(200);
    for (const name of SECURITY_HEADERS) {
      expect(res.headers.get(name), name).toBe(reference.headers.get(name));
    }
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-type')).toBe('application/json; charset=UTF-8');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
  });

  it('are gzipped once for clients that accept it, with the same bytes inside', async () => {
    const body = new Uint8Array(
      Buffer.from(JSON.stringify({ names: Array.from({ length: 300 }, (_, i) => `Trainer${i}`) })),
    );
    const small = new Uint8Array(Buffer.from('{"ok":true}'));
    const reads = new Hono<AppEnv>()
      .use(async (c, next) => {
        c.set('user', null);
        c.set('requestId', 'req-1');
        await next();
      })
      .get('/big', (c) => prebuiltJson(c, app.deps.env, body, {}))
      .get('/small', (c) => prebuiltJson(c, app.deps.env, small, {}));
    const gzip = { headers: { 'accept-encoding': 'gzip, br' } };
    const plain = await reads.request('/big');
    const zipped = await reads.request('/big', gzip);
    const again = await reads.request('/big', gzip);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(Buffer.from(await plain.arrayBuffer()).equals(Buffer.from(body))).toBe(true);
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    const zippedBytes = Buffer.from(await zipped.arrayBuffer());
    expect(gunzipSync(zippedBytes).equals(Buffer.from(body))).toBe(true);
    expect(Buffer.from(await again.arrayBuffer()).equals(zippedBytes)).toBe(true);
    expect((await reads.request('/small', gzip)).headers.get('content-encoding')).toBeNull();
    expect(zipped.headers.get('x-request-id')).toBe('req-1');
  });

  it('answer signed-in readers through the ordinary path, which keeps a renewed session cookie', async () => {
    const browser = app.browser();
    await browser.post('/api/auth/demo', { username: 'PrebuiltReader' });
    const res = await browser.request('/api/arena/leaders');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe(reference.headers.get('content-security-policy'));
    expect(Array.isArray((await res.json()).leaders)).toBe(true);
  });
});

describe('whole answers for the socket', () => {
  const body = new Uint8Array(
    Buffer.from(JSON.stringify({ names: Array.from({ length: 300 }, (_, i) => `T${i}`) })),
  );
  const pairs = (lines: string[]) =>
    Object.fromEntries(Array.from({ length: lines.length / 2 }, (_, i) => [lines[2 * i], lines[2 * i + 1]]));

  it('have the headers of the prebuilt answer with their length, in either encoding', () => {
    const answerFor = socketAnswers(app.deps.env, { 'Cache-Control': 'no-cache' });
    for (const encoding of ['identity', 'gzip']) {
      const whole = wholeJsonAnswer(app.deps.env, body, { 'Cache-Control': 'no-cache' }, 'id-1', encoding);
      const answer = answerFor(body, 'id-1', encoding);
      expect(pairs(answer.lines), encoding).toEqual({
        ...whole.headers,
        'Content-Length': String(whole.bytes.byteLength),
      });
      expect(Buffer.from(answer.bytes).equals(Buffer.from(whole.bytes)), encoding).toBe(true);
    }
  });

  it('give each request its own id, and a new body its own bytes and length', () => {
    const answerFor = socketAnswers(app.deps.env, {});
    const first = answerFor(body, 'first', undefined);
    const second = answerFor(body, 'second', undefined);
    expect(pairs(first.lines)['X-Request-Id']).toBe('first');
    expect(pairs(second.lines)['X-Request-Id']).toBe('second');
    const changed = new Uint8Array(Buffer.from('{"names":[]}'));
    const third = answerFor(changed, 'third', undefined);
    expect(Buffer.from(third.bytes).toString()).toBe('{"names":[]}');
    expect(pairs(third.lines)['Content-Length']).toBe(String(changed.byteLength));
  });
});
