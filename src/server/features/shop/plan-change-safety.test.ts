/**
 * Plan changes that must never leave a buyer with the wrong ranks, through HTTP against a real
 * database and the fake Stripe: a change retried after a declined one still ends the old plan.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CurrentPlanResponse, PlanChangeResponse } from '../../../shared/shop/purchases';
import { purchaseEffects } from '../../db/schema';
import { planHolder, purchaseRow, sendEvent, setUpShopApp, shop, signedEvent } from '../../test/shop-kit';

setUpShopApp();

const ELITE_PRICE = 'price_rank_elite_monthly';
let subs = 0;

const effectsOf = async (purchaseId: string) =>
  (
    await shop.app.database.db
      .select()
      .from(purchaseEffects)
      .where(eq(purchaseEffects.purchase_id, purchaseId))
  )
    .sort((a, b) => a.seq - b.seq)
    .map((e) => `${e.track}:${e.stage}`);

/** Stripe's report that the update naming change `changeId` was applied to subscription `sub`. */
const changeApplied = (sub: string, changeId: string) =>
  signedEvent('customer.subscription.updated', { id: sub, metadata: { purchase_id: changeId } });

describe('a plan change retried after a declined one', () => {
  it('ends the old plan once the retry is applied', async () => {
    const sub = `sub_retry_${++subs}`;
    const { browser, purchase } = await planHolder(sub);
    shop.fake.declineNextUpdate = true;
    expect((await browser.post('/api/shop/plan/change', { price_id: ELITE_PRICE })).status).toBe(409);

    const retry = await browser.post<PlanChangeResponse>('/api/shop/plan/change', { price_id: ELITE_PRICE });
    expect(retry.status).toBe(200);
    expect((await sendEvent(changeApplied(sub, retry.body.purchase_id))).status).toBe(200);

    expect(await effectsOf(purchase.id)).toEqual(['plan:original:grant', 'plan:expire']);
    expect(await effectsOf(retry.body.purchase_id)).toEqual(['plan:original:grant']);
    expect((await purchaseRow(retry.body.purchase_id)).status).toBe('completed');
    const plan = await browser.json<CurrentPlanResponse>('/api/shop/plan');
    expect(plan.body.plan?.purchase_id).toBe(retry.body.purchase_id);
  });
});
