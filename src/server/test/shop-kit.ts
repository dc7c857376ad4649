/** Shared set-up and helpers for the shop's API tests: checkouts, signed webhook events, rows. */
import { asc, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, expect } from 'vitest';
import { deliveries, gymLeaderLedger, gymLeaders, players, purchases } from '../db/schema';
import { demoSignedIn } from './accounts';
import { FAKE_WEBHOOK_SECRET, type FakeStripe, startFakeStripe } from './fake-stripe';
import { createTestApp, type TestApp, type TestBrowser } from './test-app';

/** The app, the fake Stripe and two gym leaders (one selectable, one without a linked player). */
export const shop = {} as {
  app: TestApp & TestBrowser;
  fake: FakeStripe;
  leaderId: string;
  hiddenLeaderId: string;
};
export const signer = new Stripe('sk_test_fake');

export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
let nextUuid = 100;

/** Call once at the top of a test file: one app and one fake Stripe for the whole file. */
export function setUpShopApp() {
  beforeAll(async () => {
    shop.fake = await startFakeStripe();
    shop.app = await createTestApp(shop.fake.env);
    const { db } = shop.app.database;
    await buyer('LeaderLance');
    const [leaderPlayer] = await db.select().from(players).where(eq(players.username, 'LeaderLance'));
    const [leader] = await db
      .insert(gymLeaders)
      .values({ display_name: 'Lance', element: 'dragon', player_id: leaderPlayer!.id, status: 'online' })
      .returning();
    shop.leaderId = leader!.id;
    const [unlinked] = await db.insert(players).values({ username: 'NoUuid' }).returning();
    const [hidden] = await db
      .insert(gymLeaders)
      .values({ display_name: 'Hidden', element: 'ice', player_id: unlinked!.id })
      .returning();
    shop.hiddenLeaderId = hidden!.id;
  });
  afterAll(async () => {
    await shop.app?.close();
    await shop.fake?.close();
  });
}

/** A signed-in browser whose account has a linked Minecraft name (unless `linked` is false). */
export async function buyer(name: string, linked = true) {
  const browser = await demoSignedIn(shop.app, name);
  if (linked) {
    await shop.app.database.db
      .update(players)
      .set({ uuid: uuid(nextUuid++), mc_username: name })
      .where(eq(players.username, name));
  }
  return browser;
}

/** An attestation of `type`, confirmed by typing `confirmation` (the buyer's linked name to pass). */
export async function attest(
  browser: TestBrowser,
  type = 'minecraft_online_requirement',
  confirmation = 'true',
) {
  const res = await browser.post<{ id: string }>('/api/shop/attestations', {
    attestation_type: type,
    attestation_text: 'I will be online in game to receive my items.',
    user_confirmation: confirmation,
  });
  expect(res.status).toBe(201);
  return res.body.id;
}

export type Line = { id?: string; name?: string; price?: number; quantity: number; price_id?: string };

export async function checkoutBody(browser: TestBrowser, name: string, cartItems: Line[], master = false) {
  return {
    cartItems,
    selectedGymLeader: shop.leaderId,
    attestationId: await attest(browser, 'minecraft_online_requirement', name),
    evPolicyAttestationId: master ? await attest(browser, 'ev_editor_policy') : null,
    successUrl: 'https://evil.test/success?amount=0',
  };
}

export const KEYS_3: Line = {
  id: 'cosmetic-keys-3',
  name: '3 Cosmetic Keys',
  price: 4.99,
  quantity: 2,
  price_id: 'price_cosmetic_keys_3',
};

export function signedEvent(
  type: string,
  object: Record<string, unknown>,
  id = `evt_${crypto.randomUUID()}`,
) {
  const payload = JSON.stringify({ id, object: 'event', type, api_version: '2026-10-28', data: { object } });
  const header = signer.webhooks.generateTestHeaderString({ payload, secret: FAKE_WEBHOOK_SECRET });
  return { payload, header, id };
}

