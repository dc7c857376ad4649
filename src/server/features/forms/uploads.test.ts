import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadResponse } from '../../../shared/forms/uploads';
import { validApplication } from '../../../shared/test/form-fixtures';
import { bans, formUploads, players, users } from '../../db/schema';
import { createTestApp, type TestApp, type TestBrowser } from '../../test/test-app';
import { startUploadSweeper } from './upload-sweeper';

let app: TestApp & TestBrowser;
let uploadsDir: string;

// Files on disk, the embedded default; uploads-database.test.ts covers files kept in the database.
beforeAll(async () => {
  uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'form-uploads-'));
  app = await createTestApp({ UPLOADS_DIR: uploadsDir, UPLOAD_STORAGE: 'disk' });
});
afterAll(async () => {
  await app?.close();
  fs.rmSync(uploadsDir, { recursive: true, force: true });
});

type ErrorResponse = { error: { code: string; message: string; fields?: Record<string, string[]> } };

const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00,
  0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1f, 0x15, 0xc4, 0x89,
]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
const PDF = new TextEncoder().encode('%PDF-1.4\n%EOF\n');
const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00]);

async function signedIn(username: string) {
  const browser = app.browser();
  expect((await browser.post('/api/auth/demo', { username })).status).toBe(200);
  return browser;
}

async function upload(
  browser: TestBrowser,
  name: string,
  bytes: Uint8Array<ArrayBuffer>,
  headers: Record<string, string> = {},
) {
  const res = await browser.request('/api/forms/uploads', {
    method: 'POST',
    headers: {
      'content-type': 'application/octet-stream',
      'x-file-name': encodeURIComponent(name),
      ...headers,
    },
    body: bytes,
  });
  return { status: res.status, body: (await res.json()) as UploadResponse & ErrorResponse };
}

const storedFiles = () =>
  fs
    .readdirSync(uploadsDir, { recursive: true })
    .filter((f) => fs.statSync(path.join(uploadsDir, String(f))).isFile());

describe('uploads of a banned account', () => {
  it('are refused before they are read, and nothing is stored', async () => {
    const username = `banned_up_${Date.now().toString(36)}`;
    const browser = await signedIn(username);
    const [user] = await app.database.db.select().from(users).where(eq(users.discord_username, username));
    const [record] = await app.database.db
      .insert(players)
      .values({ auth_user_id: user!.id, username })
      .onConflictDoUpdate({ target: players.auth_user_id, set: { username } })
      .returning({ id: players.id });
    await app.database.db
      .insert(bans)
      .values({ player_id: record!.id, reason: 'Cheating', banned_by_name: 'Staff' });
    const refused = await upload(browser, 'proof.png', PNG);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('banned');
    expect(await app.database.db.select().from(formUploads).where(eq(formUploads.user_id, user!.id))).toEqual(
      [],
    );
  });
});

describe('POST /api/forms/uploads', () => {
  it('refuses visitors and cross-site posts', async () => {
    expect((await upload(app.browser(), 'a.png', PNG)).status).toBe(401);
    const browser = await signedIn('UploadXsite');
    expect((await upload(browser, 'a.png', PNG, { origin: 'https://evil.example' })).status).toBe(403);
  });

  it('stores a real PNG privately under the user and returns our own URL', async () => {
    const browser = await signedIn('UploadOwner');
    const res = await upload(browser, 'team sheet.png', PNG);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'team sheet.png', size: PNG.byteLength, content_type: 'png' });
    expect(res.body.url).toBe(`/api/forms/uploads/${res.body.id}`);
    const [row] = await app.database.db.select().from(formUploads).where(eq(formUploads.id, res.body.id));
    const [user] = await app.database.db
      .select()
      .from(users)
      .where(eq(users.discord_username, 'UploadOwner'));
    expect(row?.storage_key).toMatch(new RegExp(`^${user?.id}/\\d{13}-[0-9a-f]{16}\\.png$`));
    const file = path.join(uploadsDir, row?.storage_key ?? '');
    expect(new Uint8Array(fs.readFileSync(file))).toEqual(PNG);
    expect(fs.statSync(file).mode & 0o077).toBe(0);
  });

  it('judges by content: an .exe renamed to .png is refused and not stored', async () => {
    const browser = await signedIn('UploadExe');
    const before = storedFiles().length;
    const res = await upload(browser, 'totally-a-picture.png', EXE, { 'content-type': 'image/png' });
    expect(res.status).toBe(415);
    expect(res.body.error.message).toBe('totally-a-picture.png is not a PDF, JPG, PNG or GIF file.');
    expect(storedFiles()).toHaveLength(before);
  });

  it('refuses 5 MB + 1 byte with 413 and the product message', async () => {
    const browser = await signedIn('UploadBig');
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG);
    const res = await upload(browser, 'huge.png', big);
    expect(res.status).toBe(413);
    expect(res.body.error.message).toBe('huge.png is larger than 5MB.');
    // Exactly 5 MB is fine.
    expect((await upload(browser, 'edge.png', big.subarray(0, 5 * 1024 * 1024))).status).toBe(201);
  });

  it('refuses a body that grows past 5 MB without declaring its length', async () => {
    const browser = await signedIn('UploadStream');
    const chunk = new Uint8Array(1024 * 1024);
    chunk.set(PNG);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 6) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const res = await browser.request('/api/forms/uploads', {
      method: 'POST',
      headers: { 'x-file-name': 'stream.png' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
  });
});

