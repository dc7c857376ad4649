import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type RevenueResponse, revenueResponse } from '../../../../shared/shop/console/revenue';
import { gymLeaderLedger } from '../../../db/schema';
import { signedInAccount } from '../../../test/accounts';
import { createdAt, csvRecords, payoutAt, sendAt } from '../../../test/revenue-kit';
import {
  buyer,
  checkout,
  completedEvent,
  disputeEvent,
  KEYS_3,
  refundEvent,
  setUpShopApp,
  shop,
} from '../../../test/shop-kit';
import type { TestBrowser } from '../../../test/test-app';

setUpShopApp();

const PRICE = 998; // two 3-key bundles

/** A purchase of KEYS_3 paid on payment `pi` at `when`. */
async function paidAt(name: string, pi: string, when: string) {
  const browser = await buyer(name);
  const { purchase, session } = await checkout(browser, name, [KEYS_3]);
  await sendAt(completedEvent(session.id, purchase.id, { payment_intent: pi }), purchase.id, when);
  await createdAt([purchase.id], when);
  return purchase.id;
}

async function report(browser: TestBrowser, query: string) {
  const res = await browser.json(`/api/staff/shop/revenue?${query}`);
  expect(res.status).toBe(200);
  return revenueResponse.parse(res.body);
}

const rowOf = (answer: RevenueResponse, period: string) => answer.rows.find((r) => r.period === period)!;

const admin = () => signedInAccount(shop.app, 'admin').then((a) => a.browser);

