import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PurchaseView, TestCheckoutView } from '../../../shared/shop/purchases';
import { deliveries, gymLeaderLedger, gymLeaders, players, shopProductCommands } from '../../db/schema';
import { createTestApp, TEST_ORIGIN, type TestApp, type TestBrowser } from '../../test/test-app';

let app: TestApp & TestBrowser;
let leaderId: string;

beforeAll(async () => {
  app = await createTestApp();
  const { db } = app.database;
  // A server whose token plugin differs: the catalog's commands, not the built-in ones, are queued.
  await db
    .update(shopProductCommands)
    .set({ command: 'tokens add {player} {amount}', require_online: true })
    .where(and(eq(shopProductCommands.product_id, 'gym-tokens-3'), eq(shopProductCommands.stage, 'grant')));
  await db
    .delete(shopProductCommands)
    .where(
      and(
        eq(shopProductCommands.product_id, 'gym-tokens-3'),
        eq(shopProductCommands.stage, 'grant'),
        gt(shopProductCommands.position, 0),
      ),
    );
  const [leaderPlayer] = await db
    .insert(players)
    .values({ username: 'Gym', uuid: '00000000-0000-4000-8000-000000000001', mc_username: 'Gym' })
    .returning();
  const [leader] = await db
    .insert(gymLeaders)
    .values({ display_name: 'Gym', element: 'water', player_id: leaderPlayer!.id })
    .returning();
  leaderId = leader!.id;
});
afterAll(() => app?.close());

async function demoCheckout(name: string, uuidTail: number, priceId = 'price_battle_pass') {
  const { browser, body } = await prepareCheckout(name, uuidTail, priceId);
  const res = await browser.post<{ url: string }>('/api/shop/checkout', body);
  expect(res.status).toBe(200);
  const url = new URL(res.body.url);
  expect(url.pathname).toBe('/test-checkout');
  return { browser, session: url.searchParams.get('session')! };
}

/** A signed-in buyer with a linked account and an attestation, and the checkout they would send. */
async function prepareCheckout(name: string, uuidTail: number, priceId: string) {
  const browser = app.browser();
  await browser.post('/api/auth/demo', { username: name });
  await app.database.db
    .update(players)
    .set({ uuid: `00000000-0000-4000-8000-${String(uuidTail).padStart(12, '0')}`, mc_username: name })
    .where(eq(players.username, name));
  const attestation = await browser.post<{ id: string }>('/api/shop/attestations', {
    attestation_type: 'minecraft_online_requirement',
    attestation_text: 'I will be online.',
    user_confirmation: name,
  });
  const body = {
    cartItems: [{ quantity: 1, price_id: priceId, price: 0 }],
    selectedGymLeader: leaderId,
    minecraftUsername: name,
    attestationId: attestation.body.id,
  };
  return { browser, body };
}

