import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DashboardResponse, PurchasesResponse, PurchaseView } from '../../../shared/shop/purchases';
import { gymLeaderLedger, purchases, users } from '../../db/schema';
import {
  attest,
  buyer,
  checkout,
  checkoutBody,
  completedEvent,
  deliveriesOf,
  KEYS_3,
  type Line,
  ledgerOf,
  purchaseRow,
  sendEvent,
  setUpShopApp,
  shop,
  signedEvent,
  signer,
  uuid,
} from '../../test/shop-kit';

setUpShopApp();

describe('checkout rules', () => {
  it('asks visitors to log in', async () => {
    const res = await shop.app
      .browser()
      .post<{ error: { message: string } }>('/api/shop/checkout', { cartItems: [KEYS_3] });
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe('Please log in');
  });

  it('refuses an empty cart, then an unlinked account', async () => {
    const browser = await buyer('Unlinked', false);
    const empty = await browser.post<{ error: { message: string } }>('/api/shop/checkout', { cartItems: [] });
    expect(empty.body.error.message).toBe('Cart is empty');
    const res = await browser.post<{ error: { message: string } }>('/api/shop/checkout', {
      ...(await checkoutBody(browser, 'Unlinked', [KEYS_3])),
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Minecraft account required');
  });

  it('needs a selectable gym leader', async () => {
    const browser = await buyer('NoLeader');
    const body = await checkoutBody(browser, 'NoLeader', [KEYS_3]);
    for (const selectedGymLeader of [null, shop.hiddenLeaderId, uuid(999)]) {
      const res = await browser.post<{ error: { message: string } }>('/api/shop/checkout', {
        ...body,
        selectedGymLeader,
      });
      expect(res.body.error.message).toBe('Please select a gym leader');
    }
    const asObject = await browser.post('/api/shop/checkout', {
      ...body,
      selectedGymLeader: { id: shop.leaderId },
    });
    expect(asObject.status).toBe(200);
  });

  it('needs the buyer’s own attestation, and the EV policy for Master', async () => {
    const browser = await buyer('Attester');
    const other = await buyer('OtherAttester');
    const body = await checkoutBody(browser, 'Attester', [KEYS_3]);
    const missing = await browser.post<{ error: { message: string } }>('/api/shop/checkout', {
      ...body,
      attestationId: null,
    });
    expect(missing.body.error.message).toBe('Please confirm attestation');
    const foreign = await browser.post<{ error: { message: string } }>('/api/shop/checkout', {
      ...body,
      attestationId: await attest(other),
    });
    expect(foreign.body.error.message).toBe('Please confirm attestation');
    const master = [{ quantity: 1, price_id: 'price_rank_master_monthly' }];
    const noPolicy = await browser.post<{ error: { message: string } }>('/api/shop/checkout', {
      ...body,
      cartItems: master,
    });
    expect(noPolicy.body.error.message).toBe('Please confirm EV Editor Policy');
    const wrongType = await browser.post<{ error: { message: string } }>('/api/shop/checkout', {
      ...body,
      cartItems: master,
      evPolicyAttestationId: body.attestationId,
    });
    expect(wrongType.body.error.message).toBe('Please confirm EV Editor Policy');
  });

  it('needs the name typed in the attestation to be the linked one, trimmed, case and all', async () => {
    const browser = await buyer('Typist');
    const body = await checkoutBody(browser, 'Typist', [KEYS_3]);
    for (const typed of ['typist', 'Someone']) {
      const res = await browser.post<{ error: { code: string; fields: Record<string, string[]> } }>(
        '/api/shop/checkout',
        { ...body, attestationId: await attest(browser, 'minecraft_online_requirement', typed) },
      );
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('username_confirmation');
      expect(res.body.error.fields.attestationId).toEqual([
        'Username confirmation required: type Typist exactly',
      ]);
    }
    const trimmed = await attest(browser, 'minecraft_online_requirement', '  Typist ');
    expect((await browser.post('/api/shop/checkout', { ...body, attestationId: trimmed })).status).toBe(200);
  });

  it('prices from the catalog, ignoring the browser’s price and name', async () => {
    const browser = await buyer('Bargain');
    const { purchase, session } = await checkout(browser, 'Bargain', [
      { ...KEYS_3, price: 0.01, name: 'Free stuff' },
    ]);
    expect(purchase.total_amount_cents).toBe(998);
    expect(purchase.status).toBe('pending');
    expect(session.body.get('line_items[0][price_data][unit_amount]')).toBe('499');
    expect(session.body.get('line_items[0][price_data][product_data][name]')).toBe('3 Cosmetic Keys');
    expect(session.body.get('line_items[0][quantity]')).toBe('2');
    expect(session.body.get('mode')).toBe('payment');
    expect(session.body.get('metadata[purchase_id]')).toBe(purchase.id);
    expect(session.body.get('success_url')).toBe('http://site.test/success?session_id={CHECKOUT_SESSION_ID}');
    expect(session.body.get('cancel_url')).toBe('http://site.test/shop?canceled=true');
    expect(session.idempotencyKey).toBe(`checkout:${purchase.id}`);
  });

  it('refuses unknown, retired and tampered lines, and maps legacy ids', async () => {
    const browser = await buyer('Tamperer');
    const body = await checkoutBody(browser, 'Tamperer', []);
    const post = (cartItems: Line[]) =>
      browser.post<{ error: { code: string } }>('/api/shop/checkout', { ...body, cartItems });
    expect((await post([{ quantity: 1, price_id: 'price_free_everything' }])).status).toBe(400);
    expect((await post([{ quantity: 1, price_id: 'price_legendary_boost_2h' }])).status).toBe(400);
    expect((await post([{ quantity: 1, price_id: 'price_legendary_boost_30m' }])).status).toBe(400);
    expect((await post([{ ...KEYS_3, quantity: 100 }])).status).toBe(400);
    expect((await post([{ ...KEYS_3, quantity: 1.5 }])).status).toBe(400);
    expect((await post([{ quantity: 2, price_id: 'price_rank_ace_monthly' }])).status).toBe(400);
    expect(
      (
        await post([
          { quantity: 1, price_id: 'price_rank_ace_monthly' },
          { quantity: 1, price_id: 'price_rank_elite_annual' },
        ])
      ).status,
    ).toBe(400);
    const sessionsBefore = shop.fake.sessions.length;
    const legacy = await post([{ id: 'battlepass-premium', quantity: 1, price: 0 }]);
    expect(legacy.status).toBe(200);
    expect(shop.fake.sessions.length).toBe(sessionsBefore + 1);
    expect(shop.fake.sessions.at(-1)!.body.get('line_items[0][price_data][unit_amount]')).toBe('999');
  });

  it('uses subscription mode when a rank plan is in the cart', async () => {
    const browser = await buyer('Subscriber');
    const { purchase, session } = await checkout(browser, 'Subscriber', [
      { quantity: 1, price_id: 'price_rank_elite_monthly' },
      { quantity: 1, price_id: 'price_battle_pass' },
    ]);
    expect(session.body.get('mode')).toBe('subscription');
    expect(session.body.get('line_items[0][price_data][recurring][interval]')).toBe('month');
    expect(session.body.get('subscription_data[metadata][purchase_id]')).toBe(purchase.id);
    // The fake refuses an expiry Stripe would refuse (under 30 minutes or over a day from now).
    const expiresIn = Number(session.body.get('expires_at')) * 1000 - purchase.created_at.getTime();
    expect(expiresIn).toBeGreaterThan(30 * 60_000);
    expect(purchase.total_amount_cents).toBe(1299 + 999);
  });

  it('marks the purchase failed when Stripe refuses', async () => {
    const browser = await buyer('Unlucky');
    shop.fake.failNext = 400;
    const res = await browser.post<{ error: { message: string } }>(
      '/api/shop/checkout',
      await checkoutBody(browser, 'Unlucky', [KEYS_3]),
    );
    expect(res.status).toBe(502);
    expect(res.body.error.message).toBe('Failed to initiate checkout.');
  });
});

describe('payment webhook', () => {
  it('refuses a bad signature and changes nothing', async () => {
    const browser = await buyer('Forger');
    const { purchase, session } = await checkout(browser, 'Forger', [KEYS_3]);
    const event = completedEvent(session.id, purchase.id);
    const forged = signer.webhooks.generateTestHeaderString({
      payload: event.payload,
      secret: 'whsec_wrong',
    });
    expect((await sendEvent({ payload: event.payload, header: forged })).status).toBe(400);
    const tampered = event.payload.replace('"paid"', '"paid" ');
    expect((await sendEvent({ payload: tampered, header: event.header })).status).toBe(400);
    expect(
      (await shop.app.rawRequest('/api/payments/webhook', { method: 'POST', body: event.payload })).status,
    ).toBe(400);
    expect((await purchaseRow(purchase.id)).status).toBe('pending');
  });

  it('fulfils once: same event twice and a second completion event queue and credit nothing more', async () => {
    const browser = await buyer('Repeat');
    const { purchase, session } = await checkout(browser, 'Repeat', [
      KEYS_3,
      { quantity: 1, price_id: 'price_gym_tokens_3' },
    ]);
    const event = completedEvent(session.id, purchase.id);
    expect((await sendEvent(event)).status).toBe(200);
    const again = await sendEvent(event);
    expect(await again.json()).toEqual({ received: true, duplicate: true });
    expect((await sendEvent(completedEvent(session.id, purchase.id))).status).toBe(200);
    const row = await purchaseRow(purchase.id);
    expect(row.status).toBe('completed');
    expect(row.stripe_customer_id).toBe('cus_123');
    const queued = await deliveriesOf(purchase.id);
    expect(queued.map((d) => [d.command, d.require_online]).sort()).toEqual(
      [
        ['crates key give Repeat cosmetic 6', true],
        ['gymtokens give Repeat 3', false],
        ['gymtokens giveall 1', false],
      ].sort(),
    );
    const ledger = await ledgerOf(purchase.id);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ kind: 'earning', amount_cents: Math.floor(((998 + 249) * 20) / 100) });
    const days = (ledger[0]!.available_at.getTime() - ledger[0]!.created_at.getTime()) / 86_400_000;
    expect(days).toBe(14);
  });

  it('refund reverses the share, queues revocations and marks the purchase refunded', async () => {
    const browser = await buyer('Refunded');
    const { purchase, session } = await checkout(browser, 'Refunded', [KEYS_3]);
    await sendEvent(completedEvent(session.id, purchase.id));
    const charge = {
      id: 'ch_refund_1',
      object: 'charge',
      amount: 998,
      amount_refunded: 998,
      payment_intent: `pi_${purchase.id.slice(0, 8)}`,
      metadata: {},
    };
    const refund = signedEvent('charge.refunded', charge);
    expect((await sendEvent(refund)).status).toBe(200);
    expect((await sendEvent(signedEvent('charge.refunded', charge))).status).toBe(200);
    expect((await purchaseRow(purchase.id)).status).toBe('refunded');
    const ledger = await ledgerOf(purchase.id);
    expect(ledger.map((l) => [l.kind, l.amount_cents]).sort()).toEqual([
      ['earning', 199],
      ['reversal', -199],
    ]);
    const revoked = (await deliveriesOf(purchase.id)).filter((d) => d.command.includes('take'));
    expect(revoked.map((d) => d.command)).toEqual(['crates key take Refunded cosmetic 6']);
  });

  it('partial refunds reverse in proportion, never more than credited', async () => {
    const browser = await buyer('Partial');
    const { purchase, session } = await checkout(browser, 'Partial', [KEYS_3]);
    await sendEvent(completedEvent(session.id, purchase.id));
    const charge = (refunded: number) => ({
      id: 'ch_partial',
      amount: 998,
      amount_refunded: refunded,
      payment_intent: `pi_${purchase.id.slice(0, 8)}`,
    });
    await sendEvent(signedEvent('charge.refunded', charge(499)));
    await sendEvent(signedEvent('charge.refunded', charge(998)));
    const ledger = await ledgerOf(purchase.id);
    expect(ledger.reduce((sum, l) => sum + l.amount_cents, 0)).toBe(0);
    expect(
      ledger
        .filter((l) => l.kind === 'reversal')
        .map((l) => l.amount_cents)
        .sort(),
    ).toEqual([-100, -99]);
    expect((await purchaseRow(purchase.id)).status).toBe('refunded');
  });

  it('a dispute reverses the share and marks the purchase disputed', async () => {
    const browser = await buyer('Disputer');
    const { purchase, session } = await checkout(browser, 'Disputer', [KEYS_3]);
    await sendEvent(completedEvent(session.id, purchase.id));
    await sendEvent(
      signedEvent('charge.dispute.created', {
        id: 'dp_1',
        amount: 998,
        charge: 'ch_x',
        payment_intent: `pi_${purchase.id.slice(0, 8)}`,
      }),
    );
    expect((await purchaseRow(purchase.id)).status).toBe('disputed');
    expect((await ledgerOf(purchase.id)).reduce((sum, l) => sum + l.amount_cents, 0)).toBe(0);
  });

  it('a refund that arrives before the completion means nothing is delivered and the share nets to zero', async () => {
    const browser = await buyer('Early');
    const { purchase, session } = await checkout(browser, 'Early', [KEYS_3]);
    const pi = `pi_${purchase.id.slice(0, 8)}`;
    await sendEvent(
      signedEvent('charge.refunded', {
        id: 'ch_early',
        amount: 998,
        amount_refunded: 998,
        payment_intent: pi,
      }),
    );
    expect((await purchaseRow(purchase.id)).status).toBe('pending');
    await sendEvent(completedEvent(session.id, purchase.id));
    expect((await purchaseRow(purchase.id)).status).toBe('refunded');
    expect(await deliveriesOf(purchase.id)).toHaveLength(0);
    const ledger = await ledgerOf(purchase.id);
    expect(ledger.filter((l) => l.kind === 'earning').map((l) => l.amount_cents)).toEqual([199]);
    expect(ledger.reduce((s, l) => s + l.amount_cents, 0)).toBe(0);
  });

  it('renews, ends and refunds a rank plan', async () => {
    const browser = await buyer('Ranked');
    const { purchase, session } = await checkout(browser, 'Ranked', [
      { quantity: 1, price_id: 'price_rank_ace_monthly' },
    ]);
    // The first invoice may come before the session completion.
    await sendEvent(
      signedEvent('invoice.paid', {
        id: 'in_first',
        billing_reason: 'subscription_create',
        amount_paid: 499,
        parent: { subscription_details: { subscription: 'sub_1', metadata: { purchase_id: purchase.id } } },
        payments: { data: [{ payment: { payment_intent: 'pi_first' } }] },
      }),
    );
    await sendEvent(
      completedEvent(session.id, purchase.id, {
        payment_intent: null,
        subscription: 'sub_1',
        amount_total: 499,
      }),
    );
    let row = await purchaseRow(purchase.id);
    expect(row).toMatchObject({
      status: 'completed',
      stripe_subscription_id: 'sub_1',
      payment_intent_id: 'pi_first',
    });
    const renewal = signedEvent('invoice.paid', {
      id: 'in_second',
      billing_reason: 'subscription_cycle',
      amount_paid: 499,
      parent: { subscription_details: { subscription: 'sub_1' } },
      payments: { data: [{ payment: { payment_intent: 'pi_second' } }] },
    });
    await sendEvent(renewal);
    await sendEvent(signedEvent('invoice.paid', JSON.parse(renewal.payload).data.object));
    const commands = (await deliveriesOf(purchase.id)).map((d) => d.command);
    expect(commands).toEqual([
      'lp user Ranked parent addtemp ace 31d accumulate',
      'lp user Ranked parent addtemp ace 31d accumulate',
    ]);
    expect((await ledgerOf(purchase.id)).map((l) => l.amount_cents)).toEqual([99, 99]);
    // Refund of the first payment, found through the first invoice's payment intent.
    await sendEvent(
      signedEvent('charge.refunded', {
        id: 'ch_f',
        amount: 499,
        amount_refunded: 499,
        payment_intent: 'pi_first',
      }),
    );
    row = await purchaseRow(purchase.id);
    expect(row.status).toBe('refunded');
    expect((await ledgerOf(purchase.id)).reduce((s, l) => s + l.amount_cents, 0)).toBe(99);
    await sendEvent(
      signedEvent('customer.subscription.deleted', { id: 'sub_1', metadata: { purchase_id: purchase.id } }),
    );
    expect((await deliveriesOf(purchase.id)).filter((d) => d.command.includes('removetemp'))).toHaveLength(1);
  });
});

