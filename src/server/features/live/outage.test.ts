import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Database, openPostgres } from '../../db/client';
import { gymLeaders } from '../../db/schema';
import { readSse } from '../../test/sse-reader';
import { createTestApp, type TestApp, type TestBrowser } from '../../test/test-app';

const source = inject('testDatabase');

describe('database health', () => {
  let app: TestApp & TestBrowser;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app?.close().catch(() => {});
  });

  it('reports the database in /healthz', async () => {
    const res = await app.json<{ status: string; database: string }>('/healthz');
    expect(res).toMatchObject({ status: 200, body: { status: 'ok', database: 'up' } });
  });

  it.runIf(source.kind === 'pglite')(
    'answers 503 with a clear message once the database is gone',
    async () => {
      // An app of its own, so the other tests here keep their database.
      const gone = await createTestApp();
      await gone.database.close();
      const health = await gone.json<{ database: string }>('/healthz');
      expect(health).toMatchObject({ status: 503, body: { database: 'down' } });
      const res = await gone.json<{ error: { code: string; message: string } }>('/api/arena/leaders');
      expect(res.status).toBe(503);
      expect(res.body.error.code).toBe('database_unavailable');
      expect(res.body.error.message).toMatch(/cannot reach its database/);
    },
  );
});

/**
 * A real server loses connections: failovers, restarts, pg_terminate_backend. These run against
 * a database of their own so that refusing connections to it disturbs no other test file.
 */
describe.runIf(source.kind === 'postgres')('losing PostgreSQL connections', () => {
  let admin: pg.Client;
  let name: string;
  let database: Database;
  let app: TestApp & TestBrowser;

  const terminateAll = () =>
    admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);

  beforeAll(async () => {
    if (source.kind !== 'postgres') return;
    name = `t_${process.ppid}_${randomBytes(6).toString('hex')}`;
    admin = new pg.Client({ connectionString: source.url });
    await admin.connect();
    await admin.query(`create database "${name}" template "${source.template}"`);
    const url = new URL(source.url);
    url.pathname = `/${name}`;
    database = openPostgres(url.toString(), { poolSize: 3, listenRetryMs: [50, 100, 200] });
    app = await createTestApp({}, { database });
  });
  afterAll(async () => {
    await admin?.query(`alter database "${name}" allow_connections true`).catch(() => {});
    await database?.close().catch(() => {});
    await admin?.query(`drop database if exists "${name}" with (force)`);
    await admin?.end();
  });

  it('keeps answering and streaming after the listener and pool connections are terminated', async () => {
    const stream = await app.rawRequest('/api/live?topics=gym_leaders');
    expect(stream.status).toBe(200);
    const sse = readSse(stream.body as ReadableStream<Uint8Array>);
    try {
      await sse.next((m) => m.event === 'ready');
      // Fill the pool, then kill every connection while requests are under way.
      await Promise.all([1, 2, 3].map(() => app.json('/api/arena/leaders')));
      const during = Promise.all(
        Array.from({ length: 6 }, () => app.rawRequest('/api/arena/leaders').then((r) => r.status)),
      );
      await terminateAll();
      for (const status of await during) expect([200, 503]).toContain(status);

      await sse.next((m) => m.event === 'unavailable', 5_000);
      await sse.next((m) => m.event === 'ready', 5_000);
      await expect.poll(async () => (await app.rawRequest('/api/arena/leaders')).status).toBe(200);

      const [row] = await database.db
        .insert(gymLeaders)
        .values({ display_name: 'After Outage', element: 'fire' })
        .returning({ id: gymLeaders.id });
      const change = await sse.next((m) => m.event === 'change', 5_000);
      expect(JSON.parse(change.data)).toMatchObject({ topic: 'gym_leaders', op: 'INSERT', id: row?.id });
    } finally {
      await sse.close();
    }
  });

  it('answers 503 while the database refuses connections, and recovers when it is back', async () => {
    const stream = await app.rawRequest('/api/live?topics=matches');
    const sse = readSse(stream.body as ReadableStream<Uint8Array>);
    try {
      await sse.next((m) => m.event === 'ready');
      await admin.query(`alter database "${name}" allow_connections false`);
      await terminateAll();
      await sse.next((m) => m.event === 'unavailable', 5_000);

      const res = await app.json<{ error: { code: string } }>('/api/arena/leaders');
      expect(res).toMatchObject({ status: 503, body: { error: { code: 'database_unavailable' } } });
      const health = await app.json<{ database: string; live: string }>('/healthz');
      expect(health).toMatchObject({ status: 503, body: { database: 'down', live: 'reconnecting' } });
      expect((await app.rawRequest('/api/live?topics=events')).status).toBe(503);

      await admin.query(`alter database "${name}" allow_connections true`);
      await sse.next((m) => m.event === 'ready', 10_000);
      const healthy = await app.json<{ database: string; live: string }>('/healthz');
      expect(healthy).toMatchObject({ status: 200, body: { database: 'up', live: 'listening' } });
      expect((await app.rawRequest('/api/arena/leaders')).status).toBe(200);
    } finally {
      await sse.close();
    }
  });
});
