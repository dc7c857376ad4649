/**
 * POST /api/payments/webhook: verifies Stripe's signature over the raw body, then records the event
 * id and handles it in ONE transaction, so a repeated event is a no-op and a failed handler leaves
 * the event unrecorded for Stripe's retry. Objects are read through small shapes that tolerate both
 * older and newer API versions (e.g. an invoice's subscription moved under `parent`).
 */
import { Hono } from 'hono';
import type Stripe from 'stripe';
import type { AppEnv } from '../../context';
import type { Db } from '../../db/client';
import { stripeEvents } from '../../db/schema';
import { AppError } from '../../lib/errors';
import {
  attachFirstPayment,
  closeUnpaid,
  endSubscription,
  fulfilPurchase,
  renewPurchase,
} from './fulfilment';
import { findBySubscription, type ShopContext } from './purchase-steps';
import { restoreDisputed, reversePayment } from './reversals';

const idOf = (value: unknown): string | null => {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'id' in value && typeof value.id === 'string') return value.id;
  return null;
};

interface SessionShape {
  id: string;
  client_reference_id?: string | null;
  metadata?: Record<string, string> | null;
  payment_status?: string;
  payment_intent?: unknown;
  customer?: unknown;
  subscription?: unknown;
  amount_total?: number | null;
}

interface InvoiceShape {
  id: string;
  billing_reason?: string | null;
  amount_paid?: number;
  subscription?: unknown;
  payment_intent?: unknown;
  parent?: {
    subscription_details?: { subscription?: unknown; metadata?: Record<string, string> | null } | null;
  } | null;
  payments?: { data?: { payment?: { payment_intent?: unknown } }[] } | null;
}

interface ChargeShape {
  id: string;
  amount: number;
  amount_refunded: number;
  payment_intent?: unknown;
  metadata?: Record<string, string> | null;
}

interface DisputeShape {
  id: string;
  amount: number;
  status?: string;
  charge?: unknown;
  payment_intent?: unknown;
}

interface SubscriptionShape {
  id: string;
  metadata?: Record<string, string> | null;
}

const purchaseIdOf = (s: { metadata?: Record<string, string> | null; client_reference_id?: string | null }) =>
  s.metadata?.purchase_id ?? s.client_reference_id ?? null;

const REVERSAL_EVENTS = ['charge.refunded', 'charge.dispute.created', 'charge.dispute.closed'];

/**
 * The payment a refund or dispute names, with the amount reversed (cumulative for refunds) out of
 * the payment's: kept with the event for matching and for out-of-order reconciliation.
 */
function reversalOf(event: Stripe.Event) {
  if (!REVERSAL_EVENTS.includes(event.type)) return { paymentRef: null, reversed: null, payment: null };
  const object = event.data.object as unknown as ChargeShape | DisputeShape;
  const paymentRef = idOf(object.payment_intent) ?? idOf((object as DisputeShape).charge) ?? object.id;
  if (event.type === 'charge.refunded') {
    const charge = object as ChargeShape;
    return { paymentRef, reversed: charge.amount_refunded, payment: charge.amount };
  }
  return { paymentRef, reversed: object.amount, payment: object.amount };
}

/**
 * Newer API versions no longer put the payment intent on an invoice; its payments list does, and
 * webhooks carry it only when expanded. Asked before the transaction opens, so no row lock waits on
 * the network; a failure answers 500 and Stripe retries.
 */
async function invoicePaymentRef(stripe: Stripe, event: Stripe.Event): Promise<string | null> {
  if (event.type !== 'invoice.paid') return null;
  const invoice = event.data.object as unknown as InvoiceShape;
  const inline = idOf(invoice.payment_intent) ?? idOf(invoice.payments?.data?.[0]?.payment?.payment_intent);
  if (inline) return inline;
  const payments = await stripe.invoicePayments.list({ invoice: invoice.id, status: 'paid', limit: 1 });
  return idOf(payments.data[0]?.payment?.payment_intent) ?? null;
}

