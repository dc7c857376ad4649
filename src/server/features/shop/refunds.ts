/**
 * Refunds started by staff. With Stripe the refund is created through its API and nothing else is
 * written here: the status, the leader's share and the take-backs in game come back through the
 * payment webhook (webhook.ts → reconcile.ts), exactly as for a refund made in Stripe's dashboard.
 * In demo mode (no Stripe key) a purchase paid with the labelled test checkout is refunded by
 * recording the fact a `charge.refunded` event would carry, through the same reconciliation.
 *
 * A refund is keyed by the purchase, the refunded total the staff member saw and the amount: a
 * second click of the same form asks Stripe with the same idempotency key (one refund), and a form
 * older than the purchase's refunds is refused rather than refunding twice.
 */
import { and, eq, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Db, Tx } from '../../db/client';
import { purchases, stripeEvents } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import type { PaymentFact } from './payment-facts';
import type { Purchase, ShopContext } from './purchase-steps';
import { derivedPurchaseState, lockPayments, recordPaymentFact } from './reconcile';

/** Test checkout payments (reconcile.ts `recordDemoCheckout`) name this kind of payment. */
const DEMO_PAYMENT_PREFIX = 'demo_pi_';

export interface RefundState {
  mode: 'stripe' | 'demo' | 'none';
  paymentRef: string | null;
  paidCents: number;
  refundedCents: number;
  refundableCents: number;
  reason: string | null;
}

/** Refunded so far on one payment: the largest cumulative total its refund events reported. */
export async function refundedOn(db: Db, paymentRef: string | null): Promise<number> {
  if (!paymentRef) return 0;
  const [row] = await db
    .select({
      refunded: sql<
        string | null
      >`max(coalesce((${stripeEvents.fact} ->> 'refundedCents')::integer, ${stripeEvents.reversed_cents}))`,
    })
    .from(stripeEvents)
    .where(
      and(
        eq(stripeEvents.payment_ref, paymentRef),
        sql`coalesce(${stripeEvents.fact} ->> 'kind', case when ${stripeEvents.type} = 'charge.refunded' then 'refund' end) = 'refund'`,
      ),
    );
  return Number(row?.refunded ?? 0);
}

/** Whether and how much of a purchase's payment can be refunded from the console. */
export async function refundState(db: Db, purchase: Purchase, stripe: Stripe | null): Promise<RefundState> {
  const paymentRef = purchase.payment_intent_id;
  const refundedCents = await refundedOn(db, paymentRef);
  // The payment actually made, as reconciliation derives it from the facts: with its tax, and for
  // a plan change the proration charged (the purchase's total is the new plan's full price).
  const original = (await derivedPurchaseState(db, purchase)).payments.find((p) => p.key === 'original');
  const paidCents = original?.paidCents ?? 0;
  const base = { paymentRef, paidCents, refundedCents, refundableCents: 0 };
  const demo = paymentRef?.startsWith(DEMO_PAYMENT_PREFIX) ?? false;
  if (!paymentRef || !original) {
    return { ...base, mode: 'none', reason: 'This purchase was never paid.' };
  }
  if (purchase.status === 'disputed') {
    return { ...base, mode: 'none', reason: 'The payment is disputed: the bank decides, not a refund.' };
  }
  if (paidCents === 0) {
    return { ...base, mode: 'none', reason: 'Nothing was charged for this purchase.' };
  }
  if (!stripe && !demo) {
    return { ...base, mode: 'none', reason: 'Payments are not configured on this server.' };
  }
  if (stripe && demo) {
    return { ...base, mode: 'none', reason: 'A test checkout purchase: no payment to refund.' };
  }
  const refundableCents = Math.max(0, paidCents - refundedCents);
  return {
    ...base,
    mode: demo ? 'demo' : 'stripe',
    refundableCents,
    reason: refundableCents === 0 ? 'Everything is refunded already.' : null,
  };
}

export interface RefundResult {
  id: string;
  amount_cents: number;
  status: string;
  demo: boolean;
  replayed: boolean;
}

export interface RefundInput {
  purchaseId: string;
  amountCents: number;
  /** What the staff member saw as refunded already. */
  seenRefundedCents: number;
  requestedBy: string;
}

/** Written with the refund (demo) or once Stripe has accepted it; not for replays. */
export type RefundRecorder = (tx: Tx, result: RefundResult, state: RefundState) => Promise<void>;

