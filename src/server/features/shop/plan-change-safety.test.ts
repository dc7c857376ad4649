/**
 * Plan changes that must never leave a buyer with the wrong ranks, through HTTP against a real
 * database and the fake Stripe: a change retried after a declined one still ends the old plan; the
 * old plan's take-back reaches the game before the new plan's grant, even for the same rank; two
 * plans bought or changed at the same moment end with one plan; a plan staff granted is explained,
 * not failed on.
 */
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import type { CurrentPlanResponse, PlanChangeResponse } from '../../../shared/shop/purchases';
import { purchaseEffects, purchaseItems, purchases, shopProducts } from '../../db/schema';
import { sendJson, signedInAccount } from '../../test/accounts';
import {
  attest,
  buyer,
  checkout,
  checkoutBody,
  completedEvent,
  planHolder,
  purchaseRow,
  sendEvent,
  setUpShopApp,
  shop,
  signedEvent,
} from '../../test/shop-kit';
import { createGameServer } from '../bridge';

setUpShopApp();

const ELITE_PRICE = 'price_rank_elite_monthly';
const EXPERT_LINE = { quantity: 1, price_id: 'price_rank_expert_monthly' };
let subs = 0;

const purchasesOf = (name: string) =>
  shop.app.database.db.select().from(purchases).where(eq(purchases.minecraft_username, name));

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

describe('a plan change whose answer from Stripe is lost', () => {
  it('is not failed when Stripe applied it, even after its event completed it first', async () => {
    const sub = `sub_lost_${++subs}`;
    const { browser, purchase } = await planHolder(sub);
    // Every attempt (the client retries under one idempotency key) is applied and goes unanswered;
    // Stripe's event for the applied update arrives before the failure comes back.
    shop.fake.loseUpdateAnswers = 3;
    shop.fake.beforeLosingAnswer = async () => {
      shop.fake.beforeLosingAnswer = null;
      const [change] = await shop.app.database.db
        .select()
        .from(purchases)
        .where(eq(purchases.replaces_purchase_id, purchase.id));
      expect((await sendEvent(changeApplied(sub, change!.id))).status).toBe(200);
    };
    const change = await browser.post<PlanChangeResponse>('/api/shop/plan/change', { price_id: ELITE_PRICE });
    expect(change.status).toBe(200);
    expect(shop.fake.subscriptionUpdates.filter((u) => u.id === sub)).toHaveLength(1);
    expect((await purchaseRow(change.body.purchase_id)).status).toBe('completed');
    expect(await effectsOf(purchase.id)).toEqual(['plan:original:grant', 'plan:expire']);
    const plan = await browser.json<CurrentPlanResponse>('/api/shop/plan');
    expect(plan.body.plan?.purchase_id).toBe(change.body.purchase_id);
  });

  it('stays pending, not failed, when Stripe cannot be asked whether it applied it', async () => {
    const sub = `sub_unknown_${++subs}`;
    const { browser, purchase } = await planHolder(sub);
    shop.fake.loseUpdateAnswers = 3;
    // Once the update's last answer is lost, Stripe is out of reach for the check too.
    let lost = 0;
    shop.fake.beforeLosingAnswer = async () => {
      if (++lost === 3) shop.fake.loseSubscriptionReads = 3;
    };
    const change = await browser.post<PlanChangeResponse>('/api/shop/plan/change', { price_id: ELITE_PRICE });
    shop.fake.beforeLosingAnswer = null;
    expect(change.status).toBe(200);
    expect(change.body.status).toBe('pending');
    expect((await purchaseRow(change.body.purchase_id)).status).toBe('pending');
    // Stripe's event settles it.
    expect((await sendEvent(changeApplied(sub, change.body.purchase_id))).status).toBe(200);
    expect((await purchaseRow(change.body.purchase_id)).status).toBe('completed');
    expect(await effectsOf(purchase.id)).toEqual(['plan:original:grant', 'plan:expire']);
  });
});

/**
 * What a game server is handed for one player, round after round, acknowledging each round as
 * delivered before asking again: the order the commands take effect in game.
 */
