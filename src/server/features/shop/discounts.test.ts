import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { liveChange } from '../../../shared/arena/live';
import type { CatalogResponse } from '../../../shared/shop/catalog-api';
import type {
  StaffCodeResponse,
  StaffCodesResponse,
  StaffSaleResponse,
} from '../../../shared/shop/console/discounts';
import type { QuoteResponse } from '../../../shared/shop/purchases';
import { gymLeaders, purchaseItems, purchases, shopDiscountCodes, staffAuditLog } from '../../db/schema';
import { sendJson, signedInAccount, uniqueSuffix } from '../../test/accounts';
import {
  buyer,
  checkoutBody,
  completedEvent,
  ledgerOf,
  purchaseRow,
  sendEvent,
  setUpShopApp,
  shop,
  signedEvent,
} from '../../test/shop-kit';
import { readSse } from '../../test/sse-reader';
import { settingAt } from './store-settings';

setUpShopApp();

type Failure = { error: { code: string; message: string; fields?: Record<string, string[]> } };

const KEYS_1 = { quantity: 1, price_id: 'price_cosmetic_keys_1' };
const KEYS_3 = { quantity: 2, price_id: 'price_cosmetic_keys_3' };

const hourFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

async function admin() {
  return signedInAccount(shop.app, 'admin');
}

