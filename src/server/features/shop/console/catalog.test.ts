import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CatalogResponse } from '../../../../shared/shop/catalog-api';
import type {
  CommandPreviewResponse,
  StaffProductResponse,
  StaffProductsResponse,
  StaffProductView,
} from '../../../../shared/shop/console/catalog';
import { purchases, shopProducts, staffAuditLog } from '../../../db/schema';
import { sendJson, signedInAccount, uniqueSuffix } from '../../../test/accounts';
import {
  buyer,
  checkout,
  checkoutBody,
  completedEvent,
  deliveriesOf,
  KEYS_3,
  refundEvent,
  sendEvent,
  setUpShopApp,
  shop,
  signedEvent,
} from '../../../test/shop-kit';

setUpShopApp();

type Failure = { error: { code: string; message: string; fields?: Record<string, string[]> } };
type Admin = Awaited<ReturnType<typeof signedInAccount>>;

/** A product's form as the console sends it back: everything but what the server decides. */
const fieldsOf = ({ id: _id, retired_at: _r, sold: _s, ...fields }: StaffProductView) => fields;

async function productOf(admin: Admin, id: string) {
  const list = await admin.browser.json<StaffProductsResponse>('/api/staff/catalog');
  return list.body.products.find((p) => p.id === id)!;
}

const update = (admin: Admin, id: string, body: unknown) =>
  sendJson<StaffProductResponse & Failure>(admin.browser, 'PUT', `/api/staff/catalog/${id}`, body);
const create = (admin: Admin, body: unknown) =>
  sendJson<StaffProductResponse & Failure>(admin.browser, 'POST', '/api/staff/catalog', body);