async function deliveryRounds(playerUuid: string, serverName: string) {
  const { token } = await createGameServer(shop.app.database.db, serverName);
  const auth = { authorization: `Bearer ${token}` };
  const rounds: string[][] = [];
  for (let round = 0; round < 10; round++) {
    const res = await shop.app.rawRequest(`/api/game/v1/deliveries?limit=100&online=${playerUuid}`, {
      headers: auth,
    });
    const body = (await res.json()) as { deliveries: { id: string; player_uuid: string; command: string }[] };
    const ours = body.deliveries.filter((d) => d.player_uuid === playerUuid);
    if (ours.length === 0) break;
    for (const d of ours) {
      const ack = await shop.app.rawRequest(`/api/game/v1/deliveries/${d.id}/ack`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ status: 'delivered' }),
      });
      expect(ack.status).toBe(200);
    }
    rounds.push(ours.map((d) => d.command).sort());
  }
  return rounds;
}

describe('switching between the monthly and annual plan of one rank', () => {
  it("hands the game the old plan's take-back before the new plan's grant", async () => {
    const sub = `sub_interval_${++subs}`;
    const master = { quantity: 1, price_id: 'price_rank_master_monthly' };
    const { browser, name, purchase } = await planHolder(sub, master);
    const change = await browser.post<PlanChangeResponse>('/api/shop/plan/change', {
      price_id: 'price_rank_master_annual',
      evPolicyAttestationId: await attest(browser, 'ev_editor_policy'),
    });
    expect(change.status).toBe(200);
    expect((await sendEvent(changeApplied(sub, change.body.purchase_id))).status).toBe(200);

    // Both take-backs and grants name the same rank and pass: had the grant run first, the
    // take-back would strip the rank just bought.
    const rounds = await deliveryRounds(purchase.player_uuid, `interval-server-${subs}`);
    expect(rounds).toEqual(masterSwitch(name));
  });

  it('orders commands queued before the plan sequence existed once the migration moves them', async () => {
    const sub = `sub_migrated_${++subs}`;
    const { browser, name, purchase } = await planHolder(sub, {
      quantity: 1,
      price_id: 'price_rank_master_monthly',
    });
    const change = await browser.post<PlanChangeResponse>('/api/shop/plan/change', {
      price_id: 'price_rank_master_annual',
      evPolicyAttestationId: await attest(browser, 'ev_editor_policy'),
    });
    expect((await sendEvent(changeApplied(sub, change.body.purchase_id))).status).toBe(200);
    // As they were queued before: each purchase's commands in its own sequence, step = decision.
    const { db } = shop.app.database;
    await db.execute(sql`
      update deliveries set
        sequence_key = 'purchase:' || split_part(idempotency_key, ':', 2),
        sequence_step = split_part(idempotency_key, ':', 3)::int
      where player_uuid = ${purchase.player_uuid}`);
    await db.execute(sql.raw(readFileSync('drizzle/0051_plan_sequence.sql', 'utf8')));

    const rounds = await deliveryRounds(purchase.player_uuid, `migrated-server-${subs}`);
    expect(rounds).toEqual(masterSwitch(name));
  });
});

/** Master monthly's grant, its take-back, then Master annual's grant, as the game must run them. */
const masterSwitch = (name: string) => [
  [`battlepass premium give ${name}`, `lp user ${name} parent addtemp master 31d accumulate`],
  [`battlepass premium take ${name}`, `lp user ${name} parent removetemp master`],
  [`battlepass premium give ${name}`, `lp user ${name} parent addtemp master 366d accumulate`],
];

/** PGlite is one connection: transactions take turns, so only PostgreSQL can interleave two requests. */
const interleaves = inject('testDatabase').kind === 'postgres';

