/**
 * A database connection that dies in the middle of a write: the request answers 503, nothing of
 * the write is left behind, and the next request is served on a fresh connection.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { UploadResponse } from '../../../shared/forms/uploads';
import { type Database, openPostgres } from '../../db/client';
import { formUploadContents, formUploads, users } from '../../db/schema';
import { createTestApp, type TestApp, type TestBrowser } from '../../test/test-app';

const source = inject('testDatabase');

const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00,
  0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1f, 0x15, 0xc4, 0x89,
]);

describe('a connection terminated during an upload', () => {
  let admin: pg.Client;
  let locker: pg.Client;
  let name: string;
  let database: Database;
  let app: TestApp & TestBrowser;

  beforeAll(async () => {
    if (source.kind !== 'postgres') return;
    // A database of its own: terminating its connections disturbs no other test file.
    name = `t_${process.ppid}_${randomBytes(6).toString('hex')}`;
    admin = new pg.Client({ connectionString: source.url });
    await admin.connect();
    await admin.query(`create database "${name}" template "${source.template}"`);
    const url = new URL(source.url);
    url.pathname = `/${name}`;
    database = openPostgres(url.toString(), { poolSize: 3, listenRetryMs: [50, 100, 200] });
    app = await createTestApp({ UPLOAD_STORAGE: 'database' }, { database });
    locker = new pg.Client({ connectionString: url.toString() });
    await locker.connect();
  });
  afterAll(async () => {
    await locker?.end().catch(() => {});
    await database?.close().catch(() => {});
    await admin?.query(`drop database if exists "${name}" with (force)`);
    await admin?.end();
  });

  it('answers 503, keeps no half-written upload, and serves the next request', async (context) => {
    if (source.kind !== 'postgres')
      context.skip('needs PostgreSQL: embedded PGlite has no server connection to terminate');

    const browser = app.browser();
    expect((await browser.post('/api/auth/demo', { username: 'CutOffUploader' })).status).toBe(200);
    const [user] = await database.db.select().from(users).where(eq(users.discord_username, 'CutOffUploader'));
    const uploadsOfUser = () => database.db.$count(formUploads, eq(formUploads.user_id, user!.id));
    const send = async () => {
      const res = await browser.request('/api/forms/uploads', {
        method: 'POST',
        headers: { 'content-type': 'application/octet-stream', 'x-file-name': 'proof.png' },
        body: PNG,
      });
      return {
        status: res.status,
        body: (await res.json()) as UploadResponse & { error?: { code: string } },
      };
    };

    // Hold the contents table so the upload stops between its two writes: the form_uploads row is
    // inserted, the bytes wait for the lock.
    await locker.query('begin');
    await locker.query('lock table form_upload_contents in access exclusive mode');
    let pending: ReturnType<typeof send> | undefined;
    try {
      pending = send();
      const blocked = async () =>
        (
          await admin.query<{ pid: number }>(
            `select pid from pg_stat_activity
              where datname = $1 and wait_event_type = 'Lock' and backend_xid is not null
                and query ilike 'insert into "form_upload_contents"%'`,
            [name],
          )
        ).rows;
      await expect.poll(async () => (await blocked()).length).toBe(1);
      const [{ pid }] = (await blocked()) as [{ pid: number }];
      await admin.query('select pg_terminate_backend($1)', [pid]);

      const cut = await pending;
      expect(cut.status).toBe(503);
      expect(cut.body.error?.code).toBe('database_unavailable');
    } finally {
      await locker.query('rollback');
      await pending?.catch(() => {});
    }
    expect(await uploadsOfUser()).toBe(0);

    const next = await send();
    expect(next.status).toBe(201);
    expect(await uploadsOfUser()).toBe(1);
    expect(await database.db.$count(formUploadContents, eq(formUploadContents.upload_id, next.body.id))).toBe(
      1,
    );
    const read = await browser.request(next.body.url);
    expect(read.status).toBe(200);
    expect(new Uint8Array(await read.arrayBuffer())).toEqual(PNG);
  });
});
