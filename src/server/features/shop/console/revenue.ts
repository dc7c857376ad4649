/**
 * The owner's revenue, computed in SQL from the stored facts and the leaders' ledger (decision
 * 001: nothing here is stored twice, so the report cannot drift from what reconciliation decided).
 *
 * Every amount is a dated movement:
 * - a payment (gross): a purchase's original payment once (its checkout or first invoice, the
 *   first time either was received) and each renewal invoice once, for purchases that are ours;
 * - a refund: refund facts are cumulative per payment, so each one adds what it raises the highest
 *   total seen before it (in the order received), which sums to the payment's final refunded total;
 * - a dispute: its largest amount when first seen, given back when it is won (and never lost);
 * - tax: the tax within each payment counted (its fact's `taxCents`, as reconciliation reads it),
 *   less the tax a refund gives back: the same share of the tax as of the payment, so a whole
 *   refund returns all of it. A dispute moves no tax: whether it can be reclaimed is the tax
 *   authority's rule, not a stored fact;
 * - leader shares: the ledger's earnings, reversals and restorations; payouts: its payout rows.
 */
import { sql } from 'drizzle-orm';
import type {
  RevenueBucket,
  RevenueResponse,
  RevenueRow,
  RevenueTotals,
} from '../../../../shared/shop/console/revenue';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';

export type MovementKind = 'payment' | 'refund' | 'dispute' | 'tax' | 'leader_share' | 'payout';