/** The checkout as a page served at `siteOrigin` sends it, with its Origin header. */
async function checkoutAt(siteOrigin: string, origin: string, name: string, uuidTail: number) {
  const { browser, body } = await prepareCheckout(name, uuidTail, 'price_battle_pass');
  const cookie = [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await app.app.request(`${siteOrigin}/api/shop/checkout`, {
    method: 'POST',
    headers: { origin, cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { url: string } };
}

describe('demo test checkout', () => {
  it('pays through the same fulfilment as the webhook, once', async () => {
    const { browser, session } = await demoCheckout('DemoBuyer', 50);
    const view = await browser.json<TestCheckoutView>(`/api/shop/test-checkout/${session}`);
    expect(view.body).toMatchObject({ status: 'pending', total_amount_cents: 999 });
    const stranger = app.browser();
    await stranger.post('/api/auth/demo', { username: 'Stranger' });
    expect((await stranger.post(`/api/shop/test-checkout/${session}/pay`)).status).toBe(404);
    const paid = await browser.post<{ url: string }>(`/api/shop/test-checkout/${session}/pay`);
    expect(paid.body.url).toBe(`/success?session_id=${session}`);
    await browser.post(`/api/shop/test-checkout/${session}/pay`);
    const summary = await browser.json<PurchaseView>(`/api/shop/purchases/by-session/${session}`);
    expect(summary.body).toMatchObject({ status: 'completed', total_amount_cents: 999 });
    const queued = (await app.database.db.select().from(deliveries)).filter((d) =>
      d.source.endsWith(summary.body.id),
    );
    expect(queued.map((d) => d.command)).toEqual(['battlepass premium give DemoBuyer']);
    const ledger = await app.database.db
      .select()
      .from(gymLeaderLedger)
      .where(eq(gymLeaderLedger.purchase_id, summary.body.id));
    expect(ledger.map((l) => l.amount_cents)).toEqual([199]);
  });

  it('queues the commands the catalog holds for the product', async () => {
    const { browser, session } = await demoCheckout('TokenBuyer', 52, 'price_gym_tokens_3');
    await browser.post(`/api/shop/test-checkout/${session}/pay`);
    const summary = await browser.json<PurchaseView>(`/api/shop/purchases/by-session/${session}`);
    const queued = (await app.database.db.select().from(deliveries)).filter((d) =>
      d.source.endsWith(summary.body.id),
    );
    expect(queued.map((d) => [d.command, d.require_online])).toEqual([['tokens add TokenBuyer 3', true]]);
  });

  it('cancels without fulfilling', async () => {
    const { browser, session } = await demoCheckout('Canceller', 51);
    const res = await browser.post<{ url: string }>(`/api/shop/test-checkout/${session}/cancel`);
    expect(res.body.url).toBe('/shop?canceled=true');
    await browser.post(`/api/shop/test-checkout/${session}/pay`);
    const summary = await browser.json<PurchaseView>(`/api/shop/purchases/by-session/${session}`);
    expect(summary.body.status).toBe('canceled');
  });

  it('cancels an open plan checkout when the buyer starts another one, so it can no longer be paid', async () => {
    const { browser, body } = await prepareCheckout('PlanRetry', 56, 'price_rank_expert_monthly');
    const sessionOf = async () => {
      const res = await browser.post<{ url: string }>('/api/shop/checkout', body);
      expect(res.status).toBe(200);
      return new URL(res.body.url).searchParams.get('session')!;
    };
    const statusOf = async (session: string) =>
      (await browser.json<PurchaseView>(`/api/shop/purchases/by-session/${session}`)).body.status;
    const first = await sessionOf();
    const retry = await sessionOf();
    expect(await statusOf(first)).toBe('canceled');
    await browser.post(`/api/shop/test-checkout/${first}/pay`);
    expect(await statusOf(first)).toBe('canceled');
    expect(await statusOf(retry)).toBe('pending');
  });

  it('returns to the origin the checkout was started from, so its session cookie is there', async () => {
    const local = await checkoutAt('http://127.0.0.1:3000', 'http://127.0.0.1:3000', 'LocalBuyer', 53);
    expect(local.status).toBe(200);
    expect(new URL(local.body.url).origin).toBe('http://127.0.0.1:3000');
    expect(new URL(local.body.url).pathname).toBe('/test-checkout');
    const ours = await checkoutAt('http://127.0.0.1:3000', TEST_ORIGIN, 'PublicBuyer', 54);
    expect(new URL(ours.body.url).origin).toBe(TEST_ORIGIN);
  });

  it('refuses a checkout from an origin that is not ours, and never returns there', async () => {
    const foreign = await checkoutAt('http://127.0.0.1:3000', 'https://evil.example', 'LuredBuyer', 55);
    expect(foreign.status).toBe(403);
    expect(JSON.stringify(foreign.body)).not.toContain('evil.example');
  });

  it('has no webhook without Stripe settings', async () => {
    const res = await app.rawRequest('/api/payments/webhook', { method: 'POST', body: '{}' });
    expect(res.status).toBe(404);
  });
});
