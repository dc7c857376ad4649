/**
 * Uploads kept in the database (UPLOAD_STORAGE=database, the default with PostgreSQL): two app
 * instances share one database but not a folder, as instances behind a load balancer do, and each
 * serves what the other stored.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { UploadResponse } from '../../../shared/forms/uploads';
import { validApplication } from '../../../shared/test/form-fixtures';
import { formUploadContents, formUploads, users } from '../../db/schema';
import { createTestApp, type TestApp, type TestBrowser } from '../../test/test-app';
import { uploadFiles } from './upload-store';
import { startUploadSweeper } from './upload-sweeper';

let first: TestApp & TestBrowser;
let second: TestApp & TestBrowser;
let firstDir: string;
let secondDir: string;

beforeAll(async () => {
  firstDir = fs.mkdtempSync(path.join(os.tmpdir(), 'form-uploads-a-'));
  secondDir = fs.mkdtempSync(path.join(os.tmpdir(), 'form-uploads-b-'));
  first = await createTestApp({ UPLOADS_DIR: firstDir, UPLOAD_STORAGE: 'database' });
  second = await createTestApp(
    { UPLOADS_DIR: secondDir, UPLOAD_STORAGE: 'database' },
    { database: first.database },
  );
});
afterAll(async () => {
  // The second instance borrows the first one's database, which closes it.
  await first?.close();
  for (const dir of [firstDir, secondDir]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

type ErrorResponse = { error: { code: string; message: string } };

const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00,
  0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1f, 0x15, 0xc4, 0x89,
]);
const PDF = new TextEncoder().encode('%PDF-1.4\n%EOF\n');

const db = () => first.database.db;

async function signedIn(instance: TestApp, username: string) {
  const browser = instance.browser();
  expect((await browser.post('/api/auth/demo', { username })).status).toBe(200);
  return browser;
}

/** The same browser session, its requests routed to another instance. */
function sameSessionOn(instance: TestApp, browser: TestBrowser) {
  const moved = instance.browser();
  for (const [name, value] of browser.cookies) moved.cookies.set(name, value);
  return moved;
}

async function upload(browser: TestBrowser, name: string, bytes: Uint8Array<ArrayBuffer>) {
  const res = await browser.request('/api/forms/uploads', {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream', 'x-file-name': encodeURIComponent(name) },
    body: bytes,
  });
  return { status: res.status, body: (await res.json()) as UploadResponse & ErrorResponse };
}

const contentOf = async (id: string) =>
  (await db().select().from(formUploadContents).where(eq(formUploadContents.upload_id, id)))[0]?.bytes;

const rowExists = async (id: string) =>
  (await db().select({ id: formUploads.id }).from(formUploads).where(eq(formUploads.id, id))).length > 0;