describe('GET /api/forms/uploads/:id', () => {
  it('serves the file to its uploader and staff only', async () => {
    const owner = await signedIn('DocOwner');
    const { body } = await upload(owner, 'proof.png', PNG);

    const own = await owner.request(body.url);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('image/png');
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    expect(new Uint8Array(await own.arrayBuffer())).toEqual(PNG);

    const other = await signedIn('DocSnoop');
    expect((await other.request(body.url)).status).toBe(404);
    expect((await app.browser().request(body.url)).status).toBe(401);

    const staff = await signedIn('DocStaff');
    await app.database.db.update(users).set({ role: 'staff' }).where(eq(users.discord_username, 'DocStaff'));
    expect((await staff.request(body.url)).status).toBe(200);
  });

  it('downloads a non-ASCII name with an RFC 6266 filename* and an ASCII fallback', async () => {
    const owner = await signedIn('DocUnicode');
    const { status, body } = await upload(owner, '日本語 🎮.png', PNG);
    expect(status).toBe(201);
    expect(body.name).toBe('日本語 🎮.png');
    const res = await owner.request(body.url);
    expect(res.status).toBe(200);
    const disposition = res.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(/^inline; filename="[\x20-\x7e]+\.png"; /);
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent('日本語 🎮.png')}`);
  });

  it('names the file after its detected type and serves non-images as attachments in a sandbox', async () => {
    const owner = await signedIn('DocRenamed');
    const jpeg = await upload(owner, 'notes.html', JPEG);
    expect(jpeg.body).toMatchObject({ name: 'notes.jpg', content_type: 'jpg' });
    const [row] = await app.database.db.select().from(formUploads).where(eq(formUploads.id, jpeg.body.id));
    expect(row?.original_name).toBe('notes.jpg');
    expect(row?.storage_key).toMatch(/\.jpg$/);

    const pdf = await upload(owner, 'cv.png', PDF);
    expect(pdf.body.name).toBe('cv.pdf');
    const res = await owner.request(pdf.body.url);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="cv\.pdf"/);
    // The site-wide headers must not replace the stricter policy of an uploaded file.
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('opens an image in a tab of its own as a page without inline styles, whose image request gets the bytes', async () => {
    const owner = await signedIn('DocViewer');
    const { body } = await upload(owner, "<img src=x onerror='alert(1)'> team.png", PNG);
    const page = await owner.request(body.url, { headers: { 'sec-fetch-dest': 'document' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("img-src 'self'");
    expect(policy).not.toContain('unsafe-inline');
    const html = await page.text();
    expect(html).not.toMatch(/style|<script/i);
    expect(html.match(/<img /g)).toHaveLength(1);
    expect(html).toContain(
      `<img src="${body.url}" alt="&lt;img src=x onerror=&#39;alert(1)&#39;&gt; team.png">`,
    );

    // The page's own request for the picture, and any request that is not a tab, get the file.
    for (const headers of [{ 'sec-fetch-dest': 'image' }, {}] as Record<string, string>[]) {
      const image = await owner.request(body.url, { headers });
      expect(image.headers.get('content-type')).toBe('image/png');
      expect(image.headers.get('vary')).toBe('Sec-Fetch-Dest');
      expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG);
    }
    // A document opened in a tab is still only ever downloaded.
    const pdf = await upload(owner, 'cv.pdf', PDF);
    const opened = await owner.request(pdf.body.url, { headers: { 'sec-fetch-dest': 'document' } });
    expect(opened.headers.get('content-type')).toBe('application/pdf');
    expect(opened.headers.get('content-disposition')).toMatch(/^attachment;/);
  });

  it('answers unknown and malformed ids with 404', async () => {
    const browser = await signedIn('DocMissing');
    expect((await browser.request('/api/forms/uploads/not-a-uuid')).status).toBe(404);
    expect((await browser.request(`/api/forms/uploads/${crypto.randomUUID()}`)).status).toBe(404);
    // Withdrawing one answers the same.
    const withdrawn = await browser.request('/api/forms/uploads/not-a-uuid', { method: 'DELETE' });
    expect(withdrawn.status).toBe(404);
    expect(await withdrawn.json()).toMatchObject({ error: { message: 'No such file.' } });
  });
});

describe('uploads and the application', () => {
  it('attaches uploaded files to the application, which keeps their URLs', async () => {
    const browser = await signedIn('Applicant2Files');
    const a = await upload(browser, 'a.png', PNG);
    const b = await upload(browser, 'b.pdf', new TextEncoder().encode('%PDF-1.4 test'));
    const res = await browser.post<{ id: string }>('/api/forms/gym-leader-application', {
      ...validApplication,
      uploads: [a.body.url, b.body.url],
    });
    expect(res.status).toBe(201);
    const row = await app.database.db.query.gymLeaderApplications.findFirst({
      where: (t, { eq }) => eq(t.id, res.body.id),
    });
    expect(row?.uploads).toEqual([a.body.url, b.body.url]);
    const files = await app.database.db
      .select()
      .from(formUploads)
      .where(eq(formUploads.application_id, res.body.id));
    expect(files).toHaveLength(2);
    // Attached files can no longer be withdrawn.
    expect((await browser.request(a.body.url, { method: 'DELETE' })).status).toBe(404);
  });

  it('refuses a file link that is not one of ours per field, and the refusal costs no try', async () => {
    const browser = await signedIn('BadLink');
    // 36 hex digits and dashes, but not a uuid; then a uuid in another place.
    const links = [
      '/api/forms/uploads/0123456789abcdef0123456789abcdef0123',
      '/api/forms/uploads/------------------------------------',
      '/api/forms/uploads/0123456789ab-cdef-0123-4567-89abcdef0123',
      '/elsewhere/01234567-89ab-cdef-0123-456789abcdef',
    ];
    for (const link of links) {
      const res = await browser.post<ErrorResponse>('/api/forms/gym-leader-application', {
        ...validApplication,
        uploads: [link],
      });
      expect(res.status).toBe(400);
      expect(res.body.error.fields?.uploads).toEqual(['This file reference is not valid.']);
    }
    // More refusals than the hourly allowance of applications, and the application still goes in.
    const { body } = await upload(browser, 'proof.png', PNG);
    const res = await browser.post('/api/forms/gym-leader-application', {
      ...validApplication,
      uploads: [body.url],
    });
    expect(res.status).toBe(201);
  });

  it('refuses 6 files', async () => {
    const browser = await signedIn('SixFiles');
    const urls: string[] = [];
    for (let i = 0; i < 6; i++) urls.push((await upload(browser, `f${i}.png`, PNG)).body.url);
    const res = await browser.post<ErrorResponse>('/api/forms/gym-leader-application', {
      ...validApplication,
      uploads: urls,
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields?.uploads).toEqual(['You can upload a maximum of 5 files.']);
  });

  it("refuses someone else's file and writes no application", async () => {
    const owner = await signedIn('FileOwner');
    const thief = await signedIn('FileThief');
    const { body } = await upload(owner, 'mine.png', PNG);
    const before = await app.database.db.$count(formUploads);
    const res = await thief.post<ErrorResponse>('/api/forms/gym-leader-application', {
      ...validApplication,
      uploads: [body.url],
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields?.uploads?.[0]).toMatch(/expired or could not be found/);
    const apps = await app.database.db.query.gymLeaderApplications.findMany({
      where: (t, { eq }) => eq(t.full_name, validApplication.full_name),
      columns: { user_id: true },
    });
    const [thiefUser] = await app.database.db
      .select()
      .from(users)
      .where(eq(users.discord_username, 'FileThief'));
    expect(apps.some((a) => a.user_id === thiefUser?.id)).toBe(false);
    expect(await app.database.db.$count(formUploads)).toBe(before);
  });
});

describe('abandoned uploads', () => {
  it('are capped at 10 waiting per account, also when they arrive at once', async () => {
    const browser = await signedIn('EagerUploader');
    const sent = await Promise.all(
      Array.from({ length: 12 }, (_, i) => upload(browser, `shot-${i}.png`, PNG)),
    );
    const statuses = sent.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array(10).fill(201), 429, 429]);
    expect(sent.find((answer) => answer.status === 429)?.body.error.code).toBe('too_many_pending_uploads');
    const { user } = (await browser.json<{ user: { id: string } }>('/api/me')).body;
    const held = await app.database.db.select().from(formUploads).where(eq(formUploads.user_id, user.id));
    expect(held).toHaveLength(10);
    expect(storedFiles().filter((file) => String(file).startsWith(user.id))).toHaveLength(10);
  });

  it('are withdrawn by their owner with DELETE', async () => {
    const browser = await signedIn('Withdrawer');
    const { body } = await upload(browser, 'oops.png', PNG);
    const [row] = await app.database.db.select().from(formUploads).where(eq(formUploads.id, body.id));
    expect((await (await signedIn('NotTheOwner')).request(body.url, { method: 'DELETE' })).status).toBe(404);
    expect((await browser.request(body.url, { method: 'DELETE' })).status).toBe(204);
    expect(fs.existsSync(path.join(uploadsDir, row?.storage_key ?? 'x'))).toBe(false);
    expect((await browser.request(body.url)).status).toBe(404);
  });

  it('are swept on a schedule too, with nobody uploading', async () => {
    const browser = await signedIn('QuietAbandoner');
    const stale = await upload(browser, 'quiet.png', PNG);
    const [row] = await app.database.db.select().from(formUploads).where(eq(formUploads.id, stale.body.id));
    await app.database.db.execute(
      sql`update form_uploads set created_at = now() - interval '61 minutes' where id = ${stale.body.id}`,
    );
    const stop = startUploadSweeper(app.deps, 20);
    try {
      await expect
        .poll(
          async () =>
            (await app.database.db.select().from(formUploads).where(eq(formUploads.id, stale.body.id)))
              .length,
        )
        .toBe(0);
      await expect.poll(() => fs.existsSync(path.join(uploadsDir, row!.storage_key))).toBe(false);
    } finally {
      stop();
    }
  });

  it('are removed with their file an hour after upload, at the next upload; attached ones stay', async () => {
    const browser = await signedIn('Abandoner');
    const stale = await upload(browser, 'stale.png', PNG);
    const fresh = await upload(browser, 'fresh.png', PNG);
    const kept = await upload(browser, 'kept.png', PNG);
    const application = await browser.post<{ id: string }>('/api/forms/gym-leader-application', {
      ...validApplication,
      uploads: [kept.body.url],
    });
    expect(application.status).toBe(201);
    const keys = await app.database.db.select().from(formUploads);
    const keyOf = (id: string) => keys.find((k) => k.id === id)?.storage_key ?? 'missing';
    await app.database.db.execute(
      sql`update form_uploads set created_at = now() - interval '61 minutes' where id in (${stale.body.id}, ${kept.body.id})`,
    );

    await upload(await signedIn('SomeoneElse'), 'trigger.png', PNG);

    const remaining = (await app.database.db.select({ id: formUploads.id }).from(formUploads)).map(
      (r) => r.id,
    );
    expect(remaining).not.toContain(stale.body.id);
    expect(remaining).toContain(fresh.body.id);
    expect(remaining).toContain(kept.body.id);
    expect(fs.existsSync(path.join(uploadsDir, keyOf(stale.body.id)))).toBe(false);
    expect(fs.existsSync(path.join(uploadsDir, keyOf(fresh.body.id)))).toBe(true);
    expect(fs.existsSync(path.join(uploadsDir, keyOf(kept.body.id)))).toBe(true);
  });
});
