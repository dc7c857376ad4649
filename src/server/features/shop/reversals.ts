/**
 * Money going back, and coming back: a refund or dispute takes back the leader's share of the
 * payment it names (a reversal entry, proportional for partial refunds) and queues the `refund` or
 * `chargeback` commands when the whole payment is reversed; a dispute the merchant wins restores the share
 * (a restoration entry) and delivers again what the dispute took away.
 *
 * Each function runs inside the webhook's transaction and locks the purchase first. Ledger rows are
 * computed as "what should have been reversed by now minus what was", so repeated, cumulative and
 * out-of-order events never take back or give back more than was credited.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gymLeaderLedger, purchases } from '../../db/schema';
import { lockPurchase, type Purchase, queueStage, type ShopContext } from './purchase-steps';
import { reversalCents } from './revenue-share';

export interface Reversal {
  kind: 'refund' | 'dispute';
  paymentRef: string | null;
  /** A purchase id the provider echoed back (metadata), if any. */
  purchaseIdHint?: string | null;
  /** Cumulative amount refunded (or disputed) on this payment, and the payment's amount. */
  reversedCents: number;
  paymentCents: number;
}

export type ReversalResult = 'reversed' | 'marked_before_fulfilment' | 'unmatched';

type LedgerRow = typeof gymLeaderLedger.$inferSelect;

/** The purchase a payment belongs to: by its own payment id, or by an earning (renewals). */
async function purchaseIdForPayment(tx: Db, paymentRef: string | null, hint?: string | null) {
  if (hint) return hint;
  if (!paymentRef) return null;
  const [byIntent] = await tx
    .select({ id: purchases.id })
    .from(purchases)
    .where(eq(purchases.payment_intent_id, paymentRef))
    .limit(1);
  if (byIntent) return byIntent.id;
  const [byEarning] = await tx
    .select({ id: gymLeaderLedger.purchase_id })
    .from(gymLeaderLedger)
    .where(and(eq(gymLeaderLedger.payment_ref, paymentRef), eq(gymLeaderLedger.kind, 'earning')))
    .limit(1);
  return byEarning?.id ?? null;
}

async function earningFor(tx: Db, purchase: Purchase, ref: string | null): Promise<LedgerRow | undefined> {
  const [earning] = await tx
    .select()
    .from(gymLeaderLedger)
    .where(
      ref
        ? and(eq(gymLeaderLedger.payment_ref, ref), eq(gymLeaderLedger.kind, 'earning'))
        : eq(gymLeaderLedger.idempotency_key, `earning:${purchase.id}`),
    )
    .limit(1);
  return earning;
}

/** The signed sum of one earning's follow-up rows of the given kinds (and note). */
async function ledgerSum(
  tx: Db,
  earning: LedgerRow,
  kinds: ('reversal' | 'restoration')[],
  note?: 'dispute',
): Promise<number> {
  const [row] = await tx
    .select({ sum: sql<number>`coalesce(sum(${gymLeaderLedger.amount_cents}), 0)::int` })
    .from(gymLeaderLedger)
    .where(
      and(
        inArray(gymLeaderLedger.kind, kinds),
        eq(gymLeaderLedger.purchase_id, earning.purchase_id ?? ''),
        earning.payment_ref ? eq(gymLeaderLedger.payment_ref, earning.payment_ref) : sql`true`,
        note ? eq(gymLeaderLedger.note, note) : sql`true`,
      ),
    );
  return Number(row?.sum ?? 0);
}

async function restorationCount(tx: Db, purchaseId: string): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(gymLeaderLedger)
    .where(and(eq(gymLeaderLedger.purchase_id, purchaseId), eq(gymLeaderLedger.kind, 'restoration')));
  return Number(row?.count ?? 0);
}

/** Is `ref` the purchase's original payment (as opposed to a plan renewal)? */
const isOriginal = (purchase: Purchase, ref: string | null) =>
  !purchase.payment_intent_id || purchase.payment_intent_id === ref;

