/**
 * What other features may use of the shop: the ledger's totals and recording a payout (the one
 * rule the CLI and the staff console share), and the console's purchases, refunds and in-game
 * deliveries and the owner's revenue report and exports, mounted by the app under /api/staff, and
 * their lines of the console overview.
 */
export { seedCatalog } from './catalog-seed';
export { catalogConsoleRoutes } from './console/catalog-routes';
export { deliveriesConsoleRoutes } from './console/deliveries-routes';
export { codesConsoleRoutes, salesConsoleRoutes } from './console/discounts-routes';
export { deliveriesNeedingAttention, openDisputes } from './console/overview';
export { purchasesConsoleRoutes } from './console/purchases-routes';
export { revenueConsoleRoutes } from './console/revenue-routes';
export { storeSettingsConsoleRoutes } from './console/store-settings-routes';
export { shopFirstPaintData } from './first-paint';
export { leaderTotals, ledgerNewestFirst } from './ledger';
export { recordPayout } from './payouts';
