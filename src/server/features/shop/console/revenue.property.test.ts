/**
 * For random sets of payment facts on a purchase (partial refunds, a dispute opened, won or lost, a
 * payout), sent in a random order at random times of a range of their own: the report's totals
 * equal a model of what the facts mean and the sum of its own buckets; its leader shares equal the
 * ledger's rows; and the three exports' rows add up to the same totals. Seeded, so a failure replays.
 */
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { revenueResponse } from '../../../../shared/shop/console/revenue';
import { gymLeaderLedger } from '../../../db/schema';
import { signedInAccount } from '../../../test/accounts';
import { createdAt, csvRecords, payoutAt, sendAt } from '../../../test/revenue-kit';
import {
  checkout,
  completedEvent,
  disputeEvent,
  KEYS_3,
  refundEvent,
  setUpShopApp,
  shop,
  type signedEvent,
} from '../../../test/shop-kit';

setUpShopApp();

const SEED = 20_261_127;
const RUNS = 15;
const PRICE = 998;
const DAY_MS = 86_400_000;
/** Each run's facts fall in three UTC days of its own, from this one on. */
const FIRST_DAY = Date.UTC(2003, 0, 1);

const scenario = fc.record({
  /** Tax Stripe added on top of the price (automatic tax); refunds may reach the whole charge. */
  tax: fc.constantFrom(0, 79),
  refunds: fc.array(fc.integer({ min: 1, max: PRICE + 79 }), { maxLength: 3 }),
  dispute: fc.option(
    fc.record({
      amount: fc.integer({ min: 1, max: PRICE }),
      closings: fc.subarray(['won', 'lost'] as const),
      opened: fc.boolean(),
    }),
  ),
  payout: fc.option(fc.integer({ min: 1, max: 500 })),
  /** Minutes into the run's three days, one per event, then the payout's. */
  times: fc.array(fc.integer({ min: 0, max: 3 * 24 * 60 - 1 }), { minLength: 8, maxLength: 8 }),
  order: fc.array(fc.integer(), { minLength: 8, maxLength: 8 }),
});

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const column = (rows: Record<string, string>[], name: string) => sum(rows.map((row) => Number(row[name])));

describe('revenue report against its facts', () => {
  it(
    'totals equal the model, the buckets, the ledger and the exports for any set and order of facts',
    async () => {
      const admin = (await signedInAccount(shop.app, 'admin')).browser;
      let run = 0;
      await fc.assert(
        fc.asyncProperty(scenario, async ({ tax, refunds: asked, dispute, payout, times, order }) => {
          const start = FIRST_DAY + run++ * 3 * DAY_MS;
          const day = (offset: number) => new Date(start + offset * DAY_MS).toISOString().slice(0, 10);
          const when = (i: number) => new Date(start + times[i]! * 60_000).toISOString();

          // An account signed in directly: demo sign-in is rate limited, and shrinking runs many.
          const account = await signedInAccount(shop.app, 'player', true);
          const { purchase, session } = await checkout(account.browser, account.mc, [KEYS_3]);
          const pi = `pi_revprop_${purchase.id.slice(0, 8)}`;
          const charged = PRICE + tax;
          const refunds = asked.map((level) => Math.min(level, charged));
          await createdAt([purchase.id], when(7));
          const events: ReturnType<typeof signedEvent>[] = [
            completedEvent(session.id, purchase.id, {
              payment_intent: pi,
              amount_total: charged,
              total_details: { amount_tax: tax },
            }),
            ...refunds.map((level) => refundEvent(pi, level, charged)),
          ];
          if (dispute) {
            if (dispute.opened || dispute.closings.length === 0)
              events.push(disputeEvent('created', pi, dispute.amount));
            for (const outcome of dispute.closings)
              events.push(disputeEvent('closed', pi, dispute.amount, outcome));
          }
          const sendOrder = events
            .map((event, i) => ({ event, key: order[i]! }))
            .sort((a, b) => a.key - b.key);
          for (const [i, { event }] of sendOrder.entries()) await sendAt(event, purchase.id, when(i));
          if (payout) await payoutAt(payout, when(7), `test payout ${run}`);

          const disputed =
            dispute && (dispute.closings.includes('lost') || !dispute.closings.includes('won'))
              ? dispute.amount
              : 0;
          const ledger = await shop.app.database.db
            .select()
            .from(gymLeaderLedger)
            .where(eq(gymLeaderLedger.purchase_id, purchase.id));
          const shares = sum(ledger.map((row) => row.amount_cents));

          const range = `from=${day(0)}&to=${day(2)}`;
          const res = await admin.json(`/api/staff/shop/revenue?${range}&by=day`);
          expect(res.status).toBe(200);
          const report = revenueResponse.parse(res.body);
          const refunded = Math.max(0, ...refunds);
          // A refund gives back the same share of the tax as of the charge.
          const taxBack = refunded >= charged ? tax : Math.floor((tax * refunded) / charged);
          const expected = {
            gross_cents: charged,
            refunds_cents: refunded,
            disputes_cents: disputed,
            tax_cents: tax - taxBack,
            leader_shares_cents: shares,
            payouts_cents: payout ?? 0,
          };
          expect(report.totals).toEqual({
            ...expected,
            net_cents: charged - refunded - disputed - expected.tax_cents - shares,
          });
          for (const key of Object.keys(report.totals) as (keyof typeof report.totals)[]) {
            expect(sum(report.rows.map((row) => row[key])), key).toBe(report.totals[key]);
          }

          const csv = async (kind: string) =>
            csvRecords(await (await admin.request(`/api/staff/shop/exports/${kind}.csv?${range}`)).text());
          const purchases = await csv('purchases');
          expect(purchases.map((row) => row.purchase_id)).toEqual([purchase.id]);
          expect(column(purchases, 'paid_cents')).toBe(report.totals.gross_cents);
          expect(column(purchases, 'tax_cents')).toBe(report.totals.tax_cents);
          expect(column(purchases, 'refunded_cents')).toBe(report.totals.refunds_cents);
          expect(column(purchases, 'disputed_cents')).toBe(report.totals.disputes_cents);
          const rows = await csv('ledger');
          expect(
            column(
              rows.filter((row) => row.kind !== 'payout'),
              'amount_cents',
            ),
          ).toBe(shares);
          const payoutRows = rows.filter((row) => row.kind === 'payout');
          expect(0 - column(payoutRows, 'amount_cents')).toBe(payout ?? 0);
          expect(column(await csv('payouts'), 'amount_cents')).toBe(report.totals.payouts_cents);
        }),
        { seed: SEED, numRuns: RUNS },
      );
    },
    60_000 + RUNS * 4_000,
  );
});
