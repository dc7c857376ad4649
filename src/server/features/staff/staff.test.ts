import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormSubmitResponse, MySubmissionsResponse } from '../../../shared/forms/submissions';
import type { UploadResponse } from '../../../shared/forms/uploads';
import type {
  AuditResponse,
  BulkStatusResponse,
  QueueResponse,
  RoleChangeResponse,
  StaffMembersResponse,
  SubmissionDetailResponse,
} from '../../../shared/staff/api';
import { validApplication, validForms } from '../../../shared/test/form-fixtures';
import {
  bugReports,
  staffAuditLog,
  staffSubmissionNotes,
  staffSubmissionReviews,
  supportTickets,
  users,
  waitlist,
} from '../../db/schema';
import { createTestApp, type TestApp, type TestBrowser } from '../../test/test-app';
import { createSession } from '../auth';

let app: TestApp & TestBrowser;
let uploadsDir: string;

beforeAll(async () => {
  uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'staff-uploads-'));
  app = await createTestApp({ UPLOADS_DIR: uploadsDir, UPLOAD_STORAGE: 'disk' });
});
afterAll(async () => {
  await app?.close();
  fs.rmSync(uploadsDir, { recursive: true, force: true });
});

type Failure = { error: { code: string; message: string; fields?: Record<string, string[]> } };

let counter = 0;
/** An account of the given role with a signed-in browser (sessions made directly: sign-in is rate limited). */
async function account(role: 'player' | 'staff' | 'admin' = 'player') {
  const name = `${role}_${Date.now().toString(36)}${(counter++).toString(36)}`;
  const [user] = await app.database.db
    .insert(users)
    .values({ discord_id: `test-${name}`, discord_username: name, role })
    .returning({ id: users.id });
  const { token } = await createSession(app.deps, user!.id);
  const browser = app.browser();
  browser.cookies.set('session', token);
  return { id: user!.id, name, browser };
}

const send = <T>(browser: TestBrowser, method: string, url: string, body?: unknown) =>
  browser.json<T>(url, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const patch = <T = SubmissionDetailResponse>(browser: TestBrowser, url: string, body: unknown) =>
  send<T>(browser, 'PATCH', url, body);

async function submitBug(browser: TestBrowser, title = `Crash ${counter++}`) {
  const res = await browser.post<FormSubmitResponse>('/api/forms/bug-reports', { ...validForms.bug, title });
  expect(res.status).toBe(201);
  return { kind: 'bug_report' as const, id: res.body.id, title };
}

async function auditFor(targetId: string) {
  return app.database.db
    .select()
    .from(staffAuditLog)
    .where(eq(staffAuditLog.target_id, targetId))
    .orderBy(staffAuditLog.id);
}

/** Everything a refused request could have changed. */
async function snapshot(userId: string, bugId: string) {
  const db = app.database.db;
  const count = async (table: string) => {
    const result = await db.execute(sql.raw(`select count(*)::int as n from ${table}`));
    return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n);
  };
  const [user] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  const [bug] = await db
    .select({ status: bugReports.status })
    .from(bugReports)
    .where(eq(bugReports.id, bugId));
  return {
    audit: await count('staff_audit_log'),
    reviews: await count('staff_submission_reviews'),
    notes: await count('staff_submission_notes'),
    role: user?.role,
    status: bug?.status,
  };
}