describe('revenue report', () => {
  it('sums a refund, a lost dispute, a won dispute and a payout by UTC day and month, agreeing with the ledger and the exports', async () => {
    const a = await paidAt('RevenueAsh', 'pi_rev_a', '2002-02-10T10:00:00Z');
    await sendAt(refundEvent('pi_rev_a', 300, PRICE), a, '2002-02-11T09:00:00Z');
    const b = await paidAt('RevenueBrock', 'pi_rev_b', '2002-02-10T23:59:59Z');
    await sendAt(disputeEvent('created', 'pi_rev_b', PRICE), b, '2002-02-12T12:00:00Z');
    await sendAt(disputeEvent('closed', 'pi_rev_b', PRICE, 'lost'), b, '2002-02-20T12:00:00Z');
    // Paid just before midnight UTC: the day and month are UTC's, whatever the server's zone.
    const c = await paidAt('RevenueCynthia', 'pi_rev_c', '2002-02-28T23:30:00Z');
    await sendAt(disputeEvent('created', 'pi_rev_c', PRICE), c, '2002-03-01T00:30:00Z');
    await sendAt(disputeEvent('closed', 'pi_rev_c', PRICE, 'won'), c, '2002-03-05T08:00:00Z');
    await payoutAt(150, '2002-03-02T15:00:00Z', '=HYPERLINK("http://evil.test"), paid "by hand"');

    const ledger = await shop.app.database.db
      .select()
      .from(gymLeaderLedger)
      .where(inArray(gymLeaderLedger.purchase_id, [a, b, c]));
    const shares = ledger.reduce((sum, row) => sum + row.amount_cents, 0);
    // 199 each; a keeps 199 − floor(199 × 300 ÷ 998) = 140, b's lost dispute takes all, c's won one restores.
    expect(shares).toBe(140 + 0 + 199);

    const browser = await admin();
    const months = await report(browser, 'from=2002-02-01&to=2002-03-31&by=month');
    expect(months.time_zone).toBe('UTC');
    expect(months.rows.map((r) => r.period)).toEqual(['2002-02-01', '2002-03-01']);
    expect(months.totals).toEqual({
      gross_cents: 3 * PRICE,
      refunds_cents: 300,
      disputes_cents: PRICE,
      tax_cents: 0,
      leader_shares_cents: shares,
      payouts_cents: 150,
      net_cents: 3 * PRICE - 300 - PRICE - shares,
    });
    expect(rowOf(months, '2002-02-01')).toMatchObject({ gross_cents: 3 * PRICE, disputes_cents: PRICE });
    expect(rowOf(months, '2002-03-01')).toMatchObject({
      gross_cents: 0,
      disputes_cents: 0,
      payouts_cents: 150,
    });

    const days = await report(browser, 'from=2002-02-01&to=2002-03-31&by=day');
    expect(days.rows).toHaveLength(28 + 31);
    expect(rowOf(days, '2002-02-10').gross_cents).toBe(2 * PRICE);
    expect(rowOf(days, '2002-02-11').refunds_cents).toBe(300);
    expect(rowOf(days, '2002-02-12').disputes_cents).toBe(PRICE);
    expect(rowOf(days, '2002-02-28').gross_cents).toBe(PRICE);
    expect(rowOf(days, '2002-03-01').disputes_cents).toBe(PRICE);
    expect(rowOf(days, '2002-03-05').disputes_cents).toBe(-PRICE);
    expect(days.totals).toEqual(months.totals);

    const csv = async (name: string) => {
      const res = await browser.request(`/api/staff/shop/exports/${name}.csv?from=2002-02-01&to=2002-03-31`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(res.headers.get('content-disposition')).toMatch(
        new RegExp(`^attachment; filename="${name}-2002-02-01-to-2002-03-31\\.csv"`),
      );
      return res.text();
    };
    const purchasesCsv = csvRecords(await csv('purchases'));
    expect(purchasesCsv.map((r) => r.purchase_id).sort()).toEqual([a, b, c].sort());
    const total = (rows: Record<string, string>[], column: string) =>
      rows.reduce((sum, row) => sum + Number(row[column]), 0);
    expect(total(purchasesCsv, 'paid_cents')).toBe(months.totals.gross_cents);
    expect(total(purchasesCsv, 'refunded_cents')).toBe(months.totals.refunds_cents);
    expect(total(purchasesCsv, 'disputed_cents')).toBe(months.totals.disputes_cents);
    expect(purchasesCsv.find((r) => r.purchase_id === a)).toMatchObject({
      created_at_utc: '2002-02-10T10:00:00Z',
      status: 'completed',
      items: '3 Cosmetic Keys x2',
      gym_leader: 'Lance',
    });

    const ledgerCsv = csvRecords(await csv('ledger'));
    expect(ledgerCsv).toHaveLength(ledger.length + 1);
    expect(
      total(
        ledgerCsv.filter((r) => r.kind !== 'payout'),
        'amount_cents',
      ),
    ).toBe(shares);

    const payoutsText = await csv('payouts');
    const payouts = csvRecords(payoutsText);
    expect(payouts).toHaveLength(1);
    expect(total(payouts, 'amount_cents')).toBe(months.totals.payouts_cents);
    // A formula is defused with a leading apostrophe, and the comma and quotes are quoted.
    expect(payouts[0]!.note).toBe(`'=HYPERLINK("http://evil.test"), paid "by hand"`);
    expect(payoutsText).toContain(`"'=HYPERLINK(""http://evil.test""), paid ""by hand"""\r\n`);
  });

  it('shows every bucket of the range, empty ones as zero', async () => {
    const answer = await report(await admin(), 'from=1999-12-30&to=2000-01-02&by=day');
    expect(answer.rows.map((r) => r.period)).toEqual([
      '1999-12-30',
      '1999-12-31',
      '2000-01-01',
      '2000-01-02',
    ]);
    expect(answer.rows.every((r) => r.gross_cents === 0 && r.net_cents === 0)).toBe(true);
  });
});

describe('who may read revenue', () => {
  const paths = [
    '/api/staff/shop/revenue?from=2002-01-01&to=2002-01-31',
    '/api/staff/shop/exports/purchases.csv?from=2002-01-01&to=2002-01-31',
    '/api/staff/shop/exports/ledger.csv?from=2002-01-01&to=2002-01-31',
    '/api/staff/shop/exports/payouts.csv?from=2002-01-01&to=2002-01-31',
  ];

  it('refuses visitors (401), players and staff without admin (403)', async () => {
    const player = await signedInAccount(shop.app, 'player');
    const staff = await signedInAccount(shop.app, 'staff');
    const admins = await admin();
    for (const path of paths) {
      expect((await shop.app.browser().request(path)).status, path).toBe(401);
      expect((await player.browser.request(path)).status, path).toBe(403);
      const refused = await staff.browser.json<{ error: { message: string } }>(path);
      expect(refused.status, path).toBe(403);
      expect(refused.body.error.message).toBe('Only admins can read revenue.');
      expect((await admins.request(path)).status, path).toBe(200);
    }
  });
});

describe('date ranges', () => {
  it.each([
    ['from=2002-01-01', 'to', 'Give the end date.'],
    ['from=2002-1-01&to=2002-01-31', 'from', 'The start date must look like 2026-11-27.'],
    ['from=2002-02-30&to=2002-03-01', 'from', 'The start date is not a real date.'],
    ['from=2002-02-02&to=2002-02-01', 'to', 'The end date must not be before the start date.'],
    ['from=2001-01-01&to=2002-01-02&by=day', 'to', 'Choose a range of at most 366 days.'],
    ['from=2002-01-01&to=2002-01-31&by=week', 'by', 'Group by day or month.'],
  ])('answers %s with a 400 on %s', async (query, field, message) => {
    const res = await (await admin()).json<{ error: { code: string; fields: Record<string, string[]> } }>(
      `/api/staff/shop/revenue?${query}`,
    );
    expect(res.status).toBe(400);
    expect(res.body.error.fields[field]).toEqual([message]);
  });

  it('takes ten years of months, but an export at most a year', async () => {
    const browser = await admin();
    expect(
      (await browser.request('/api/staff/shop/revenue?from=1995-01-01&to=2004-12-31&by=month')).status,
    ).toBe(200);
    const res = await browser.json<{ error: { fields: Record<string, string[]> } }>(
      '/api/staff/shop/exports/ledger.csv?from=2001-01-01&to=2002-01-02',
    );
    expect(res.status).toBe(400);
    expect(res.body.error.fields.to).toEqual(['Choose a range of at most 366 days.']);
  });
});
