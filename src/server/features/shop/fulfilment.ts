/**
 * The money path after payment. Every function runs inside the caller's transaction (the webhook
 * handler, which also records the event id, or the test checkout), locks the purchase row first,
 * and writes with idempotency keys, so a repeated or concurrent event changes nothing:
 * - fulfilPurchase: pending → completed, queues each line's `grant` commands, credits the chosen
 *   leader's share as an earning payable after the refund window;
 * - renewPurchase: a rank's renewal invoice queues `renew` commands and credits the share again;
 * - endSubscription: a cancelled plan queues `expire` for its rank lines.
 * Refunds, disputes and won disputes are reversals.ts.
 *
 * Out-of-order events: a refund or dispute that arrives before the purchase is fulfilled marks the
 * purchase `refunded`/`disputed` when it can be matched (metadata), and otherwise stays recorded in
 * stripe_events by payment with its amounts; fulfilment looks for such events first. A dispute or a
 * full refund means nothing is delivered or credited; a partial refund means the purchase is
 * delivered and the share credited, then reduced in proportion. A purchase is fulfilled only from
 * `pending`.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gymLeaderLedger, purchases, stripeEvents } from '../../db/schema';
import {
  DAY_MS,
  findBySubscription,
  lockPurchase,
  type Purchase,
  queueStage,
  type ShopContext,
} from './purchase-steps';
import { shareCents } from './revenue-share';
import { reversePayment } from './reversals';

async function creditShare(
  ctx: ShopContext,
  tx: Db,
  purchase: Purchase,
  paidCents: number,
  paymentRef: string | null,
  key: string,
): Promise<number> {
  if (!purchase.gym_leader_id) return 0;
  const amount = shareCents(paidCents, ctx.deps.env.REVENUE_SHARE_PERCENT);
  if (amount <= 0) return 0;
  const now = ctx.deps.now();
  const inserted = await tx
    .insert(gymLeaderLedger)
    .values({
      gym_leader_id: purchase.gym_leader_id,
      purchase_id: purchase.id,
      kind: 'earning',
      amount_cents: amount,
      payment_ref: paymentRef,
      available_at: new Date(now.getTime() + ctx.deps.env.REFUND_WINDOW_DAYS * DAY_MS),
      idempotency_key: key,
      created_at: now,
    })
    .onConflictDoNothing({ target: gymLeaderLedger.idempotency_key })
    .returning({ id: gymLeaderLedger.id });
  return inserted.length > 0 ? amount : 0;
}

export interface PaymentFacts {
  purchaseId: string;
  /** The provider payment (intent) id; refunds and disputes name it. */
  paymentRef: string | null;
  customerId?: string | null;
  subscriptionId?: string | null;
  /** What was actually paid; the recorded total when the provider does not say. */
  paidCents?: number | null;
}

export type FulfilResult = 'fulfilled' | 'already' | 'reversed_before_fulfilment' | 'unknown_purchase';

export async function fulfilPurchase(ctx: ShopContext, tx: Db, facts: PaymentFacts): Promise<FulfilResult> {
  const purchase = await lockPurchase(tx, facts.purchaseId);
  if (!purchase) {
    ctx.deps.logger.warn({ purchaseId: facts.purchaseId }, 'payment for an unknown purchase');
    return 'unknown_purchase';
  }
  const ids = {
    payment_intent_id: purchase.payment_intent_id ?? facts.paymentRef ?? null,
    stripe_customer_id: purchase.stripe_customer_id ?? facts.customerId ?? null,
    stripe_subscription_id: purchase.stripe_subscription_id ?? facts.subscriptionId ?? null,
  };
  if (purchase.status !== 'pending') {
    await tx.update(purchases).set(ids).where(eq(purchases.id, purchase.id));
    return 'already';
  }
  const paymentRef = ids.payment_intent_id;
  const early = paymentRef ? await earlyReversals(tx, paymentRef) : [];
  const whole = early.find(
    (e) =>
      e.type === 'charge.dispute.created' ||
      e.reversed_cents === null ||
      e.payment_cents === null ||
      e.reversed_cents >= e.payment_cents,
  );
  if (whole) {
    const status = whole.type === 'charge.refunded' ? 'refunded' : 'disputed';
    await tx
      .update(purchases)
      .set({ ...ids, status })
      .where(eq(purchases.id, purchase.id));
    ctx.deps.logger.warn({ purchaseId: purchase.id, status }, 'payment reversed before fulfilment');
    return 'reversed_before_fulfilment';
  }
  const completed = { ...purchase, ...ids, status: 'completed' as const, completed_at: ctx.deps.now() };
  await tx
    .update(purchases)
    .set({ ...ids, status: 'completed', completed_at: completed.completed_at })
    .where(eq(purchases.id, purchase.id));
  await queueStage(ctx, tx, completed, 'grant', `shop:grant:${purchase.id}`);
  await creditShare(
    ctx,
    tx,
    completed,
    facts.paidCents ?? purchase.total_amount_cents,
    paymentRef,
    `earning:${purchase.id}`,
  );
  // Refund amounts are cumulative: the largest one seen is the refund so far.
  const partial = early[0];
  if (partial?.reversed_cents && partial.payment_cents && paymentRef) {
    await reversePayment(ctx, tx, {
      kind: 'refund',
      paymentRef,
      purchaseIdHint: purchase.id,
      reversedCents: partial.reversed_cents,
      paymentCents: partial.payment_cents,
    });
  }
  return 'fulfilled';
}

