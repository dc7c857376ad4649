/**
 * The spec's gym_leader_earnings, computed from the ledger: earnings to date (net of reversals),
 * payouts to date, the part still inside the refund window, and the balance.
 */
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gymLeaderLedger } from '../../db/schema';
import { availableCents } from './revenue-share';

/**
 * The ledger as written, for the table or an alias of it in raw SQL: by time, and in one instant
 * each earning before the rows that adjust it (reversals and restorations). Reconciliation writes an
 * earning and its adjustment in one transaction, at one instant: the earning was written first.
 */
function ledgerOrder(ledger: SQL, direction: 'asc' | 'desc'): SQL {
  const by = sql.raw(direction);
  return sql`${ledger}.created_at ${by}, (${ledger}.earning_id is not null) ${by}, ${ledger}.id ${by}`;
}

export const ledgerOldestFirst = ledgerOrder(sql`${gymLeaderLedger}`, 'asc');
/** The same order read backwards, for lists that show the newest first. */
export const ledgerNewestFirst = ledgerOrder(sql`${gymLeaderLedger}`, 'desc');
/** The ledger's order where raw SQL names it `alias` (the revenue exports). */
export const ledgerOldestFirstAs = (alias: string) => ledgerOrder(sql`${sql.identifier(alias)}`, 'asc');

export interface LeaderTotals {
  earnings_to_date_cents: number;
  payouts_to_date_cents: number;
  pending_cents: number;
  balance_cents: number;
  available_cents: number;
}

export async function leaderTotals(db: Db, gymLeaderId: string, now: Date): Promise<LeaderTotals> {
  const [row] = await db
    .select({
      earnings: sql<string>`coalesce(sum(${gymLeaderLedger.amount_cents}) filter (where ${gymLeaderLedger.kind} <> 'payout'), 0)`,
      payouts: sql<string>`coalesce(-sum(${gymLeaderLedger.amount_cents}) filter (where ${gymLeaderLedger.kind} = 'payout'), 0)`,
      pending: sql<string>`coalesce(sum(${gymLeaderLedger.amount_cents}) filter (where ${gymLeaderLedger.kind} <> 'payout' and ${gymLeaderLedger.available_at} > ${now.toISOString()}::timestamptz), 0)`,
    })
    .from(gymLeaderLedger)
    .where(eq(gymLeaderLedger.gym_leader_id, gymLeaderId));
  const earnings = Number(row?.earnings ?? 0);
  const payouts = Number(row?.payouts ?? 0);
  const pending = Math.max(0, Number(row?.pending ?? 0));
  const balance = earnings - payouts;
  return {
    earnings_to_date_cents: earnings,
    payouts_to_date_cents: payouts,
    pending_cents: pending,
    balance_cents: balance,
    available_cents: availableCents(balance, pending),
  };
}
