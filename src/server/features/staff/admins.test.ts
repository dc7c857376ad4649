import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MeResponse } from '../../../shared/auth/me';
import { staffAuditLog, staffPermissions, users } from '../../db/schema';
import { EnvError, parseEnv } from '../../env';
import { type FakeDiscord, startFakeDiscord } from '../../test/fake-discord';
import { createTestApp, type TestApp, type TestBrowser } from '../../test/test-app';
import { createSession } from '../auth';
import { syncConfiguredAdmins } from './members';

const LISTED = '80351110224678912';
const OTHER = '80351110224678913';

describe('ADMIN_DISCORD_IDS', () => {
  it('is a comma-separated list of numeric Discord ids, empty by default', () => {
    expect(parseEnv({}).ADMIN_DISCORD_IDS).toEqual([]);
    expect(parseEnv({ ADMIN_DISCORD_IDS: ` ${LISTED}, ${OTHER} ,` }).ADMIN_DISCORD_IDS).toEqual([
      LISTED,
      OTHER,
    ]);
    expect(() => parseEnv({ ADMIN_DISCORD_IDS: `${LISTED},serena` })).toThrow(EnvError);
    try {
      parseEnv({ ADMIN_DISCORD_IDS: 'serena' });
    } catch (error) {
      expect((error as EnvError).problems).toEqual([
        'ADMIN_DISCORD_IDS must be comma-separated numeric Discord ids',
      ]);
    }
  });
});

describe('Discord sign-in of a listed id', () => {
  let discord: FakeDiscord;
  let app: TestApp & TestBrowser;
  beforeAll(async () => {
    discord = await startFakeDiscord();
    app = await createTestApp({
      DISCORD_CLIENT_ID: discord.clientId,
      DISCORD_CLIENT_SECRET: discord.clientSecret,
      DISCORD_AUTHORIZE_URL: discord.authorizeUrl,
      DISCORD_API_URL: discord.apiUrl,
      ADMIN_DISCORD_IDS: LISTED,
    });
  });
  afterAll(async () => {
    await app?.close();
    await discord?.close();
  });

  async function signInAs(id: string, username: string) {
    discord.user = { id, username, global_name: username, avatar: null, email: null };
    const browser = app.browser();
    const start = await browser.request('/api/auth/discord?redirect=/staff');
    const authorize = new URL(start.headers.get('location')!);
    const granted = await fetch(authorize, { redirect: 'manual' }).catch(() =>
      fetch(authorize, { redirect: 'manual' }),
    );
    const callback = new URL(granted.headers.get('location')!);
    expect((await browser.request(`${callback.pathname}${callback.search}`)).status).toBe(302);
    return (await browser.json<MeResponse>('/api/me')).body.user;
  }

  it('makes that account an admin, and leaves others players', async () => {
    expect((await signInAs(LISTED, 'rowan'))?.role).toBe('admin');
    expect((await signInAs(OTHER, 'someone'))?.role).toBe('player');
  });
});

describe('the start-up sync', () => {
  let app: TestApp & TestBrowser;
  beforeAll(async () => {
    app = await createTestApp({ ADMIN_DISCORD_IDS: LISTED });
  });
  afterAll(() => app?.close());

  it('makes listed accounts admins and unlisted admins players, audited as the server', async () => {
    const db = app.database.db;
    const rows = await db
      .insert(users)
      .values([
        { discord_id: LISTED, discord_username: 'listed', role: 'player' },
        { discord_id: OTHER, discord_username: 'former', role: 'admin' },
      ])
      .returning({ id: users.id, discord_id: users.discord_id });
    // The demo admin may exist already (the other test in this file signs in as it, in any order).
    const [demoAdmin] = await db
      .insert(users)
      .values({ discord_id: 'demo-adminrowan', discord_username: 'AdminRowan', role: 'admin' })
      .onConflictDoUpdate({ target: users.discord_id, set: { role: 'admin' } })
      .returning({ id: users.id, discord_id: users.discord_id });
    rows.push(demoAdmin!);
    await syncConfiguredAdmins(app.deps);
    const roles = await db
      .select({ discord_id: users.discord_id, role: users.role })
      .from(users)
      .where(
        inArray(
          users.id,
          rows.map((r) => r.id),
        ),
      );
    // Tests run in demo mode, where the demo admin counts as listed.
    expect(Object.fromEntries(roles.map((r) => [r.discord_id, r.role]))).toEqual({
      [LISTED]: 'admin',
      [OTHER]: 'player',
      'demo-adminrowan': 'admin',
    });
    const audit = await db
      .select()
      .from(staffAuditLog)
      .where(
        inArray(
          staffAuditLog.target_id,
          rows.map((r) => r.id),
        ),
      );
    expect(audit.map((a) => [a.actor_user_id, a.after?.role, a.after?.source]).sort()).toEqual([
      [null, 'admin', 'ADMIN_DISCORD_IDS'],
      [null, 'player', 'ADMIN_DISCORD_IDS'],
    ]);
    // A second start changes nothing.
    await syncConfiguredAdmins(app.deps);
    expect(
      await db
        .select()
        .from(staffAuditLog)
        .where(
          inArray(
            staffAuditLog.target_id,
            rows.map((r) => r.id),
          ),
        ),
    ).toHaveLength(2);
  });

  it('the demo admin signs in as an admin in demo mode', async () => {
    const browser = app.browser();
    expect((await browser.post('/api/auth/demo', { username: 'AdminRowan' })).status).toBe(200);
    const me = await browser.json<MeResponse>('/api/me');
    expect(me.body.user?.role).toBe('admin');
    const [row] = await app.database.db
      .select({ role: users.role })
      .from(users)
      .where(eq(users.discord_id, 'demo-adminrowan'));
    expect(row?.role).toBe('admin');
  });
});

