import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import type { leadersResponse } from '../../../../shared/arena/types';
import type {
  LeaderLedgerResponse,
  StaffLeaderResponse,
  StaffLeadersResponse,
} from '../../../../shared/gym-leaders/console/leaders-api';
import type { DashboardResponse } from '../../../../shared/shop/purchases';
import type { AuditResponse } from '../../../../shared/staff/api';
import { gymLeaderLedger } from '../../../db/schema';
import { type AccountRole, sendJson, signedInAccount, uniqueSuffix } from '../../../test/accounts';
import { createTestApp, type TestApp, type TestBrowser } from '../../../test/test-app';

let app: TestApp & TestBrowser;
type LeadersResponse = z.infer<typeof leadersResponse>;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

type Failure = { error: { code: string; message: string; fields?: Record<string, string[]> } };

const unique = uniqueSuffix;
const account = (role?: AccountRole, minecraft = false) => signedInAccount(app, role, minecraft);
const send = sendJson;

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
      // Names, not ids: the leader's as the label, the player's Minecraft name.
      before: { display_name: leader.display_name, element: 'electric', player: linked.mc },
      after: { display_name: leader.display_name, element: 'steel', player: null },
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

  it('answers a malformed id as a missing leader on every path, before reading the body', async () => {
    const staff = await account('staff');
    const admin = await account('admin');
    const answers = [
      await send<Failure>(staff.browser, 'PATCH', '/api/staff/leaders/not-a-uuid', { status: 'busy' }),
      // An invalid body too: the path names nothing, so there is nothing to validate it for.
      await send<Failure>(staff.browser, 'PATCH', '/api/staff/leaders/not-a-uuid', { element: 'plasma' }),
      await staff.browser.json<Failure>('/api/staff/leaders/not-a-uuid/ledger'),
      await send<Failure>(admin.browser, 'POST', '/api/staff/leaders/not-a-uuid/payouts', {
        amount_cents: 100,
        reference: 'PayPal 1',
      }),
      await send<Failure>(admin.browser, 'POST', '/api/staff/leaders/not-a-uuid/payouts', {
        amount_cents: -1,
        reference: 'PayPal 1',
      }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.body.error).toMatchObject({ code: 'not_found', message: 'No such gym leader.' });
    }
  });
});

