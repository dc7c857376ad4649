/**
 * Moving between rank plans and automatic tax, through HTTP against a real database and the fake
 * Stripe: a second plan is refused, a change updates the buyer's own subscription with proration,
 * and its events switch the rank exactly once in any order (property); tax is asked for only when
 * the setting is on, stored, and left out of the leader's share.
 */
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import type {
  CurrentPlanResponse,
  PlanChangeQuoteResponse,
  PlanChangeResponse,
} from '../../../shared/shop/purchases';
import { purchaseEffects, purchases, storeSettings } from '../../db/schema';
import {
  buyer,
  checkout,
  checkoutBody,
  completedEvent,
  EXPERT_MONTHLY as EXPERT,
  ledgerOf,
  planHolder,
  purchaseRow,
  sendEvent,
  setUpShopApp,
  shop,
  signedEvent,
} from '../../test/shop-kit';

setUpShopApp();

const ELITE_PRICE = 'price_rank_elite_monthly';
let people = 0;

async function setAutomaticTax(on: boolean) {
  const db = shop.app.database.db;
  await db.delete(storeSettings).where(sql`${storeSettings.key} = 'automatic_tax'`);
  if (on) {
    await db.insert(storeSettings).values({
      // The settings console owns the key list; the row is what it would write.
      key: 'automatic_tax' as never,
      effective_from: new Date(Date.now() - 60_000),
      value: 1,
    });
  }
}
afterEach(() => setAutomaticTax(false));

const effectsOf = async (purchaseId: string) =>
  (
    await shop.app.database.db
      .select()
      .from(purchaseEffects)
      .where(eq(purchaseEffects.purchase_id, purchaseId))
  )
    .sort((a, b) => a.seq - b.seq)
    .map((e) => `${e.track}:${e.stage}`);

describe('one rank plan at a time', () => {
  it('refuses a second plan with a 409 naming the current one', async () => {
    const { browser, name } = await planHolder('sub_second');
    const res = await browser.post('/api/shop/checkout', await checkoutBody(browser, name, [EXPERT]));
    expect(res.status).toBe(409);
    expect(JSON.stringify(res.body)).toContain('Expert Rank (Monthly)');
    expect(JSON.stringify(res.body)).toContain('upgrade or downgrade it on the Ranks page');
    const plan = await browser.json<CurrentPlanResponse>('/api/shop/plan');
    expect(plan.body.plan?.name).toBe('Expert Rank (Monthly)');
  });
});

