import net from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestBrowser } from '../test/test-app';

let app: TestApp & TestBrowser;
let server: ServerType;
let port: number;

beforeAll(async () => {
  app = await createTestApp();
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
      port = info.port;
      resolve();
    });
  });
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  if ('closeAllConnections' in server) (server as { closeAllConnections(): void }).closeAllConnections();
  await app?.close();
});

/**
 * Opens a socket, sends the request head (and whatever `body` writes), and resolves with the
 * status line the server answers, without ever finishing the body.
 */
function rawPost(path: string, headers: Record<string, string>, body?: (socket: net.Socket) => void) {
  return new Promise<{ status: number; head: string }>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error('no answer while the body was still unsent'));
    }, 5_000);
    socket.on('error', () => {});
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      const end = received.indexOf('\r\n\r\n');
      if (end < 0) return;
      clearTimeout(timer);
      socket.destroy();
      resolve({ status: Number(received.slice(9, 12)), head: received.slice(0, end) });
    });
    const lines = Object.entries({ host: `127.0.0.1:${port}`, origin: 'http://site.test', ...headers })
      .map(([k, v]) => `${k}: ${v}`)
      .join('\r\n');
    socket.write(`POST ${path} HTTP/1.1\r\n${lines}\r\n\r\n`);
    body?.(socket);
  });
}

describe('request body limits', () => {
  const declared150Mb = { 'content-type': 'application/json', 'content-length': String(150 * 1024 * 1024) };

  it.each([
    '/api/payments/webhook',
    '/api/shop/checkout',
    '/api/shop/attestations',
    '/api/auth/demo',
    '/api/game/v1/matches',
    '/api/forms/bug-reports',
    '/api/forms/gym-leader-application',
    '/api/link/begin',
  ])('refuses a declared 150 MB body to %s with 413 before a byte of it is sent', async (path) => {
    const answer = await rawPost(path, declared150Mb);
    expect(answer.status).toBe(413);
  });

  it('cuts off a chunked body as soon as it passes the limit, without waiting for its end', async () => {
    const chunk = Buffer.alloc(64 * 1024, 'a');
    const answer = await rawPost(
      '/api/payments/webhook',
      { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      (socket) => {
        // 640 KB, past the webhook's 512 KB; the terminating chunk is never sent.
        for (let i = 0; i < 10; i++) socket.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`);
      },
    );
    expect(answer.status).toBe(413);
  });

  it('answers 413 in the JSON error shape', async () => {
    const res = await app.rawRequest('/api/auth/demo', {
      method: 'POST',
      headers: { origin: 'http://site.test', 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'a'.repeat(20 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      error: { code: 'payload_too_large', message: 'This request is too large.' },
    });
  });

  it('lets bodies within the limit through', async () => {
    const res = await app.browser().post('/api/auth/demo', { username: 'WithinLimits' });
    expect(res.status).toBe(200);
  });
});
