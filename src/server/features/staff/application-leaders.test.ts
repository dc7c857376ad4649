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
import { gymLeaders } from '../../db/schema';
import { type AccountRole, sendJson, signedInAccount, uniqueSuffix } from '../../test/accounts';
import { createTestApp, type TestApp, type TestBrowser } from '../../test/test-app';

let app: TestApp & TestBrowser;
type LeadersResponse = z.infer<typeof leadersResponse>;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

const unique = uniqueSuffix;
const account = (role?: AccountRole, minecraft = false) => signedInAccount(app, role, minecraft);
const send = sendJson;

const auditOf = async (browser: TestBrowser, targetId: string) =>
  (await browser.json<AuditResponse>(`/api/staff/audit?target_id=${targetId}`)).body.entries;

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
    // The player by name, not id.
    expect(audit[0]).toMatchObject({ before: { player: null }, after: { player: applicant.mc } });
    expect(JSON.stringify(audit[0])).not.toContain(applicant.playerId);
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
