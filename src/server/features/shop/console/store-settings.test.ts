import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { StoreSettingsResponse } from '../../../../shared/shop/console/settings';
import { purchases, staffAuditLog, storeSettings } from '../../../db/schema';
import { sendJson, signedInAccount, uniqueSuffix } from '../../../test/accounts';
import {
  buyer,
  checkout,
  completedEvent,
  KEYS_3,
  ledgerOf,
  refundEvent,
  sendEvent,
  setUpShopApp,
  shop,
} from '../../../test/shop-kit';

setUpShopApp();

type Failure = { error: { code: string; fields?: Record<string, string[]> } };
type Account = Awaited<ReturnType<typeof signedInAccount>>;

const HOUR = 3_600_000;
const URL = '/api/staff/shop/settings';
const change = (account: Account, body: unknown) =>
  sendJson<StoreSettingsResponse & Failure>(account.browser, 'POST', URL, body);
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

/** A paid purchase of two 3-key packs (998 cents) crediting the test leader. */
async function paidPurchase(createdAt?: Date) {
  const name = `Set${uniqueSuffix()}`.slice(0, 16);
  const browser = await buyer(name);
  const { purchase, session } = await checkout(browser, name, [KEYS_3]);
  if (createdAt) {
    const { db } = shop.app.database;
    await db.update(purchases).set({ created_at: createdAt }).where(eq(purchases.id, purchase.id));
  }
  expect((await sendEvent(completedEvent(session.id, purchase.id))).status).toBe(200);
  return purchase;
}

describe('the store settings', () => {
  it('are for admins: visitors 401, players and staff 403, and a refused change writes nothing', async () => {
    expect((await shop.app.browser().json(URL)).status).toBe(401);
    const before = await shop.app.database.db.select().from(storeSettings);
    for (const role of ['player', 'staff'] as const) {
      const account = await signedInAccount(shop.app, role);
      expect((await account.browser.json(URL)).status).toBe(403);
      const body = { key: 'revenue_share_percent', value: 90, effective_from: null };
      expect((await change(account, body)).status).toBe(403);
    }
    expect(await shop.app.database.db.select().from(storeSettings)).toEqual(before);
  });

  it('lists each setting with the value in force, seeded for every purchase so far', async () => {
    const admin = await signedInAccount(shop.app, 'admin');
    const res = await admin.browser.json<StoreSettingsResponse>(URL);
    expect(res.status).toBe(200);
    const byKey = Object.fromEntries(res.body.settings.map((s) => [s.key, s]));
    expect(Object.keys(byKey).sort()).toEqual([
      'automatic_tax',
      'refund_window_days',
      'revenue_share_percent',
    ]);
    expect(byKey.automatic_tax?.entries.at(-1)).toMatchObject({
      value: 0,
      effective_from: '1970-01-01T00:00:00.000Z',
    });
  });

  it('answers bad input per field and writes nothing', async () => {
    const admin = await signedInAccount(shop.app, 'admin');
    const before = await shop.app.database.db.select().from(storeSettings);
    const cases: [Record<string, unknown>, string][] = [
      [{ key: 'revenue_share_percent', value: 101, effective_from: null }, 'value'],
      [{ key: 'revenue_share_percent', value: 12.5, effective_from: null }, 'value'],
      [{ key: 'refund_window_days', value: -1, effective_from: null }, 'value'],
      [{ key: 'automatic_tax', value: 2, effective_from: null }, 'value'],
      [{ key: 'payout_day', value: 1, effective_from: null }, 'key'],
      [{ key: 'refund_window_days', value: 7, effective_from: 'next week' }, 'effective_from'],
      [{ key: 'refund_window_days', value: 7, effective_from: inHours(-1) }, 'effective_from'],
    ];
    for (const [body, field] of cases) {
      const res = await change(admin, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.error.fields ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect(await shop.app.database.db.select().from(storeSettings)).toEqual(before);
  });

  it('a new share holds from its date: earlier ledger rows keep theirs, later purchases use it', async () => {
    const admin = await signedInAccount(shop.app, 'admin');
    const earlier = await paidPurchase();
    const [earning] = await ledgerOf(earlier.id);
    expect(earning).toMatchObject({ kind: 'earning', amount_cents: 199, share_percent: 20 });

    const from = inHours(2);
    const res = await change(admin, { key: 'revenue_share_percent', value: 50, effective_from: from });
    expect(res.status).toBe(201);
    const share = res.body.settings.find((s) => s.key === 'revenue_share_percent')!;
    expect(share.current).toBe(20);
    expect(share.entries[0]).toMatchObject({ value: 50, effective_from: from });

    // Made after the new share's date (moved there rather than waiting).
    const later = await paidPurchase(new Date(Date.now() + 3 * HOUR));
    expect(await ledgerOf(later.id)).toMatchObject([
      { kind: 'earning', amount_cents: 499, share_percent: 50 },
    ]);

    // Reconciling the earlier purchase again (a refund of nothing) leaves its row as it was.
    const pi = `pi_${earlier.id.slice(0, 8)}`;
    expect((await sendEvent(refundEvent(pi, 0, 998))).status).toBe(200);
    expect(await ledgerOf(earlier.id)).toEqual([earning]);

    const [trace] = await shop.app.database.db
      .select()
      .from(staffAuditLog)
      .where(
        and(
          eq(staffAuditLog.action, 'store_setting.change'),
          eq(staffAuditLog.target_id, 'revenue_share_percent'),
        ),
      );
    expect(trace?.after).toEqual({
      setting: 'Gym leaders’ revenue share (%)',
      value: 50,
      effective_from: from,
    });
  });

  it('a future value may be replaced at its date; a value in force cannot be rewritten', async () => {
    const admin = await signedInAccount(shop.app, 'admin');
    const from = inHours(30);
    expect((await change(admin, { key: 'refund_window_days', value: 30, effective_from: from })).status).toBe(
      201,
    );
    const res = await change(admin, { key: 'refund_window_days', value: 21, effective_from: from });
    expect(res.status).toBe(201);
    const window = res.body.settings.find((s) => s.key === 'refund_window_days')!;
    expect(window.entries.filter((e) => e.effective_from === from).map((e) => e.value)).toEqual([21]);
    const past = await change(admin, {
      key: 'refund_window_days',
      value: 1,
      effective_from: '1970-01-01T00:00:00.000Z',
    });
    expect(past.status).toBe(400);
    const seeded = window.entries.find((e) => e.effective_from === '1970-01-01T00:00:00.000Z');
    expect(seeded?.value).toBe(14);
  });
});