function checkAmount(state: RefundState, input: RefundInput) {
  if (state.mode === 'none') throw new AppError(409, 'not_refundable', state.reason ?? 'Not refundable.');
  if (input.seenRefundedCents !== state.refundedCents) {
    throw new AppError(
      409,
      'refunds_changed',
      'This purchase’s refunds changed since you opened it. Look at it again before refunding.',
    );
  }
  if (input.amountCents > state.refundableCents) {
    throw new AppError(422, 'invalid_input', 'That is more than is left to refund.', {
      amount_cents: [`At most ${state.refundableCents} cents can be refunded.`],
    });
  }
}

async function loadPurchase(db: Db, id: string): Promise<Purchase> {
  const [row] = await db.select().from(purchases).where(eq(purchases.id, id)).limit(1);
  if (!row) throw notFound('No such purchase.');
  return row;
}

export async function requestRefund(
  ctx: ShopContext,
  stripe: Stripe | null,
  input: RefundInput,
  record: RefundRecorder,
): Promise<RefundResult> {
  const { db } = ctx.deps.database;
  const purchase = await loadPurchase(db, input.purchaseId);
  const key = `staff-refund:${purchase.id}:${input.seenRefundedCents}:${input.amountCents}`;
  if (!stripe) return demoRefund(ctx, purchase, input, key, record);

  const state = await refundState(db, purchase, stripe);
  checkAmount(state, input);
  let refund: Stripe.Response<Stripe.Refund>;
  try {
    refund = await stripe.refunds.create(
      {
        payment_intent: state.paymentRef!,
        amount: input.amountCents,
        reason: 'requested_by_customer',
        metadata: { purchase_id: purchase.id, requested_by: input.requestedBy },
      },
      { idempotencyKey: key },
    );
  } catch (error) {
    const failure = error as { type?: string; code?: string; statusCode?: number; message?: string };
    ctx.deps.logger.warn(
      { purchaseId: purchase.id, type: failure.type, code: failure.code, status: failure.statusCode },
      'refund refused by Stripe',
    );
    if (failure.type === 'StripeIdempotencyError') {
      throw new AppError(
        409,
        'refund_in_progress',
        'This refund is being made already. Look again in a moment.',
      );
    }
    if (failure.type === 'StripeInvalidRequestError') {
      throw new AppError(409, 'refund_refused', `Stripe refused the refund: ${failure.message ?? 'unknown'}`);
    }
    throw new AppError(502, 'payment_provider_unavailable', 'Stripe could not be reached. Try again.');
  }
  const result: RefundResult = {
    id: refund.id,
    amount_cents: refund.amount,
    status: refund.status ?? 'pending',
    demo: false,
    replayed: refund.lastResponse?.headers?.['idempotent-replayed'] === 'true',
  };
  ctx.deps.logger.info(
    { purchaseId: purchase.id, refund: refund.id, replayed: result.replayed },
    'refund requested',
  );
  if (!result.replayed) await db.transaction((tx) => record(tx, result, state));
  return result;
}

/**
 * Demo mode: the refund is the fact a `charge.refunded` event would bring (the cumulative
 * refunded total), recorded under the payments lock like the webhook's, with the refund's key as
 * the event id so a repeated request records nothing.
 */
async function demoRefund(
  ctx: ShopContext,
  purchase: Purchase,
  input: RefundInput,
  key: string,
  record: RefundRecorder,
): Promise<RefundResult> {
  const eventId = `demo:${key}`;
  return ctx.deps.database.db.transaction(async (tx) => {
    await lockPayments(tx);
    const result: RefundResult = {
      id: eventId,
      amount_cents: input.amountCents,
      status: 'succeeded',
      demo: true,
      replayed: false,
    };
    const [seen] = await tx
      .select({ id: stripeEvents.id })
      .from(stripeEvents)
      .where(eq(stripeEvents.id, eventId));
    if (seen) return { ...result, replayed: true };
    const current = await loadPurchase(tx, purchase.id);
    const state = await refundState(tx, current, null);
    checkAmount(state, input);
    const fact: PaymentFact = {
      kind: 'refund',
      paymentRef: state.paymentRef!,
      refundedCents: state.refundedCents + input.amountCents,
      paymentCents: state.paidCents,
    };
    await recordPaymentFact(
      ctx,
      tx,
      { id: eventId, type: 'charge.refunded' },
      { fact, purchaseHint: purchase.id, paymentRef: fact.paymentRef, subscriptionRef: null },
    );
    await record(tx, result, state);
    return result;
  });
}
