import { randomBytes } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { gymLeaderPresence, gymLeaders, linkCodes, rateLimits, sessions, users } from './db/schema';
import { sweepRetention, tryRetentionLock } from './retention';
import { createTestApp, type TestApp, type TestBrowser } from './test/test-app';

const source = inject('testDatabase');
const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

let app: TestApp & TestBrowser;
let userId: string;

beforeAll(async () => {
  app = await createTestApp();
  const [user] = await app.database.db
    .insert(users)
    .values({ discord_id: `retention-${randomBytes(4).toString('hex')}`, discord_username: 'Kept Short' })
    .returning({ id: users.id });
  userId = user!.id;
});
afterAll(() => app?.close());

const ago = (ms: number) => new Date(Date.now() - ms);
const unique = (label: string) => `${label}-${randomBytes(6).toString('hex')}`;

/** Rows of each kind on either side of their retention, for this test alone. */
async function seedRows() {
  const { db } = app.database;
  const stale = unique('demo-sign-in:203.0.113.7');
  const current = unique('demo-sign-in:203.0.113.8');
  await db.insert(rateLimits).values([
    { key: stale, window_start: ago(2 * DAY_MS), count: 3 },
    { key: current, window_start: ago(HOUR_MS), count: 1 },
  ]);
  const sessionIds = { expired: unique('expired'), pastMax: unique('past-max'), live: unique('live') };
  await db.insert(sessions).values([
    { id: sessionIds.expired, user_id: userId, created_at: ago(10 * DAY_MS), expires_at: ago(HOUR_MS) },
    {
      id: sessionIds.pastMax,
      user_id: userId,
      created_at: ago((app.deps.env.SESSION_MAX_DAYS + 1) * DAY_MS),
      expires_at: new Date(Date.now() + DAY_MS),
    },
    {
      id: sessionIds.live,
      user_id: userId,
      created_at: ago(DAY_MS),
      expires_at: new Date(Date.now() + DAY_MS),
    },
  ]);
  const codes = { old: unique('OLD'), usedOld: unique('USED'), recent: unique('RECENT') };
  await db.insert(linkCodes).values([
    { code: codes.old, user_id: userId, created_at: ago(3 * DAY_MS), expires_at: ago(2 * DAY_MS) },
    {
      code: codes.usedOld,
      user_id: userId,
      created_at: ago(3 * DAY_MS),
      expires_at: ago(2 * DAY_MS),
      used_at: ago(3 * DAY_MS),
      player_uuid: '00000000-0000-4000-8000-00000000e001',
    },
    // Expired an hour ago: the link page may still be open and should read `expired`.
    { code: codes.recent, user_id: userId, created_at: ago(2 * HOUR_MS), expires_at: ago(HOUR_MS) },
  ]);
  return { stale, current, sessionIds, codes };
}

async function remaining(rows: Awaited<ReturnType<typeof seedRows>>) {
  const { db } = app.database;
  const keys = await db
    .select({ key: rateLimits.key })
    .from(rateLimits)
    .where(inArray(rateLimits.key, [rows.stale, rows.current]));
  const ids = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(inArray(sessions.id, Object.values(rows.sessionIds)));
  const codes = await db
    .select({ code: linkCodes.code })
    .from(linkCodes)
    .where(eq(linkCodes.user_id, userId));
  return {
    rateLimits: keys.map((r) => r.key).sort(),
    sessions: ids.map((r) => r.id).sort(),
    linkCodes: codes
      .map((r) => r.code)
      .filter((c) => Object.values(rows.codes).includes(c))
      .sort(),
  };
}

describe('retention sweep', () => {
  it('deletes ended rate limit windows, sessions that cannot sign in and link codes a day past expiry', async () => {
    const rows = await seedRows();
    const outcome = await sweepRetention(app.deps);
    expect(outcome).toMatchObject({ swept: true });
    if (outcome.swept) {
      expect(outcome.rateLimits).toBeGreaterThanOrEqual(1);
      expect(outcome.sessions).toBeGreaterThanOrEqual(2);
      expect(outcome.linkCodes).toBeGreaterThanOrEqual(2);
    }
    expect(await remaining(rows)).toEqual({
      rateLimits: [rows.current],
      sessions: [rows.sessionIds.live],
      linkCodes: [rows.codes.recent],
    });
  });

  it("prunes a leader's presence history past the pages' window, keeping the change the window opens in", async () => {
    const { db } = app.database;
    const [leader] = await db
      .insert(gymLeaders)
      .values({ display_name: unique('Pruned Leader'), element: 'ice' })
      .returning({ id: gymLeaders.id });
    // The insert's own row (now), then history on both sides of the 28-day window.
    await db.insert(gymLeaderPresence).values([
      { leader_id: leader!.id, status: 'online', at: ago(60 * DAY_MS) },
      { leader_id: leader!.id, status: 'offline', at: ago(45 * DAY_MS) },
      { leader_id: leader!.id, status: 'busy', at: ago(30 * DAY_MS) },
      { leader_id: leader!.id, status: 'online', at: ago(3 * DAY_MS) },
    ]);
    const outcome = await sweepRetention(app.deps);
    expect(outcome).toMatchObject({ swept: true });
    if (outcome.swept) expect(outcome.leaderPresence).toBeGreaterThanOrEqual(2);
    const left = await db
      .select({ status: gymLeaderPresence.status })
      .from(gymLeaderPresence)
      .where(eq(gymLeaderPresence.leader_id, leader!.id))
      .orderBy(asc(gymLeaderPresence.at));
    expect(left.map((row) => row.status)).toEqual(['busy', 'online', 'offline']);
  });

  it.runIf(source.kind === 'postgres')(
    'sweeps on one instance at a time: while another holds the sweep, this one leaves everything be',
    async () => {
      const rows = await seedRows();
      let release = () => {};
      let held = () => {};
      const holding = new Promise<void>((resolve) => {
        held = resolve;
      });
      // Another instance on the same database, mid-sweep.
      const sweeping = app.database.db.transaction(async (tx) => {
        expect(await tryRetentionLock(tx)).toBe(true);
        held();
        await new Promise<void>((resolve) => {
          release = resolve;
        });
      });
      await holding;
      expect(await sweepRetention(app.deps)).toEqual({ swept: false });
      release();
      await sweeping;
      expect((await remaining(rows)).sessions).toHaveLength(3);
      expect(await sweepRetention(app.deps)).toMatchObject({ swept: true });
    },
  );
});