export async function reversePayment(ctx: ShopContext, tx: Db, input: Reversal): Promise<ReversalResult> {
  const purchaseId = await purchaseIdForPayment(tx, input.paymentRef, input.purchaseIdHint);
  // Unmatched: the event row (with its payment_ref and amounts) is what fulfilment will find later.
  if (!purchaseId) return 'unmatched';
  const purchase = await lockPurchase(tx, purchaseId);
  if (!purchase) return 'unmatched';
  const full = input.kind === 'dispute' || input.reversedCents >= input.paymentCents;
  const newStatus = input.kind === 'dispute' ? 'disputed' : 'refunded';

  if (purchase.status === 'pending') {
    if (full) {
      await tx
        .update(purchases)
        .set({ status: newStatus, payment_intent_id: purchase.payment_intent_id ?? input.paymentRef })
        .where(eq(purchases.id, purchase.id));
    }
    return 'marked_before_fulfilment';
  }

  const ref = input.paymentRef ?? purchase.payment_intent_id;
  const earning = await earningFor(tx, purchase, ref);
  if (earning) {
    const target = full
      ? earning.amount_cents
      : reversalCents(earning.amount_cents, input.reversedCents, input.paymentCents);
    const delta = target + (await ledgerSum(tx, earning, ['reversal', 'restoration']));
    if (delta > 0) {
      await tx
        .insert(gymLeaderLedger)
        .values({
          gym_leader_id: earning.gym_leader_id,
          purchase_id: purchase.id,
          kind: 'reversal',
          amount_cents: -delta,
          payment_ref: earning.payment_ref,
          note: input.kind,
          available_at: earning.available_at,
          idempotency_key: `reversal:${earning.id}:${input.kind}:${target}`,
          created_at: ctx.deps.now(),
        })
        .onConflictDoNothing({ target: gymLeaderLedger.idempotency_key });
    }
  }

  if (!full) return 'reversed';
  const original = isOriginal(purchase, ref);
  if (original && purchase.status === 'completed') {
    await tx.update(purchases).set({ status: newStatus }).where(eq(purchases.id, purchase.id));
  } else if (original && purchase.status === 'refunded' && input.kind === 'dispute') {
    await tx.update(purchases).set({ status: 'disputed' }).where(eq(purchases.id, purchase.id));
  }
  // Take back what is still delivered, with the refund or the chargeback commands: every line for
  // the original payment (unless an earlier refund or dispute already did), the plan only for a
  // renewal. One take-back per payment and round; a won dispute starts a new round.
  if (!original || purchase.status === 'completed') {
    const round = await restorationCount(tx, purchase.id);
    const stage = input.kind === 'dispute' ? 'chargeback' : 'refund';
    await queueStage(ctx, tx, purchase, stage, `shop:revoke:${purchase.id}:${ref}:${round}`, !original);
  }
  return 'reversed';
}

export type RestoreResult = 'restored' | 'nothing_to_restore' | 'unmatched';

/**
 * A dispute closed in the merchant's favour: the money is back, so the leader's share is restored
 * and the buyer gets again what the dispute revoked (every line for the original payment, the plan
 * for a renewal). A purchase refunded meanwhile stays refunded and gets nothing back.
 */
export async function restoreDisputed(
  ctx: ShopContext,
  tx: Db,
  input: { paymentRef: string | null; disputeId: string },
): Promise<RestoreResult> {
  const purchaseId = await purchaseIdForPayment(tx, input.paymentRef);
  if (!purchaseId) return 'unmatched';
  const purchase = await lockPurchase(tx, purchaseId);
  if (!purchase) return 'unmatched';
  const ref = input.paymentRef ?? purchase.payment_intent_id;
  const original = isOriginal(purchase, ref);
  if (original && !purchase.completed_at) {
    // Disputed before it was ever fulfilled: nothing was delivered or credited to give back.
    ctx.deps.logger.warn(
      { purchaseId, dispute: input.disputeId },
      'won dispute for a purchase never fulfilled',
    );
    return 'nothing_to_restore';
  }
  const earning = await earningFor(tx, purchase, ref);
  const amount = earning
    ? -(await ledgerSum(tx, earning, ['reversal'], 'dispute')) -
      (await ledgerSum(tx, earning, ['restoration']))
    : 0;
  if (original ? purchase.status !== 'disputed' : amount <= 0) return 'nothing_to_restore';
  if (earning && amount > 0) {
    await tx
      .insert(gymLeaderLedger)
      .values({
        gym_leader_id: earning.gym_leader_id,
        purchase_id: purchase.id,
        kind: 'restoration',
        amount_cents: amount,
        payment_ref: earning.payment_ref,
        note: 'dispute won',
        available_at: earning.available_at,
        idempotency_key: `restoration:${earning.id}:${input.disputeId}`,
        created_at: ctx.deps.now(),
      })
      .onConflictDoNothing({ target: gymLeaderLedger.idempotency_key });
  }
  if (original) {
    await tx.update(purchases).set({ status: 'completed' }).where(eq(purchases.id, purchase.id));
    await queueStage(ctx, tx, purchase, 'grant', `shop:restore:${purchase.id}:${input.disputeId}`);
  } else {
    await queueStage(ctx, tx, purchase, 'renew', `shop:restore:${purchase.id}:${input.disputeId}`, true);
  }
  return 'restored';
}
