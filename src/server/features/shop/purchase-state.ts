/**
 * A purchase's state as a pure function of the SET of payment facts received for it: its status,
 * each payment (the original one and every renewal) with the leader's share net of refunds and
 * disputes, and whether the buyer should hold what each payment bought. Order, repeats and races
 * of the provider's events cannot change the result; reconcile.ts then brings the stored ledger and
 * the queued in-game commands in line with it.
 *
 * Rules (docs/payments.md):
 * - a payment is paid once its checkout completes paid, or (plans) its invoice is paid;
 * - a payment's share is floor(percent × paid); a full refund, or a dispute that is open or lost,
 *   takes all of it back; a partial refund takes back the refunded fraction, rounded down;
 * - a dispute won means the payment stands: nothing is taken back for it (even when the dispute
 *   arrived before the completion, the purchase is then fulfilled);
 * - a refund outranks a dispute: a refunded payment stays refunded whatever its disputes do;
 * - every paid renewal is delivered and credited, even after the first payment was refunded: the
 *   plan is held while its newest payment stands (renewals come when the previous period ends);
 * - a plan whose subscription ended ends for the buyer, whatever order that news arrived in;
 * - a payment's share is computed on the amount before tax (automatic tax is not revenue);
 * - a plan change is its own purchase: paid once Stripe reports the change applied (the
 *   subscription updated, or its proration invoice paid, naming the change); from then the plan it
 *   replaces is superseded (its rank ends with its expire commands) and the change holds the new
 *   rank; invoices name the purchase the subscription stood for, so each is credited once;
 * - a staff grant is a payment of nothing: held until revoked, with no share (so no ledger row);
 *   revoking it takes items back with their refund commands and ends a plan with its expire ones.
 */
import type { PurchaseStatus } from '../../../shared/shop/purchases';
import type { PaymentFact } from './payment-facts';
import { reversalCents, shareCents } from './revenue-share';

export type TakeBack = 'refund' | 'chargeback';

export interface PaymentState {
  /** `original`, or `invoice:<id>` for a renewal. */
  key: string;
  ref: string | null;
  paidCents: number;
  /** Tax within `paidCents`. */
  taxCents: number;
  shareCents: number;
  /** The share net of what refunds and disputes take back. */
  netShareCents: number;
  /** Should the buyer hold what this payment bought? */
  entitled: boolean;
  /** Why not, when not entitled: which take-back commands apply. */
  takeBack: TakeBack | null;
  /** The note of the ledger row that lowers the share: the refund's or the dispute's. */
  reversalNote: 'refund' | 'dispute';
}

export interface PurchaseState {
  status: PurchaseStatus;
  /** The original payment, when paid; then the renewals in the order they were paid. */
  payments: PaymentState[];
  originalRef: string | null;
  subscriptionRef: string | null;
  customerRef: string | null;
  subscriptionEnded: boolean;
  /** A later plan change took effect: this purchase's plan is no longer the buyer's. */
  superseded: boolean;
}

export interface PurchaseFacts {
  totalCents: number;
  /** The status stored now: a purchase with no facts keeps it (a checkout that failed to start). */
  storedStatus: PurchaseStatus;
  facts: PaymentFact[];
  purchaseId: string;
  /** This purchase is a plan change (it replaces another plan purchase). */
  planChange: boolean;
  /**
   * Every plan change asked to replace this purchase: a declined or failed attempt stays among them
   * and never applies, so the plan is superseded when any of them did.
   */
  successorIds: string[];
}

type InvoiceFact = Extract<PaymentFact, { kind: 'invoice_paid' }>;

/** Did a plan change (purchase `id`) take effect? Either of Stripe's two reports of it suffices. */
const changeApplied = (facts: PaymentFact[], id: string) =>
  facts.some(
    (f) =>
      (f.kind === 'subscription_updated' && f.purchaseRef === id) ||
      (f.kind === 'invoice_paid' && f.change === true && f.purchaseRef === id),
  );

const maxOf = (values: number[]) => (values.length ? Math.max(...values) : 0);

