import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MySubmissionsResponse } from '../../../shared/forms/submissions';
import { validApplication, validForms } from '../../../shared/test/form-fixtures';
import { users, waitlist } from '../../db/schema';
import { createTestApp, type TestApp, type TestBrowser } from '../../test/test-app';

let app: TestApp & TestBrowser;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app?.close());

type ErrorResponse = { error: { code: string; message: string; fields?: Record<string, string[]> } };

async function signedIn(username: string) {
  const browser = app.browser();
  const res = await browser.post('/api/auth/demo', { username });
  expect(res.status).toBe(200);
  return browser;
}

const count = async (table: string) => {
  const result = await app.database.db.execute<{ n: number }>(
    sql.raw(`select count(*)::int as n from ${table}`),
  );
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n);
};

const FORMS = [
  {
    path: '/api/forms/gym-leader-application',
    table: 'gym_leader_applications',
    valid: validApplication,
    invalid: { ...validApplication, email: 'nope', available_times: ['Monday-Evening'] },
    fields: {
      email: ['Enter a valid email address.'],
      available_times: ['Please select at least 2 availability slots.'],
    },
    limit: 3,
  },
  {
    path: '/api/forms/support-tickets',
    table: 'support_tickets',
    valid: validForms.support,
    invalid: { ...validForms.support, category: '' },
    fields: { category: ['Choose a category.'] },
    limit: 5,
  },
  {
    path: '/api/forms/bug-reports',
    table: 'bug_reports',
    valid: validForms.bug,
    invalid: { ...validForms.bug, title: '' },
    fields: { title: ['Title is required.'] },
    limit: 5,
  },
  {
    path: '/api/forms/feature-requests',
    table: 'feature_requests',
    valid: validForms.feature,
    invalid: { ...validForms.feature, priority: '' },
    fields: { priority: ['Choose a priority.'] },
    limit: 5,
  },
  {
    path: '/api/forms/ban-appeals',
    table: 'ban_appeals',
    valid: validForms.appeal,
    invalid: { ...validForms.appeal, appeal_reason: ' ' },
    fields: { appeal_reason: ['Appeal reason is required.'] },
    limit: 5,
  },
  {
    path: '/api/forms/player-reports',
    table: 'player_reports',
    valid: { ...validForms.report, evidence_links: ['', 'https://clips.example/1'] },
    invalid: { ...validForms.report, report_type: '' },
    fields: { report_type: ['Choose a report type.'] },
    limit: 5,
  },
  {
    path: '/api/forms/waitlist',
    table: 'waitlist',
    valid: validForms.waitlist,
    invalid: { ...validForms.waitlist, player_name: '' },
    fields: { player_name: ['Player name is required.'] },
    limit: 1,
  },
] as const;

describe.each(FORMS)('POST $path', ({ path, table, valid, invalid, fields, limit }) => {
  it('refuses visitors with 401 and writes nothing', async () => {
    const before = await count(table);
    const res = await app.browser().post<ErrorResponse>(path, valid);
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('unauthorized');
    expect(await count(table)).toBe(before);
  });

  it('refuses a cross-site post', async () => {
    const browser = await signedIn(`Xsite_${table}`.slice(0, 30));
    const res = await browser.request(path, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify(valid),
    });
    expect(res.status).toBe(403);
  });

  it('answers invalid input with 400 and per-field messages', async () => {
    const browser = await signedIn(`Invalid_${table}`.slice(0, 30));
    const before = await count(table);
    const res = await browser.post<ErrorResponse>(path, invalid);
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toMatchObject(fields);
    expect(await count(table)).toBe(before);
  });

  it('stores a valid submission for the signed-in user, then rate limits', async () => {
    const browser = await signedIn(`Valid_${table}`.slice(0, 30));
    for (let i = 0; i < limit; i++) {
      const res = await browser.post<{ id: string }>(path, { ...valid, user_id: crypto.randomUUID() });
      expect(res.status).toBe(201);
      expect(res.body.id).toMatch(/^[0-9a-f-]{36}$/);
    }
    const over = await browser.post<ErrorResponse>(path, valid);
    // The alpha sign-up is once per account, so its second post is a conflict before any limit.
    expect(over.status).toBe(table === 'waitlist' ? 409 : 429);
    expect(over.body.error.message).toMatch(table === 'waitlist' ? /already signed up/ : /wait/);
    const mine = await browser.json<MySubmissionsResponse>('/api/forms/mine');
    expect(mine.body.submissions).toHaveLength(limit);
    expect(mine.body.submissions.every((s) => s.status === 'new')).toBe(true);
  });
});

describe('support topics', () => {
  it('accepts the privacy and copyright topics the policy pages send people to', async () => {
    const browser = await signedIn('PolicyAsker');
    for (const category of ['privacy', 'copyright']) {
      const res = await browser.post('/api/forms/support-tickets', { ...validForms.support, category });
      expect(res.status).toBe(201);
    }
  });
});

