/**
 * Each cause notifies its player exactly once: processed twice (a double click, a replayed request)
 * or twice at once, there is still one notification per recipient.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffBanResponse } from '../../../shared/bans/api';
import type { FormSubmitResponse } from '../../../shared/forms/submissions';
import type { NotificationKind } from '../../../shared/notifications/kinds';
import { validForms } from '../../../shared/test/form-fixtures';
import { gymLeaderLedger, gymLeaders, notifications } from '../../db/schema';
import { sendJson, signedInAccount } from '../../test/accounts';
import { createTestApp, type TestApp, type TestBrowser } from '../../test/test-app';
import { recordPayout } from '../shop';

let app: TestApp & TestBrowser;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

const ofKind = (userId: string, kind: NotificationKind) =>
  app.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.user_id, userId), eq(notifications.kind, kind)));

describe('causes notify their player once', () => {
  it('a ban and its lift: one each, even when staff send the ban twice at once', async () => {
    const staff = await signedInAccount(app, 'staff');
    const target = await signedInAccount(app);
    const body = { player_id: target.playerId, reason: 'Griefing spawn' };
    const [a, b] = await Promise.all([
      staff.browser.post<StaffBanResponse>('/api/staff/bans', body),
      staff.browser.post<StaffBanResponse>('/api/staff/bans', body),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const banned = a.status === 201 ? a.body.ban : b.body.ban;
    const lifts = await Promise.all([
      staff.browser.post(`/api/staff/bans/${banned.id}/lift`, { reason: 'Apologised' }),
      staff.browser.post(`/api/staff/bans/${banned.id}/lift`, { reason: 'Apologised' }),
    ]);
    expect(lifts.map((l) => l.status).sort()).toEqual([200, 409]);
    const rows = await ofKind(target.id, 'ban_changed');
    expect(rows.map((r) => r.title).sort()).toEqual([
      'You are banned with no end date',
      'Your ban was lifted',
    ]);
  });

  it('a staff reply and status change on a submission: one each, replayed or concurrent', async () => {
    const staff = await signedInAccount(app, 'staff');
    const sender = await signedInAccount(app);
    const sent = await sender.browser.post<FormSubmitResponse>('/api/forms/bug-reports', validForms.bug);
    expect(sent.status).toBe(201);
    const url = `/api/staff/submissions/bug_report/${sent.body.id}`;
    const change = { status: 'resolved', reply: 'Fixed in 1.2.3' };
    const results = await Promise.all([
      sendJson(staff.browser, 'PATCH', url, change),
      sendJson(staff.browser, 'PATCH', url, change),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect((await sendJson(staff.browser, 'PATCH', url, change)).status).toBe(200);
    const rows = await ofKind(sender.id, 'submission_update');
    expect(rows.map((r) => r.title).sort()).toEqual([
      'Staff replied to your bug report',
      'Your bug report is now Resolved',
    ]);
    expect(rows.every((r) => r.link === '/my-submissions')).toBe(true);
    // The sender sees it; staff and other players do not.
    expect(await ofKind(staff.id, 'submission_update')).toEqual([]);
  });

  it('a payout recorded for a leader with an account: one per payout', async () => {
    const leaderAccount = await signedInAccount(app);
    const [leader] = await app.database.db
      .insert(gymLeaders)
      .values({
        display_name: `Payee ${leaderAccount.name}`,
        element: 'water',
        player_id: leaderAccount.playerId,
      })
      .returning({ id: gymLeaders.id });
    await app.database.db.insert(gymLeaderLedger).values({
      gym_leader_id: leader!.id,
      kind: 'earning',
      amount_cents: 5000,
      available_at: new Date(Date.now() - 1000),
      idempotency_key: `earning:test:${leader!.id}`,
    });
    await recordPayout(app.database.db, leader!.id, 1000, new Date(), 'PayPal 123');
    await recordPayout(app.database.db, leader!.id, 1000, new Date(), 'PayPal 124');
    const rows = await ofKind(leaderAccount.id, 'payout_recorded');
    expect(rows.map((r) => r.title)).toEqual([
      'A payout of $10.00 was recorded',
      'A payout of $10.00 was recorded',
    ]);
  });
});