interface Reversals {
  refundedCents: number;
  paymentCents: number | null;
  fullyRefunded: boolean;
  disputeActive: boolean;
}

function reversalsOf(facts: PaymentFact[], ref: string | null): Reversals {
  const refunds = facts.filter((f) => f.kind === 'refund' && f.paymentRef === ref);
  const refundedCents = maxOf(refunds.map((f) => (f.kind === 'refund' ? f.refundedCents : 0)));
  const paymentCents = refunds.length
    ? maxOf(refunds.map((f) => (f.kind === 'refund' ? f.paymentCents : 0)))
    : null;
  const outcomes = new Map<string, Set<string>>();
  for (const f of facts) {
    if (f.kind !== 'dispute' || f.paymentRef !== ref) continue;
    const seen = outcomes.get(f.disputeId) ?? new Set();
    seen.add(f.outcome);
    outcomes.set(f.disputeId, seen);
  }
  // A dispute is open until closed; a closure decides it (lost wins a contradiction: money gone).
  const disputeActive = [...outcomes.values()].some((seen) => seen.has('lost') || !seen.has('won'));
  return {
    refundedCents,
    paymentCents,
    fullyRefunded: refundedCents > 0 && paymentCents !== null && refundedCents >= paymentCents,
    disputeActive,
  };
}

function paymentState(
  key: string,
  ref: string | null,
  paidCents: number,
  taxCents: number,
  facts: PaymentFact[],
  percent: number,
): PaymentState {
  const r = ref ? reversalsOf(facts, ref) : null;
  const tax = Math.min(Math.max(0, taxCents), paidCents);
  const share = shareCents(paidCents - tax, percent);
  const whole = Boolean(r && (r.fullyRefunded || r.disputeActive));
  const reversed = whole ? share : r ? reversalCents(share, r.refundedCents, r.paymentCents ?? paidCents) : 0;
  return {
    key,
    ref,
    paidCents,
    taxCents: tax,
    shareCents: share,
    netShareCents: share - reversed,
    entitled: !whole,
    takeBack: r?.fullyRefunded ? 'refund' : r?.disputeActive ? 'chargeback' : null,
    reversalNote: r?.disputeActive && !r.fullyRefunded ? 'dispute' : 'refund',
  };
}

export function derivePurchaseState(input: PurchaseFacts, percent: number): PurchaseState {
  const { facts, purchaseId } = input;
  const checkouts = facts.flatMap((f) => (f.kind === 'checkout_paid' ? [f] : []));
  const invoices = new Map<string, InvoiceFact>();
  // An invoice made while the subscription stood for another purchase (a plan change, or the plan
  // a change replaced) is that purchase's; invoices naming none belong to the original plan.
  const ours = (f: InvoiceFact) => (f.purchaseRef ? f.purchaseRef === purchaseId : !input.planChange);
  for (const f of facts)
    if (f.kind === 'invoice_paid' && ours(f) && !invoices.has(f.invoiceId)) invoices.set(f.invoiceId, f);
  const firstInvoice = [...invoices.values()].find((f) => (input.planChange ? f.change : f.first));
  const pick = <T>(values: (T | null)[]) => values.find((v) => v !== null) ?? null;

  const subscriptionRef = pick([
    ...checkouts.map((f) => f.subscriptionRef),
    ...[...invoices.values()].map((f) => f.subscriptionRef),
  ]);
  const originalRef = pick([...checkouts.map((f) => f.paymentRef), firstInvoice?.paymentRef ?? null]);
  const paid =
    checkouts.length > 0 ||
    firstInvoice !== undefined ||
    (input.planChange && changeApplied(facts, purchaseId));
  // A change applied before its proration invoice is seen has paid nothing yet (a downgrade never does).
  const paidCents = input.planChange
    ? (firstInvoice?.paidCents ?? 0)
    : (pick(checkouts.map((f) => f.paidCents)) ?? firstInvoice?.paidCents ?? input.totalCents);
  const taxCents = input.planChange
    ? (firstInvoice?.taxCents ?? 0)
    : (pick(checkouts.map((f) => f.taxCents ?? null)) ?? firstInvoice?.taxCents ?? 0);

  const grant = grantState(facts);
  if (grant) {
    return {
      status: grant.entitled ? 'completed' : 'refunded',
      payments: [grant],
      originalRef: null,
      subscriptionRef: null,
      customerRef: null,
      subscriptionEnded: !grant.entitled,
      superseded: false,
    };
  }

  const payments: PaymentState[] = [];
  if (paid) payments.push(paymentState('original', originalRef, paidCents, taxCents, facts, percent));
  const renewals = [...invoices.values()]
    .filter((f) => f !== firstInvoice)
    .sort((a, b) => a.at - b.at || a.invoiceId.localeCompare(b.invoiceId));
  for (const f of renewals) {
    payments.push(
      paymentState(`invoice:${f.invoiceId}`, f.paymentRef, f.paidCents, f.taxCents ?? 0, facts, percent),
    );
  }

  return {
    status: statusOf(input, paid, originalRef),
    payments,
    originalRef,
    subscriptionRef,
    customerRef: pick(checkouts.map((f) => f.customerRef)),
    subscriptionEnded: facts.some((f) => f.kind === 'subscription_ended'),
    superseded: input.successorIds.some((id) => changeApplied(facts, id)),
  };
}

