/**
 * What the console offers to refund is the payment actually made, as reconciliation derives it:
 * with automatic tax that includes the tax, and for a plan change it is the proration paid, not the
 * new plan's price. A whole refund from the console then refunds the purchase (items taken back,
 * share reversed) and the revenue report gives all of its tax back.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffPurchaseDetailResponse } from '../../../../shared/shop/console/purchases';
import { revenueResponse } from '../../../../shared/shop/console/revenue';
import type { PlanChangeResponse, PurchaseView } from '../../../../shared/shop/purchases';
import type { Db } from '../../../db/client';
import { gymLeaderLedger, gymLeaders, players, storeSettings, stripeEvents } from '../../../db/schema';
import { signedInAccount } from '../../../test/accounts';
import {
  buyer,
  checkout,
  completedEvent,
  deliveriesOf,
  KEYS_3,
  ledgerOf,
  purchaseRow,
  refundEvent,
  sendEvent,
  setUpShopApp,
  shop,
  signedEvent,
} from '../../../test/shop-kit';
import { createTestApp, type TestApp, type TestBrowser } from '../../../test/test-app';

setUpShopApp();

const PRICE = 998; // two 3-key bundles
const TAX = 80;

const detailOf = async (browser: TestBrowser, id: string) => {
  const res = await browser.json(`/api/staff/purchases/${id}`);
  expect(res.status).toBe(200);
  return staffPurchaseDetailResponse.parse(res.body);
};

const askRefund = (browser: TestBrowser, id: string, amount: number, refunded = 0) =>
  browser.post(`/api/staff/purchases/${id}/refunds`, { amount_cents: amount, refunded_cents: refunded });

const sentRefunds = (purchaseId: string) =>
  shop.fake.refunds.filter((r) => r.body.get('metadata[purchase_id]') === purchaseId);

/** Turns automatic tax on from a minute ago, as the settings console would. */
async function automaticTaxOn(db: Db) {
  await db.delete(storeSettings).where(sql`${storeSettings.key} = 'automatic_tax'`);
  await db.insert(storeSettings).values({
    key: 'automatic_tax' as never,
    effective_from: new Date(Date.now() - 60_000),
    value: 1,
  });
}

describe('console refunds through Stripe', () => {
  it('offer the whole charge with its tax, and refunding it all refunds the purchase', async () => {
    const admin = (await signedInAccount(shop.app, 'admin')).browser;
    const browser = await buyer('TaxedRefund');
    const { purchase, session } = await checkout(browser, 'TaxedRefund', [KEYS_3]);
    const paid = completedEvent(session.id, purchase.id, {
      payment_intent: 'pi_taxed_refund',
      amount_total: PRICE + TAX,
      total_details: { amount_tax: TAX },
    });
    expect((await sendEvent(paid)).status).toBe(200);

    expect((await detailOf(admin, purchase.id)).refund).toEqual({
      mode: 'stripe',
      refundable_cents: PRICE + TAX,
      reason: null,
    });
    expect((await askRefund(admin, purchase.id, PRICE + TAX + 1)).status).toBe(422);
    expect((await askRefund(admin, purchase.id, PRICE + TAX)).status).toBe(201);
    expect(sentRefunds(purchase.id).map((r) => r.body.get('amount'))).toEqual([String(PRICE + TAX)]);

    // Stripe reports the whole charge refunded: the purchase is refunded, not left partly paid.
    expect((await sendEvent(refundEvent('pi_taxed_refund', PRICE + TAX, PRICE + TAX))).status).toBe(200);
    expect((await purchaseRow(purchase.id)).status).toBe('refunded');
    const ledger = await ledgerOf(purchase.id);
    expect(ledger.reduce((sum, row) => sum + row.amount_cents, 0)).toBe(0);
    const takeBacks = (await deliveriesOf(purchase.id)).filter((d) => d.command.includes(' take '));
    expect(takeBacks).toHaveLength(1);
    expect((await detailOf(admin, purchase.id)).refund).toMatchObject({ refundable_cents: 0 });
  });

  it('offer a plan change’s proration with its tax, not the new plan’s price', async () => {
    const admin = (await signedInAccount(shop.app, 'admin')).browser;
    const sub = 'sub_refund_change';
    const browser = await buyer('ChangeRefund');
    const { purchase, session } = await checkout(browser, 'ChangeRefund', [
      { quantity: 1, price_id: 'price_rank_expert_monthly' },
    ]);
    for (const event of [
      completedEvent(session.id, purchase.id, { payment_intent: null, subscription: sub, amount_total: 999 }),
      signedEvent('invoice.paid', {
        id: `in_first_${sub}`,
        billing_reason: 'subscription_create',
        amount_paid: 999,
        parent: { subscription_details: { subscription: sub, metadata: { purchase_id: purchase.id } } },
        payments: { data: [{ payment: { payment_intent: `pi_first_${sub}` } }] },
      }),
    ])
      expect((await sendEvent(event)).status).toBe(200);

    const change = await browser.post<PlanChangeResponse>('/api/shop/plan/change', {
      price_id: 'price_rank_elite_monthly',
    });
    expect(change.status).toBe(200);
    const changeId = change.body.purchase_id;
    const proration = 500;
    const invoice = signedEvent('invoice.paid', {
      id: `in_change_${sub}`,
      billing_reason: 'subscription_update',
      amount_paid: proration + 40,
      total_taxes: [{ amount: 40 }],
      parent: { subscription_details: { subscription: sub, metadata: { purchase_id: changeId } } },
      payments: { data: [{ payment: { payment_intent: `pi_change_${sub}` } }] },
    });
    expect((await sendEvent(invoice)).status).toBe(200);
    expect((await purchaseRow(changeId)).status).toBe('completed');
    expect((await purchaseRow(changeId)).total_amount_cents).toBeGreaterThan(proration + 40);

    expect((await detailOf(admin, changeId)).refund).toEqual({
      mode: 'stripe',
      refundable_cents: proration + 40,
      reason: null,
    });
    expect((await askRefund(admin, changeId, proration + 41)).status).toBe(422);
    expect(sentRefunds(changeId)).toEqual([]);
  });
});