/** Refunds and disputes already received for a payment, largest reversed amount first. */
function earlyReversals(tx: Db, paymentRef: string) {
  return tx
    .select({
      type: stripeEvents.type,
      reversed_cents: stripeEvents.reversed_cents,
      payment_cents: stripeEvents.payment_cents,
    })
    .from(stripeEvents)
    .where(
      and(
        eq(stripeEvents.payment_ref, paymentRef),
        inArray(stripeEvents.type, ['charge.refunded', 'charge.dispute.created']),
      ),
    )
    .orderBy(desc(stripeEvents.reversed_cents));
}

/**
 * A plan's first invoice names the payment intent that its refunds will name (the checkout session
 * of a subscription carries none). Whichever of the two events comes first, the purchase and its
 * earning end up keyed by that payment.
 */
export async function attachFirstPayment(
  tx: Db,
  input: { purchaseId: string | null; subscriptionId: string | null; paymentRef: string },
): Promise<void> {
  const purchase = input.purchaseId
    ? await lockPurchase(tx, input.purchaseId)
    : input.subscriptionId
      ? await findBySubscription(tx, input.subscriptionId)
      : undefined;
  if (!purchase) return;
  const placeholder = purchase.payment_intent_id;
  if (placeholder && placeholder !== purchase.stripe_subscription_id) return;
  await tx
    .update(purchases)
    .set({ payment_intent_id: input.paymentRef })
    .where(eq(purchases.id, purchase.id));
  await tx
    .update(gymLeaderLedger)
    .set({ payment_ref: input.paymentRef })
    .where(eq(gymLeaderLedger.idempotency_key, `earning:${purchase.id}`));
}

/** Marks a purchase that was never paid (expired session, failed async payment). */
export async function closeUnpaid(tx: Db, purchaseId: string, status: 'failed' | 'canceled'): Promise<void> {
  await tx
    .update(purchases)
    .set({ status })
    .where(and(eq(purchases.id, purchaseId), eq(purchases.status, 'pending')));
}

export async function renewPurchase(
  ctx: ShopContext,
  tx: Db,
  input: { purchaseId: string; invoiceId: string; paymentRef: string | null; paidCents: number },
): Promise<boolean> {
  const purchase = await lockPurchase(tx, input.purchaseId);
  if (purchase?.status !== 'completed') return false;
  await queueStage(ctx, tx, purchase, 'renew', `shop:renew:${input.invoiceId}`, true);
  await creditShare(
    ctx,
    tx,
    purchase,
    input.paidCents,
    input.paymentRef,
    `earning:invoice:${input.invoiceId}`,
  );
  return true;
}

export async function endSubscription(ctx: ShopContext, tx: Db, purchaseId: string): Promise<boolean> {
  const purchase = await lockPurchase(tx, purchaseId);
  if (purchase?.status !== 'completed') return false;
  await queueStage(ctx, tx, purchase, 'expire', `shop:end:${purchase.id}`, true);
  return true;
}