describe('payouts', () => {
  it('admins record a payout up to the available balance; it shows on the leader’s dashboard', async () => {
    const admin = await account('admin');
    const staff = await account('staff');
    const leaderAccount = await account('player', true);
    const made = await send<StaffLeaderResponse>(staff.browser, 'POST', '/api/staff/leaders', {
      display_name: `Payee ${unique()}`,
      element: 'ice',
      player: leaderAccount.playerId,
    });
    const leaderId = made.body.leader.id;
    const past = new Date(Date.now() - 30 * 86_400_000);
    const future = new Date(Date.now() + 7 * 86_400_000);
    // Earned a month ago: a payout made in the same instant as the earnings would be listed among
    // them by id, not first.
    await app.database.db.insert(gymLeaderLedger).values([
      {
        gym_leader_id: leaderId,
        kind: 'earning',
        amount_cents: 1500,
        available_at: past,
        idempotency_key: `t:${unique()}`,
        created_at: past,
      },
      {
        gym_leader_id: leaderId,
        kind: 'earning',
        amount_cents: 700,
        available_at: future,
        idempotency_key: `t:${unique()}`,
        created_at: past,
      },
    ]);
    const url = `/api/staff/leaders/${leaderId}/payouts`;

    const ledger = await staff.browser.json<LeaderLedgerResponse>(`/api/staff/leaders/${leaderId}/ledger`);
    expect(ledger.status).toBe(200);
    expect(ledger.body.entries).toHaveLength(2);
    expect(ledger.body.leader.earnings).toEqual({
      earnings_to_date_cents: 2200,
      payouts_to_date_cents: 0,
      pending_cents: 700,
      balance_cents: 2200,
      available_cents: 1500,
    });

    const byStaff = await send<Failure>(staff.browser, 'POST', url, { amount_cents: 100, reference: 'x' });
    expect(byStaff.status).toBe(403);
    const tooMuch = await send<Failure>(admin.browser, 'POST', url, {
      amount_cents: 1501,
      reference: 'PP-1',
    });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.error).toMatchObject({ code: 'insufficient_balance' });
    expect(tooMuch.body.error.message).toContain('$15.00');
    const invalid = await send<Failure>(admin.browser, 'POST', url, { amount_cents: -5, reference: '' });
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.body.error.fields ?? {}).sort()).toEqual(['amount_cents', 'reference']);

    const paid = await send<LeaderLedgerResponse>(admin.browser, 'POST', url, {
      amount_cents: 1200,
      reference: 'PayPal 8XK2',
    });
    expect(paid.status).toBe(201);
    expect(paid.body.leader.earnings).toMatchObject({ payouts_to_date_cents: 1200, available_cents: 300 });
    expect(paid.body.entries[0]).toMatchObject({ kind: 'payout', amount_cents: -1200, note: 'PayPal 8XK2' });

    const payouts = await app.database.db
      .select()
      .from(gymLeaderLedger)
      .where(and(eq(gymLeaderLedger.gym_leader_id, leaderId), eq(gymLeaderLedger.kind, 'payout')));
    expect(payouts).toHaveLength(1);
    const again = await send<Failure>(admin.browser, 'POST', url, {
      amount_cents: 1200,
      reference: 'PayPal 8XK2',
    });
    expect(again.status).toBe(409);

    const audit = await auditOf(admin.browser, leaderId);
    const payoutEntry = audit.find((e) => e.action === 'payout.record');
    expect(payoutEntry).toMatchObject({
      target_type: 'payout',
      actor: { id: admin.id },
      after: {
        display_name: made.body.leader.display_name,
        amount_cents: 1200,
        reference: 'PayPal 8XK2',
        available_cents: 300,
      },
    });
    expect(audit.filter((e) => e.action === 'payout.record')).toHaveLength(1);

    const dashboard = await leaderAccount.browser.json<DashboardResponse>('/api/shop/dashboard');
    expect(dashboard.status).toBe(200);
    expect(dashboard.body).toMatchObject({
      gym_leader_id: leaderId,
      payouts_to_date_cents: 1200,
      balance_cents: 1000,
      available_cents: 300,
    });
  });

  it('lists a reversal above the earning it reverses when both were written in one instant', async () => {
    const staff = await account('staff');
    const made = await send<StaffLeaderResponse>(staff.browser, 'POST', '/api/staff/leaders', {
      display_name: `Reversed ${unique()}`,
      element: 'ghost',
    });
    const leaderId = made.body.leader.id;
    // As one reconciliation writes them: one instant. Their ids sort the other way round, so only
    // what the rows are can put the reversal first.
    const at = new Date('2026-11-28T12:00:00Z');
    const earningId = `f${randomUUID().slice(1)}`;
    await app.database.db.insert(gymLeaderLedger).values([
      {
        id: earningId,
        gym_leader_id: leaderId,
        kind: 'earning',
        amount_cents: 199,
        available_at: at,
        idempotency_key: `t:${unique()}`,
        created_at: at,
      },
      {
        id: `0${randomUUID().slice(1)}`,
        gym_leader_id: leaderId,
        kind: 'reversal',
        amount_cents: -199,
        available_at: at,
        idempotency_key: `t:${unique()}`,
        earning_id: earningId,
        created_at: at,
      },
    ]);
    const ledger = await staff.browser.json<LeaderLedgerResponse>(`/api/staff/leaders/${leaderId}/ledger`);
    expect(ledger.body.entries.map((e) => [e.kind, e.amount_cents])).toEqual([
      ['reversal', -199],
      ['earning', 199],
    ]);
  });
});
