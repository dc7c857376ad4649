import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  staffPurchaseDetailResponse,
  staffPurchasesResponse,
  staffRefundResponse,
} from '../../../../shared/shop/console/purchases';
import type { PurchaseView, TestCheckoutView } from '../../../../shared/shop/purchases';
import {
  gymLeaderLedger,
  gymLeaders,
  outboxMessages,
  players,
  purchases,
  staffAuditLog,
  users,
} from '../../../db/schema';
import { csvRecords } from '../../../test/revenue-kit';
import {
  buyer,
  checkout,
  checkoutBody,
  completedEvent,
  deliveriesOf,
  disputeEvent,
  KEYS_3,
  ledgerOf,
  purchaseRow,
  refundEvent,
  sendEvent,
  setUpShopApp,
  shop,
} from '../../../test/shop-kit';
import { createTestApp, type TestApp, type TestBrowser } from '../../../test/test-app';
import { createSession } from '../../auth';
import { setStaffNotifications } from '../../outbox';

setUpShopApp();

let counter = 0;
async function account(role: 'player' | 'staff' | 'admin', app: TestApp = shop.app) {
  const name = `refund_${role}_${Date.now().toString(36)}${(counter++).toString(36)}`;
  const [user] = await app.database.db
    .insert(users)
    .values({ discord_id: `test-${name}`, discord_username: name, role })
    .returning({ id: users.id });
  const browser = app.browser();
  browser.cookies.set('session', (await createSession(app.deps, user!.id)).token);
  return browser;
}

const sum = (rows: { amount_cents: number }[]) => rows.reduce((total, row) => total + row.amount_cents, 0);

/** A paid purchase of two 3-key bundles (998 cents; the leader's share 199) on payment `pi`. */
async function paidPurchase(name: string, pi: string) {
  const browser = await buyer(name);
  const { purchase, session } = await checkout(browser, name, [KEYS_3]);
  expect((await sendEvent(completedEvent(session.id, purchase.id, { payment_intent: pi }))).status).toBe(200);
  return { purchase, session };
}

const detailOf = async (browser: TestBrowser, id: string) => {
  const res = await browser.json(`/api/staff/purchases/${id}`);
  expect(res.status).toBe(200);
  return staffPurchaseDetailResponse.parse(res.body);
};

const refunds = (purchaseId: string) =>
  shop.fake.refunds.filter((r) => r.body.get('metadata[purchase_id]') === purchaseId);