/** A charge's refunds so far (cumulative, as Stripe reports them) on payment intent `pi`. */
export const refundEvent = (pi: string, refunded: number, amount: number) =>
  signedEvent('charge.refunded', {
    id: `ch_${pi}`,
    object: 'charge',
    amount,
    amount_refunded: refunded,
    payment_intent: pi,
  });

/** A dispute on payment intent `pi`, opened or closed with `status`. */
export const disputeEvent = (
  type: 'created' | 'closed',
  pi: string,
  amount: number,
  status = 'needs_response',
) =>
  signedEvent(`charge.dispute.${type}`, {
    id: `dp_${pi}`,
    object: 'dispute',
    amount,
    status,
    charge: `ch_${pi}`,
    payment_intent: pi,
  });

export async function sendEvent(event: { payload: string; header: string }) {
  return shop.app.rawRequest('/api/payments/webhook', {
    method: 'POST',
    headers: { 'stripe-signature': event.header, 'content-type': 'application/json' },
    body: event.payload,
  });
}

export async function purchaseRow(id: string) {
  const [row] = await shop.app.database.db.select().from(purchases).where(eq(purchases.id, id));
  return row!;
}

/** Checks out and returns the recorded purchase (pending). */
export async function checkout(browser: TestBrowser, name: string, lines: Line[], master = false) {
  const res = await browser.post<{ url: string }>(
    '/api/shop/checkout',
    await checkoutBody(browser, name, lines, master),
  );
  expect(res.status).toBe(200);
  const session = shop.fake.sessions.at(-1)!;
  expect(res.body.url).toBe(`https://checkout.stripe.test/c/pay/${session.id}`);
  const [row] = await shop.app.database.db
    .select()
    .from(purchases)
    .where(eq(purchases.payment_session_id, session.id));
  return { purchase: row!, session };
}

export const completedEvent = (sessionId: string, purchaseId: string, extra: Record<string, unknown> = {}) =>
  signedEvent('checkout.session.completed', {
    id: sessionId,
    object: 'checkout.session',
    metadata: { purchase_id: purchaseId },
    client_reference_id: purchaseId,
    payment_status: 'paid',
    payment_intent: `pi_${purchaseId.slice(0, 8)}`,
    customer: 'cus_123',
    amount_total: null,
    ...extra,
  });

export const ledgerOf = (purchaseId: string) =>
  shop.app.database.db.select().from(gymLeaderLedger).where(eq(gymLeaderLedger.purchase_id, purchaseId));
/** A purchase's deliveries in the order they were queued (tests read the last one as the newest). */
export const deliveriesOf = (purchaseId: string) =>
  shop.app.database.db
    .select()
    .from(deliveries)
    .orderBy(asc(deliveries.created_at), asc(deliveries.sequence_step))
    .then((rows) => rows.filter((d) => d.source.endsWith(purchaseId)));

export const EXPERT_MONTHLY: Line = { quantity: 1, price_id: 'price_rank_expert_monthly' };
let planHolders = 0;

/**
 * A new buyer holding a plan (the Expert monthly one unless `line` says otherwise) on subscription
 * `sub`: its checkout and first invoice paid.
 */
export async function planHolder(sub: string, line: Line = EXPERT_MONTHLY) {
  const name = `Changer${++planHolders}`;
  const browser = await buyer(name);
  const { purchase, session } = await checkout(browser, name, [line], line.price_id?.includes('master'));
  const amount = purchase.total_amount_cents;
  const events = [
    completedEvent(session.id, purchase.id, {
      payment_intent: null,
      subscription: sub,
      amount_total: amount,
    }),
    signedEvent('invoice.paid', {
      id: `in_first_${sub}`,
      billing_reason: 'subscription_create',
      amount_paid: amount,
      parent: { subscription_details: { subscription: sub, metadata: { purchase_id: purchase.id } } },
      payments: { data: [{ payment: { payment_intent: `pi_first_${sub}` } }] },
    }),
  ];
  for (const e of events) expect((await sendEvent(e)).status).toBe(200);
  return { browser, name, purchase };
}