/** A new product of its own (per test), copied from the 1-key pack with `changes`. */
async function newProduct(admin: Admin, changes: Record<string, unknown> = {}) {
  const suffix = uniqueSuffix().replace(/[^a-z0-9]/g, '');
  const base = fieldsOf(await productOf(admin, 'cosmetic-keys-1'));
  const id = `test-pack-${suffix}`;
  const res = await create(admin, {
    ...base,
    id,
    price_id: `price_test_${suffix}`,
    name: `Test ${suffix}`,
    ...changes,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.product;
}

const publicCatalog = async () =>
  (await shop.app.browser().json<CatalogResponse>('/api/shop/catalog')).body.items;

describe('the catalog console', () => {
  it('is for admins: visitors 401, players and staff 403, and a refused write changes nothing', async () => {
    expect((await shop.app.browser().json('/api/staff/catalog')).status).toBe(401);
    for (const role of ['player', 'staff'] as const) {
      const account = await signedInAccount(shop.app, role);
      expect((await account.browser.json('/api/staff/catalog')).status).toBe(403);
      const admin = await signedInAccount(shop.app, 'admin');
      const body = { ...fieldsOf(await productOf(admin, 'battle-pass')), unit_amount_cents: 1 };
      expect((await update(account, 'battle-pass', body)).status).toBe(403);
    }
    const items = await publicCatalog();
    expect(items.find((i) => i.id === 'battle-pass')?.unit_amount_cents).toBe(999);
  });

  it('answers bad input per field and writes nothing', async () => {
    const admin = await signedInAccount(shop.app, 'admin');
    const base = fieldsOf(await productOf(admin, 'gym-tokens-1'));
    const cases: [Record<string, unknown>, string][] = [
      [{ unit_amount_cents: -5 }, 'unit_amount_cents'],
      [{ unit_amount_cents: 1.5 }, 'unit_amount_cents'],
      [{ kind: 'subscription' }, 'interval'],
      [
        { available_from: '2030-01-02T00:00:00Z', available_until: '2030-01-01T00:00:00Z' },
        'available_until',
      ],
      [{ price_id: 'price_battle_pass' }, 'price_id'],
      [{ required_product_id: 'no-such-product' }, 'required_product_id'],
      [
        { commands: { ...base.commands, grant: [{ command: '', requireOnline: true }] } },
        'commands.grant.0.command',
      ],
    ];
    for (const [change, field] of cases) {
      const res = await update(admin, 'gym-tokens-1', { ...base, ...change });
      expect(res.status, field).toBe(400);
      expect(Object.keys(res.body.error.fields ?? {}), field).toContain(field);
    }
    expect(fieldsOf(await productOf(admin, 'gym-tokens-1'))).toEqual(base);
  });

  it('a new price shows on the public catalog and prices checkout; the audit names the product and the change', async () => {
    const admin = await signedInAccount(shop.app, 'admin');
    const product = await newProduct(admin);
    const res = await update(admin, product.id, { ...fieldsOf(product), unit_amount_cents: 1234 });
    expect(res.status).toBe(200);
    expect((await publicCatalog()).find((i) => i.id === product.id)?.unit_amount_cents).toBe(1234);

    const name = `Priced${uniqueSuffix()}`.slice(0, 16);
    const browser = await buyer(name);
    const line = { id: product.id, price_id: product.price_id, price: 0.01, quantity: 2 };
    const { purchase } = await checkout(browser, name, [line]);
    expect(purchase.total_amount_cents).toBe(2468);

    const [trace] = await shop.app.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.target_id, product.id))
      .orderBy(staffAuditLog.id)
      .then((rows) => rows.filter((r) => r.action === 'product.update'));
    expect(trace?.before).toEqual({ name: product.name, unit_amount_cents: product.unit_amount_cents });
    expect(trace?.after).toEqual({ name: product.name, unit_amount_cents: 1234 });
  });

  it('a past purchase is refunded with the commands it was sold with, not today’s', async () => {
    const admin = await signedInAccount(shop.app, 'admin');
    const name = `Snap${uniqueSuffix()}`.slice(0, 16);
    const browser = await buyer(name);
    const { purchase, session } = await checkout(browser, name, [KEYS_3]);
    expect((await sendEvent(completedEvent(session.id, purchase.id))).status).toBe(200);

    const keys = await productOf(admin, 'cosmetic-keys-3');
    const changed = {
      ...fieldsOf(keys),
      commands: {
        ...keys.commands,
        refund: [{ command: 'newcrates take {player} {amount}', requireOnline: false }],
      },
    };
    expect((await update(admin, 'cosmetic-keys-3', changed)).status).toBe(200);
    try {
      const pi = `pi_${purchase.id.slice(0, 8)}`;
      expect((await sendEvent(refundEvent(pi, 998, 998))).status).toBe(200);
      const commands = (await deliveriesOf(purchase.id)).map((d) => d.command);
      expect(commands).toContain(`crates key take ${name} cosmetic 6`);
      expect(commands.some((c) => c.startsWith('newcrates'))).toBe(false);
    } finally {
      await update(admin, 'cosmetic-keys-3', fieldsOf(keys));
    }
  });

  it('retires a sold product instead of deleting it: off sale, still listed for staff, its row kept', async () => {
    const admin = await signedInAccount(shop.app, 'admin');
    const product = await newProduct(admin);
    const name = `Retire${uniqueSuffix()}`.slice(0, 16);
    const browser = await buyer(name);
    const line = { id: product.id, price_id: product.price_id, quantity: 1 };
    await checkout(browser, name, [line]);

    const res = await sendJson<StaffProductResponse>(
      admin.browser,
      'POST',
      `/api/staff/catalog/${product.id}/retire`,
    );
    expect(res.status).toBe(200);
    expect(res.body.product.retired_at).not.toBeNull();
    expect(res.body.product.sold).toBe(1);
    expect((await publicCatalog()).some((i) => i.id === product.id)).toBe(false);
    const refused = await browser.post<Failure>(
      '/api/shop/checkout',
      await checkoutBody(browser, name, [line]),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields?.['cartItems.0.price_id']).toEqual(['This item is no longer available']);
    const rows = await shop.app.database.db
      .select()
      .from(shopProducts)
      .where(eq(shopProducts.id, product.id));
    expect(rows).toHaveLength(1);
    expect((await update(admin, product.id, fieldsOf(product))).status).toBe(409);
  });

  it('enforces a per-player limit, a global limit, the availability window and a required product', async () => {
    const admin = await signedInAccount(shop.app, 'admin');
    const once = await newProduct(admin, { per_player_limit: 1 });
    const scarce = await newProduct(admin, { global_limit: 2 });
    const later = await newProduct(admin, { available_from: '2099-01-01T00:00:00Z' });
    const needsPass = await newProduct(admin, { required_product_id: 'battle-pass' });
    const lineOf = (p: StaffProductView, quantity = 1) => ({ id: p.id, price_id: p.price_id, quantity });
    const name = `Limit${uniqueSuffix()}`.slice(0, 16);
    const browser = await buyer(name);
    const attempt = async (lines: ReturnType<typeof lineOf>[]) =>
      browser.post<Failure>('/api/shop/checkout', await checkoutBody(browser, name, lines));

    expect((await attempt([lineOf(once)])).status).toBe(200);
    const second = await attempt([lineOf(once)]);
    expect(second.status).toBe(400);
    expect(second.body.error.code).toBe('purchase_limit');

    const tooMany = await attempt([lineOf(scarce, 3)]);
    expect(tooMany.body.error.fields?.['cartItems.0.quantity']).toEqual([
      `Only 2 of ${scarce.name} are left`,
    ]);
    expect((await attempt([lineOf(scarce, 2)])).status).toBe(200);
    expect((await attempt([lineOf(scarce)])).body.error.fields?.['cartItems.0.quantity']).toEqual([
      `${scarce.name} is sold out`,
    ]);

    const early = await attempt([lineOf(later)]);
    expect(early.status).toBe(400);
    expect(early.body.error.fields?.['cartItems.0.price_id']?.[0]).toMatch(
      /on sale from 2099-01-01 00:00 UTC/,
    );

    const missing = await attempt([lineOf(needsPass)]);
    expect(missing.body.error.fields?.['cartItems.0.price_id']).toEqual([
      `${needsPass.name} needs Premium Battle Pass first`,
    ]);
    const withPass = await attempt([
      lineOf(needsPass),
      { id: 'battle-pass', price_id: 'price_battle_pass', quantity: 1 },
    ]);
    expect(withPass.status).toBe(200);
  });

  it('keeps the last unit for a checkout completed awaiting a delayed payment, past a day, until it fails', async () => {
    const admin = await signedInAccount(shop.app, 'admin');
    const scarce = await newProduct(admin, { global_limit: 1 });
    const line = { id: scarce.id, price_id: scarce.price_id, quantity: 1 };
    const attempt = async () => {
      const name = `Slow${uniqueSuffix()}`.slice(0, 16);
      const browser = await buyer(name);
      return browser.post<Failure>('/api/shop/checkout', await checkoutBody(browser, name, [line]));
    };
    expect((await attempt()).status).toBe(200);
    const session = shop.fake.sessions.at(-1)!;
    const [purchase] = await shop.app.database.db
      .select()
      .from(purchases)
      .where(eq(purchases.payment_session_id, session.id));
    // A bank debit: the session completes unpaid and its payment settles days later.
    const awaiting = completedEvent(session.id, purchase!.id, {
      payment_status: 'unpaid',
      payment_intent: null,
    });
    expect((await sendEvent(awaiting)).status).toBe(200);
    await shop.app.database.db
      .update(purchases)
      .set({ created_at: new Date(Date.now() - 3 * 24 * 3_600_000) })
      .where(eq(purchases.id, purchase!.id));
    expect((await attempt()).body.error?.fields?.['cartItems.0.quantity']).toEqual([
      `${scarce.name} is sold out`,
    ]);

    const failed = signedEvent('checkout.session.async_payment_failed', {
      id: session.id,
      object: 'checkout.session',
      metadata: { purchase_id: purchase!.id },
    });
    expect((await sendEvent(failed)).status).toBe(200);
    expect((await attempt()).status).toBe(200);
  });

  it('previews a product’s commands for a sample player', async () => {
    const admin = await signedInAccount(shop.app, 'admin');
    const res = await sendJson<CommandPreviewResponse & Failure>(
      admin.browser,
      'POST',
      '/api/staff/catalog/cosmetic-keys-3/preview',
      { player: 'Steve', count: 2 },
    );
    expect(res.status).toBe(200);
    expect(res.body.commands.grant).toEqual([
      { command: 'crates key give Steve cosmetic 6', requireOnline: true },
    ]);
    const bad = await sendJson<Failure>(admin.browser, 'POST', '/api/staff/catalog/cosmetic-keys-3/preview', {
      player: 'x; op',
      count: 1,
    });
    expect(bad.status).toBe(400);
  });
});
