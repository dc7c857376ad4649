/** Revenue-share arithmetic, in integer cents only (no floating-point money). */

/** The leader's share of a paid amount: `percent` whole percent, rounded down to the cent. */
export function shareCents(paidCents: number, percent: number): number {
  if (!Number.isInteger(paidCents) || !Number.isInteger(percent)) {
    throw new Error('shareCents takes integer cents and a whole percent');
  }
  if (paidCents <= 0 || percent <= 0) return 0;
  return Math.floor((paidCents * percent) / 100);
}

/**
 * How much of an earning a refund takes back: all of it for a full refund, otherwise the refunded
 * fraction rounded down (so partial refunds never reverse more than was credited).
 */
export function reversalCents(earningCents: number, refundedCents: number, paidCents: number): number {
  if (earningCents <= 0 || refundedCents <= 0) return 0;
  if (paidCents <= 0 || refundedCents >= paidCents) return earningCents;
  return Math.floor((earningCents * refundedCents) / paidCents);
}

/** The part of a balance that may be paid out: earnings past the refund window, less payouts. */
export function availableCents(balanceCents: number, pendingCents: number): number {
  return Math.max(0, balanceCents - Math.max(0, pendingCents));
}
