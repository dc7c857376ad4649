/**
 * The shop's answers: attestation and checkout, the buyer's purchases, the test checkout and the
 * leader's dashboard. Money is integer US cents.
 */
import * as z from 'zod/mini';

/** POST /api/shop/attestations */
export const attestationResponse = z.object({ id: z.string() });
export type AttestationResponse = z.infer<typeof attestationResponse>;

/** POST /api/shop/checkout and the test checkout's pay and cancel: where the browser goes next. */
export const checkoutResponse = z.object({ url: z.string() });
export type CheckoutResponse = z.infer<typeof checkoutResponse>;

export const PURCHASE_STATUSES = [
  'pending',
  'completed',
  'failed',
  'refunded',
  'disputed',
  'canceled',
] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];

export const purchaseItemView = z.object({
  item_name: z.string(),
  item_price_cents: z.number(),
  quantity: z.number(),
  total_price_cents: z.number(),
  /** Taken off by a sale and a code: the line was charged `total_price_cents` less this. */
  discount_cents: z.number(),
});

/** GET /api/shop/purchases/by-session/:id, and each of GET /api/shop/purchases. */
export const purchaseView = z.object({
  id: z.string(),
  created_at: z.string(),
  completed_at: z.nullable(z.string()),
  status: z.enum(PURCHASE_STATUSES),
  total_amount_cents: z.number(),
  /** Tax charged on top of the total (automatic tax); 0 when none. */
  tax_cents: z.number(),
  currency: z.string(),
  minecraft_username: z.string(),
  /** A plan change: the name of the plan it replaced. */
  changed_from: z.nullable(z.string()),
  payment_session_id: z.nullable(z.string()),
  gym_leader: z.nullable(z.object({ id: z.string(), display_name: z.string(), element: z.string() })),
  discount_code: z.nullable(z.string()),
  purchase_items: z.array(purchaseItemView),
  /** Set when the buyer bought this for another player (`minecraft_username` is then theirs). */
  gift: z.nullable(z.object({ recipient_name: z.string(), message: z.nullable(z.string()) })),
});
export type PurchaseView = z.infer<typeof purchaseView>;

/**
 * An order's amounts as its pages show them, so they add up: the lines at list price (subtotal),
 * less what sales and a code took off, plus tax, is what was charged.
 */
export function orderAmounts(
  purchase: Pick<PurchaseView, 'purchase_items' | 'total_amount_cents' | 'tax_cents'>,
) {
  const sum = (pick: (line: PurchaseView['purchase_items'][number]) => number) =>
    purchase.purchase_items.reduce((total, line) => total + pick(line), 0);
  return {
    subtotal_cents: sum((line) => line.total_price_cents),
    discount_cents: sum((line) => line.discount_cents),
    tax_cents: purchase.tax_cents,
    total_cents: purchase.total_amount_cents + purchase.tax_cents,
  };
}

/** Whether the order's money was taken (a refund or dispute came after a payment). */
export function wasPaid(status: PurchaseStatus): boolean {
  return status !== 'pending' && status !== 'failed' && status !== 'canceled';
}

/**
 * A gift another player bought for the signed-in user, as the recipient sees it: who sent it, the
 * message and what it holds, never what it cost (decision on gifts).
 */
export const receivedGiftView = z.object({
  id: z.string(),
  created_at: z.string(),
  status: z.enum(PURCHASE_STATUSES),
  from_name: z.string(),
  message: z.nullable(z.string()),
  items: z.array(z.object({ item_name: z.string(), quantity: z.number() })),
});
export type ReceivedGiftView = z.infer<typeof receivedGiftView>;

export const purchasesResponse = z.object({
  purchases: z.array(purchaseView),
  received_gifts: z.array(receivedGiftView),
});
export type PurchasesResponse = z.infer<typeof purchasesResponse>;