/** Every route mounted under /api/staff, read from the app itself, so a new one is covered too. */
function staffRoutes() {
  const seen = new Set<string>();
  return app.app.routes
    .filter((r) => r.path.startsWith('/api/staff/') && r.method !== 'ALL')
    .map((r) => ({ method: r.method, path: r.path }))
    .filter((r) => {
      const key = `${r.method} ${r.path}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** Only admins; every other route is for staff and admins. */
const ADMIN_ONLY = new Set([
  'POST /api/staff/tournaments',
  'POST /api/staff/tournaments/:slug/cancel',
  'POST /api/staff/members/:userId/role',
  'POST /api/staff/members/:userId/permissions',
  'POST /api/staff/leaders/:id/payouts',
  'POST /api/staff/game-servers',
  'POST /api/staff/game-servers/:name/revoke',
  'POST /api/staff/purchases/:id/refunds',
  'PUT /api/staff/vote',
  'POST /api/staff/season/reset',
  'GET /api/staff/atlas/imports',
  'POST /api/staff/atlas/imports',
  'POST /api/staff/atlas/imports/dry-run',
  'POST /api/staff/atlas/imports/:id/restore',
]);

describe('access', () => {
  it('every /api/staff route refuses visitors (401) and players (403) and changes nothing', async () => {
    const routes = staffRoutes();
    expect(routes.map((r) => `${r.method} ${r.path}`).sort()).toEqual(
      [
        'GET /api/staff/audit',
        'GET /api/staff/leaders',
        'POST /api/staff/leaders',
        'PATCH /api/staff/leaders/:id',
        'GET /api/staff/leaders/:id/ledger',
        'POST /api/staff/leaders/:id/payouts',
        'GET /api/staff/deliveries',
        'GET /api/staff/game-servers',
        'POST /api/staff/deliveries/:id/cancel',
        'POST /api/staff/deliveries/:id/retry',
        'POST /api/staff/game-servers',
        'POST /api/staff/game-servers/:name/revoke',
        'GET /api/staff/events',
        'POST /api/staff/events',
        'PATCH /api/staff/events/:id',
        'GET /api/staff/events/:id/registrations',
        'DELETE /api/staff/events/:id/registrations/:registrationId',
        'GET /api/staff/incidents',
        'POST /api/staff/incidents',
        'PATCH /api/staff/incidents/:id',
        'GET /api/staff/tournaments',
        'POST /api/staff/tournaments',
        'GET /api/staff/tournaments/:slug',
        'PATCH /api/staff/tournaments/:slug',
        'POST /api/staff/tournaments/:slug/open',
        'POST /api/staff/tournaments/:slug/close',
        'POST /api/staff/tournaments/:slug/cancel',
        'POST /api/staff/tournaments/:slug/crown',
        'POST /api/staff/tournaments/:slug/practice-draw',
        'DELETE /api/staff/tournaments/:slug/practice-draw',
        'GET /api/staff/tournaments/:slug/registrations',
        'POST /api/staff/tournaments/:slug/registrations/:id/check-in',
        'POST /api/staff/tournaments/:slug/registrations/:id/withdraw',
        'PUT /api/staff/tournaments/:slug/registrations/:id/team',
        'GET /api/staff/members',
        'GET /api/staff/notifications',
        'GET /api/staff/overview',
        'GET /api/staff/openapi.json',
        'GET /api/staff/outbox',
        'GET /api/staff/purchases',
        'GET /api/staff/purchases/:id',
        'POST /api/staff/purchases/:id/refunds',
        'POST /api/staff/purchases/grants',
        'POST /api/staff/purchases/:id/revoke',
        'GET /api/staff/catalog',
        'GET /api/staff/discord/roles',
        'PUT /api/staff/discord/roles',
        'POST /api/staff/catalog',
        'PUT /api/staff/catalog/:id',
        'POST /api/staff/catalog/:id/retire',
        'POST /api/staff/catalog/:id/preview',
        'GET /api/staff/sales',
        'POST /api/staff/sales',
        'PUT /api/staff/sales/:id',
        'DELETE /api/staff/sales/:id',
        'GET /api/staff/codes',
        'POST /api/staff/codes',
        'PUT /api/staff/codes/:id',
        'GET /api/staff/shop/revenue',
        'GET /api/staff/shop/exports/purchases.csv',
        'GET /api/staff/shop/exports/ledger.csv',
        'GET /api/staff/shop/exports/payouts.csv',
        'GET /api/staff/shop/settings',
        'POST /api/staff/shop/settings',
        'GET /api/staff/submissions',
        'GET /api/staff/submissions/:kind/:id',
        'PATCH /api/staff/submissions/:kind/:id',
        'POST /api/staff/members/:userId/role',
        'POST /api/staff/members/:userId/permissions',
        'POST /api/staff/submissions/bulk',
        'GET /api/staff/content',
        'POST /api/staff/content/preview',
        'GET /api/staff/content/blocks/:page/:name',
        'PUT /api/staff/content/blocks/:page/:name',
        'POST /api/staff/content/blocks/:page/:name/revisions/:revision/restore',
        'GET /api/staff/vote',
        'PUT /api/staff/vote',
        'POST /api/staff/season/badges',
        'POST /api/staff/season/reset',
        'GET /api/staff/links',
        'PUT /api/staff/links/:userId',
        'DELETE /api/staff/links/:userId',
        'GET /api/staff/atlas/imports',
        'POST /api/staff/atlas/imports',
        'POST /api/staff/atlas/imports/dry-run',
        'POST /api/staff/atlas/imports/:id/restore',
        'GET /api/staff/bans',
        'GET /api/staff/bans/players',
        'POST /api/staff/bans',
        'POST /api/staff/bans/:id/lift',
      ].sort(),
    );
    const player = await account();
    const staff = await account('staff');
    const target = await account();
    const bug = await submitBug(target.browser);
    // Bodies that would change something were the guard missing.
    const bodies: Record<string, unknown> = {
      'POST /api/staff/members/:userId/role': { role: 'staff' },
      'POST /api/staff/members/:userId/permissions': { permission: 'editor', granted: true },
      'PUT /api/staff/content/blocks/:page/:name': {
        title: 'Refused',
        body: 'Refused.',
        base_revision: null,
      },
      'PUT /api/staff/vote': {
        sites: [{ name: 'Refused', url: 'https://refused.example/', rewards: '' }],
        party_goal: 1,
      },
      'POST /api/staff/submissions/bulk': { items: [{ kind: bug.kind, id: bug.id }], status: 'resolved' },
      'PATCH /api/staff/submissions/:kind/:id': { status: 'resolved', reply: 'Fixed.', note: 'Internal.' },
      'POST /api/staff/game-servers': { name: 'refused-server' },
      'POST /api/staff/incidents': { title: 'Refused incident' },
      'POST /api/staff/events': { title: 'Refused event', kind: 'quick', start_ts: '2030-01-01T18:00:00Z' },
      'POST /api/staff/leaders': { display_name: 'Refused Leader', element: 'fire' },
      'POST /api/staff/leaders/:id/payouts': { amount_cents: 100, reference: 'refused' },
      'POST /api/staff/purchases/:id/refunds': { amount_cents: 100, refunded_cents: 0 },
      'POST /api/staff/purchases/grants': {
        player: 'RefusedPlayer',
        catalog_item_id: 'battle-pass',
        reason: 'Refused grant',
      },
      'POST /api/staff/purchases/:id/revoke': { reason: 'Refused revoke' },
      'POST /api/staff/season/badges': { player: 'RefusedPlayer', badge: 'fire', awarded: true },
      'POST /api/staff/season/reset': { season: 1, confirm: 'Season 1' },
      'POST /api/staff/bans': { player_id: '0f0e0d0c-0b0a-4908-8706-050403020100', reason: 'Refused' },
      'POST /api/staff/bans/:id/lift': { reason: 'Refused' },
      'PUT /api/staff/tournaments/:slug/registrations/:id/team': {
        team: Array.from({ length: 6 }, () => ({
          species: 'Pikachu',
          item: 'Light Ball',
          moves: ['Thunderbolt', 'Protect', 'Fake Out', 'Volt Switch'],
        })),
        tera_pokemon_slot: 1,
        tera_type: 'Electric',
      },
      'PUT /api/staff/links/:userId': {
        player_uuid: '0f0e0d0c-0b0a-4908-8706-050403020100',
        player_name: 'RefusedLink',
      },
    };
    const before = await snapshot(target.id, bug.id);
    for (const route of routes) {
      const key = `${route.method} ${route.path}`;
      const url = route.path
        .replace(':userId', target.id)
        .replace(':registrationId', bug.id)
        .replace(':kind', bug.kind)
        .replace(':id', bug.id)
        .replace(':page/:name', 'server-rules/rule-1')
        .replace(':revision', '1');
      const body = bodies[key] ?? (route.method === 'GET' ? undefined : {});
      const visitor = await send<Failure>(app.browser(), route.method, url, body);
      expect(visitor.status, `${key} as a visitor`).toBe(401);
      const asPlayer = await send<Failure>(player.browser, route.method, url, body);
      expect(asPlayer.status, `${key} as a player`).toBe(403);
      expect(asPlayer.body.error.message).toMatch(/staff|admins/i);
      // Page texts are written by editors (a permission staff are given) and admins.
      if (ADMIN_ONLY.has(key) || (key.startsWith('P') && key.includes('/content/'))) {
        const asStaff = await send<Failure>(staff.browser, route.method, url, body);
        expect(asStaff.status, `${key} as staff`).toBe(403);
      }
    }
    expect(await snapshot(target.id, bug.id)).toEqual(before);
  });

  it('a revoked staff member is refused at once (the role is read on every request)', async () => {
    const admin = await account('admin');
    const player = await account();
    expect((await player.browser.json('/api/staff/submissions')).status).toBe(403);
    await admin.browser.post(`/api/staff/members/${player.id}/role`, { role: 'staff' });
    expect((await player.browser.json('/api/staff/submissions')).status).toBe(200);
    await admin.browser.post(`/api/staff/members/${player.id}/role`, { role: 'player' });
    expect((await player.browser.json('/api/staff/submissions')).status).toBe(403);
  });

  it("no console answer is stored by a browser, whichever feature's console routes answer it", async () => {
    const admin = await account('admin');
    for (const url of [
      '/api/staff/submissions',
      '/api/staff/deliveries',
      '/api/staff/content',
      '/api/staff/events',
    ]) {
      const response = await admin.browser.request(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('cache-control'), url).toBe('no-store');
    }
  });
});

describe('review queues', () => {
  it('lists submissions of every form with filters, search and the submitter', async () => {
    const staff = await account('staff');
    const player = await account();
    const bug = await submitBug(player.browser, `Zubat clips through walls ${counter++}`);
    const ticket = await player.browser.post<FormSubmitResponse>('/api/forms/support-tickets', {
      ...validForms.support,
      subject: 'Lost my Pikachu',
    });
    expect(ticket.status).toBe(201);
    // A second apart in the order sent: two posts can share one instant, and the queue lists
    // submissions of one instant by id, not by when they came.
    await app.database.db
      .update(supportTickets)
      .set({ created_at: sql`${supportTickets.created_at} + interval '1 second'` })
      .where(eq(supportTickets.id, ticket.body.id));

    const all = await staff.browser.json<QueueResponse>('/api/staff/submissions');
    expect(all.status).toBe(200);
    const mine = all.body.submissions.filter((s) => s.submitter.id === player.id);
    expect(mine.map((s) => s.kind)).toEqual(['support_ticket', 'bug_report']);
    expect(mine[1]).toMatchObject({
      id: bug.id,
      summary: bug.title,
      status: 'new',
      assignee: null,
      submitter: { discord_username: player.name },
    });

    const search = await staff.browser.json<QueueResponse>(
      `/api/staff/submissions?q=${encodeURIComponent('zubat CLIPS')}`,
    );
    expect(search.body.submissions.map((s) => s.id)).toEqual([bug.id]);
    const byName = await staff.browser.json<QueueResponse>(`/api/staff/submissions?q=${player.name}`);
    expect(byName.body.submissions).toHaveLength(2);
    const byId = await staff.browser.json<QueueResponse>(`/api/staff/submissions?q=${bug.id}`);
    expect(byId.body.submissions.map((s) => s.id)).toEqual([bug.id]);
    const wildcard = await staff.browser.json<QueueResponse>('/api/staff/submissions?q=%25');
    expect(wildcard.body.submissions.filter((s) => s.submitter.id === player.id)).toEqual([]);

    const tickets = await staff.browser.json<QueueResponse>(
      `/api/staff/submissions?kind=support_ticket&q=${player.name}`,
    );
    expect(tickets.body.submissions.map((s) => s.kind)).toEqual(['support_ticket']);
    const resolved = await staff.browser.json<QueueResponse>(
      `/api/staff/submissions?status=resolved&q=${player.name}`,
    );
    expect(resolved.body.submissions).toEqual([]);

    const bad = await staff.browser.json<Failure>('/api/staff/submissions?kind=nope');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields?.kind).toBeDefined();
  });

  it('pages through the queue', async () => {
    const staff = await account('staff');
    const player = await account();
    for (let i = 0; i < 3; i++) await submitBug(player.browser, `Paging ${player.name} ${i}`);
    const first = await staff.browser.json<QueueResponse>('/api/staff/submissions');
    expect(first.body.submissions.length).toBeGreaterThan(0);
    if (first.body.next_offset !== null) {
      const next = await staff.browser.json<QueueResponse>(
        `/api/staff/submissions?offset=${first.body.next_offset}`,
      );
      const firstIds = new Set(first.body.submissions.map((s) => s.id));
      expect(next.body.submissions.some((s) => firstIds.has(s.id))).toBe(false);
    }
  });

  it('shows every field of an application and its files, which staff can open', async () => {
    const staff = await account('staff');
    const player = await account();
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    const uploaded = await player.browser.json<UploadResponse>('/api/forms/uploads', {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream', 'x-file-name': 'team.png' },
      body: png,
    });
    expect(uploaded.status).toBe(201);
    const sent = await player.browser.post<FormSubmitResponse>('/api/forms/gym-leader-application', {
      ...validApplication,
      uploads: [uploaded.body.url],
    });
    expect(sent.status).toBe(201);

    const { status, body } = await staff.browser.json<SubmissionDetailResponse>(
      `/api/staff/submissions/gym_leader_application/${sent.body.id}`,
    );
    expect(status).toBe(200);
    const { submission } = body;
    expect(submission.summary).toBe('Ash Ketchum: Fire type gym');
    expect(submission.fields.find((f) => f.key === 'available_times')?.value).toEqual([
      'Monday-Evening',
      'Friday-Morning',
    ]);
    expect(submission.fields.find((f) => f.key === 'age_number')?.value).toBe(21);
    expect(submission.fields.find((f) => f.key === 'revenue_acknowledgement')?.value).toBe(true);
    expect(submission.files).toEqual([
      {
        id: uploaded.body.id,
        name: 'team.png',
        url: uploaded.body.url,
        content_type: 'image/png',
        size: png.byteLength,
      },
    ]);
    const file = await staff.browser.request(submission.files[0]!.url);
    expect(file.status).toBe(200);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(png);

    const missing = await staff.browser.json<Failure>(`/api/staff/submissions/bug_report/${sent.body.id}`);
    expect(missing.status).toBe(404);
    expect((await staff.browser.json('/api/staff/submissions/nope/123')).status).toBe(404);
    // A known kind with a malformed id names nothing, to read or to change.
    const malformed = '/api/staff/submissions/bug_report/not-a-uuid';
    for (const answer of [
      await staff.browser.json<Failure>(malformed),
      await patch<Failure>(staff.browser, malformed, { status: 'resolved' }),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.body.error.message).toBe('No such submission.');
    }
  });
});

describe('changing a submission', () => {
  it('audits status, reply, note and assignment; the user sees the reply and never the note', async () => {
    const staff = await account('staff');
    const player = await account();
    const bug = await submitBug(player.browser);
    const url = `/api/staff/submissions/${bug.kind}/${bug.id}`;
    const target = `${bug.kind}:${bug.id}`;

    const res = await patch(staff.browser, url, {
      status: 'resolved',
      reply: 'Fixed in 1.2.3, thanks!',
      note: 'Secret: it was the mod loader.',
      assignee_id: staff.id,
    });
    expect(res.status).toBe(200);
    expect(res.body.submission).toMatchObject({
      status: 'resolved',
      assignee: { id: staff.id, discord_username: staff.name },
      reply: { body: 'Fixed in 1.2.3, thanks!', author: { id: staff.id } },
      notes: [{ body: 'Secret: it was the mod loader.', author: { id: staff.id } }],
    });

    const audit = await auditFor(target);
    expect(audit.map((a) => a.action)).toEqual([
      'submission.status',
      'submission.assign',
      'submission.reply',
      'submission.note',
    ]);
    expect(audit.every((a) => a.actor_user_id === staff.id && a.actor_name === staff.name)).toBe(true);
    expect(audit[0]).toMatchObject({ before: { status: 'new' }, after: { status: 'resolved' } });
    expect(audit[1]).toMatchObject({ before: { assignee_id: null }, after: { assignee_id: staff.id } });
    expect(audit[2]).toMatchObject({ before: { reply: null }, after: { reply: 'Fixed in 1.2.3, thanks!' } });

    const mine = await player.browser.json<MySubmissionsResponse>('/api/forms/mine');
    const row = mine.body.submissions.find((s) => s.id === bug.id);
    expect(row).toMatchObject({ status: 'resolved', reply: { body: 'Fixed in 1.2.3, thanks!' } });
    expect(JSON.stringify(mine.body)).not.toContain('mod loader');

    // A second reply replaces the first for the user; the first stays in the audit log.
    await patch(staff.browser, url, { reply: 'Also fixed on the hub server.' });
    const again = await player.browser.json<MySubmissionsResponse>('/api/forms/mine');
    expect(again.body.submissions.find((s) => s.id === bug.id)?.reply?.body).toBe(
      'Also fixed on the hub server.',
    );
    const replies = (await auditFor(target)).filter((a) => a.action === 'submission.reply');
    expect(replies.at(-1)).toMatchObject({
      before: { reply: 'Fixed in 1.2.3, thanks!' },
      after: { reply: 'Also fixed on the hub server.' },
    });

    // Nothing changed: nothing audited, and the reply keeps its author and time.
    const count = (await auditFor(target)).length;
    const replied = (
      await player.browser.json<MySubmissionsResponse>('/api/forms/mine')
    ).body.submissions.find((s) => s.id === bug.id)?.reply;
    const other = await account('staff');
    expect(
      (
        await patch(other.browser, url, {
          status: 'resolved',
          assignee_id: staff.id,
          reply: 'Also fixed on the hub server.',
        })
      ).status,
    ).toBe(200);
    expect(await auditFor(target)).toHaveLength(count);
    const unchanged = (
      await player.browser.json<MySubmissionsResponse>('/api/forms/mine')
    ).body.submissions.find((s) => s.id === bug.id)?.reply;
    expect(unchanged).toEqual(replied);

    // Unassigning is a change too.
    await patch(staff.browser, url, { assignee_id: null });
    expect((await auditFor(target)).at(-1)).toMatchObject({
      action: 'submission.assign',
      after: { assignee_id: null },
    });
  });

  it('refuses a status the form does not have, a player as assignee and empty changes, changing nothing', async () => {
    const staff = await account('staff');
    const player = await account();
    const bug = await submitBug(player.browser);
    const url = `/api/staff/submissions/${bug.kind}/${bug.id}`;
    const before = await snapshot(player.id, bug.id);

    const accepted = await patch<Failure>(staff.browser, url, { status: 'accepted', reply: 'Yes' });
    expect(accepted.status).toBe(400);
    expect(accepted.body.error.fields?.status).toEqual(['Bug Report cannot be marked Accepted.']);
    const assignee = await patch<Failure>(staff.browser, url, { assignee_id: player.id, note: 'x' });
    expect(assignee.status).toBe(400);
    expect(assignee.body.error.fields?.assignee_id).toEqual(['Only staff members can be assigned.']);
    const empty = await patch<Failure>(staff.browser, url, {});
    expect(empty.status).toBe(400);
    const blank = await patch<Failure>(staff.browser, url, { reply: '   ' });
    expect(blank.status).toBe(400);
    const extra = await patch<Failure>(staff.browser, url, { status: 'resolved', user_id: player.id });
    expect(extra.status).toBe(400);
    const tooLong = await patch<Failure>(staff.browser, url, { note: 'x'.repeat(4001) });
    expect(tooLong.status).toBe(400);
    const gone = await patch<Failure>(
      staff.browser,
      `/api/staff/submissions/bug_report/00000000-0000-4000-8000-000000000000`,
      { status: 'resolved' },
    );
    expect(gone.status).toBe(404);
    expect(await snapshot(player.id, bug.id)).toEqual(before);
  });

  it('changes many at once (waitlist approvals), all or nothing, auditing each', async () => {
    const staff = await account('staff');
    const signups: string[] = [];
    for (let i = 0; i < 3; i++) {
      const player = await account();
      const res = await player.browser.post<FormSubmitResponse>('/api/forms/waitlist', validForms.waitlist);
      expect(res.status).toBe(201);
      signups.push(res.body.id);
    }
    const items = signups.map((id) => ({ kind: 'alpha_signup', id }));
    const someBug = await submitBug((await account()).browser);

    // A status one of the kinds lacks refuses the whole batch.
    const mixed = await staff.browser.post<Failure>('/api/staff/submissions/bulk', {
      items: [...items, { kind: someBug.kind, id: someBug.id }],
      status: 'accepted',
    });
    expect(mixed.status).toBe(400);
    expect(mixed.body.error.fields?.status).toEqual(['Bug Report cannot be marked Accepted.']);
    // So does one missing submission.
    const missing = await staff.browser.post<Failure>('/api/staff/submissions/bulk', {
      items: [...items, { kind: 'alpha_signup', id: '00000000-0000-4000-8000-000000000000' }],
      status: 'accepted',
    });
    expect(missing.status).toBe(404);
    const statuses = async () =>
      (await app.database.db.select({ id: waitlist.id, status: waitlist.status }).from(waitlist))
        .filter((r) => signups.includes(r.id))
        .map((r) => r.status);
    expect(await statuses()).toEqual(['new', 'new', 'new']);

    // One already accepted stays as it is and is not audited again.
    await patch(staff.browser, `/api/staff/submissions/alpha_signup/${signups[0]}`, { status: 'accepted' });
    const done = await staff.browser.post<BulkStatusResponse>('/api/staff/submissions/bulk', {
      items: [...items, items[1]],
      status: 'accepted',
    });
    expect(done).toEqual({ status: 200, body: { changed: 2, unchanged: 1 } });
    expect(await statuses()).toEqual(['accepted', 'accepted', 'accepted']);
    for (const id of signups.slice(1)) {
      const audit = await auditFor(`alpha_signup:${id}`);
      expect(audit.map((a) => [a.action, a.actor_user_id, a.before, a.after])).toEqual([
        ['submission.bulk_status', staff.id, { status: 'new' }, { status: 'accepted' }],
      ]);
    }
    expect((await auditFor(`alpha_signup:${signups[0]}`)).map((a) => a.action)).toEqual([
      'submission.status',
    ]);
  });
});

describe('staff members', () => {
  it('lists staff and admins, and finds accounts by name to grant', async () => {
    const staff = await account('staff');
    const admin = await account('admin');
    const player = await account();
    const list = await staff.browser.json<StaffMembersResponse>('/api/staff/members');
    expect(list.status).toBe(200);
    const ids = list.body.members.map((m) => m.id);
    expect(ids).toContain(staff.id);
    expect(ids).toContain(admin.id);
    expect(ids).not.toContain(player.id);
    const found = await staff.browser.json<StaffMembersResponse>(`/api/staff/members?q=${player.name}`);
    expect(found.body.members).toEqual([expect.objectContaining({ id: player.id, role: 'player' })]);
  });

  it('admins grant and revoke staff, audited; never an admin, never themselves', async () => {
    const admin = await account('admin');
    const otherAdmin = await account('admin');
    const player = await account();
    const url = `/api/staff/members/${player.id}/role`;

    const granted = await admin.browser.post<RoleChangeResponse>(url, { role: 'staff' });
    expect(granted.status).toBe(200);
    expect(granted.body.member).toMatchObject({ id: player.id, role: 'staff' });
    const revoked = await admin.browser.post<RoleChangeResponse>(url, { role: 'player' });
    expect(revoked.body.member.role).toBe('player');
    const audit = await auditFor(player.id);
    expect(audit.map((a) => [a.action, a.actor_user_id, a.before?.role, a.after?.role])).toEqual([
      ['member.role', admin.id, 'player', 'staff'],
      ['member.role', admin.id, 'staff', 'player'],
    ]);

    const self = await admin.browser.post<Failure>(`/api/staff/members/${admin.id}/role`, { role: 'player' });
    expect(self.status).toBe(403);
    expect(self.body.error.message).toBe('You cannot change your own role.');
    const other = await admin.browser.post<Failure>(`/api/staff/members/${otherAdmin.id}/role`, {
      role: 'staff',
    });
    expect(other.status).toBe(403);
    const toAdmin = await admin.browser.post<Failure>(url, { role: 'admin' });
    expect(toAdmin.status).toBe(400);
    const nobody = await admin.browser.post<Failure>(
      '/api/staff/members/00000000-0000-4000-8000-000000000000/role',
      { role: 'staff' },
    );
    expect(nobody.status).toBe(404);
    const [row] = await app.database.db
      .select({ role: users.role })
      .from(users)
      .where(eq(users.id, otherAdmin.id));
    expect(row?.role).toBe('admin');
    expect(await auditFor(player.id)).toHaveLength(2);
    expect(await auditFor(otherAdmin.id)).toHaveLength(0);
  });
});

describe('audit log', () => {
  it('filters by actor and target, newest first, a page at a time', async () => {
    const staff = await account('staff');
    const other = await account('staff');
    const player = await account();
    const bug = await submitBug(player.browser);
    const url = `/api/staff/submissions/${bug.kind}/${bug.id}`;
    await patch(staff.browser, url, { status: 'in_review' });
    await patch(other.browser, url, { note: 'Looking into it.' });

    const byTarget = await staff.browser.json<AuditResponse>(
      `/api/staff/audit?target_type=submission&target_id=${bug.kind}:${bug.id}`,
    );
    expect(byTarget.status).toBe(200);
    expect(byTarget.body.entries.map((e) => [e.action, e.actor?.name])).toEqual([
      ['submission.note', other.name],
      ['submission.status', staff.name],
    ]);
    const byActor = await staff.browser.json<AuditResponse>(`/api/staff/audit?actor=${other.id}`);
    expect(byActor.body.entries.map((e) => e.target_id)).toEqual([`${bug.kind}:${bug.id}`]);

    // Paging: more than a page of notes, each page older than the last.
    for (let i = 0; i < 55; i++) {
      await patch(other.browser, url, { note: `Note ${i}` });
    }
    const first = await staff.browser.json<AuditResponse>(`/api/staff/audit?actor=${other.id}`);
    expect(first.body.entries).toHaveLength(50);
    expect(first.body.next_before).toBe(first.body.entries.at(-1)?.id);
    const second = await staff.browser.json<AuditResponse>(
      `/api/staff/audit?actor=${other.id}&before=${first.body.next_before}`,
    );
    expect(second.body.entries).toHaveLength(6);
    expect(second.body.next_before).toBeNull();
    expect(Math.max(...second.body.entries.map((e) => e.id))).toBeLessThan(
      Math.min(...first.body.entries.map((e) => e.id)),
    );
    expect(first.body.entries[0]?.after).toEqual({
      note: 'Note 54',
      note_id: expect.any(String),
    });

    expect((await staff.browser.json('/api/staff/audit?target_type=nope')).status).toBe(400);
    // A cursor past what the log's ids can hold is a field error, not a database error.
    const huge = await staff.browser.json<{ error: { fields?: Record<string, string[]> } }>(
      '/api/staff/audit?before=1e20',
    );
    expect(huge.status).toBe(400);
    expect(huge.body.error.fields?.before).toBeDefined();
  });

  it('is append-only', async () => {
    const staff = await account('staff');
    const bug = await submitBug((await account()).browser);
    await patch(staff.browser, `/api/staff/submissions/${bug.kind}/${bug.id}`, { note: 'Kept forever.' });
    const db = app.database.db;
    await expect(db.delete(staffAuditLog).where(eq(staffAuditLog.actor_user_id, staff.id))).rejects.toThrow();
    await expect(
      db.update(staffAuditLog).set({ action: 'nothing' }).where(eq(staffAuditLog.actor_user_id, staff.id)),
    ).rejects.toThrow();
    expect(await auditFor(`${bug.kind}:${bug.id}`)).toHaveLength(1);
    // Review rows outlive nothing they should not: the note is there too.
    const notes = await db
      .select()
      .from(staffSubmissionNotes)
      .where(and(eq(staffSubmissionNotes.kind, bug.kind), eq(staffSubmissionNotes.submission_id, bug.id)));
    expect(notes).toHaveLength(1);
    const reviews = await db
      .select()
      .from(staffSubmissionReviews)
      .where(eq(staffSubmissionReviews.submission_id, bug.id));
    expect(reviews).toHaveLength(0);
  });
});
