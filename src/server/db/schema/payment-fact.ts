/**
 * The facts a payment-provider event carries (and a staff grant, stored the same way), as stored
 * with the event (stripe_events.fact). The shop derives them (features/shop/payment-facts.ts) and a
 * purchase's state from them; the type lives beside the column so the schema depends on no feature.
 */
export type DisputeOutcome = 'open' | 'won' | 'lost';

export type PaymentFact =
  /** A checkout session was paid (at once, or later for delayed methods). */
  | {
      kind: 'checkout_paid';
      paymentRef: string | null;
      subscriptionRef: string | null;
      customerRef: string | null;
      paidCents: number | null;
      /** Tax within `paidCents` (automatic tax); absent in facts stored before tax was kept. */
      taxCents?: number;
    }
  /**
   * A checkout session completed with a delayed payment method (a bank debit): not paid yet, the
   * money is on its way until the session's async payment succeeds or fails, possibly days later.
   */
  | { kind: 'checkout_awaiting_payment' }
  /** A checkout session ended without payment. */
  | { kind: 'checkout_unpaid'; outcome: 'failed' | 'canceled' }
  /** A plan's invoice was paid: the first one is the checkout's own payment, later ones renewals. */
  | {
      kind: 'invoice_paid';
      invoiceId: string;
      subscriptionRef: string | null;
      paymentRef: string | null;
      paidCents: number;
      /** Tax within `paidCents`; absent in facts stored before tax was kept. */
      taxCents?: number;
      first: boolean;
      /** The invoice of a plan change (its proration). */
      change?: boolean;
      /** The purchase the subscription's metadata named when the invoice was made. */
      purchaseRef?: string | null;
      /** Seconds since the epoch, the provider's time of the event: orders renewals. */
      at: number;
    }
  /** Refunds so far on one payment (cumulative, as Stripe reports them). */
  | { kind: 'refund'; paymentRef: string; refundedCents: number; paymentCents: number }
  /** A dispute on one payment: opened, or closed won or lost. */
  | { kind: 'dispute'; disputeId: string; paymentRef: string; amountCents: number; outcome: DisputeOutcome }
  /**
   * A plan's subscription was updated while its metadata named `purchaseRef`: for a plan-change
   * purchase, the change took effect (Stripe applies it once its proration is paid).
   */
  | { kind: 'subscription_updated'; subscriptionRef: string; purchaseRef: string | null }
  /** A plan's subscription ended. */
  | { kind: 'subscription_ended'; subscriptionRef: string }
  /** Staff gave the purchase's lines without payment (a manual grant, purchase_grants). */
  | { kind: 'grant' }
  /** Staff took a grant back: its lines' take-back (items) or end (a plan) commands run. */
  | { kind: 'grant_revoked' };