/** GET /api/shop/dashboard (the signed-in gym leader) */
export const dashboardResponse = z.object({
  id: z.string(),
  gym_leader_id: z.string(),
  display_name: z.string(),
  element: z.string(),
  badges_awarded: z.number(),
  /** 0..1 fraction. */
  win_rate: z.number(),
  status: z.string(),
  /** Net earnings credited so far (after refunds and disputes). */
  earnings_to_date_cents: z.number(),
  payouts_to_date_cents: z.number(),
  /** Earnings still inside the refund window (part of the balance, not yet payable). */
  pending_cents: z.number(),
  /** Earnings minus payouts. */
  balance_cents: z.number(),
  /** The part of the balance that can be paid out now. */
  available_cents: z.number(),
});
export type DashboardResponse = z.infer<typeof dashboardResponse>;

/** GET /api/shop/test-checkout/:session: what the labelled test checkout shows (demo mode only). */
export const testCheckoutView = z.object({
  session_id: z.string(),
  status: z.enum(PURCHASE_STATUSES),
  total_amount_cents: z.number(),
  /** The labelled demo tax paying would add (automatic tax on); 0 when off. */
  demo_tax_cents: z.number(),
  purchase_items: z.array(purchaseItemView),
});
export type TestCheckoutView = z.infer<typeof testCheckoutView>;

/** GET /api/shop/plan: the signed-in buyer's active rank plan, if any. */
export const currentPlanResponse = z.object({
  plan: z.nullable(
    z.object({
      purchase_id: z.string(),
      catalog_item_id: z.string(),
      name: z.string(),
      /** A change to another plan is waiting for Stripe to apply it. */
      change_pending: z.boolean(),
    }),
  ),
});
export type CurrentPlanResponse = z.infer<typeof currentPlanResponse>;

/** POST /api/shop/plan/change */
export const planChangeResponse = z.object({
  purchase_id: z.string(),
  status: z.enum(PURCHASE_STATUSES),
  /** Demo mode: the change went through the labelled test payment. */
  demo: z.boolean(),
});
export type PlanChangeResponse = z.infer<typeof planChangeResponse>;

/** Which way a plan change goes: by rank, or the same rank on another billing period. */
export const PLAN_MOVES = ['upgrade', 'downgrade', 'switch'] as const;
export type PlanMove = (typeof PLAN_MOVES)[number];

/**
 * POST /api/shop/plan/change/quote: what a change would cost before the buyer confirms it, as
 * Stripe's preview of the prorated invoice prices it (demo mode: the labelled demo proration).
 */
export const planChangeQuoteResponse = z.object({
  from_name: z.string(),
  to_name: z.string(),
  move: z.enum(PLAN_MOVES),
  /** Charged at once for the rest of the period, tax included. */
  due_now_cents: z.number(),
  /** The tax in `due_now_cents` (automatic tax); 0 when none. */
  tax_cents: z.number(),
  /** Unused time of the old plan left over after the change, taken off the next invoices. */
  credit_cents: z.number(),
  /** What the new plan renews at, and how often. */
  renews_at_cents: z.number(),
  interval: z.enum(['month', 'year']),
  /** Demo mode: a labelled demo answer, not Stripe's. */
  demo: z.boolean(),
});
export type PlanChangeQuoteResponse = z.infer<typeof planChangeQuoteResponse>;

/** POST /api/shop/checkout/quote: the server's pricing of the cart; the page shows it as it is. */
export const quoteResponse = z.object({
  lines: z.array(
    z.object({
      price_id: z.string(),
      name: z.string(),
      quantity: z.number(),
      list_cents: z.number(),
      charged_cents: z.number(),
      sale_percent: z.nullable(z.number()),
    }),
  ),
  list_cents: z.number(),
  total_cents: z.number(),
  code: z.nullable(
    z.object({
      code: z.string(),
      summary: z.string(),
      gym_leader: z.nullable(z.object({ id: z.string(), display_name: z.string() })),
    }),
  ),
});
export type QuoteResponse = z.infer<typeof quoteResponse>;