describe('POST /api/shop/plan/change', () => {
  it('refuses visitors, buyers without a plan and plans not on sale', async () => {
    const anonymous = await shop.app.browser().post('/api/shop/plan/change', { price_id: ELITE_PRICE });
    expect(anonymous.status).toBe(401);
    // Another buyer's plan is not theirs to change: without one of their own there is nothing to change.
    await planHolder('sub_someone_else');
    const stranger = await buyer(`Stranger${++people}`);
    expect((await stranger.post('/api/shop/plan/change', { price_id: ELITE_PRICE })).status).toBe(409);
    const { browser } = await planHolder('sub_bad_price');
    expect((await browser.post('/api/shop/plan/change', { price_id: 'price_cosmetic_keys_3' })).status).toBe(
      400,
    );
    expect((await browser.post('/api/shop/plan/change', { price_id: '' })).status).toBe(400);
    expect((await browser.post('/api/shop/plan/change', { price_id: EXPERT.price_id })).status).toBe(409);
    expect(shop.fake.subscriptionUpdates.filter((u) => u.id === 'sub_bad_price')).toEqual([]);
  });

  it('leaves the plan unchanged when the proration payment is declined', async () => {
    const { browser, purchase } = await planHolder('sub_declined');
    shop.fake.declineNextUpdate = true;
    const res = await browser.post('/api/shop/plan/change', { price_id: ELITE_PRICE });
    expect(res.status).toBe(409);
    expect((await browser.json<CurrentPlanResponse>('/api/shop/plan')).body.plan?.purchase_id).toBe(
      purchase.id,
    );
  });

  it('switches from the old rank to the new one exactly once, whatever the order of its events (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          order: fc.constantFrom('updated-first', 'invoice-first'),
          repeat: fc.boolean(),
          onlyOne: fc.constantFrom<'both' | 'updated' | 'invoice'>('both', 'updated', 'invoice'),
          taxCents: fc.constantFrom(0, 80),
        }),
        async (spec) => {
          const sub = `sub_change_${++people}`;
          const { browser, purchase } = await planHolder(sub);
          const res = await browser.post<PlanChangeResponse>('/api/shop/plan/change', {
            price_id: ELITE_PRICE,
          });
          expect(res.status).toBe(200);
          const changeId = res.body.purchase_id;
          const update = shop.fake.subscriptionUpdates.at(-1)!;
          expect(update.id).toBe(sub);
          expect(update.body.get('metadata[purchase_id]')).toBe(changeId);
          expect(update.body.get('proration_behavior')).toBe('always_invoice');
          expect(update.body.get('payment_behavior')).toBe('error_if_incomplete');
          expect(update.body.get('items[0][id]')).toBe(`si_${sub}`);

          const updated = signedEvent('customer.subscription.updated', {
            id: sub,
            metadata: { purchase_id: changeId },
          });
          const invoice = signedEvent('invoice.paid', {
            id: `in_change_${sub}`,
            billing_reason: 'subscription_update',
            amount_paid: 500 + spec.taxCents,
            total_taxes: [{ amount: spec.taxCents }],
            parent: { subscription_details: { subscription: sub, metadata: { purchase_id: changeId } } },
            payments: { data: [{ payment: { payment_intent: `pi_change_${sub}` } }] },
          });
          let events =
            spec.onlyOne === 'updated'
              ? [updated]
              : spec.onlyOne === 'invoice'
                ? [invoice]
                : [updated, invoice];
          if (spec.order === 'invoice-first') events = events.reverse();
          if (spec.repeat) events = [...events, ...events];
          for (const e of events) expect((await sendEvent(e)).status).toBe(200);

          expect(await effectsOf(purchase.id)).toEqual(['plan:original:grant', 'plan:expire']);
          expect(await effectsOf(changeId)).toEqual(['plan:original:grant']);
          expect((await purchaseRow(changeId)).status).toBe('completed');
          const plan = await browser.json<CurrentPlanResponse>('/api/shop/plan');
          expect(plan.body.plan).toMatchObject({ purchase_id: changeId, name: 'Elite Rank (Monthly)' });
          // The leader earns on the proration before tax, once; the old plan's earning stands.
          const earned = spec.onlyOne === 'updated' ? [] : [Math.floor((500 * 20) / 100)];
          expect((await ledgerOf(changeId)).map((l) => l.amount_cents)).toEqual(earned);
          expect((await ledgerOf(purchase.id)).map((l) => l.amount_cents)).toEqual([
            Math.floor((purchase.total_amount_cents * 20) / 100),
          ]);
          if (spec.onlyOne !== 'updated') expect((await purchaseRow(changeId)).tax_cents).toBe(spec.taxCents);
        },
      ),
      { seed: 20_261_127, numRuns: 8 },
    );
  }, 240_000);

  it('shows the change in the history with the plan it replaced', async () => {
    const sub = `sub_history_${++people}`;
    const { browser } = await planHolder(sub);
    const res = await browser.post<PlanChangeResponse>('/api/shop/plan/change', { price_id: ELITE_PRICE });
    await sendEvent(
      signedEvent('customer.subscription.updated', {
        id: sub,
        metadata: { purchase_id: res.body.purchase_id },
      }),
    );
    const history = await browser.json<{ purchases: { id: string; changed_from: string | null }[] }>(
      '/api/shop/purchases',
    );
    expect(history.body.purchases.find((p) => p.id === res.body.purchase_id)?.changed_from).toBe(
      'Expert Rank (Monthly)',
    );
  });
});

