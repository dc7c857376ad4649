/**
 * The owner's revenue report (GET /api/staff/shop/revenue) and the date range its CSV exports take.
 * Days and months are UTC calendar buckets; `from` and `to` are UTC dates, both included.
 * Amounts are integer cents, each column positive as money moved: net = gross − refunds − disputes
 * − tax − leader shares (payouts settle leader shares already counted, so they are shown, not
 * subtracted again).
 */
import * as z from 'zod/mini';
import { z as zod } from '../../zod';

export const REVENUE_BUCKETS = ['day', 'month'] as const;
export type RevenueBucket = (typeof REVENUE_BUCKETS)[number];

/** The longest range a report or export covers: a year of days, ten years of months. */
export const MAX_RANGE_DAYS: Record<RevenueBucket, number> = { day: 366, month: 3660 };

/** The exports' longest range, so a download stays bounded. */
export const MAX_EXPORT_DAYS = 366;

const DAY_MS = 86_400_000;

const utcDate = (label: string) =>
  zod
    .string({ error: `Give the ${label} date.` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `The ${label} date must look like 2026-11-27.`, abort: true })
    .refine(
      (v) =>
        !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
      {
        error: `The ${label} date is not a real date.`,
      },
    );

/** Whole days from `from` to `to`, both included (1 for one day). */
export function rangeDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

function dateRange(maxDays: (by: RevenueBucket) => number) {
  return (range: { from: string; to: string; by?: RevenueBucket }, ctx: zod.RefinementCtx) => {
    if (range.from > range.to) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: 'The end date must not be before the start date.',
      });
      return;
    }
    const max = maxDays(range.by ?? 'day');
    if (rangeDays(range.from, range.to) > max) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: `Choose a range of at most ${max} days.` });
    }
  };
}

/** GET /api/staff/shop/revenue?from=&to=&by=day|month */
export const revenueQuerySchema = zod
  .object({
    from: utcDate('start'),
    to: utcDate('end'),
    by: zod.enum(REVENUE_BUCKETS, { error: 'Group by day or month.' }).default('day'),
  })
  .superRefine(dateRange((by) => MAX_RANGE_DAYS[by]));

/** GET /api/staff/shop/exports/{purchases,ledger,payouts}.csv?from=&to= */
export const exportQuerySchema = zod
  .object({ from: utcDate('start'), to: utcDate('end') })
  .superRefine(dateRange(() => MAX_EXPORT_DAYS));

const moneyColumns = {
  gross_cents: z.number(),
  refunds_cents: z.number(),
  disputes_cents: z.number(),
  /** The tax within the payments counted, less what refunds gave back with them. */
  tax_cents: z.number(),
  leader_shares_cents: z.number(),
  payouts_cents: z.number(),
  net_cents: z.number(),
};

export const revenueRow = z.object({
  /** The bucket's first day, `2026-11-27` (day) or `2026-11-01` (month), UTC. */
  period: z.string(),
  ...moneyColumns,
});
export type RevenueRow = z.infer<typeof revenueRow>;

export const revenueTotals = z.object(moneyColumns);
export type RevenueTotals = z.infer<typeof revenueTotals>;

export const revenueResponse = z.object({
  from: z.string(),
  to: z.string(),
  by: z.enum(REVENUE_BUCKETS),
  time_zone: z.literal('UTC'),
  /** Every bucket of the range, empty ones included, oldest first. */
  rows: z.array(revenueRow),
  totals: revenueTotals,
});
export type RevenueResponse = z.infer<typeof revenueResponse>;

export const REVENUE_EXPORTS = ['purchases', 'ledger', 'payouts'] as const;
export type RevenueExport = (typeof REVENUE_EXPORTS)[number];