/** The start of the UTC day after `to`: ranges are [from 00:00 UTC, to + 1 day 00:00 UTC). */
export function rangeBounds(from: string, to: string): { start: string; end: string } {
  const end = new Date(`${to}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + 1);
  return { start: `${from}T00:00:00.000Z`, end: end.toISOString() };
}

/**
 * The money movements from payment facts, each with its purchase: `payment` (+), `refund` (+, as
 * money given back), `dispute` (+ when opened, − when won), `tax` (+ with a payment, − with its
 * refunds). A fact names its purchase directly or
 * through the purchase's subscription; refunds and disputes count only on payments counted here.
 */
export const factMovements = sql`
  facts as (
    select e.id, e.fact, e.received_at,
      coalesce(e.purchase_id, (
        select p.id from purchases p
        where e.subscription_ref is not null and p.stripe_subscription_id = e.subscription_ref
        order by p.created_at limit 1
      )) as purchase_id
    from stripe_events e
    where e.fact is not null
  ),
  originals as (
    select f.purchase_id,
      coalesce(
        (array_agg((f.fact->>'paidCents')::int order by f.received_at, f.id)
          filter (where f.fact->>'kind' = 'checkout_paid' and f.fact->>'paidCents' is not null))[1],
        (array_agg((f.fact->>'paidCents')::int order by f.received_at, f.id)
          filter (where f.fact->>'kind' = 'invoice_paid'))[1],
        min(p.total_amount_cents)
      ) as amount,
      coalesce(
        (array_agg((f.fact->>'taxCents')::int order by f.received_at, f.id)
          filter (where f.fact->>'kind' = 'checkout_paid' and f.fact->>'taxCents' is not null))[1],
        (array_agg((f.fact->>'taxCents')::int order by f.received_at, f.id)
          filter (where f.fact->>'kind' = 'invoice_paid' and f.fact->>'taxCents' is not null))[1],
        0
      ) as tax,
      min(f.received_at) as at,
      coalesce(
        (array_agg(f.fact->>'paymentRef' order by f.received_at, f.id)
          filter (where f.fact->>'kind' = 'checkout_paid' and f.fact->>'paymentRef' is not null))[1],
        (array_agg(f.fact->>'paymentRef' order by f.received_at, f.id)
          filter (where f.fact->>'kind' = 'invoice_paid' and f.fact->>'paymentRef' is not null))[1]
      ) as ref
    from facts f join purchases p on p.id = f.purchase_id
    where f.fact->>'kind' = 'checkout_paid'
      or (f.fact->>'kind' = 'invoice_paid' and (f.fact->>'first')::boolean)
    group by f.purchase_id
  ),
  renewals as (
    select distinct on (f.fact->>'invoiceId')
      f.purchase_id, (f.fact->>'paidCents')::int as amount, coalesce((f.fact->>'taxCents')::int, 0) as tax,
      f.received_at as at, f.fact->>'paymentRef' as ref
    from facts f
    where f.fact->>'kind' = 'invoice_paid' and not (f.fact->>'first')::boolean and f.purchase_id is not null
    order by f.fact->>'invoiceId', f.received_at, f.id
  ),
  payments as (
    select purchase_id, amount, least(greatest(tax, 0), amount) as tax, at, ref from originals
    union all
    select purchase_id, amount, least(greatest(tax, 0), amount), at, ref from renewals
  ),
  payment_refs as (
    select distinct on (ref) ref, purchase_id, amount, tax from payments where ref is not null order by ref, at
  ),
  refund_levels as (
    select r.purchase_id, r.amount as paid, r.tax, f.id, f.received_at as at,
      (f.fact->>'refundedCents')::int as level,
      coalesce(max((f.fact->>'refundedCents')::int) over (
        partition by r.ref order by f.received_at, f.id rows between unbounded preceding and 1 preceding
      ), 0) as before
    from facts f join payment_refs r on r.ref = f.fact->>'paymentRef'
    where f.fact->>'kind' = 'refund'
  ),
  disputes as (
    select r.purchase_id, max((f.fact->>'amountCents')::int) as amount, min(f.received_at) as opened_at,
      min(f.received_at) filter (where f.fact->>'outcome' = 'won') as won_at,
      bool_or(f.fact->>'outcome' = 'lost') as lost
    from facts f join payment_refs r on r.ref = f.fact->>'paymentRef'
    where f.fact->>'kind' = 'dispute'
    group by r.purchase_id, f.fact->>'disputeId'
  ),
  fact_movements as (
    select 'payment' as kind, purchase_id, amount, at from payments
    union all
    select 'refund', purchase_id, greatest(level - before, 0), at from refund_levels
    union all
    select 'tax', purchase_id, tax, at from payments where tax > 0
    union all
    -- The tax a refund gives back: the tax's share at the new refunded level less at the level
    -- before, so partial refunds add up to the whole tax when the whole payment is refunded.
    select 'tax', purchase_id, -greatest(
      case when level >= paid then tax else floor(tax::numeric * level / paid)::int end
      - case when before >= paid then tax else floor(tax::numeric * before / paid)::int end, 0), at
    from refund_levels where tax > 0 and paid > 0
    union all
    select 'dispute', purchase_id, amount, opened_at from disputes
    union all
    select 'dispute', purchase_id, -amount, won_at from disputes where won_at is not null and not lost
  )`;

/** Every movement, facts and ledger, as (kind, amount, at). */
const allMovements = sql`
  with ${factMovements},
  movements as (
    select kind, amount, at from fact_movements
    union all
    select case when l.kind = 'payout' then 'payout' else 'leader_share' end,
      case when l.kind = 'payout' then -l.amount_cents else l.amount_cents end, l.created_at
    from gym_leader_ledger l
  )`;

const COLUMN_OF: Record<MovementKind, keyof RevenueTotals> = {
  payment: 'gross_cents',
  refund: 'refunds_cents',
  dispute: 'disputes_cents',
  tax: 'tax_cents',
  leader_share: 'leader_shares_cents',
  payout: 'payouts_cents',
};

const emptyTotals = (): RevenueTotals => ({
  gross_cents: 0,
  refunds_cents: 0,
  disputes_cents: 0,
  tax_cents: 0,
  leader_shares_cents: 0,
  payouts_cents: 0,
  net_cents: 0,
});

function withNet(totals: RevenueTotals): RevenueTotals {
  totals.net_cents =
    totals.gross_cents -
    totals.refunds_cents -
    totals.disputes_cents -
    totals.tax_cents -
    totals.leader_shares_cents;
  return totals;
}

/** Every bucket's first day from `from` to `to`, as `YYYY-MM-DD`, UTC. */
export function periodsOf(from: string, to: string, by: RevenueBucket): string[] {
  const periods: string[] = [];
  const cursor = new Date(`${from}T00:00:00Z`);
  if (by === 'month') cursor.setUTCDate(1);
  const last = new Date(`${to}T00:00:00Z`);
  while (cursor <= last) {
    periods.push(cursor.toISOString().slice(0, 10));
    if (by === 'day') cursor.setUTCDate(cursor.getUTCDate() + 1);
    else cursor.setUTCMonth(cursor.getUTCMonth() + 1);
  }
  return periods;
}

export async function revenueReport(
  db: Db,
  range: { from: string; to: string; by: RevenueBucket },
): Promise<RevenueResponse> {
  const { start, end } = rangeBounds(range.from, range.to);
  const unit = range.by === 'day' ? 'day' : 'month';
  const result = await db.execute(sql`
    ${allMovements}
    select to_char(date_trunc(${unit}, at at time zone 'UTC'), 'YYYY-MM-DD') as period, kind,
      sum(amount)::text as amount
    from movements
    where at >= ${start}::timestamptz and at < ${end}::timestamptz
    group by 1, 2`);
  const byPeriod = new Map<string, RevenueTotals>();
  for (const period of periodsOf(range.from, range.to, range.by)) byPeriod.set(period, emptyTotals());
  const totals = emptyTotals();
  for (const row of rowsOf<{ period: string; kind: MovementKind; amount: string }>(result)) {
    const column = COLUMN_OF[row.kind];
    const bucket = byPeriod.get(row.period);
    if (bucket) bucket[column] += Number(row.amount);
    totals[column] += Number(row.amount);
  }
  const rows: RevenueRow[] = [...byPeriod].map(([period, bucket]) => ({ period, ...withNet(bucket) }));
  return { from: range.from, to: range.to, by: range.by, time_zone: 'UTC', rows, totals: withNet(totals) };
}