describe('POST /api/shop/plan/change/quote', () => {
  it("answers Stripe's preview of the prorated invoice, changing nothing", async () => {
    const sub = `sub_quote_${++people}`;
    const { browser, purchase } = await planHolder(sub);
    await setAutomaticTax(true);
    shop.fake.previewAnswer = { amount_due: 270, total: 270, tax: 20 };
    const up = await browser.post<PlanChangeQuoteResponse>('/api/shop/plan/change/quote', {
      price_id: ELITE_PRICE,
    });
    expect(up.status).toBe(200);
    expect(up.body).toEqual({
      from_name: 'Expert Rank (Monthly)',
      to_name: 'Elite Rank (Monthly)',
      move: 'upgrade',
      due_now_cents: 270,
      tax_cents: 20,
      credit_cents: 0,
      renews_at_cents: 1299,
      interval: 'month',
      demo: false,
    });
    const asked = shop.fake.previews.at(-1)!;
    expect(asked.get('subscription')).toBe(sub);
    expect(asked.get('subscription_details[items][0][id]')).toBe(`si_${sub}`);
    expect(asked.get('subscription_details[items][0][price_data][unit_amount]')).toBe('1299');
    expect(asked.get('subscription_details[items][0][price_data][product]')).toBe(`prod_${sub}`);
    expect(asked.get('subscription_details[proration_behavior]')).toBe('always_invoice');
    expect(asked.get('automatic_tax[enabled]')).toBe('true');

    shop.fake.previewAnswer = { amount_due: 0, total: -150, tax: 0 };
    const down = await browser.post<PlanChangeQuoteResponse>('/api/shop/plan/change/quote', {
      price_id: 'price_rank_ace_monthly',
    });
    expect(down.body).toMatchObject({ move: 'downgrade', due_now_cents: 0, credit_cents: 150 });
    // A quote is only a question: no update was sent and the plan is the same purchase.
    expect(shop.fake.subscriptionUpdates.filter((u) => u.id === sub)).toEqual([]);
    expect((await browser.json<CurrentPlanResponse>('/api/shop/plan')).body.plan?.purchase_id).toBe(
      purchase.id,
    );
  });

  it('refuses what the change would refuse', async () => {
    const anonymous = await shop.app.browser().post('/api/shop/plan/change/quote', { price_id: ELITE_PRICE });
    expect(anonymous.status).toBe(401);
    const stranger = await buyer(`QuoteStranger${++people}`);
    expect((await stranger.post('/api/shop/plan/change/quote', { price_id: ELITE_PRICE })).status).toBe(409);
    const { browser } = await planHolder(`sub_quote_refused_${people}`);
    const same = await browser.post('/api/shop/plan/change/quote', { price_id: EXPERT.price_id });
    expect(same.status).toBe(409);
    const other = await browser.post('/api/shop/plan/change/quote', { price_id: 'price_battle_pass' });
    expect(other.status).toBe(400);
  });
});

describe('automatic tax', () => {
  it('asks Stripe for it only when the setting is on, and credits the leader on the amount before tax', async () => {
    const name = `Taxed${++people}`;
    const browser = await buyer(name);
    const keys = { quantity: 1, price_id: 'price_cosmetic_keys_3' };
    await checkout(browser, name, [keys]);
    expect(shop.fake.sessions.at(-1)!.body.get('automatic_tax[enabled]')).toBeNull();

    await setAutomaticTax(true);
    const { purchase, session } = await checkout(browser, name, [keys]);
    expect(session.body.get('automatic_tax[enabled]')).toBe('true');
    const total = purchase.total_amount_cents;
    await sendEvent(
      completedEvent(session.id, purchase.id, {
        amount_total: total + 40,
        total_details: { amount_tax: 40 },
      }),
    );
    expect((await purchaseRow(purchase.id)).tax_cents).toBe(40);
    expect((await ledgerOf(purchase.id)).map((l) => l.amount_cents)).toEqual([
      Math.floor((total * 20) / 100),
    ]);
    const view = await browser.json<{ tax_cents: number }>(`/api/shop/purchases/by-session/${session.id}`);
    expect(view.body.tax_cents).toBe(40);
    const [row] = await shop.app.database.db.select().from(purchases).where(eq(purchases.id, purchase.id));
    expect(row?.status).toBe('completed');
  });
});
