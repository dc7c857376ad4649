/** Accepting a gym leader application from the review queue makes (or links) the applicant's leader seat. */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import type { leadersResponse } from '../../../shared/arena/types';
import type { FormSubmitResponse } from '../../../shared/forms/submissions';
import type {
  StaffLeaderResponse,
  StaffLeadersResponse,
} from '../../../shared/gym-leaders/console/leaders-api';
import type { AuditResponse, SubmissionDetailResponse } from '../../../shared/staff/api';
import { validApplication } from '../../../shared/test/form-fixtures';
import { gymLeaders, players, users } from '../../db/schema';
import { createTestApp, type TestApp, type TestBrowser } from '../../test/test-app';
import { createSession } from '../auth';

let app: TestApp & TestBrowser;
type LeadersResponse = z.infer<typeof leadersResponse>;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

type Failure = { error: { code: string; message: string; fields?: Record<string, string[]> } };

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

/** An account with a signed-in browser and its player row (linked to Minecraft when `minecraft`). */
async function account(role: 'player' | 'staff' | 'admin' = 'player', minecraft = false) {
  const name = `${role}_${unique()}`;
  const db = app.database.db;
  const [user] = await db
    .insert(users)
    .values({ discord_id: `test-${name}`, discord_username: name, role })
    .returning({ id: users.id });
  const mc = `Mc${unique()}`;
  const [player] = await db
    .insert(players)
    .values({
      auth_user_id: user!.id,
      username: name,
      mc_username: minecraft ? mc : null,
      uuid: minecraft ? randomUUID() : null,
    })
    .returning({ id: players.id });
  const { token } = await createSession(app.deps, user!.id);
  const browser = app.browser();
  browser.cookies.set('session', token);
  return { id: user!.id, playerId: player!.id, name, mc, browser };
}

