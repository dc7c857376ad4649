import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSite } from './app';
import { gymLeaders, players } from './db/schema';
import { lockPayments } from './features/shop/reconcile';
import { createLogger } from './lib/logger';
import { shutDownGracefully } from './shutdown';
import { createTestApp, TEST_ORIGIN, type TestApp, type TestBrowser } from './test/test-app';

let app: TestApp & TestBrowser;
let leaderId: string;

beforeAll(async () => {
  app = await createTestApp();
  const [leaderPlayer] = await app.database.db
    .insert(players)
    .values({ username: 'DrainLeader', uuid: '00000000-0000-4000-8000-0000000d0000', mc_username: 'Drain' })
    .returning();
  const [leader] = await app.database.db
    .insert(gymLeaders)
    .values({ display_name: 'Drain', element: 'fire', player_id: leaderPlayer!.id })
    .returning();
  leaderId = leader!.id;
});
// The shutdown closes the database itself.
afterAll(() => app?.database.close().catch(() => {}));

/** A buyer with a pending test checkout: paying it takes the payments lock. */
async function pendingCheckout(index: number) {
  const name = `Drain${index}`;
  const browser = app.browser();
  await browser.post('/api/auth/demo', { username: name });
  await app.database.db
    .update(players)
    .set({ uuid: `00000000-0000-4000-8000-0000000d${String(index).padStart(4, '0')}`, mc_username: name })
    .where(eq(players.username, name));
  const attestation = await browser.post<{ id: string }>('/api/shop/attestations', {
    attestation_type: 'minecraft_online_requirement',
    attestation_text: 'I will be online.',
    user_confirmation: name,
  });
  const checkout = await browser.post<{ url: string }>('/api/shop/checkout', {
    cartItems: [{ quantity: 1, price_id: 'price_battle_pass', price: 0 }],
    selectedGymLeader: leaderId,
    minecraftUsername: name,
    attestationId: attestation.body.id,
  });
  expect(checkout.status).toBe(200);
  const session = new URL(checkout.body.url).searchParams.get('session')!;
  const cookie = [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  return { session, cookie };
}

/** A request on a connection of its own (fetch would reuse one the server still has open). */
const newConnection = (origin: string) =>
  new Promise<number>((resolve, reject) => {
    const request = http.get(`${origin}/healthz`, { agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    request.once('error', reject);
  });

describe('shutting down', () => {
  it('answers every request held on the payments lock, ends live streams with a retry hint, then closes the database', async () => {
    const buyers = await Promise.all(Array.from({ length: 12 }, (_, i) => pendingCheckout(i + 1)));
    const site = createSite(app.deps);
    // Payments whose handler has finished (its database work done), counted on the server's side.
    let paymentsHandled = 0;
    const server = serve({
      fetch: async (request: Request) => {
        const response = await site.app.fetch(request);
        if (new URL(request.url).pathname.endsWith('/pay')) paymentsHandled++;
        return response;
      },
      port: 0,
      hostname: '127.0.0.1',
    });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    const stream = await fetch(`${origin}/api/live?topics=matches`);
    expect(stream.status).toBe(200);
    const streamText = stream.text();

    let releaseLock = () => {};
    let lockTaken = () => {};
    const taken = new Promise<void>((resolve) => {
      lockTaken = resolve;
    });
    const holder = app.database.db.transaction(async (tx) => {
      await lockPayments(tx);
      lockTaken();
      await new Promise<void>((resolve) => {
        releaseLock = resolve;
      });
    });
    await taken;

    const payments = buyers.map(({ session, cookie }) =>
      fetch(`${origin}/api/shop/test-checkout/${session}/pay`, {
        method: 'POST',
        headers: { origin: TEST_ORIGIN, cookie, 'content-type': 'application/json' },
        body: '{}',
      }).then(
        async (res) => ({ status: res.status, body: await res.text() }),
        (error: unknown) => ({ status: 0, body: String(error) }),
      ),
    );
    // Every payment has reached the server and is waiting on the lock (or on a connection).
    await expect
      .poll(() => new Promise((resolve) => server.getConnections((_, count) => resolve(count))))
      .toBeGreaterThanOrEqual(buyers.length + 1);

    let databaseClosed = false;
    let handledBeforeClose = 0;
    const stopping = shutDownGracefully({
      server,
      database: {
        close: async () => {
          handledBeforeClose = paymentsHandled;
          databaseClosed = true;
        },
      },
      logger: createLogger('silent'),
      stopBackgroundWork: () => {},
      endLiveStreams: site.endLiveStreams,
      deadlineMs: 15_000,
      liveRetryMs: 2_000,
    });

    // The live stream ends at once, saying when to come back.
    const streamed = await streamText;
    expect(streamed).toContain('event: ready');
    expect(streamed).toContain('retry: 2000\nevent: restarting\ndata: {"retry_ms":2000}');
    // New connections are refused while the held requests wait.
    await expect(newConnection(origin)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(databaseClosed).toBe(false);

    releaseLock();
    await holder;
    const results = await Promise.all(payments);
    expect(results.map((r) => r.status)).toEqual(buyers.map(() => 200));
    expect(results.every((r) => r.body.includes('/success?session_id='))).toBe(true);
    expect(await stopping).toEqual({ drained: true });
    expect(databaseClosed).toBe(true);
    expect(handledBeforeClose).toBe(buyers.length);
  });
});
