import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveChange } from '../../../shared/arena/types';
import { staffVoteResponse } from '../../../shared/vote/admin';
import { type VotePageResponse, votePageResponse } from '../../../shared/vote/types';
import { staffAuditLog, users, voteSites } from '../../db/schema';
import { expectContract } from '../../test/contract';
import { readSse } from '../../test/sse-reader';
import { createTestApp, type TestApp, type TestBrowser } from '../../test/test-app';
import { createSession } from '../auth';
import { DEFAULT_VOTE_SITES, seedVoteSites } from './sites';

let app: TestApp & TestBrowser;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

type Failure = { error: { code: string; message: string; fields?: Record<string, string[]> } };

let counter = 0;
async function account(role: 'player' | 'staff' | 'admin', on: TestApp & TestBrowser = app) {
  const name = `vote_${role}_${Date.now().toString(36)}${(counter++).toString(36)}`;
  const [user] = await on.database.db
    .insert(users)
    .values({ discord_id: `test-${name}`, discord_username: name, role })
    .returning({ id: users.id });
  const { token } = await createSession(on.deps, user!.id);
  const browser = on.browser();
  browser.cookies.set('session', token);
  return { id: user!.id, name, browser };
}

const put = <T>(browser: TestBrowser, body: unknown) =>
  browser.json<T>('/api/staff/vote', {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const settings = (sites: { name: string; url: string; rewards: string }[], party_goal = 500) => ({
  sites,
  party_goal,
});

const publicPage = async (on: TestApp & TestBrowser = app) =>
  expectContract(votePageResponse, (await on.browser().json('/api/vote')).body);

describe('vote sites in the console', () => {
  it('start as today’s six sites and goal, written once by the start-up seed', async () => {
    // Its own database: the other tests' changes (in any order) never reach it.
    const fresh = await createTestApp();
    try {
      const staff = await account('staff', fresh);
      const read = await staff.browser.json('/api/staff/vote');
      expect(read.status).toBe(200);
      expect(expectContract(staffVoteResponse, read.body)).toEqual({
        can_edit: false,
        sites: DEFAULT_VOTE_SITES,
        party_goal: 500,
      });
      await seedVoteSites(fresh.database.db, {});
      await seedVoteSites(fresh.database.db, {});
      const rows = await fresh.database.db.select().from(voteSites);
      expect(rows.map((row) => row.name)).toEqual(DEFAULT_VOTE_SITES.map((site) => site.name));
      expect((await publicPage(fresh)).sites).toEqual(DEFAULT_VOTE_SITES);
    } finally {
      await fresh.close();
    }
  });

  it('visitors 401, players and staff 403 on a change, and nothing is written', async () => {
    const body = settings([{ name: 'Refused', url: 'https://refused.example/', rewards: '' }]);
    expect((await put<Failure>(app.browser(), body)).status).toBe(401);
    expect((await app.browser().json('/api/staff/vote')).status).toBe(401);
    const player = await account('player');
    expect((await player.browser.json('/api/staff/vote')).status).toBe(403);
    expect((await put<Failure>(player.browser, body)).status).toBe(403);
    const staff = await account('staff');
    const refused = await put<Failure>(staff.browser, body);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toMatch(/admins/);
    expect((await publicPage()).sites.map((site) => site.name)).not.toContain('Refused');
  });

  it('refuses links that are not https, duplicates, empty names and bad goals, per field, writing nothing', async () => {
    const admin = await account('admin');
    const before = await publicPage();
    for (const url of [
      'http://topg.org/',
      'javascript:alert(1)',
      'https://user:pass@topg.org/',
      'https://topg.org/" onmouseover="x',
      'ftp://topg.org/',
      'https://localhost/',
    ]) {
      const res = await put<Failure>(admin.browser, settings([{ name: 'TopG', url, rewards: '' }]));
      expect(res.status, url).toBe(400);
      expect(res.body.error.fields, url).toHaveProperty(['sites.0.url']);
    }
    const twice = await put<Failure>(
      admin.browser,
      settings([
        { name: 'A', url: 'https://a.example/', rewards: '' },
        { name: 'B', url: 'https://a.example/', rewards: '' },
      ]),
    );
    expect(twice.body.error.fields).toEqual({ 'sites.1.url': ['This link is listed twice.'] });
    const empty = await put<Failure>(
      admin.browser,
      settings([{ name: ' ', url: 'https://a.example/', rewards: '' }]),
    );
    expect(empty.body.error.fields).toHaveProperty(['sites.0.name']);
    const none = await put<Failure>(admin.browser, settings([]));
    expect(none.body.error.fields).toHaveProperty('sites');
    for (const goal of [0, -5, 2.5, 1_000_001]) {
      const res = await put<Failure>(admin.browser, settings(DEFAULT_VOTE_SITES.slice(), goal));
      expect(res.status, String(goal)).toBe(400);
      expect(res.body.error.fields).toHaveProperty('party_goal');
    }
    expect(await publicPage()).toEqual(before);
  });

  it('an admin’s change shows on /vote live, audited with the sites’ names; the same save again writes nothing', async () => {
    const admin = await account('admin');
    const live = await app.rawRequest('/api/live?topics=vote_party');
    const sse = readSse(live.body as ReadableStream<Uint8Array>);
    try {
      await sse.next((m) => m.event === 'ready');
      const next = settings(
        [
          { name: 'TopG', url: 'https://topg.org/minecraft-server-cobbleclash', rewards: '1 vote key' },
          { name: 'Minecraft-MP', url: 'https://minecraft-mp.com/server/cobbleclash', rewards: '' },
        ],
        750,
      );
      const saved = await put(admin.browser, next);
      expect(saved.status).toBe(200);
      expect(expectContract(staffVoteResponse, saved.body)).toEqual({ can_edit: true, ...next });
      const change = await sse.next((m) => m.event === 'change');
      expect(liveChange.parse(JSON.parse(change.data)).topic).toBe('vote_party');
    } finally {
      await sse.close();
    }
    const page: VotePageResponse = await publicPage();
    expect(page.sites).toEqual([
      { name: 'TopG', url: 'https://topg.org/minecraft-server-cobbleclash', rewards: '1 vote key' },
      { name: 'Minecraft-MP', url: 'https://minecraft-mp.com/server/cobbleclash', rewards: '' },
    ]);
    expect(page.party.threshold).toBe(750);

    const audits = await app.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.actor_user_id, admin.id));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      action: 'vote.update',
      target_type: 'vote',
      actor_name: admin.name,
      before: expect.objectContaining({
        site_1: 'Minecraft Server List: https://minecraft-server-list.com/',
      }),
      after: {
        site_1: 'TopG: https://topg.org/minecraft-server-cobbleclash (rewards: 1 vote key)',
        site_2: 'Minecraft-MP: https://minecraft-mp.com/server/cobbleclash',
        party_goal: 750,
      },
    });
    await put(admin.browser, { ...page, sites: page.sites, party_goal: 750 });
    const again = await app.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.actor_user_id, admin.id));
    expect(again).toHaveLength(1);
  });
});