/** A staff grant's one "payment", when the purchase is a grant (it then has no provider facts). */
function grantState(facts: PaymentFact[]): PaymentState | null {
  if (!facts.some((f) => f.kind === 'grant')) return null;
  const revoked = facts.some((f) => f.kind === 'grant_revoked');
  return {
    key: 'original',
    ref: null,
    paidCents: 0,
    taxCents: 0,
    shareCents: 0,
    netShareCents: 0,
    entitled: !revoked,
    takeBack: revoked ? 'refund' : null,
    reversalNote: 'refund',
  };
}

function statusOf(input: PurchaseFacts, paid: boolean, originalRef: string | null): PurchaseStatus {
  const { facts } = input;
  const renewalRefs = new Set(facts.flatMap((f) => (f.kind === 'invoice_paid' ? [f.paymentRef] : [])));
  // Before the payment itself is known, a refund or dispute the provider tied to this purchase
  // still tells (a renewal's, whose payment its invoice names, does not).
  const ref =
    originalRef ??
    (paid
      ? null
      : (facts.flatMap((f) =>
          (f.kind === 'refund' || f.kind === 'dispute') && !renewalRefs.has(f.paymentRef)
            ? [f.paymentRef]
            : [],
        )[0] ?? null));
  const r = ref ? reversalsOf(facts, ref) : null;
  if (r?.fullyRefunded) return 'refunded';
  if (r?.disputeActive) return 'disputed';
  if (paid) return 'completed';
  const unpaid = facts.flatMap((f) => (f.kind === 'checkout_unpaid' ? [f.outcome] : []));
  if (unpaid.includes('failed')) return 'failed';
  if (unpaid.includes('canceled')) return 'canceled';
  return facts.length === 0 ? input.storedStatus : 'pending';
}

export interface DisputeSeen {
  disputeId: string;
  paymentRef: string;
  amountCents: number;
}

/**
 * Every dispute on one of the purchase's paid payments, once each (the largest amount any of its
 * events gave), in a fixed order: what staff are told of, the same for every order of the events.
 * Disputes stored before facts were kept (`legacy:`) were announced, if at all, back then.
 */
export function disputesSeen(state: PurchaseState, facts: PaymentFact[]): DisputeSeen[] {
  const paid = new Set(state.payments.flatMap((p) => (p.ref ? [p.ref] : [])));
  const seen = new Map<string, DisputeSeen>();
  for (const f of facts) {
    if (f.kind !== 'dispute' || !paid.has(f.paymentRef) || f.disputeId.startsWith('legacy:')) continue;
    const before = seen.get(f.disputeId);
    if (!before || f.amountCents > before.amountCents) {
      seen.set(f.disputeId, { disputeId: f.disputeId, paymentRef: f.paymentRef, amountCents: f.amountCents });
    }
  }
  return [...seen.values()].sort((a, b) => a.disputeId.localeCompare(b.disputeId));
}
