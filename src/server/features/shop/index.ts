/**
 * What other features may use of the shop: the ledger's totals and recording a payout (the one
 * rule the CLI and the staff console share).
 */
export { leaderTotals } from './ledger';
export { recordPayout } from './payouts';
