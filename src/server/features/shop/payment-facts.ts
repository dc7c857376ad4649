/**
 * What a payment-provider event tells us about a purchase, reduced to the few facts the shop acts
 * on. Facts are stored with the event (stripe_events.fact) and a purchase's state is derived from
 * the set of its facts (purchase-state.ts), so the order in which Stripe delivers events, repeats
 * them or races them never changes the outcome.
 */
import type Stripe from 'stripe';
import type { DisputeOutcome, PaymentFact } from '../../db/schema/payment-fact';

export type { PaymentFact } from '../../db/schema/payment-fact';

/** A fact with how it can be matched to a purchase. */
export interface ReceivedFact {
  fact: PaymentFact;
  /** A purchase id the provider echoed back (metadata or client reference), if any: not yet checked. */
  purchaseHint: string | null;
  paymentRef: string | null;
  subscriptionRef: string | null;
}

const idOf = (value: unknown): string | null => {
  if (typeof value === 'string' && value.length > 0) return value;
  if (value && typeof value === 'object' && 'id' in value && typeof value.id === 'string') return value.id;
  return null;
};

const intOf = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;

type Metadata = Record<string, string> | null | undefined;
type Loose = Record<string, unknown>;

/** Tax Stripe charged on a session (`total_details.amount_tax`) or an invoice (`total_taxes`, older `tax`). */
function taxOf(object: Loose): number {
  const details = object.total_details as { amount_tax?: unknown } | null | undefined;
  const fromSession = intOf(details?.amount_tax);
  if (fromSession !== null) return fromSession;
  const taxes = object.total_taxes as { amount?: unknown }[] | null | undefined;
  if (Array.isArray(taxes)) return taxes.reduce((sum, t) => sum + (intOf(t?.amount) ?? 0), 0);
  return intOf(object.tax) ?? 0;
}

const metadataOf = (value: unknown): Metadata =>
  value && typeof value === 'object' ? (value as Record<string, string>) : null;

const hintOf = (object: Loose) => {
  const fromMetadata = metadataOf(object.metadata)?.purchase_id;
  const hint = typeof fromMetadata === 'string' ? fromMetadata : object.client_reference_id;
  return typeof hint === 'string' ? hint : null;
};

/** The subscription an invoice belongs to: top level in older API versions, under `parent` in newer. */
function invoiceSubscription(invoice: Loose): { ref: string | null; metadata: Metadata } {
  const parent = invoice.parent as {
    subscription_details?: { subscription?: unknown; metadata?: unknown };
  } | null;
  const details = parent?.subscription_details;
  return {
    ref: idOf(invoice.subscription) ?? idOf(details?.subscription),
    metadata: metadataOf(details?.metadata) ?? metadataOf(invoice.subscription_details),
  };
}

/** The payment intent an invoice names inline, if the API version puts it there. */
export function inlineInvoicePayment(invoice: Loose): string | null {
  const payments = invoice.payments as { data?: { payment?: { payment_intent?: unknown } }[] } | null;
  return idOf(invoice.payment_intent) ?? idOf(payments?.data?.[0]?.payment?.payment_intent);
}

/**
 * The fact an event carries, or null for events the shop does not act on. `invoicePayment` is the
 * invoice's payment intent when it had to be asked of Stripe (newer API versions).
 */
export function factOf(event: Stripe.Event, invoicePayment: string | null): ReceivedFact | null {
  const object = event.data.object as unknown as Loose;
  const received = (fact: PaymentFact, refs: Partial<ReceivedFact> = {}): ReceivedFact => ({
    fact,
    purchaseHint: refs.purchaseHint ?? null,
    paymentRef: refs.paymentRef ?? null,
    subscriptionRef: refs.subscriptionRef ?? null,
  });
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      // Delayed payment methods complete the session unpaid; the async event settles it. Until
      // then the purchase keeps holding its stock and code use (purchase-limits.ts).
      if (object.payment_status === 'unpaid') {
        if (event.type !== 'checkout.session.completed') return null;
        return received({ kind: 'checkout_awaiting_payment' }, { purchaseHint: hintOf(object) });
      }
      const paymentRef = idOf(object.payment_intent);
      const subscriptionRef = idOf(object.subscription);
      return received(
        {
          kind: 'checkout_paid',
          paymentRef,
          subscriptionRef,
          customerRef: idOf(object.customer),
          paidCents: intOf(object.amount_total),
          taxCents: taxOf(object),
        },
        { purchaseHint: hintOf(object), paymentRef, subscriptionRef },
      );
    }
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired':
      return received(
        {
          kind: 'checkout_unpaid',
          outcome: event.type === 'checkout.session.expired' ? 'canceled' : 'failed',
        },
        { purchaseHint: hintOf(object) },
      );
    case 'invoice.paid': {
      const invoiceId = idOf(object.id);
      if (!invoiceId) return null;
      const subscription = invoiceSubscription(object);
      const paymentRef = invoicePayment ?? inlineInvoicePayment(object);
      const purchaseRef = subscription.metadata?.purchase_id ?? null;
      return received(
        {
          kind: 'invoice_paid',
          invoiceId,
          subscriptionRef: subscription.ref,
          paymentRef,
          paidCents: intOf(object.amount_paid) ?? 0,
          taxCents: taxOf(object),
          first: object.billing_reason === 'subscription_create',
          change: object.billing_reason === 'subscription_update',
          purchaseRef,
          at: intOf(event.created) ?? 0,
        },
        {
          purchaseHint: purchaseRef,
          paymentRef,
          subscriptionRef: subscription.ref,
        },
      );
    }
    case 'customer.subscription.updated': {
      const subscriptionRef = idOf(object.id);
      if (!subscriptionRef) return null;
      const purchaseRef = metadataOf(object.metadata)?.purchase_id ?? null;
      return received(
        { kind: 'subscription_updated', subscriptionRef, purchaseRef },
        { purchaseHint: purchaseRef, subscriptionRef },
      );
    }
    case 'customer.subscription.deleted': {
      const subscriptionRef = idOf(object.id);
      if (!subscriptionRef) return null;
      return received(
        { kind: 'subscription_ended', subscriptionRef },
        { purchaseHint: metadataOf(object.metadata)?.purchase_id ?? null, subscriptionRef },
      );
    }
    case 'charge.refunded': {
      const paymentRef = idOf(object.payment_intent) ?? idOf(object.id);
      const paymentCents = intOf(object.amount);
      const refundedCents = intOf(object.amount_refunded);
      if (!paymentRef || paymentCents === null || refundedCents === null) return null;
      return received(
        { kind: 'refund', paymentRef, refundedCents, paymentCents },
        { purchaseHint: metadataOf(object.metadata)?.purchase_id ?? null, paymentRef },
      );
    }
    case 'charge.dispute.created':
    case 'charge.dispute.closed': {
      const paymentRef = idOf(object.payment_intent) ?? idOf(object.charge);
      const disputeId = idOf(object.id);
      if (!paymentRef || !disputeId) return null;
      return received(
        {
          kind: 'dispute',
          disputeId,
          paymentRef,
          amountCents: intOf(object.amount) ?? 0,
          outcome: event.type === 'charge.dispute.created' ? 'open' : disputeOutcome(object.status),
        },
        { paymentRef },
      );
    }
    default:
      return null;
  }
}

/** A closed dispute: won (or an inquiry closed without a chargeback) gives the money back. */
function disputeOutcome(status: unknown): DisputeOutcome {
  return status === 'won' || status === 'warning_closed' ? 'won' : 'lost';
}
