import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MeResponse } from '../../../shared/auth/me';
import { sessions, staffAuditLog, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { createTestApp, type TestApp, type TestBrowser } from '../../test/test-app';
import { syncConfiguredAdmins } from '../staff';
import { seedDemoAccounts } from './seed';
import { createSession } from './sessions';
import { signIn } from './sign-in';

/** The same database, first served in demo mode, then with real Discord credentials. */
let demo: TestApp & TestBrowser;
let live: TestApp & TestBrowser;

beforeAll(async () => {
  demo = await createTestApp();
  await seedDemoAccounts(demo.deps);
  live = await createTestApp(
    { DISCORD_CLIENT_ID: '1234567890', DISCORD_CLIENT_SECRET: 'not-a-real-secret' },
    { database: demo.database },
  );
});
afterAll(() => demo?.close());

async function demoSignIn(username: string) {
  const browser = demo.browser();
  expect((await browser.post('/api/auth/demo', { username })).status).toBe(200);
  return browser.cookies.get('session')!;
}

/** A browser on the app outside demo mode, carrying a session cookie made earlier. */
function liveBrowser(token: string) {
  const browser = live.browser();
  browser.cookies.set('session', token);
  return browser;
}

const idOf = async (discordId: string) =>
  (await demo.database.db.select({ id: users.id }).from(users).where(eq(users.discord_id, discordId)))[0]!.id;

describe('demo accounts once the database runs outside demo mode', () => {
  it('lose their sessions and roles at start-up (audited) and cannot sign in again', async () => {
    const staffToken = await demoSignIn('StaffSerena');
    const adminToken = await demoSignIn('AdminRowan');
    // In demo mode both open the console.
    for (const token of [staffToken, adminToken]) {
      const browser = demo.browser();
      browser.cookies.set('session', token);
      expect((await browser.json('/api/staff/purchases?q=someone')).status).toBe(200);
    }

    // A real staff member, to show the start-up leaves real accounts alone.
    const [real] = await demo.database.db
      .insert(users)
      .values({ discord_id: '80351110224678999', discord_username: 'real_staff', role: 'staff' })
      .returning({ id: users.id });
    const realToken = (await createSession(live.deps, real!.id)).token;

    // Even before the start-up sync has run, the demo sessions open nothing.
    for (const token of [staffToken, adminToken]) {
      const browser = liveBrowser(token);
      expect((await browser.json<MeResponse>('/api/me')).body.user).toBeNull();
      expect((await browser.json('/api/staff/purchases?q=someone')).status).toBe(401);
    }

    await syncConfiguredAdmins(live.deps);
    const demoIds = [await idOf('demo-staffserena'), await idOf('demo-adminrowan')];
    expect(await demo.database.db.select().from(sessions).where(inArray(sessions.user_id, demoIds))).toEqual(
      [],
    );
    const roles = await demo.database.db
      .select({ discord_id: users.discord_id, role: users.role })
      .from(users)
      .where(inArray(users.id, [...demoIds, real!.id]));
    expect(Object.fromEntries(roles.map((r) => [r.discord_id, r.role]))).toEqual({
      'demo-staffserena': 'player',
      'demo-adminrowan': 'player',
      '80351110224678999': 'staff',
    });
    const audit = await demo.database.db
      .select()
      .from(staffAuditLog)
      .where(inArray(staffAuditLog.target_id, demoIds));
    expect(
      audit.map((a) => [a.actor_user_id, a.before?.role, a.after?.role, a.after?.source]).sort(),
    ).toEqual([
      [null, 'admin', 'player', 'demo account outside demo mode'],
      [null, 'staff', 'player', 'demo account outside demo mode'],
    ]);
    const stillStaff = liveBrowser(realToken);
    expect((await stillStaff.json('/api/staff/purchases?q=someone')).status).toBe(200);

    // No way back in: the demo route is gone, sign-in refuses the id, a session made anyway is void.
    expect((await live.browser().post('/api/auth/demo', { username: 'StaffSerena' })).status).toBe(404);
    const refused = signIn(live.deps, {
      discordId: 'demo-staffserena',
      username: 'StaffSerena',
      globalName: null,
      avatarUrl: null,
      email: null,
    });
    await expect(refused).rejects.toBeInstanceOf(AppError);
    await expect(refused).rejects.toMatchObject({ status: 403 });
    const made = await createSession(live.deps, demoIds[0]!);
    expect((await liveBrowser(made.token).json<MeResponse>('/api/me')).body.user).toBeNull();
  });
});