describe('one plan, even when asked for twice at once', () => {
  it.runIf(interleaves)('leaves one plan checkout open of two sent together', async () => {
    const name = `TwoPlans${++subs}`;
    const browser = await buyer(name);
    const bodies = [
      await checkoutBody(browser, name, [{ quantity: 1, price_id: 'price_rank_expert_monthly' }]),
      await checkoutBody(browser, name, [{ quantity: 1, price_id: 'price_rank_elite_monthly' }]),
    ];
    const answers = await Promise.all(bodies.map((body) => browser.post('/api/shop/checkout', body)));
    // The second waits for the first: refused while its session is being opened, or it expires it.
    for (const answer of answers) {
      if (answer.status !== 200) expect(answer.body).toMatchObject({ error: { code: 'plan_checkout_open' } });
    }
    const pending = (await purchasesOf(name)).filter((p) => p.status === 'pending');
    expect(pending).toHaveLength(1);
    expect(shop.fake.sessions.find((s) => s.id === pending[0]!.payment_session_id)?.status).toBe('open');
  });

  it.runIf(interleaves)('prices a change from the catalog as read under the lock', async () => {
    const { browser, purchase } = await planHolder(`sub_reprice_${++subs}`);
    const { db } = shop.app.database;
    let change: Promise<{ status: number; body: PlanChangeResponse }> | undefined;
    await db.transaction(async (tx) => {
      // Holds the buyer's plan lock while the change reads the catalog, then reprices the plan.
      await tx.execute(sql`select pg_advisory_xact_lock(73185, hashtext(${purchase.user_id}::text))`);
      change = browser.post<PlanChangeResponse>('/api/shop/plan/change', { price_id: ELITE_PRICE });
      for (let i = 0; i < 100; i++) {
        const waiting = (await db.execute(
          sql`select 1 from pg_locks where locktype = 'advisory' and not granted`,
        )) as unknown as { rows: unknown[] };
        if (waiting.rows.length > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await tx
        .update(shopProducts)
        .set({ unit_amount_cents: 1777 })
        .where(eq(shopProducts.price_id, ELITE_PRICE));
    });
    const answer = await change!;
    expect(answer.status).toBe(200);
    expect((await purchaseRow(answer.body.purchase_id)).total_amount_cents).toBe(1777);
  });

  it.runIf(interleaves)('lets one of two plan changes sent together through', async () => {
    const sub = `sub_twice_${++subs}`;
    const { browser } = await planHolder(sub);
    const updatesBefore = shop.fake.subscriptionUpdates.filter((u) => u.id === sub).length;
    const answers = await Promise.all(
      ['price_rank_elite_monthly', 'price_rank_ace_monthly'].map((price_id) =>
        browser.post('/api/shop/plan/change', { price_id }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(JSON.stringify(answers.find((a) => a.status === 409)!.body)).toContain('change_pending');
    expect(shop.fake.subscriptionUpdates.filter((u) => u.id === sub).length).toBe(updatesBefore + 1);
  });
});

describe('a plan checkout left open', () => {
  it("gives way to the buyer's next plan checkout: its session is expired and it is canceled", async () => {
    const name = `BackButton${++subs}`;
    const browser = await buyer(name);
    const first = await checkout(browser, name, [EXPERT_LINE]);
    const retry = await browser.post('/api/shop/checkout', await checkoutBody(browser, name, [EXPERT_LINE]));
    expect(retry.status).toBe(200);
    expect(first.session.status).toBe('expired');
    expect((await purchaseRow(first.purchase.id)).status).toBe('canceled');
    // The expiry the provider reports later changes nothing.
    const expired = signedEvent('checkout.session.expired', {
      id: first.session.id,
      object: 'checkout.session',
      metadata: { purchase_id: first.purchase.id },
    });
    expect((await sendEvent(expired)).status).toBe(200);
    expect((await purchaseRow(first.purchase.id)).status).toBe('canceled');
    // Another plan in turn replaces the retry's checkout.
    const other = await browser.post(
      '/api/shop/checkout',
      await checkoutBody(browser, name, [{ quantity: 1, price_id: ELITE_PRICE }]),
    );
    expect(other.status).toBe(200);
    expect((await purchasesOf(name)).filter((p) => p.status === 'pending')).toHaveLength(1);
  });

  it("still holds the buyer's one plan once its session was paid", async () => {
    const name = `JustPaid${++subs}`;
    const browser = await buyer(name);
    const first = await checkout(browser, name, [EXPERT_LINE]);
    first.session.status = 'complete';
    const second = await browser.post('/api/shop/checkout', await checkoutBody(browser, name, [EXPERT_LINE]));
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ error: { code: 'plan_checkout_open' } });
    expect((await purchaseRow(first.purchase.id)).status).toBe('pending');
  });
});

describe('a plan checkout paid by bank debit', () => {
  /** A plan checkout completed unpaid (the debit is on its way), opened `ageMs` ago. */
  async function debitedPlan(name: string, ageMs: number) {
    const browser = await buyer(name);
    const { purchase, session } = await checkout(browser, name, [EXPERT_LINE]);
    const unpaid = completedEvent(session.id, purchase.id, {
      payment_status: 'unpaid',
      payment_intent: null,
    });
    expect((await sendEvent(unpaid)).status).toBe(200);
    await shop.app.database.db
      .update(purchases)
      .set({ created_at: new Date(Date.now() - ageMs) })
      .where(eq(purchases.id, purchase.id));
    return { browser, purchase };
  }
  const secondPlan = async (browser: Awaited<ReturnType<typeof buyer>>, name: string) =>
    browser.post(
      '/api/shop/checkout',
      await checkoutBody(browser, name, [{ quantity: 1, price_id: ELITE_PRICE }]),
    );

  it("holds the buyer's one plan for as long as the payment is on its way, not half an hour", async () => {
    const name = `Debit${++subs}`;
    const { browser } = await debitedPlan(name, 2 * 60 * 60_000);
    const second = await secondPlan(browser, name);
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ error: { code: 'plan_checkout_open' } });
  });

  it('knows a plan line sold before lines kept what they were sold as', async () => {
    const name = `DebitLegacy${++subs}`;
    const { browser, purchase } = await debitedPlan(name, 2 * 60 * 60_000);
    await shop.app.database.db
      .update(purchaseItems)
      .set({ delivery_snapshot: null })
      .where(eq(purchaseItems.purchase_id, purchase.id));
    expect((await secondPlan(browser, name)).status).toBe(409);
  });
});

describe('a plan granted by staff', () => {
  it('is refused over a plan the player pays for, and over one granted before', async () => {
    const staff = await signedInAccount(shop.app, 'staff');
    const grant = (player: string) =>
      sendJson(staff.browser, 'POST', '/api/staff/purchases/grants', {
        player,
        catalog_item_id: 'rank-expert-monthly',
        quantity: 1,
        reason: 'Tournament prize',
      });
    const { name } = await planHolder(`sub_grant_${++subs}`);
    const before = await purchasesOf(name);
    const overPaid = await grant(name);
    expect(overPaid.status).toBe(409);
    expect(overPaid.body).toMatchObject({ error: { code: 'plan_active' } });
    expect(await purchasesOf(name)).toHaveLength(before.length);

    const holder = await signedInAccount(shop.app, 'player', true);
    expect((await grant(holder.mc)).status).toBe(201);
    const twice = await grant(holder.mc);
    expect(twice.status).toBe(409);
    expect(JSON.stringify(twice.body)).toContain('granted by staff');
  });

  it('answers checkouts, quotes and changes with one clear 409 instead of a provider failure', async () => {
    const staff = await signedInAccount(shop.app, 'staff');
    const holder = await signedInAccount(shop.app, 'player', true);
    const granted = await sendJson(staff.browser, 'POST', '/api/staff/purchases/grants', {
      player: holder.mc,
      catalog_item_id: 'rank-expert-monthly',
      quantity: 1,
      reason: 'Tournament prize',
    });
    expect(granted.status).toBe(201);
    const elite = { price_id: ELITE_PRICE };
    const answers = [
      await holder.browser.post(
        '/api/shop/checkout',
        await checkoutBody(holder.browser, holder.mc, [{ quantity: 1, ...elite }]),
      ),
      await holder.browser.post('/api/shop/plan/change/quote', elite),
      await holder.browser.post('/api/shop/plan/change', elite),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(409);
      expect(answer.body).toMatchObject({ error: { code: 'plan_granted' } });
      expect(JSON.stringify(answer.body)).toContain('given to you by staff');
    }
  });
});