describe('console refunds in demo mode (no Stripe key), with automatic tax on', () => {
  let demo: TestApp & TestBrowser;
  beforeAll(async () => {
    demo = await createTestApp();
  });
  afterAll(() => demo?.close());

  /** A labelled test checkout of the battle pass (999 cents), paid with the demo tax on top. */
  async function demoPaid() {
    const { db } = demo.database;
    await automaticTaxOn(db);
    const account = await signedInAccount(demo, 'player', true);
    const attestation = await account.browser.post<{ id: string }>('/api/shop/attestations', {
      attestation_type: 'minecraft_online_requirement',
      attestation_text: 'I will be online.',
      user_confirmation: account.mc,
    });
    const [leaderPlayer] = await db
      .insert(players)
      .values({ username: 'TaxGym', uuid: crypto.randomUUID(), mc_username: 'TaxGym' })
      .returning();
    const [leader] = await db
      .insert(gymLeaders)
      .values({ display_name: 'TaxGym', element: 'fire', player_id: leaderPlayer!.id })
      .returning();
    const started = await account.browser.post<{ url: string }>('/api/shop/checkout', {
      cartItems: [{ quantity: 1, price_id: 'price_battle_pass', price: 0 }],
      selectedGymLeader: leader!.id,
      minecraftUsername: account.mc,
      attestationId: attestation.body.id,
    });
    expect(started.status).toBe(200);
    const session = new URL(started.body.url).searchParams.get('session')!;
    expect((await account.browser.post(`/api/shop/test-checkout/${session}/pay`)).status).toBe(200);
    const view = await account.browser.json<PurchaseView>(`/api/shop/purchases/by-session/${session}`);
    expect(view.body.status).toBe('completed');
    return view.body.id;
  }

  it('refunds the whole payment with its tax, and the revenue report gives all of the tax back', async () => {
    const id = await demoPaid();
    const { db } = demo.database;
    const admin = (await signedInAccount(demo, 'admin')).browser;
    const paidWithTax = 999 + 79; // the demo's stand-in 8 % rate
    expect((await detailOf(admin, id)).refund).toEqual({
      mode: 'demo',
      refundable_cents: paidWithTax,
      reason: null,
    });
    expect((await askRefund(admin, id, paidWithTax)).status).toBe(201);
    const after = await detailOf(admin, id);
    expect(after.purchase).toMatchObject({ status: 'refunded', refunded_cents: paidWithTax });
    expect(after.refund.refundable_cents).toBe(0);

    // Dated into a range of its own, the report shows the payment, its tax and both given back.
    const at = new Date('2004-06-15T12:00:00Z');
    await db.update(stripeEvents).set({ received_at: at }).where(eq(stripeEvents.purchase_id, id));
    await db.update(gymLeaderLedger).set({ created_at: at }).where(eq(gymLeaderLedger.purchase_id, id));
    const res = await admin.json('/api/staff/shop/revenue?from=2004-06-01&to=2004-06-30&by=month');
    expect(res.status).toBe(200);
    expect(revenueResponse.parse(res.body).totals).toMatchObject({
      gross_cents: paidWithTax,
      refunds_cents: paidWithTax,
      tax_cents: 0,
      leader_shares_cents: 0,
      net_cents: 0,
    });
  });
});