describe('uploads kept in the database', () => {
  it('is where UPLOAD_STORAGE=auto keeps them on PostgreSQL; embedded PGlite keeps them on disk', () => {
    const auto = { ...first.deps, env: { ...first.deps.env, UPLOAD_STORAGE: 'auto' as const } };
    const expected = inject('testDatabase').kind === 'postgres' ? 'database' : 'disk';
    expect(uploadFiles(auto).kind).toBe(expected);
  });

  it('stores the bytes in the database and nothing on disk', async () => {
    const browser = await signedIn(first, 'DbUploadOwner');
    const res = await upload(browser, 'team sheet.png', PNG);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'team sheet.png', size: PNG.byteLength, content_type: 'png' });
    expect(new Uint8Array((await contentOf(res.body.id)) ?? [])).toEqual(PNG);
    const [row] = await db().select().from(formUploads).where(eq(formUploads.id, res.body.id));
    // Neither the file nor its owner's folder is on disk.
    expect(row?.storage_key.split('/')[0]).toBe(row?.user_id);
    expect(fs.existsSync(path.join(firstDir, row!.user_id))).toBe(false);
  });

  it('serves a file from the instance that did not receive it, with the same headers', async () => {
    const owner = await signedIn(first, 'DbCrossOwner');
    const pdf = await upload(owner, 'cv.png', PDF);
    expect(pdf.status).toBe(201);

    const res = await sameSessionOn(second, owner).request(pdf.body.url);
    expect(res.status).toBe(200);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PDF);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-length')).toBe(String(PDF.byteLength));
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="cv\.pdf"/);
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('private, no-store');

    const image = await upload(owner, '日本語 🎮.png', PNG);
    const inline = await sameSessionOn(second, owner).request(image.body.url);
    expect(inline.status).toBe(200);
    expect(inline.headers.get('content-disposition')).toContain(`inline; filename="`);
    expect(inline.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent('日本語 🎮.png')}`,
    );
  });

  it("answers another user's file like a missing one and visitors with 401, on every instance", async () => {
    const owner = await signedIn(first, 'DbPrivateOwner');
    const { body } = await upload(owner, 'proof.png', PNG);
    for (const instance of [first, second]) {
      const snoop = await signedIn(instance, `DbSnoop${instance === first ? 'A' : 'B'}`);
      const other = await snoop.json<ErrorResponse>(body.url);
      expect(other.status).toBe(404);
      expect(other.body.error.code).toBe('not_found');
      expect((await snoop.request(body.url, { method: 'DELETE' })).status).toBe(404);
      expect((await instance.browser().request(body.url)).status).toBe(401);
    }
    expect(await contentOf(body.id)).toBeDefined();

    const staff = await signedIn(second, 'DbStaff');
    await db().update(users).set({ role: 'staff' }).where(eq(users.discord_username, 'DbStaff'));
    expect((await staff.request(body.url)).status).toBe(200);
  });

  it('is withdrawn on one instance and gone on the other', async () => {
    const owner = await signedIn(first, 'DbWithdrawer');
    const { body } = await upload(owner, 'oops.png', PNG);
    expect((await sameSessionOn(second, owner).request(body.url, { method: 'DELETE' })).status).toBe(204);
    expect(await contentOf(body.id)).toBeUndefined();
    expect((await owner.request(body.url)).status).toBe(404);
  });

  it('keeps the files of a submitted application readable everywhere', async () => {
    const owner = await signedIn(first, 'DbApplicant');
    const file = await upload(owner, 'a.png', PNG);
    const res = await sameSessionOn(second, owner).post<{ id: string }>('/api/forms/gym-leader-application', {
      ...validApplication,
      uploads: [file.body.url],
    });
    expect(res.status).toBe(201);
    const staff = await signedIn(second, 'DbReviewer');
    await db().update(users).set({ role: 'staff' }).where(eq(users.discord_username, 'DbReviewer'));
    const read = await staff.request(file.body.url);
    expect(read.status).toBe(200);
    expect(new Uint8Array(await read.arrayBuffer())).toEqual(PNG);
  });

  it('still serves a file stored on disk before the switch, from the instance that has it', async () => {
    const owner = await signedIn(first, 'DbLegacyOwner');
    const [user] = await db().select().from(users).where(eq(users.discord_username, 'DbLegacyOwner'));
    const key = `${user!.id}/1700000000000-0123456789abcdef.png`;
    fs.mkdirSync(path.join(firstDir, user!.id), { recursive: true });
    fs.writeFileSync(path.join(firstDir, key), PNG);
    const [row] = await db()
      .insert(formUploads)
      .values({
        user_id: user!.id,
        storage_key: key,
        original_name: 'old.png',
        content_type: 'image/png',
        size_bytes: PNG.byteLength,
      })
      .returning({ id: formUploads.id });
    const res = await owner.request(`/api/forms/uploads/${row!.id}`);
    expect(res.status).toBe(200);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PNG);
    expect((await sameSessionOn(second, owner).request(`/api/forms/uploads/${row!.id}`)).status).toBe(404);
  });

  it('sweeps abandoned uploads from any instance, contents included; attached ones stay', async () => {
    const owner = await signedIn(first, 'DbAbandoner');
    const stale = await upload(owner, 'stale.png', PNG);
    const fresh = await upload(owner, 'fresh.png', PNG);
    const kept = await upload(owner, 'kept.png', PNG);
    expect(
      (
        await owner.post('/api/forms/gym-leader-application', {
          ...validApplication,
          uploads: [kept.body.url],
        })
      ).status,
    ).toBe(201);
    await db().execute(
      sql`update form_uploads set created_at = now() - interval '61 minutes' where id in (${stale.body.id}, ${kept.body.id})`,
    );

    // The instance that took none of these uploads sweeps them.
    const stop = startUploadSweeper(second.deps, 20);
    try {
      await expect.poll(() => rowExists(stale.body.id)).toBe(false);
    } finally {
      stop();
    }
    expect(await contentOf(stale.body.id)).toBeUndefined();
    expect(await contentOf(fresh.body.id)).toBeDefined();
    expect(await contentOf(kept.body.id)).toBeDefined();
    expect((await owner.request(stale.body.url)).status).toBe(404);
  });
});