async function newCode(fields: Record<string, unknown> = {}) {
  const { browser } = await admin();
  const code = `T${uniqueSuffix()
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()}`.slice(0, 30);
  const res = await sendJson<StaffCodeResponse & Failure>(browser, 'POST', '/api/staff/codes', {
    code: code.toLowerCase(),
    kind: 'percent',
    percent_off: 10,
    amount_off_cents: null,
    min_basket_cents: 0,
    product_ids: [],
    expires_at: null,
    max_uses: null,
    max_uses_per_player: null,
    gym_leader_id: null,
    active: true,
    ...fields,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expect(res.body.code.code).toBe(code);
  return res.body.code;
}

/** An admin's sale, running from an hour ago for five hours unless told otherwise; its removal. */
async function createSale(fields: {
  name: string;
  percent_off: number;
  product_ids: string[];
  starts_at?: string;
  ends_at?: string;
}) {
  const { browser } = await admin();
  const res = await sendJson<StaffSaleResponse>(browser, 'POST', '/api/staff/sales', {
    categories: [],
    starts_at: hourFromNow(-1),
    ends_at: hourFromNow(5),
    ...fields,
  });
  expect(res.status).toBe(201);
  const sale = res.body.sale;
  return { sale, remove: () => sendJson(browser, 'DELETE', `/api/staff/sales/${sale.id}`) };
}

/** A buyer's checkout with a code: the answer, and the purchase it recorded when it succeeded. */
async function checkoutWith(
  code: string,
  lines: object[] = [KEYS_3],
  name = `B${uniqueSuffix()}`.slice(0, 16),
) {
  const browser = await buyer(name);
  const body = { ...(await checkoutBody(browser, name, lines as never)), discountCode: code };
  return {
    browser,
    name,
    body,
    res: await browser.post<{ url: string } & Failure>('/api/shop/checkout', body),
  };
}

/** What the Codes tab says of one code: paid uses, uses held by open checkouts, uses left. */
const countsOf = async (codeId: string) => {
  const list = await (await admin()).browser.json<StaffCodesResponse>('/api/staff/codes');
  const code = list.body.codes.find((c) => c.id === codeId);
  return code && { uses: code.uses, held: code.held, uses_left: code.uses_left };
};

const purchaseOfSession = async (sessionId: string) => {
  const [row] = await shop.app.database.db
    .select()
    .from(purchases)
    .where(eq(purchases.payment_session_id, sessionId));
  return row!;
};

const lastPurchase = async () => {
  const session = shop.fake.sessions.at(-1)!;
  return { purchase: await purchaseOfSession(session.id), session };
};

describe('the sales and codes console', () => {
  it('is for admins only: anonymous 401, players and staff 403', async () => {
    const player = await signedInAccount(shop.app, 'player');
    const staff = await signedInAccount(shop.app, 'staff');
    for (const path of ['/api/staff/sales', '/api/staff/codes']) {
      expect((await shop.app.browser().json(path)).status).toBe(401);
      expect((await player.browser.json(path)).status).toBe(403);
      expect((await staff.browser.json(path)).status).toBe(403);
      expect((await sendJson(staff.browser, 'POST', path, {})).status).toBe(403);
    }
  });

  it('answers 404, not a server error, for a sale or code id that is not a uuid', async () => {
    const { browser } = await admin();
    const sale = {
      name: 'Nowhere',
      percent_off: 10,
      product_ids: ['cosmetic-keys-1'],
      categories: [],
      starts_at: hourFromNow(-1),
      ends_at: hourFromNow(1),
    };
    const code = {
      code: 'nowhere',
      kind: 'percent',
      percent_off: 10,
      amount_off_cents: null,
      min_basket_cents: 0,
      product_ids: [],
      expires_at: null,
      max_uses: null,
      max_uses_per_player: null,
      gym_leader_id: null,
      active: true,
    };
    for (const id of ['not-a-uuid', '123', crypto.randomUUID()]) {
      expect((await sendJson(browser, 'PUT', `/api/staff/sales/${id}`, sale)).status, id).toBe(404);
      expect((await sendJson(browser, 'DELETE', `/api/staff/sales/${id}`)).status, id).toBe(404);
      expect((await sendJson(browser, 'PUT', `/api/staff/codes/${id}`, code)).status, id).toBe(404);
    }
  });

  it('refuses a sale without products or with its end before its start', async () => {
    const { browser } = await admin();
    const res = await sendJson<Failure>(browser, 'POST', '/api/staff/sales', {
      name: 'Broken',
      percent_off: 20,
      product_ids: [],
      categories: [],
      starts_at: hourFromNow(2),
      ends_at: hourFromNow(1),
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields?.product_ids).toBeDefined();
    expect(res.body.error.fields?.ends_at).toBeDefined();
  });

  it('tells /shop when a sale to come starts, without showing it before', async () => {
    const startsAt = hourFromNow(2);
    const { remove } = await createSale({
      name: 'Crate evening',
      percent_off: 15,
      product_ids: ['cosmetic-keys-3'],
      starts_at: startsAt,
      ends_at: hourFromNow(4),
    });
    const catalog = await shop.app.browser().json<CatalogResponse>('/api/shop/catalog');
    expect(catalog.body.items.find((i) => i.id === 'cosmetic-keys-3')!.sale).toBeUndefined();
    // Other sales of this file may change sooner; none is later than this one's start.
    const changeAt = Date.parse(catalog.body.sales_change_at ?? '');
    expect(changeAt).toBeGreaterThan(Date.now());
    expect(changeAt).toBeLessThanOrEqual(Date.parse(startsAt));
    await remove();
  });

  it('runs a sale on /shop and at checkout, audited with its name', async () => {
    const { sale, remove } = await createSale({
      name: 'Key weekend',
      percent_off: 20,
      product_ids: ['cosmetic-keys-1'],
    });
    const catalog = await shop.app.browser().json<CatalogResponse>('/api/shop/catalog');
    const keys = catalog.body.items.find((i) => i.id === 'cosmetic-keys-1')!;
    expect(keys.sale).toMatchObject({ percent_off: 20 });
    expect(keys.sale!.unit_amount_cents).toBe(
      keys.unit_amount_cents - Math.round(keys.unit_amount_cents / 5),
    );

    const { res } = await checkoutWith('', [KEYS_1]);
    expect(res.status).toBe(200);
    const { purchase, session } = await lastPurchase();
    expect(purchase.total_amount_cents).toBe(keys.sale!.unit_amount_cents);
    expect(session.body.get('line_items[0][price_data][unit_amount]')).toBe(
      String(keys.sale!.unit_amount_cents),
    );

    const audit = await shop.app.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.target_id, sale.id));
    expect(audit[0]).toMatchObject({
      action: 'sale.create',
      after: expect.objectContaining({ name: 'Key weekend' }),
    });

    expect((await remove()).status).toBe(200);
    const after = await shop.app.browser().json<CatalogResponse>('/api/shop/catalog');
    expect(after.body.items.find((i) => i.id === 'cosmetic-keys-1')!.sale).toBeUndefined();
  });

  it('refuses, with a 400 at the quote and at checkout, a sale that brings a cart under the smallest payment', async () => {
    const { remove } = await createSale({
      name: 'Token drop',
      percent_off: 70,
      product_ids: ['gym-tokens-1'],
    });
    try {
      const tokens = { quantity: 1, price_id: 'price_gym_tokens_1' };
      const player = await buyer(`M${uniqueSuffix()}`.slice(0, 16));
      const quote = await player.post<Failure>('/api/shop/checkout/quote', { cartItems: [tokens] });
      expect(quote.status).toBe(400);
      expect(quote.body.error.code).toBe('below_minimum');
      const before = shop.fake.sessions.length;
      const { res } = await checkoutWith('', [tokens]);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('below_minimum');
      expect(shop.fake.sessions.length).toBe(before);
    } finally {
      expect((await remove()).status).toBe(200);
    }
  });

  it('quotes a cart without a code at the sale price the checkout charges, with the sale on its line', async () => {
    const { remove } = await createSale({
      name: 'Doll days',
      percent_off: 25,
      product_ids: ['pokedoll-keys-3'],
    });
    try {
      const dolls = { quantity: 2, price_id: 'price_pokedoll_keys_3' };
      const player = await buyer(`Q${uniqueSuffix()}`.slice(0, 16));
      const quote = await player.post<QuoteResponse>('/api/shop/checkout/quote', { cartItems: [dolls] });
      expect(quote.status).toBe(200);
      const catalog = await shop.app.browser().json<CatalogResponse>('/api/shop/catalog');
      const item = catalog.body.items.find((i) => i.id === 'pokedoll-keys-3')!;
      expect(quote.body).toEqual({
        lines: [
          {
            price_id: 'price_pokedoll_keys_3',
            name: item.name,
            quantity: 2,
            list_cents: item.unit_amount_cents * 2,
            charged_cents: item.sale!.unit_amount_cents * 2,
            sale_percent: 25,
          },
        ],
        list_cents: item.unit_amount_cents * 2,
        total_cents: item.sale!.unit_amount_cents * 2,
        code: null,
      });

      const { res } = await checkoutWith('', [dolls]);
      expect(res.status).toBe(200);
      const { purchase } = await lastPurchase();
      expect(purchase.total_amount_cents).toBe(quote.body.total_cents);
    } finally {
      await remove();
    }
  });
});

describe('a code at checkout', () => {
  it('charges the discounted lines at Stripe and keeps the code and each line’s discount', async () => {
    const code = await newCode({ kind: 'fixed', percent_off: null, amount_off_cents: 101 });
    const { res } = await checkoutWith(code.code.toLowerCase());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { purchase, session } = await lastPurchase();
    const [line] = await shop.app.database.db
      .select()
      .from(purchaseItems)
      .where(eq(purchaseItems.purchase_id, purchase.id));
    expect(line!.discount_cents).toBe(101);
    expect(purchase.total_amount_cents).toBe(line!.total_price_cents - 101);
    expect(purchase.discount_code).toBe(code.code);
    // An odd total over two units goes as one line of the whole amount.
    const stripeTotal =
      Number(session.body.get('line_items[0][quantity]')) *
      Number(session.body.get('line_items[0][price_data][unit_amount]'));
    expect(stripeTotal).toBe(purchase.total_amount_cents);
  });

  it('refuses an unknown, switched-off or expired code with the reason on the field', async () => {
    for (const [code, reason] of [
      ['NO-SUCH-CODE', 'This code does not exist'],
      [(await newCode({ active: false })).code, 'This code does not exist'],
      [(await newCode({ expires_at: hourFromNow(-1) })).code, 'This code has expired'],
    ] as const) {
      const { res } = await checkoutWith(code);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'code_refused', fields: { discountCode: [reason] } });
    }
  });

  it('refuses a basket under the minimum and a cart without its products', async () => {
    const minimum = await newCode({ min_basket_cents: 100_000 });
    expect((await checkoutWith(minimum.code)).res.body.error.message).toBe(
      'This code needs a basket of at least $1000.00',
    );
    const scoped = await newCode({ product_ids: ['cosmetic-keys-1'] });
    expect((await checkoutWith(scoped.code)).res.body.error.message).toBe(
      'This code does not apply to anything in your cart',
    );
  });

  it('counts a use from checkout: used up for others, once per player', async () => {
    const once = await newCode({ max_uses: 1 });
    expect((await checkoutWith(once.code)).res.status).toBe(200);
    const second = await checkoutWith(once.code);
    expect(second.res.status).toBe(400);
    expect(second.res.body.error.message).toBe('This code has been used up');

    const perPlayer = await newCode({ max_uses_per_player: 1 });
    const first = await checkoutWith(perPlayer.code);
    expect(first.res.status).toBe(200);
    const again = await first.browser.post<Failure>('/api/shop/checkout', first.body);
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe('You have already used this code');
  });

  it('tells an admin watching the Codes tab when a checkout holds a code’s use and when it is paid', async () => {
    const live = await shop.app.rawRequest('/api/live?topics=discount_codes');
    const sse = readSse(live.body as ReadableStream<Uint8Array>);
    const changeOf = (m: { data: string }) => liveChange.parse(JSON.parse(m.data));
    try {
      await sse.next((m) => m.event === 'ready');
      const code = await newCode({ max_uses: 5 });
      const ours = (op: string) => (m: { event: string; data: string }) =>
        m.event === 'change' && changeOf(m).id === code.id && changeOf(m).op === op;
      // Another admin's new code is announced as well.
      expect(changeOf(await sse.next(ours('INSERT')))).toEqual({
        topic: 'discount_codes',
        op: 'INSERT',
        id: code.id,
      });
      expect(await countsOf(code.id)).toEqual({ uses: 0, held: 0, uses_left: 5 });

      // The buyer's checkout writes nothing to the code, yet its tab hears of the hold and shows it.
      const { res } = await checkoutWith(code.code);
      expect(res.status).toBe(200);
      await sse.next(ours('INSERT'));
      expect(await countsOf(code.id)).toEqual({ uses: 0, held: 1, uses_left: 4 });

      // Paid, the hold becomes a use.
      const { purchase, session } = await lastPurchase();
      const paid = completedEvent(session.id, purchase.id, { amount_total: purchase.total_amount_cents });
      expect((await sendEvent(paid)).status).toBe(200);
      expect(changeOf(await sse.next(ours('UPDATE')))).toEqual({
        topic: 'discount_codes',
        op: 'UPDATE',
        id: code.id,
      });
      expect(await countsOf(code.id)).toEqual({ uses: 1, held: 0, uses_left: 4 });
    } finally {
      await sse.close();
    }
  });

  it('counts open checkouts against a limited code as checkout does, and gives a hold back when one lapses', async () => {
    const limited = await newCode({ max_uses: 2 });
    expect((await checkoutWith(limited.code)).res.status).toBe(200);
    const { session: abandoned } = await lastPurchase();
    expect((await checkoutWith(limited.code)).res.status).toBe(200);
    // Nothing paid, yet no use is left: the tab says so, and checkout refuses the next buyer.
    expect(await countsOf(limited.id)).toEqual({ uses: 0, held: 2, uses_left: 0 });
    expect((await checkoutWith(limited.code)).res.body.error.message).toBe('This code has been used up');

    const expired = signedEvent('checkout.session.expired', {
      id: abandoned.id,
      object: 'checkout.session',
      metadata: { purchase_id: (await purchaseOfSession(abandoned.id)).id },
    });
    expect((await sendEvent(expired)).status).toBe(200);
    expect(await countsOf(limited.id)).toEqual({ uses: 0, held: 1, uses_left: 1 });
    // A checkout that was left pending for more than a day holds nothing, as at checkout.
    const [held] = await shop.app.database.db
      .select({ id: purchases.id })
      .from(purchases)
      .where(and(eq(purchases.discount_code_id, limited.id), eq(purchases.status, 'pending')));
    await shop.app.database.db
      .update(purchases)
      .set({ created_at: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(purchases.id, held!.id));
    expect(await countsOf(limited.id)).toEqual({ uses: 0, held: 0, uses_left: 2 });
  });

  it('keeps the use of a checkout completed awaiting a delayed payment past a day, until it fails', async () => {
    const limited = await newCode({ max_uses: 1 });
    expect((await checkoutWith(limited.code)).res.status).toBe(200);
    const { purchase, session } = await lastPurchase();
    // A delayed payment method (a bank debit): the session completes unpaid, settled days later.
    const awaiting = completedEvent(session.id, purchase.id, {
      payment_status: 'unpaid',
      payment_intent: null,
    });
    expect((await sendEvent(awaiting)).status).toBe(200);
    expect((await purchaseRow(purchase.id)).status).toBe('pending');
    await shop.app.database.db
      .update(purchases)
      .set({ created_at: new Date(Date.now() - 3 * 24 * 3_600_000) })
      .where(eq(purchases.id, purchase.id));
    expect(await countsOf(limited.id)).toEqual({ uses: 0, held: 1, uses_left: 0 });
    expect((await checkoutWith(limited.code)).res.body.error.message).toBe('This code has been used up');

    const failed = signedEvent('checkout.session.async_payment_failed', {
      id: session.id,
      object: 'checkout.session',
      metadata: { purchase_id: purchase.id },
    });
    expect((await sendEvent(failed)).status).toBe(200);
    expect((await purchaseRow(purchase.id)).status).toBe('failed');
    expect(await countsOf(limited.id)).toEqual({ uses: 0, held: 0, uses_left: 1 });
    expect((await checkoutWith(limited.code)).res.status).toBe(200);
  });

  it('gives the last use to one of two checkouts racing for it', async () => {
    const last = await newCode({ max_uses: 1 });
    const [a, b] = await Promise.all([checkoutWith(last.code), checkoutWith(last.code)]);
    expect([a.res.status, b.res.status].sort()).toEqual([200, 400]);
    const holding = await shop.app.database.db
      .select()
      .from(purchases)
      .where(eq(purchases.discount_code_id, last.id));
    expect(holding).toHaveLength(1);
  });

  it('a creator code chooses its leader, whose share comes from what was paid', async () => {
    const creator = await newCode({ percent_off: 50, gym_leader_id: shop.leaderId });
    const { res, body, browser } = await checkoutWith(creator.code);
    expect(res.status).toBe(200);
    const quote = await browser.post<QuoteResponse>('/api/shop/checkout/quote', {
      cartItems: body.cartItems,
      discountCode: creator.code,
    });
    expect(quote.body.code?.gym_leader?.id).toBe(shop.leaderId);
    const { purchase, session } = await lastPurchase();
    expect(purchase.gym_leader_id).toBe(shop.leaderId);
    expect(
      (
        await sendEvent(
          completedEvent(session.id, purchase.id, { amount_total: purchase.total_amount_cents }),
        )
      ).status,
    ).toBe(200);
    expect((await purchaseRow(purchase.id)).status).toBe('completed');
    const [earning] = await ledgerOf(purchase.id);
    const percent = await settingAt(shop.app.database.db, 'revenue_share_percent', new Date());
    expect(earning!.amount_cents).toBe(Math.floor((purchase.total_amount_cents * percent) / 100));
    expect((await countsOf(creator.id))?.uses).toBe(1);
  });

  it('refuses a creator code on its own field while its leader cannot take a share, at the quote as at checkout', async () => {
    // A leader whose player has not linked (or has since unlinked) a Minecraft account.
    const [unlinked] = await shop.app.database.db
      .insert(gymLeaders)
      .values({ display_name: `Unlinked ${uniqueSuffix()}`, element: 'water' })
      .returning({ id: gymLeaders.id });
    const creator = await newCode({ percent_off: 20, gym_leader_id: unlinked!.id });
    const { res, body, browser } = await checkoutWith(creator.code);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('code_refused');
    expect(res.body.error.fields?.discountCode).toEqual([res.body.error.message]);
    const quote = await browser.post<Failure>('/api/shop/checkout/quote', {
      cartItems: body.cartItems,
      discountCode: creator.code,
    });
    expect(quote.status).toBe(400);
    expect(quote.body.error).toMatchObject({ code: 'code_refused', message: res.body.error.message });
    const written = await shop.app.database.db
      .select()
      .from(purchases)
      .where(eq(purchases.discount_code_id, creator.id));
    expect(written).toHaveLength(0);
  });

  it('quotes the cart without recording anything, and refuses the same way', async () => {
    const browser = await buyer(`Q${uniqueSuffix()}`.slice(0, 16));
    const code = await newCode();
    const quote = await browser.post<QuoteResponse>('/api/shop/checkout/quote', {
      cartItems: [KEYS_3],
      discountCode: code.code,
    });
    expect(quote.status).toBe(200);
    expect(quote.body.total_cents).toBe(quote.body.list_cents - Math.round(quote.body.list_cents / 10));
    const refused = await browser.post<Failure>('/api/shop/checkout/quote', {
      cartItems: [KEYS_3],
      discountCode: 'NOPE',
    });
    expect(refused.status).toBe(400);
    expect((await shop.app.browser().post('/api/shop/checkout/quote', { cartItems: [KEYS_3] })).status).toBe(
      401,
    );
    const rows = await shop.app.database.db
      .select()
      .from(shopDiscountCodes)
      .where(eq(shopDiscountCodes.id, code.id));
    expect(rows[0]!.code).toBe(code.code);
  });
});