const send = <T>(browser: TestBrowser, method: string, url: string, body?: unknown) =>
  browser.json<T>(url, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const auditOf = async (browser: TestBrowser, targetId: string) =>
  (await browser.json<AuditResponse>(`/api/staff/audit?target_id=${targetId}`)).body.entries;

describe('leaders', () => {
  it('staff create and edit leaders, linking players by Minecraft name or id, each change audited', async () => {
    const staff = await account('staff');
    const linked = await account('player', true);
    const created = await send<StaffLeaderResponse>(staff.browser, 'POST', '/api/staff/leaders', {
      display_name: `Volt ${unique()}`,
      element: 'electric',
      status: 'online',
      player: linked.mc.toUpperCase(),
    });
    expect(created.status).toBe(201);
    const leader = created.body.leader;
    expect(leader).toMatchObject({ element: 'electric', status: 'online', public: true });
    expect(leader.player?.id).toBe(linked.playerId);
    expect(leader.earnings.available_cents).toBe(0);

    const publicList = await app.json<LeadersResponse>('/api/arena/leaders');
    expect(publicList.body.leaders.map((l) => l.id)).toContain(leader.id);

    // A second leader cannot take the same player.
    const taken = await send<Failure>(staff.browser, 'POST', '/api/staff/leaders', {
      display_name: 'Copycat',
      element: 'fire',
      player: linked.playerId,
    });
    expect(taken.status).toBe(400);
    expect(taken.body.error.fields?.player?.[0]).toMatch(/already linked/);

    const edited = await send<StaffLeaderResponse>(
      staff.browser,
      'PATCH',
      `/api/staff/leaders/${leader.id}`,
      {
        element: 'steel',
        player: null,
      },
    );
    expect(edited.status).toBe(200);
    expect(edited.body.leader).toMatchObject({ element: 'steel', player: null, public: false });
    const after = await app.json<LeadersResponse>('/api/arena/leaders');
    expect(after.body.leaders.map((l) => l.id)).not.toContain(leader.id);

    // Unchanged values write nothing.
    await send(staff.browser, 'PATCH', `/api/staff/leaders/${leader.id}`, { element: 'steel' });
    const entries = await auditOf(staff.browser, leader.id);
    expect(entries.map((e) => e.action)).toEqual(['gym_leader.update', 'gym_leader.create']);
    expect(entries[0]).toMatchObject({
      target_type: 'gym_leader',
      before: { element: 'electric', player_id: linked.playerId },
      after: { element: 'steel', player_id: null },
      actor: { id: staff.id },
    });

    const list = await staff.browser.json<StaffLeadersResponse>('/api/staff/leaders');
    expect(list.body.leaders.find((l) => l.id === leader.id)?.element).toBe('steel');

    const bad = await send<Failure>(staff.browser, 'POST', '/api/staff/leaders', {
      display_name: ' ',
      element: 'plasma',
      player: 'NobodyByThatName',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields ?? {})).toEqual(
      expect.arrayContaining(['display_name', 'element']),
    );
    const missing = await send<Failure>(staff.browser, 'PATCH', `/api/staff/leaders/${randomUUID()}`, {
      status: 'busy',
    });
    expect(missing.status).toBe(404);
  });
});

describe('accepting a gym leader application', () => {
  async function apply(minecraft: boolean) {
    const applicant = await account('player', minecraft);
    const mcName = `Apl${unique()}`;
    const res = await applicant.browser.post<FormSubmitResponse>('/api/forms/gym-leader-application', {
      ...validApplication,
      minecraft_username: mcName,
      gym_primary: 'water',
    });
    expect(res.status).toBe(201);
    return { applicant, id: res.body.id, mcName };
  }
  const leadersOf = (playerId: string) =>
    app.database.db.select().from(gymLeaders).where(eq(gymLeaders.player_id, playerId));

  it('creates the leader once, however often it is accepted', async () => {
    const staff = await account('staff');
    const { applicant, id, mcName } = await apply(true);
    const url = `/api/staff/submissions/gym_leader_application/${id}`;
    expect(
      (await send<SubmissionDetailResponse>(staff.browser, 'PATCH', url, { status: 'accepted' })).status,
    ).toBe(200);
    const [leader, ...others] = await leadersOf(applicant.playerId);
    expect(others).toEqual([]);
    expect(leader).toMatchObject({ display_name: mcName, element: 'water', status: 'offline' });
    const audit = await auditOf(staff.browser, leader!.id);
    expect(audit.map((e) => [e.action, e.target_type])).toEqual([['gym_leader.create', 'gym_leader']]);
    const publicList = await app.json<LeadersResponse>('/api/arena/leaders');
    expect(publicList.body.leaders.map((l) => l.id)).toContain(leader!.id);

    // Back to review and accepted again, one at a time and in bulk: still one leader, no new entries.
    await send(staff.browser, 'PATCH', url, { status: 'in_review' });
    await send(staff.browser, 'PATCH', url, { status: 'accepted' });
    await send(staff.browser, 'PATCH', url, { status: 'in_review' });
    const bulk = await send(staff.browser, 'POST', '/api/staff/submissions/bulk', {
      items: [{ kind: 'gym_leader_application', id }],
      status: 'accepted',
    });
    expect(bulk.status).toBe(200);
    expect(await leadersOf(applicant.playerId)).toHaveLength(1);
    expect(await auditOf(staff.browser, leader!.id)).toHaveLength(1);
  });

  it('in bulk, and without a linked Minecraft account: the leader exists but stays off the public lists', async () => {
    const staff = await account('staff');
    const { applicant, id } = await apply(false);
    const bulk = await send(staff.browser, 'POST', '/api/staff/submissions/bulk', {
      items: [{ kind: 'gym_leader_application', id }],
      status: 'accepted',
    });
    expect(bulk.status).toBe(200);
    const [leader] = await leadersOf(applicant.playerId);
    expect(leader).toBeDefined();
    const list = await staff.browser.json<StaffLeadersResponse>('/api/staff/leaders');
    expect(list.body.leaders.find((l) => l.id === leader!.id)).toMatchObject({ public: false });
    const publicList = await app.json<LeadersResponse>('/api/arena/leaders');
    expect(publicList.body.leaders.map((l) => l.id)).not.toContain(leader!.id);
  });

  it('links an unlinked leader staff made under the applicant’s linked Minecraft name', async () => {
    const staff = await account('staff');
    const { applicant, id } = await apply(true);
    const made = await send<StaffLeaderResponse>(staff.browser, 'POST', '/api/staff/leaders', {
      display_name: applicant.mc,
      element: 'grass',
    });
    await send(staff.browser, 'PATCH', `/api/staff/submissions/gym_leader_application/${id}`, {
      status: 'accepted',
    });
    const [leader, ...others] = await leadersOf(applicant.playerId);
    expect(others).toEqual([]);
    expect(leader).toMatchObject({ id: made.body.leader.id, element: 'grass' });
    const audit = await auditOf(staff.browser, leader!.id);
    expect(audit.map((e) => e.action)).toEqual(['gym_leader.link', 'gym_leader.create']);
  });

  it('never hands over a seat by the name typed in the application', async () => {
    const staff = await account('staff');
    const seatNamed = async (name: string) =>
      (
        await send<StaffLeaderResponse>(staff.browser, 'POST', '/api/staff/leaders', {
          display_name: name,
          element: 'grass',
        })
      ).body.leader.id;
    const seatOf = async (seatId: string) =>
      (await app.database.db.select().from(gymLeaders).where(eq(gymLeaders.id, seatId)))[0];

    // No linked Minecraft account: a leader of their own, unlinked, and the submission says why.
    const unlinked = await apply(false);
    const claimed = await seatNamed(unlinked.mcName);
    const url = `/api/staff/submissions/gym_leader_application/${unlinked.id}`;
    const accepted = await send<SubmissionDetailResponse>(staff.browser, 'PATCH', url, {
      status: 'accepted',
    });
    expect(accepted.status).toBe(200);
    expect((await seatOf(claimed))?.player_id).toBeNull();
    const [own, ...others] = await leadersOf(unlinked.applicant.playerId);
    expect(others).toEqual([]);
    expect(own).toMatchObject({ display_name: unlinked.mcName, element: 'water' });
    expect(own!.id).not.toBe(claimed);
    expect(accepted.body.submission.notes).toEqual([
      expect.objectContaining({
        author: null,
        body: expect.stringMatching(/^The gym leader was created without a Minecraft account/),
      }),
    ]);
    expect((await auditOf(staff.browser, own!.id))[0]?.after).toMatchObject({ minecraft_linked: false });

    // A linked account typing someone else's name does not get that seat either.
    const other = await apply(true);
    const othersSeat = await seatNamed(other.mcName);
    await send(staff.browser, 'PATCH', `/api/staff/submissions/gym_leader_application/${other.id}`, {
      status: 'accepted',
    });
    expect((await seatOf(othersSeat))?.player_id).toBeNull();
    const [theirs] = await leadersOf(other.applicant.playerId);
    expect(theirs?.id).not.toBe(othersSeat);
  });
});
