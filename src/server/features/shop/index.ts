/**
 * What other features may use of the shop: the ledger's totals and recording a payout (the one
 * rule the CLI and the staff console share), and refunds started from the console.
 */
export { createShopContext } from './context';
export { leaderTotals } from './ledger';
export type { PaymentFact } from './payment-facts';
export { recordPayout } from './payouts';
export { refundState, requestRefund } from './refunds';
export { createStripe } from './stripe-client';
