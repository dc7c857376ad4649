import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { StaffProductResponse, StaffProductsResponse } from '../../../../shared/shop/console/catalog';
import type {
  StaffGrantResponse,
  StaffPurchaseDetailResponse,
  StaffPurchasesResponse,
} from '../../../../shared/shop/console/purchases';
import { purchaseEffects, staffAuditLog } from '../../../db/schema';
import { sendJson, signedInAccount, uniqueSuffix } from '../../../test/accounts';
import {
  buyer,
  checkout,
  completedEvent,
  deliveriesOf,
  KEYS_3,
  ledgerOf,
  purchaseRow,
  sendEvent,
  setUpShopApp,
  shop,
} from '../../../test/shop-kit';

setUpShopApp();

type Failure = { error: { code: string; message: string; fields?: Record<string, string[]> } };

const grantBody = (player: string, extra: Record<string, unknown> = {}) => ({
  player,
  catalog_item_id: 'cosmetic-keys-3',
  quantity: 2,
  reason: 'Tournament prize',
  ...extra,
});

async function grant(staff: Awaited<ReturnType<typeof signedInAccount>>, body: unknown) {
  return sendJson<StaffGrantResponse & Failure>(staff.browser, 'POST', '/api/staff/purchases/grants', body);
}

const effectsOf = (id: string) =>
  shop.app.database.db
    .select()
    .from(purchaseEffects)
    .where(eq(purchaseEffects.purchase_id, id))
    .then((rows) => rows.sort((a, b) => a.seq - b.seq).map((r) => `${r.track}:${r.stage}`));