describe('purchases in the console', () => {
  it('finds a purchase by buyer, Minecraft name, checkout session and payment id, with its history', async () => {
    const staff = await account('staff');
    const { purchase, session } = await paidPurchase('FindMeBuyer', 'pi_find_me');
    for (const q of ['findmebuy', 'FindMeBuyer', session.id, 'pi_find_me']) {
      const res = await staff.json(`/api/staff/purchases?q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
      const found = staffPurchasesResponse.parse(res.body).purchases;
      expect(
        found.map((p) => p.id),
        q,
      ).toContain(purchase.id);
    }
    const none = staffPurchasesResponse.parse(
      (await staff.json('/api/staff/purchases?q=pi_find_me_not')).body,
    );
    expect(none.purchases.map((p) => p.id)).not.toContain(purchase.id);

    const detail = await detailOf(staff, purchase.id);
    expect(detail.purchase).toMatchObject({
      status: 'completed',
      total_amount_cents: 998,
      minecraft_username: 'FindMeBuyer',
      payment_intent_id: 'pi_find_me',
      leader_share_cents: 199,
      refunded_cents: 0,
      gym_leader: { id: shop.leaderId, display_name: 'Lance' },
      items: [{ item_name: '3 Cosmetic Keys', quantity: 2, total_price_cents: 998 }],
    });
    expect(detail.events.map((e) => e.summary)).toEqual(['Checkout paid']);
    expect(detail.deliveries.map((d) => [d.stage, d.command])).toEqual([
      ['grant', 'crates key give FindMeBuyer cosmetic 6'],
    ]);
    expect(detail.ledger.map((l) => [l.kind, l.amount_cents])).toEqual([['earning', 199]]);
    expect(detail.refund).toEqual({ mode: 'stripe', refundable_cents: 998, reason: null });
  });

  it('shows a purchase’s ledger as written: an earning before its reversal of the same instant', async () => {
    const staff = await account('staff');
    const { purchase } = await paidPurchase('LedgerOrder', 'pi_ledger_order');
    expect((await sendEvent(refundEvent('pi_ledger_order', 998, 998))).status).toBe(200);
    // One instant for both, as a reconciliation that writes both gives them; the earning's row
    // rewritten last (as setting its payment later does), so the table holds it after the reversal.
    const { db } = shop.app.database;
    const at = new Date('2003-06-15T12:00:00Z');
    // And an id before the earning's: only the rule, not the ids, puts the earning first.
    await db
      .update(gymLeaderLedger)
      .set({ created_at: at, id: '00000000-0000-4000-8000-00000000ed9e' })
      .where(and(eq(gymLeaderLedger.purchase_id, purchase.id), eq(gymLeaderLedger.kind, 'reversal')));
    await db
      .update(gymLeaderLedger)
      .set({ created_at: at })
      .where(and(eq(gymLeaderLedger.purchase_id, purchase.id), eq(gymLeaderLedger.kind, 'earning')));
    const detail = await detailOf(staff, purchase.id);
    expect(detail.ledger.map((l) => [l.kind, l.amount_cents])).toEqual([
      ['earning', 199],
      ['reversal', -199],
    ]);
    // The ledger export keeps the same order.
    const admin = await account('admin');
    const exported = await admin.request('/api/staff/shop/exports/ledger.csv?from=2003-06-15&to=2003-06-15');
    expect(exported.status).toBe(200);
    expect(
      csvRecords(await exported.text())
        .filter((r) => r.purchase_id === purchase.id)
        .map((r) => [r.kind, r.amount_cents]),
    ).toEqual([
      ['earning', '199'],
      ['reversal', '-199'],
    ]);
  });

  it('finds a gift by its buyer’s Minecraft and Discord names as well as its recipient’s name', async () => {
    const staff = await account('staff');
    const suffix = Date.now().toString(36).slice(-5);
    const giver = `Giver${suffix}`;
    const browser = await buyer(giver);
    const giverMc = `GiverMc_${suffix}`;
    await shop.app.database.db
      .update(players)
      .set({ mc_username: giverMc })
      .where(eq(players.username, giver));
    const recipient = `Friend_${suffix}`;
    const res = await browser.post('/api/shop/checkout', {
      ...(await checkoutBody(browser, giverMc, [KEYS_3])),
      gift: { recipientName: recipient, confirmUnknownName: true },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const session = shop.fake.sessions.at(-1)!;
    const [gift] = await shop.app.database.db
      .select()
      .from(purchases)
      .where(eq(purchases.payment_session_id, session.id));
    expect(gift).toMatchObject({ is_gift: true, minecraft_username: recipient });
    for (const q of [giverMc, giverMc.toLowerCase().slice(0, 9), giver, recipient]) {
      const found = staffPurchasesResponse.parse(
        (await staff.json(`/api/staff/purchases?q=${encodeURIComponent(q)}`)).body,
      ).purchases;
      expect(
        found.map((p) => p.id),
        q,
      ).toContain(gift!.id);
    }
  });

  it('refunds through Stripe once per click; the webhook, twice and concurrently, reverses the share once', async () => {
    const admin = await account('admin');
    const { purchase } = await paidPurchase('RefundConsole', 'pi_console');
    const ask = (amount: number, refunded: number) =>
      admin.post(`/api/staff/purchases/${purchase.id}/refunds`, {
        amount_cents: amount,
        refunded_cents: refunded,
      });

    // A double click: one refund at Stripe, one audit row.
    const [first, second] = await Promise.all([ask(500, 0), ask(500, 0)]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    const answers = [first, second].map((r) => staffRefundResponse.parse(r.body).refund);
    expect(answers.map((a) => a.replayed).sort()).toEqual([false, true]);
    expect(refunds(purchase.id)).toHaveLength(1);
    const sent = refunds(purchase.id)[0]!;
    expect(sent.body.get('payment_intent')).toBe('pi_console');
    expect(sent.body.get('amount')).toBe('500');
    expect(sent.idempotencyKey).toBe(`staff-refund:${purchase.id}:0:500`);
    const audit = await shop.app.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.target_id, purchase.id));
    expect(audit.map((a) => [a.action, a.after?.amount_cents, a.after?.refund_id])).toEqual([
      ['purchase.refund', 500, sent.id],
    ]);

    // The console wrote none of the effects: they wait for Stripe's word.
    expect((await purchaseRow(purchase.id)).status).toBe('completed');
    expect(sum(await ledgerOf(purchase.id))).toBe(199);

    const refunded = refundEvent('pi_console', 500, 998);
    const answered = await Promise.all([sendEvent(refunded), sendEvent(refunded)]);
    expect(answered.map((r) => r.status)).toEqual([200, 200]);
    await sendEvent(refunded);
    let ledger = await ledgerOf(purchase.id);
    expect(ledger.filter((l) => l.kind === 'reversal').map((l) => l.amount_cents)).toEqual([-99]);
    expect((await purchaseRow(purchase.id)).status).toBe('completed');

    // The rest: the form now starts from what Stripe reported.
    const detail = await detailOf(admin, purchase.id);
    expect(detail.purchase.refunded_cents).toBe(500);
    expect(detail.refund.refundable_cents).toBe(498);
    expect((await ask(498, 500)).status).toBe(201);
    expect(refunds(purchase.id)).toHaveLength(2);
    const full = refundEvent('pi_console', 998, 998);
    await Promise.all([sendEvent(full), sendEvent(full), sendEvent(refundEvent('pi_console', 998, 998))]);
    expect((await purchaseRow(purchase.id)).status).toBe('refunded');
    ledger = await ledgerOf(purchase.id);
    expect(sum(ledger)).toBe(0);
    expect(ledger.filter((l) => l.kind === 'reversal')).toHaveLength(2);
    const takeBacks = (await deliveriesOf(purchase.id)).filter((d) => d.command.includes(' take '));
    expect(takeBacks.map((d) => d.command)).toEqual(['crates key take RefundConsole cosmetic 6']);
    expect((await detailOf(admin, purchase.id)).refund).toMatchObject({ refundable_cents: 0 });
  });

  it('refuses more than is left, a stale form and a zero amount, sending nothing', async () => {
    const admin = await account('admin');
    const { purchase } = await paidPurchase('OverRefund', 'pi_over');
    const ask = (body: unknown) => admin.post(`/api/staff/purchases/${purchase.id}/refunds`, body);
    const over = await ask({ amount_cents: 999, refunded_cents: 0 });
    expect(over.status).toBe(422);
    expect(over.body).toMatchObject({ error: { fields: { amount_cents: [expect.stringMatching(/998/)] } } });
    expect((await ask({ amount_cents: 100, refunded_cents: 50 })).status).toBe(409);
    expect((await ask({ amount_cents: 0, refunded_cents: 0 })).status).toBe(400);
    expect((await ask({ amount_cents: 1.5, refunded_cents: 0 })).status).toBe(400);
    expect(refunds(purchase.id)).toEqual([]);
    const audit = await shop.app.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.target_id, purchase.id));
    expect(audit).toEqual([]);
  });

  it('lets only admins refund: players and staff are refused and nothing is sent', async () => {
    const { purchase } = await paidPurchase('NotAdmin', 'pi_not_admin');
    for (const role of ['player', 'staff'] as const) {
      const browser = await account(role);
      const res = await browser.post(`/api/staff/purchases/${purchase.id}/refunds`, {
        amount_cents: 100,
        refunded_cents: 0,
      });
      expect(res.status, role).toBe(403);
    }
    expect((await account('player').then((b) => b.json(`/api/staff/purchases/${purchase.id}`))).status).toBe(
      403,
    );
    expect(refunds(purchase.id)).toEqual([]);
  });

  it('queues staff notices for a dispute and for a leader balance a reversal takes below zero', async () => {
    const { db } = shop.app.database;
    await setStaffNotifications(db, true);
    try {
      const first = await paidPurchase('PaidOutOne', 'pi_paid_out_1');
      const second = await paidPurchase('PaidOutTwo', 'pi_paid_out_2');
      // The leader was paid everything they had; then both purchases are refunded.
      const owed = sum(
        await db.select().from(gymLeaderLedger).where(eq(gymLeaderLedger.gym_leader_id, shop.leaderId)),
      );
      await db.insert(gymLeaderLedger).values({
        gym_leader_id: shop.leaderId,
        kind: 'payout',
        amount_cents: -owed,
        available_at: new Date(),
        idempotency_key: `test-payout-${first.purchase.id}`,
      });
      const belowZero = () =>
        db.select().from(outboxMessages).where(eq(outboxMessages.kind, 'leader_negative'));
      await sendEvent(refundEvent('pi_paid_out_1', 998, 998));
      expect((await belowZero()).map((n) => [n.subject_id, n.payload.balance_cents])).toEqual([
        [shop.leaderId, -199],
      ]);
      // Already below zero: the second reversal is no news.
      await sendEvent(refundEvent('pi_paid_out_2', 998, 998));
      expect((await purchaseRow(second.purchase.id)).status).toBe('refunded');
      expect(await belowZero()).toHaveLength(1);

      const disputed = await paidPurchase('Disputer', 'pi_disputer');
      const opened = disputeEvent('created', 'pi_disputer', 998);
      await Promise.all([sendEvent(opened), sendEvent(opened)]);
      await sendEvent(disputeEvent('created', 'pi_not_ours', 500));
      expect((await purchaseRow(disputed.purchase.id)).status).toBe('disputed');
      const disputes = await db.select().from(outboxMessages).where(eq(outboxMessages.kind, 'dispute'));
      expect(disputes.map((n) => [n.payload.payment_ref, n.payload.amount_cents])).toEqual([
        ['pi_disputer', 998],
      ]);
      expect(await belowZero()).toHaveLength(1);
    } finally {
      await setStaffNotifications(db, false);
    }
  });
});

describe('demo refunds (no Stripe key)', () => {
  let demo: TestApp & TestBrowser;
  beforeAll(async () => {
    demo = await createTestApp();
  });
  afterAll(() => demo?.close());

  it('go through the webhook’s reconciliation, labelled as demo, once per click', async () => {
    const browser = demo.browser();
    await browser.post('/api/auth/demo', { username: 'DemoRefunder' });
    await demo.database.db
      .update(players)
      .set({ uuid: '00000000-0000-4000-8000-000000000777', mc_username: 'DemoRefunder' })
      .where(eq(players.username, 'DemoRefunder'));
    const attestation = await browser.post<{ id: string }>('/api/shop/attestations', {
      attestation_type: 'minecraft_online_requirement',
      attestation_text: 'I will be online.',
      user_confirmation: 'DemoRefunder',
    });
    const [leaderPlayer] = await demo.database.db
      .insert(players)
      .values({ username: 'DemoGym', uuid: '00000000-0000-4000-8000-000000000778', mc_username: 'DemoGym' })
      .returning();
    const [leader] = await demo.database.db
      .insert(gymLeaders)
      .values({ display_name: 'DemoGym', element: 'water', player_id: leaderPlayer!.id })
      .returning();
    const started = await browser.post<{ url: string }>('/api/shop/checkout', {
      cartItems: [{ quantity: 1, price_id: 'price_battle_pass', price: 0 }],
      selectedGymLeader: leader!.id,
      minecraftUsername: 'DemoRefunder',
      attestationId: attestation.body.id,
    });
    expect(started.status).toBe(200);
    const session = new URL(started.body.url).searchParams.get('session')!;
    expect((await browser.json<TestCheckoutView>(`/api/shop/test-checkout/${session}`)).status).toBe(200);
    await browser.post(`/api/shop/test-checkout/${session}/pay`);
    const view = (await browser.json<PurchaseView>(`/api/shop/purchases/by-session/${session}`)).body;
    expect(view.status).toBe('completed');

    const admin = await account('admin', demo);
    const detail = await detailOf(admin, view.id);
    expect(detail.purchase.demo).toBe(true);
    expect(detail.refund).toEqual({ mode: 'demo', refundable_cents: 999, reason: null });
    const body = { amount_cents: 999, refunded_cents: 0 };
    const [a, b] = await Promise.all([
      admin.post(`/api/staff/purchases/${view.id}/refunds`, body),
      admin.post(`/api/staff/purchases/${view.id}/refunds`, body),
    ]);
    const answers = [a, b].map((r) => staffRefundResponse.parse(r.body).refund);
    expect(answers.every((r) => r.demo)).toBe(true);
    expect(answers.map((r) => r.replayed).sort()).toEqual([false, true]);
    // A later click of the same (now stale) form refunds nothing more.
    expect((await admin.post(`/api/staff/purchases/${view.id}/refunds`, body)).status).toBe(200);

    const after = await detailOf(admin, view.id);
    expect(after.purchase).toMatchObject({ status: 'refunded', refunded_cents: 999 });
    expect(after.events.map((e) => e.summary)).toEqual([
      'Checkout paid: $9.99',
      'Refunded $9.99 of $9.99 so far',
    ]);
    expect(after.deliveries.map((d) => d.stage)).toEqual(['grant', 'refund']);
    const audit = await demo.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.target_id, view.id));
    expect(audit.map((r) => [r.action, r.after?.demo])).toEqual([['purchase.refund', true]]);
  });
});