describe('a role taken away', () => {
  let app: TestApp & TestBrowser;
  beforeAll(async () => {
    app = await createTestApp({ ADMIN_DISCORD_IDS: LISTED });
  });
  afterAll(() => app?.close());

  let counter = 0;
  async function signedIn(
    role: 'player' | 'staff' | 'admin',
    discordId = `test-role-${counter++}-${Date.now()}`,
  ) {
    const [user] = await app.database.db
      .insert(users)
      .values({ discord_id: discordId, discord_username: `role_${discordId}`, role })
      .returning({ id: users.id });
    const browser = app.browser();
    browser.cookies.set('session', (await createSession(app.deps, user!.id)).token);
    return { id: user!.id, browser };
  }

  it('an admin no longer in ADMIN_DISCORD_IDS loses the console at the next start, with the same session', async () => {
    // An admin of an earlier configuration, signed in before the restart.
    const former = await signedIn('admin', '80351110224678914');
    await syncConfiguredAdmins(app.deps);
    const refused = await former.browser.json<{ error: { message: string } }>('/api/staff/audit');
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('The staff console is for staff members.');
    expect((await former.browser.json('/api/staff/purchases?q=someone')).status).toBe(403);
    expect((await former.browser.json<MeResponse>('/api/me')).body.user?.role).toBe('player');
  });

  it('staff revoked in the console lose it on their next request, with the same session', async () => {
    const admin = await signedIn('admin', LISTED);
    const staff = await signedIn('staff');
    expect((await staff.browser.json('/api/staff/audit')).status).toBe(200);
    const revoked = await admin.browser.post(`/api/staff/members/${staff.id}/role`, { role: 'player' });
    expect(revoked.status).toBe(200);
    expect((await staff.browser.json('/api/staff/audit')).status).toBe(403);
    expect((await staff.browser.json<MeResponse>('/api/me')).body.user?.role).toBe('player');
  });

  it('a staff editor who passes through admin comes back as staff without the editor permission', async () => {
    const editorId = '80351110224678915';
    const editor = await signedIn('staff', editorId);
    await app.database.db.insert(staffPermissions).values({ user_id: editor.id, permission: 'editor' });
    // Listed for one start (admin), then no longer (player), then made staff again in the console.
    await syncConfiguredAdmins({
      ...app.deps,
      env: { ...app.deps.env, ADMIN_DISCORD_IDS: [LISTED, editorId] },
    });
    await syncConfiguredAdmins(app.deps);
    expect((await editor.browser.json<MeResponse>('/api/me')).body.user?.role).toBe('player');
    const admin = await signedIn('admin');
    const restored = await admin.browser.post(`/api/staff/members/${editor.id}/role`, { role: 'staff' });
    expect(restored.status).toBe(200);
    expect(
      await app.database.db.select().from(staffPermissions).where(eq(staffPermissions.user_id, editor.id)),
    ).toEqual([]);
    const members = await admin.browser.json<{ members: { id: string; editor: boolean }[] }>(
      '/api/staff/members',
    );
    expect(members.body.members.find((m) => m.id === editor.id)?.editor).toBe(false);
  });
});