describe('rate limit', () => {
  it('allows 5 support tickets per 10 minutes and names the wait', async () => {
    const browser = await signedIn('RateLimited');
    for (let i = 0; i < 5; i++)
      expect((await browser.post('/api/forms/support-tickets', validForms.support)).status).toBe(201);
    const res = await browser.post<ErrorResponse>('/api/forms/support-tickets', validForms.support);
    expect(res.status).toBe(429);
    expect(res.body.error).toMatchObject({
      code: 'rate_limited',
      message:
        'You have sent this form several times in a short while. Please wait 10 minutes and try again.',
    });
    // Another form keeps its own allowance.
    expect((await browser.post('/api/forms/bug-reports', validForms.bug)).status).toBe(201);
  });
});

describe('the application allowance (3 an hour)', () => {
  const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
  const uploadPng = (browser: TestBrowser) =>
    browser.request('/api/forms/uploads', {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream', 'x-file-name': 'proof.png' },
      body: PNG,
    });

  it('is not used up by refused submissions', async () => {
    const browser = await signedIn('RefusedApplicant');
    const missingFile = `/api/forms/uploads/${crypto.randomUUID()}`;
    for (let i = 0; i < 4; i++) {
      const res = await browser.post<ErrorResponse>('/api/forms/gym-leader-application', {
        ...validApplication,
        uploads: [missingFile],
      });
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toHaveProperty('uploads');
    }
    expect((await browser.post('/api/forms/gym-leader-application', validApplication)).status).toBe(201);
  });

  it('is checked before files are uploaded, and the 429 says when to retry', async () => {
    const browser = await signedIn('SpentApplicant');
    for (let i = 0; i < 3; i++) {
      expect((await browser.post('/api/forms/gym-leader-application', validApplication)).status).toBe(201);
    }
    const before = await count('form_uploads');
    const upload = await uploadPng(browser);
    expect(upload.status).toBe(429);
    expect(Number(upload.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await upload.json()) as ErrorResponse).error.message).toMatch(/applications in the last hour/);
    expect(await count('form_uploads')).toBe(before);
    const fourth = await browser.post('/api/forms/gym-leader-application', validApplication);
    expect(fourth.status).toBe(429);
  });
});

describe('stored rows', () => {
  it('keeps the application as sent, the user from the session and uploads empty', async () => {
    const browser = await signedIn('StoredApplicant');
    const res = await browser.post<{ id: string }>('/api/forms/gym-leader-application', {
      ...validApplication,
      age_number: '',
      years_experience: 'many',
    });
    expect(res.status).toBe(201);
    const row = await app.database.db.query.gymLeaderApplications.findFirst({
      where: (t, { eq }) => eq(t.id, res.body.id),
    });
    const [user] = await app.database.db
      .select()
      .from(users)
      .where(eq(users.discord_username, 'StoredApplicant'));
    expect(row).toMatchObject({
      user_id: user?.id,
      age_number: null,
      years_experience: 0,
      available_days: ['Monday', 'Friday'],
      available_times: ['Monday-Evening', 'Friday-Morning'],
      uploads: [],
      status: 'new',
    });
  });

  it("keeps the player report's links without blanks", async () => {
    const browser = await signedIn('Reporter');
    const res = await browser.post<{ id: string }>('/api/forms/player-reports', {
      ...validForms.report,
      evidence_links: ['', 'https://clips.example/1', ' '],
    });
    const row = await app.database.db.query.playerReports.findFirst({
      where: (t, { eq }) => eq(t.id, res.body.id),
    });
    expect(row?.evidence_links).toEqual(['https://clips.example/1']);
  });

  it("names the alpha sign-up's Discord user after the player", async () => {
    const browser = await signedIn('AlphaFan');
    const res = await browser.post<{ id: string }>('/api/forms/waitlist', validForms.waitlist);
    const [row] = await app.database.db.select().from(waitlist).where(eq(waitlist.id, res.body.id));
    expect(row).toMatchObject({ discord_username: 'AlphaFan', player_name: 'Ash', minecraft_username: null });
  });
});

describe('GET /api/forms/mine', () => {
  it('needs a session', async () => {
    expect((await app.browser().json('/api/forms/mine')).status).toBe(401);
  });

  it("lists one's own submissions only, newest first, with a summary and status", async () => {
    const alice = await signedIn('AliceSubmits');
    const bob = await signedIn('BobSubmits');
    await alice.post('/api/forms/bug-reports', { ...validForms.bug, title: 'Alice bug' });
    await alice.post('/api/forms/support-tickets', { ...validForms.support, subject: 'Alice ticket' });
    await bob.post('/api/forms/feature-requests', { ...validForms.feature, title: 'Bob idea' });
    const mine = await alice.json<MySubmissionsResponse>('/api/forms/mine');
    expect(mine.body.submissions.map((s) => [s.kind, s.summary, s.status])).toEqual([
      ['support_ticket', 'Alice ticket', 'new'],
      ['bug_report', 'Alice bug', 'new'],
    ]);
    const bobs = await bob.json<MySubmissionsResponse>('/api/forms/mine');
    expect(bobs.body.submissions.map((s) => s.summary)).toEqual(['Bob idea']);
  });
});