async function handle(
  ctx: ShopContext,
  tx: Db,
  event: Stripe.Event,
  invoicePayment: string | null,
): Promise<void> {
  const object = event.data.object as unknown;
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = object as SessionShape;
      const purchaseId = purchaseIdOf(session);
      if (!purchaseId) return;
      // Delayed payment methods complete the session unpaid; the async event settles it.
      if (session.payment_status === 'unpaid') return;
      await fulfilPurchase(ctx, tx, {
        purchaseId,
        paymentRef: idOf(session.payment_intent) ?? idOf(session.subscription) ?? session.id,
        customerId: idOf(session.customer),
        subscriptionId: idOf(session.subscription),
        paidCents: session.amount_total ?? null,
      });
      return;
    }
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired': {
      const purchaseId = purchaseIdOf(object as SessionShape);
      if (purchaseId) {
        await closeUnpaid(tx, purchaseId, event.type === 'checkout.session.expired' ? 'canceled' : 'failed');
      }
      return;
    }
    case 'invoice.paid': {
      const invoice = object as InvoiceShape;
      const subscriptionId =
        idOf(invoice.subscription) ?? idOf(invoice.parent?.subscription_details?.subscription);
      const paymentRef = invoicePayment;
      // The first invoice is the checkout itself, fulfilled by checkout.session.completed.
      if (invoice.billing_reason === 'subscription_create') {
        if (paymentRef) {
          await attachFirstPayment(tx, {
            purchaseId: invoice.parent?.subscription_details?.metadata?.purchase_id ?? null,
            subscriptionId,
            paymentRef,
          });
        }
        return;
      }
      if (!subscriptionId) return;
      const purchase = await findBySubscription(tx, subscriptionId);
      if (!purchase) {
        ctx.deps.logger.warn({ subscriptionId, invoice: invoice.id }, 'renewal for an unknown subscription');
        return;
      }
      await renewPurchase(ctx, tx, {
        purchaseId: purchase.id,
        invoiceId: invoice.id,
        paymentRef,
        paidCents: invoice.amount_paid ?? 0,
      });
      return;
    }
    case 'customer.subscription.deleted': {
      const subscription = object as SubscriptionShape;
      const purchase =
        (await findBySubscription(tx, subscription.id)) ??
        (subscription.metadata?.purchase_id ? { id: subscription.metadata.purchase_id } : undefined);
      if (purchase) await endSubscription(ctx, tx, purchase.id);
      return;
    }
    case 'charge.refunded': {
      const charge = object as ChargeShape;
      await reversePayment(ctx, tx, {
        kind: 'refund',
        paymentRef: reversalOf(event).paymentRef,
        purchaseIdHint: charge.metadata?.purchase_id ?? null,
        reversedCents: charge.amount_refunded,
        paymentCents: charge.amount,
      });
      return;
    }
    case 'charge.dispute.created': {
      const dispute = object as DisputeShape;
      await reversePayment(ctx, tx, {
        kind: 'dispute',
        paymentRef: reversalOf(event).paymentRef,
        reversedCents: dispute.amount,
        paymentCents: dispute.amount,
      });
      return;
    }
    case 'charge.dispute.closed': {
      // Lost disputes change nothing more: the reversal happened when the dispute opened.
      const dispute = object as DisputeShape;
      if (dispute.status === 'won') {
        await restoreDisputed(ctx, tx, { paymentRef: reversalOf(event).paymentRef, disputeId: dispute.id });
      }
      return;
    }
    default:
      return;
  }
}

export function paymentWebhookRoutes(ctx: ShopContext, stripe: Stripe | null) {
  const { deps } = ctx;
  return new Hono<AppEnv>().post('/webhook', async (c) => {
    const secret = deps.env.STRIPE_WEBHOOK_SECRET;
    if (!stripe || !secret) throw new AppError(404, 'not_found', 'Payments are not configured.');
    const signature = c.req.header('stripe-signature');
    if (!signature) throw new AppError(400, 'bad_signature', 'Missing Stripe-Signature header.');
    const raw = await c.req.text();
    let event: Stripe.Event;
    try {
      event = await stripe.webhooks.constructEventAsync(raw, signature, secret);
    } catch {
      throw new AppError(400, 'bad_signature', 'The webhook signature does not match.');
    }
    const invoicePayment = await invoicePaymentRef(stripe, event);
    const reversal = reversalOf(event);
    const handled = await deps.database.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(stripeEvents)
        .values({
          id: event.id,
          type: event.type,
          payment_ref: reversal.paymentRef,
          reversed_cents: reversal.reversed,
          payment_cents: reversal.payment,
          received_at: deps.now(),
        })
        .onConflictDoNothing({ target: stripeEvents.id })
        .returning({ id: stripeEvents.id });
      if (inserted.length === 0) return false;
      await handle(ctx, tx, event, invoicePayment);
      return true;
    });
    deps.logger.info({ event: event.id, type: event.type, duplicate: !handled }, 'payment webhook');
    return c.json({ received: true, duplicate: !handled });
  });
}