describe('purchases, success summary and dashboard', () => {
  it('lists own purchases only, newest first, with lines and leader', async () => {
    const browser = await buyer('Collector');
    const first = await checkout(browser, 'Collector', [KEYS_3]);
    const second = await checkout(browser, 'Collector', [{ quantity: 1, price_id: 'price_battle_pass' }]);
    // A second apart in the order made: two checkouts can share one instant, and purchases of one
    // instant are listed by id, not by when they were made.
    await shop.app.database.db
      .update(purchases)
      .set({ created_at: new Date(second.purchase.created_at.getTime() - 1000) })
      .where(eq(purchases.id, first.purchase.id));
    const { body } = await browser.json<PurchasesResponse>('/api/shop/purchases');
    expect(body.purchases.map((p) => p.id)).toEqual([second.purchase.id, first.purchase.id]);
    expect(body.purchases[1]).toMatchObject({
      total_amount_cents: 998,
      minecraft_username: 'Collector',
      gym_leader: { display_name: 'Lance', element: 'dragon' },
      purchase_items: [
        { item_name: '3 Cosmetic Keys', item_price_cents: 499, quantity: 2, total_price_cents: 998 },
      ],
    });
    const stranger = await buyer('Stranger');
    expect((await stranger.json<PurchasesResponse>('/api/shop/purchases')).body.purchases).toEqual([]);
    expect((await stranger.request(`/api/shop/purchases/by-session/${first.session.id}`)).status).toBe(404);
    expect((await shop.app.browser().request('/api/shop/purchases')).status).toBe(401);
    const own = await browser.json<PurchaseView>(`/api/shop/purchases/by-session/${first.session.id}`);
    expect(own.body).toMatchObject({ id: first.purchase.id, total_amount_cents: 998 });
  });

  it('shows the dashboard to the leader only, from the ledger', async () => {
    const { db } = shop.app.database;
    const [leaderUser] = await db.select().from(users).where(eq(users.discord_username, 'LeaderLance'));
    const lance = shop.app.browser();
    await lance.post('/api/auth/demo', { username: 'LeaderLance' });
    await db.insert(gymLeaderLedger).values({
      gym_leader_id: shop.leaderId,
      kind: 'payout',
      amount_cents: -50,
      available_at: new Date(),
      idempotency_key: `payout-test-${leaderUser!.id}`,
    });
    const { status, body } = await lance.json<DashboardResponse>('/api/shop/dashboard');
    expect(status).toBe(200);
    const ledger = await db
      .select()
      .from(gymLeaderLedger)
      .where(eq(gymLeaderLedger.gym_leader_id, shop.leaderId));
    const earnings = ledger.filter((l) => l.kind !== 'payout').reduce((s, l) => s + l.amount_cents, 0);
    expect(body).toMatchObject({
      display_name: 'Lance',
      element: 'dragon',
      earnings_to_date_cents: earnings,
      payouts_to_date_cents: 50,
      balance_cents: earnings - 50,
      pending_cents: earnings,
      available_cents: 0,
    });
    const other = await buyer('NotALeader');
    const denied = await other.json<{ error: { message: string } }>('/api/shop/dashboard');
    expect(denied.status).toBe(403);
    expect(denied.body.error.message).toBe('You are not registered as a gym leader.');
    expect((await shop.app.browser().request('/api/shop/dashboard')).status).toBe(401);
  });

  it('sends a buyer with a customer to the billing portal, others back to purchase history', async () => {
    // A paid purchase of its own gives this buyer a Stripe customer, whatever ran before.
    const repeat = await buyer('PortalBuyer');
    const { purchase, session } = await checkout(repeat, 'PortalBuyer', [KEYS_3]);
    expect((await sendEvent(completedEvent(session.id, purchase.id))).status).toBe(200);
    const res = await repeat.request('/api/billing/portal');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('https://billing.stripe.test/p/session');
    expect(shop.fake.portalSessions.at(-1)?.get('customer')).toBe('cus_123');
    const fresh = await buyer('NoCustomer');
    const none = await fresh.request('/api/billing/portal');
    expect(none.headers.get('location')).toBe('/purchase-history?portal=unavailable');
  });
});