describe('manual grants', () => {
  it('refuses visitors and players, and changes nothing', async () => {
    const target = await signedInAccount(shop.app, 'player', true);
    const visitor = await sendJson<Failure>(
      shop.app.browser(),
      'POST',
      '/api/staff/purchases/grants',
      grantBody(target.mc),
    );
    expect(visitor.status).toBe(401);
    const player = await signedInAccount(shop.app, 'player');
    const refused = await grant(player, grantBody(target.mc));
    expect(refused.status).toBe(403);
    const search = await (await signedInAccount(shop.app, 'staff')).browser.json<StaffPurchasesResponse>(
      `/api/staff/purchases?q=${target.mc}`,
    );
    expect(search.body.purchases).toEqual([]);
  });

  it('checks each field, the player, the product and a plan quantity', async () => {
    const staff = await signedInAccount(shop.app, 'staff');
    const target = await signedInAccount(shop.app, 'player', true);
    const empty = await grant(staff, {});
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.error.fields ?? {}).sort()).toEqual([
      'catalog_item_id',
      'player',
      'reason',
    ]);
    const unlinked = await signedInAccount(shop.app, 'player');
    for (const [body, field] of [
      [grantBody('NobodyAtAll'), 'player'],
      [grantBody(unlinked.name.slice(0, 16)), 'player'],
      [grantBody(target.mc, { catalog_item_id: 'legendary-boost-2h' }), 'catalog_item_id'],
      [grantBody(target.mc, { catalog_item_id: 'no-such-thing' }), 'catalog_item_id'],
      [grantBody(target.mc, { catalog_item_id: 'rank-ace-monthly', quantity: 2 }), 'quantity'],
    ] as const) {
      const res = await grant(staff, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.body.error.fields ?? {})).toEqual([field]);
    }
    const short = await grant(staff, grantBody(target.mc, { reason: 'x' }));
    expect(short.status).toBe(400);
    expect(short.body.error.fields?.reason).toBeDefined();
  });

  it('grants once per request id: a double click or a retry returns the first grant', async () => {
    const staff = await signedInAccount(shop.app, 'staff');
    const target = await signedInAccount(shop.app, 'player', true);
    const body = grantBody(target.mc, { request_id: randomUUID() });
    const [first, second] = await Promise.all([grant(staff, body), grant(staff, body)]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    expect(first.body.purchase.id).toBe(second.body.purchase.id);
    const retried = await grant(staff, body);
    expect(retried.status).toBe(200);
    expect(retried.body.purchase.id).toBe(first.body.purchase.id);
    const search = await staff.browser.json<StaffPurchasesResponse>(`/api/staff/purchases?q=${target.mc}`);
    expect(search.body.purchases).toHaveLength(1);
    expect(await effectsOf(first.body.purchase.id)).toEqual(['items:grant']);

    const reused = await grant(staff, { ...body, quantity: 5 });
    expect(reused.status).toBe(409);
    expect(reused.body.error.message).toMatch(/Reload it/);
    const fresh = await grant(staff, grantBody(target.mc, { request_id: randomUUID() }));
    expect(fresh.status).toBe(201);
    expect((await grant(staff, grantBody(target.mc, { request_id: 'not-a-uuid' }))).status).toBe(400);
  });

  it('matches a replayed request by product id: a renamed product replays, another of that name is refused', async () => {
    const staff = await signedInAccount(shop.app, 'staff');
    const admin = await signedInAccount(shop.app, 'admin');
    const target = await signedInAccount(shop.app, 'player', true);
    const products = await admin.browser.json<StaffProductsResponse>('/api/staff/catalog');
    const {
      id: _id,
      retired_at: _r,
      sold: _s,
      ...keys
    } = products.body.products.find((p) => p.id === 'cosmetic-keys-1')!;
    const suffix = uniqueSuffix().replace(/[^a-z0-9]/g, '');
    const name = `Prize ${suffix}`;
    const newProduct = async (id: string) => {
      const res = await sendJson<StaffProductResponse>(admin.browser, 'POST', '/api/staff/catalog', {
        ...keys,
        id,
        price_id: `price_${id.replaceAll('-', '_')}`,
        name,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.product;
    };
    const first = await newProduct(`prize-a-${suffix}`);
    const body = grantBody(target.mc, { catalog_item_id: first.id, quantity: 1, request_id: randomUUID() });
    const granted = await grant(staff, body);
    expect(granted.status).toBe(201);

    const renamed = await sendJson(admin.browser, 'PUT', `/api/staff/catalog/${first.id}`, {
      ...keys,
      price_id: first.price_id,
      name: `${name} (renamed)`,
    });
    expect(renamed.status).toBe(200);
    const retried = await grant(staff, body);
    expect(retried.status).toBe(200);
    expect(retried.body.purchase.id).toBe(granted.body.purchase.id);

    const namesake = await newProduct(`prize-b-${suffix}`);
    const other = await grant(staff, { ...body, catalog_item_id: namesake.id });
    expect(other.status).toBe(409);
    expect(other.body.error.code).toBe('grant_request_reused');
    const search = await staff.browser.json<StaffPurchasesResponse>(`/api/staff/purchases?q=${target.mc}`);
    expect(search.body.purchases.map((p) => p.id)).toEqual([granted.body.purchase.id]);
  });

  it('delivers the product once, credits no leader, and shows in the purchase search as a grant', async () => {
    const staff = await signedInAccount(shop.app, 'staff');
    const target = await signedInAccount(shop.app, 'player', true);
    const res = await grant(staff, grantBody(target.mc.toLowerCase()));
    expect(res.status).toBe(201);
    const { purchase } = res.body;
    expect(purchase).toMatchObject({
      status: 'completed',
      total_amount_cents: 0,
      minecraft_username: target.mc,
      gym_leader: null,
      leader_share_cents: 0,
      grant: { reason: 'Tournament prize', granted_by: staff.name, revoked_at: null },
      items: [{ item_name: '3 Cosmetic Keys', quantity: 2, total_price_cents: 0 }],
    });
    const queued = await deliveriesOf(purchase.id);
    expect(queued.length).toBeGreaterThan(0);
    expect(new Set(queued.map((d) => d.source))).toEqual(new Set([`shop:grant:${purchase.id}`]));
    expect(await effectsOf(purchase.id)).toEqual(['items:grant']);

    // A provider event naming the grant (forged or mistaken metadata) changes neither.
    const forged = completedEvent('cs_forged_grant', purchase.id, {
      payment_intent: 'pi_forged_grant',
      amount_total: 998,
    });
    expect((await sendEvent(forged)).status).toBe(200);
    expect(await deliveriesOf(purchase.id)).toHaveLength(queued.length);
    expect(await effectsOf(purchase.id)).toEqual(['items:grant']);
    expect(await ledgerOf(purchase.id)).toEqual([]);

    const search = await staff.browser.json<StaffPurchasesResponse>(`/api/staff/purchases?q=${target.mc}`);
    expect(search.body.purchases.map((p) => [p.id, p.grant?.reason])).toEqual([
      [purchase.id, 'Tournament prize'],
    ]);
    const detail = await staff.browser.json<StaffPurchaseDetailResponse>(
      `/api/staff/purchases/${purchase.id}`,
    );
    expect(detail.body.events.map((e) => e.summary)).toContain('Granted by staff, without payment');
    expect(detail.body.ledger).toEqual([]);
    expect(detail.body.refund.mode).toBe('none');

    const [audit] = await shop.app.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.target_id, purchase.id));
    expect(audit).toMatchObject({
      action: 'purchase.grant',
      actor_name: staff.name,
      after: { player: target.mc, product: '3 Cosmetic Keys', quantity: 2, reason: 'Tournament prize' },
    });
  });

  it('revoking runs the take-back commands once; a plan ends with its expire commands', async () => {
    const staff = await signedInAccount(shop.app, 'staff');
    const target = await signedInAccount(shop.app, 'player', true);
    const items = (await grant(staff, grantBody(target.mc))).body.purchase;
    const plan = (
      await grant(staff, grantBody(target.mc, { catalog_item_id: 'rank-ace-monthly', quantity: 1 }))
    ).body.purchase;
    expect(await effectsOf(plan.id)).toEqual(['plan:original:grant']);

    for (const [id, taken] of [
      [items.id, ['items:grant', 'items:refund']],
      [plan.id, ['plan:original:grant', 'plan:expire']],
    ] as const) {
      const res = await sendJson<StaffGrantResponse & Failure>(
        staff.browser,
        'POST',
        `/api/staff/purchases/${id}/revoke`,
        { reason: 'Given by mistake' },
      );
      expect(res.status).toBe(200);
      expect(res.body.purchase.grant).toMatchObject({
        revoked_by: staff.name,
        revoke_reason: 'Given by mistake',
      });
      expect(res.body.purchase.status).toBe('refunded');
      expect(await effectsOf(id)).toEqual(taken);
      const again = await sendJson<Failure>(staff.browser, 'POST', `/api/staff/purchases/${id}/revoke`, {
        reason: 'Twice',
      });
      expect(again.status).toBe(409);
      expect(await effectsOf(id)).toEqual(taken);
    }
    const sources = (await deliveriesOf(plan.id)).map((d) => d.source.split(':')[1]);
    expect(new Set(sources)).toEqual(new Set(['grant', 'expire']));
    expect((await purchaseRow(plan.id)).status).toBe('refunded');
  });

  it('only a grant can be revoked', async () => {
    const staff = await signedInAccount(shop.app, 'staff');
    const browser = await buyer('GrantlessBuyer');
    const { purchase } = await checkout(browser, 'GrantlessBuyer', [KEYS_3]);
    const res = await sendJson<Failure>(staff.browser, 'POST', `/api/staff/purchases/${purchase.id}/revoke`, {
      reason: 'Not a grant',
    });
    expect(res.status).toBe(404);
    expect((await purchaseRow(purchase.id)).status).toBe('pending');
  });
});
