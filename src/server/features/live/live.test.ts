import { type ServerType, serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { liveChange } from '../../../shared/arena/types';
import type { AppEnv } from '../../context';
import type { Database } from '../../db/client';
import { events, gymLeaders, matches } from '../../db/schema';
import { createLogger } from '../../lib/logger';
import { readSse } from '../../test/sse-reader';
import { type TestApp, type TestBrowser, twoInstancesForFile } from '../../test/test-app';
import { createLiveHub } from './hub';
import { liveRoutes } from './routes';

let one: TestApp & TestBrowser;
let two: TestApp & TestBrowser;
twoInstancesForFile((first, second) => {
  one = first;
  two = second;
});

async function open(app: TestApp, topics: string, headers: Record<string, string> = {}) {
  const response = await app.rawRequest(`/api/live?topics=${topics}`, { headers });
  expect(response.status).toBe(200);
  const sse = readSse(response.body as ReadableStream<Uint8Array>);
  await sse.next((m) => m.event === 'ready');
  return { response, sse };
}

const changeOf = (m: { data: string }) => liveChange.parse(JSON.parse(m.data));

async function insertLeader(database: Database, name: string) {
  const [row] = await database.db
    .insert(gymLeaders)
    .values({ display_name: name, element: 'bug' })
    .returning({ id: gymLeaders.id });
  return row?.id as string;
}

describe('GET /api/live', () => {
  it('rejects missing and unknown topics', async () => {
    expect((await one.json('/api/live')).status).toBe(400);
    expect((await one.json('/api/live?topics=')).status).toBe(400);
    expect((await one.json('/api/live?topics=matches,users')).status).toBe(400);
  });

  it('streams uncompressed event-stream: ready, then the changes of the chosen topics', async () => {
    const { response, sse } = await open(one, 'gym_leaders', { 'accept-encoding': 'gzip, deflate, br' });
    try {
      expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(response.headers.get('content-encoding')).toBeNull();
      // A match change is not this subscriber's business; the leader change after it is.
      await one.database.db.insert(matches).values({
        started_at: new Date(),
        leader_uuid: '00000000-0000-4000-8000-000000000001',
        challenger_uuid: '00000000-0000-4000-8000-000000000002',
      });
      const id = await insertLeader(one.database, 'Live Larva');
      // Other tests write leaders to the same database, and their notifications may still be on
      // the way: skip other leaders' rows, but not a change of any other topic.
      const ours = (m: { event: string; data: string }) =>
        m.event === 'change' && (changeOf(m).topic !== 'gym_leaders' || changeOf(m).id === id);
      const change = changeOf(await sse.next(ours));
      expect(change).toEqual({ topic: 'gym_leaders', op: 'INSERT', id });

      await one.database.db.update(gymLeaders).set({ status: 'online' }).where(eq(gymLeaders.id, id));
      expect(changeOf(await sse.next(ours))).toEqual({
        topic: 'gym_leaders',
        op: 'UPDATE',
        id,
      });
      await one.database.db.delete(gymLeaders).where(eq(gymLeaders.id, id));
      expect(changeOf(await sse.next(ours)).op).toBe('DELETE');
    } finally {
      await sse.close();
    }
  });

  it('carries a change committed through one instance to a reader of the other', async () => {
    const { sse } = await open(two, 'gym_leaders,matches');
    try {
      const id = await insertLeader(one.database, 'Cross Instance');
      const change = changeOf(await sse.next((m) => m.event === 'change', 3_000));
      expect(change).toEqual({ topic: 'gym_leaders', op: 'INSERT', id });
    } finally {
      await sse.close();
    }
  });

  it('sends the event id for registration changes', async () => {
    const { sse } = await open(one, 'event_registrations');
    try {
      const browser = one.browser();
      await browser.post('/api/auth/demo', { username: 'LiveRegistrant' });
      const start = new Date(Date.now() + 86_400_000);
      const [event] = await one.database.db
        .insert(events)
        .values({ title: 'Live test', kind: 'quick', status: 'open', start_ts: start })
        .returning({ id: events.id });
      const res = await browser.post(`/api/events/${event?.id}/registration`);
      expect(res.status).toBe(200);
      expect(changeOf(await sse.next((m) => m.event === 'change'))).toEqual({
        topic: 'event_registrations',
        op: 'INSERT',
        id: event?.id,
      });
    } finally {
      await sse.close();
    }
  });

  it('drops the subscription when the client goes away', async () => {
    const hub = createLiveHub({ database: one.database, logger: createLogger('silent') });
    const app = new Hono<AppEnv>().route('/live', liveRoutes(hub));
    const response = await app.request('/live?topics=matches');
    const sse = readSse(response.body as ReadableStream<Uint8Array>);
    await sse.next((m) => m.event === 'ready');
    expect(hub.subscriberCount()).toBe(1);
    await sse.close();
    await expect.poll(() => hub.subscriberCount()).toBe(0);
  });

  it('keeps a quiet stream alive with comment lines', async () => {
    const hub = createLiveHub({ database: one.database, logger: createLogger('silent') });
    const app = new Hono<AppEnv>().route('/live', liveRoutes(hub, { heartbeatMs: 50 }));
    const response = await app.request('/live?topics=events');
    const sse = readSse(response.body as ReadableStream<Uint8Array>);
    try {
      await sse.next((m) => m.event === 'ready');
      await sse.next((m) => m.event === 'comment');
      await sse.next((m) => m.event === 'comment');
    } finally {
      await sse.close();
    }
  });

  it('on the Node server, writes to the socket: headers, ready, changes, and the subscription dropped when the client goes', async () => {
    const hub = createLiveHub({ database: one.database, logger: createLogger('silent') });
    const served = await serveOnPort(new Hono<AppEnv>().route('/live', liveRoutes(hub)).fetch);
    const aborter = new AbortController();
    try {
      const response = await fetch(`${served.url}/live?topics=gym_leaders`, { signal: aborter.signal });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(response.headers.get('cache-control')).toBe('no-cache, no-transform');
      const sse = readSse(response.body as ReadableStream<Uint8Array>);
      await sse.next((m) => m.event === 'ready');
      expect(hub.subscriberCount()).toBe(1);
      const id = await insertLeader(one.database, 'Socket Sent');
      const change = changeOf(await sse.next((m) => m.event === 'change' && changeOf(m).id === id));
      expect(change).toEqual({ topic: 'gym_leaders', op: 'INSERT', id });
      aborter.abort();
      await expect.poll(() => hub.subscriberCount()).toBe(0);
    } finally {
      aborter.abort();
      await served.close();
    }
  });

  it('on the Node server, behind the whole app, streams uncompressed with the security headers', async () => {
    const served = await serveOnPort(one.app.fetch);
    const aborter = new AbortController();
    try {
      const response = await fetch(`${served.url}/api/live?topics=matches`, {
        signal: aborter.signal,
        headers: { 'accept-encoding': 'gzip, br' },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBeNull();
      expect(response.headers.get('x-hono-already-sent')).toBeNull();
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      const sse = readSse(response.body as ReadableStream<Uint8Array>);
      expect((await sse.next((m) => m.event === 'ready')).data).toBe('{"topics":["matches"]}');
    } finally {
      aborter.abort();
      await served.close();
    }
  });
});

/** Serves `fetch` on a free local port, as the real server does. */
async function serveOnPort(fetchHandler: (request: Request, env?: unknown) => Response | Promise<Response>) {
  return await new Promise<{ url: string; close(): Promise<void> }>((resolve) => {
    const server: ServerType = serve({ fetch: fetchHandler, port: 0, hostname: '127.0.0.1' }, (info) => {
      resolve({
        url: `http://127.0.0.1:${info.port}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            (server as { closeAllConnections?(): void }).closeAllConnections?.();
          }),
      });
    });
  });
}
