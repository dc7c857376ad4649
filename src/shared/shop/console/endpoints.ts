/**
 * The console's shop rows of the browser endpoint table: the in-game delivery queue (list, retry,
 * cancel), the purchases (search, read, refund, grant and revoke a grant) and the owner's revenue
 * report with its CSV exports, the catalog and the store settings (admins only).
 */
import { endpoint, requestType, type Summaries } from '../../api/endpoint';
import type { z } from '../../zod';
import {
  commandPreviewResponse,
  type commandPreviewSchema,
  type productCreateSchema,
  type productFieldsSchema,
  staffProductResponse,
  staffProductsResponse,
} from './catalog';
import { staffDeliveriesResponse, staffDeliveryResponse } from './deliveries';
import {
  type codeCreateSchema,
  type codeFieldsSchema,
  type saleFieldsSchema,
  staffCodeResponse,
  staffCodesResponse,
  staffSaleResponse,
  staffSalesResponse,
} from './discounts';
import {
  type grantRequestSchema,
  type refundRequestSchema,
  type revokeGrantRequestSchema,
  staffGrantResponse,
  staffPurchaseDetailResponse,
  staffPurchasesResponse,
  staffRefundResponse,
} from './purchases';
import { revenueResponse } from './revenue';
import { type storeSettingChangeSchema, storeSettingsResponse } from './settings';

export const shopConsoleEndpoints = {
  products: endpoint({ method: 'GET', path: '/staff/catalog', auth: 'admin', answer: staffProductsResponse }),
  createProduct: endpoint({
    method: 'POST',
    path: '/staff/catalog',
    auth: 'admin',
    answer: staffProductResponse,
    body: requestType<z.input<typeof productCreateSchema>>(),
  }),
  updateProduct: endpoint({
    method: 'PUT',
    path: '/staff/catalog/:id',
    auth: 'admin',
    answer: staffProductResponse,
    body: requestType<z.input<typeof productFieldsSchema>>(),
  }),
  retireProduct: endpoint({
    method: 'POST',
    path: '/staff/catalog/:id/retire',
    auth: 'admin',
    answer: staffProductResponse,
  }),
  previewCommands: endpoint({
    method: 'POST',
    path: '/staff/catalog/:id/preview',
    auth: 'admin',
    answer: commandPreviewResponse,
    body: requestType<z.input<typeof commandPreviewSchema>>(),
  }),
  sales: endpoint({ method: 'GET', path: '/staff/sales', auth: 'admin', answer: staffSalesResponse }),
  createSale: endpoint({
    method: 'POST',
    path: '/staff/sales',
    auth: 'admin',
    answer: staffSaleResponse,
    body: requestType<z.input<typeof saleFieldsSchema>>(),
  }),
  updateSale: endpoint({
    method: 'PUT',
    path: '/staff/sales/:id',
    auth: 'admin',
    answer: staffSaleResponse,
    body: requestType<z.input<typeof saleFieldsSchema>>(),
  }),
  deleteSale: endpoint({
    method: 'DELETE',
    path: '/staff/sales/:id',
    auth: 'admin',
    answer: staffSaleResponse,
  }),
  codes: endpoint({ method: 'GET', path: '/staff/codes', auth: 'admin', answer: staffCodesResponse }),
  createCode: endpoint({
    method: 'POST',
    path: '/staff/codes',
    auth: 'admin',
    answer: staffCodeResponse,
    body: requestType<z.input<typeof codeCreateSchema>>(),
  }),
  updateCode: endpoint({
    method: 'PUT',
    path: '/staff/codes/:id',
    auth: 'admin',
    answer: staffCodeResponse,
    body: requestType<z.input<typeof codeFieldsSchema>>(),
  }),
  deliveries: endpoint({
    method: 'GET',
    path: '/staff/deliveries',
    auth: 'staff',
    answer: staffDeliveriesResponse,
  }),
  retryDelivery: endpoint({
    method: 'POST',
    path: '/staff/deliveries/:id/retry',
    auth: 'staff',
    answer: staffDeliveryResponse,
  }),
  cancelDelivery: endpoint({
    method: 'POST',
    path: '/staff/deliveries/:id/cancel',
    auth: 'staff',
    answer: staffDeliveryResponse,
  }),
  purchases: endpoint({
    method: 'GET',
    path: '/staff/purchases',
    auth: 'staff',
    answer: staffPurchasesResponse,
  }),
  purchase: endpoint({
    method: 'GET',
    path: '/staff/purchases/:id',
    auth: 'staff',
    answer: staffPurchaseDetailResponse,
  }),
  refund: endpoint({
    method: 'POST',
    path: '/staff/purchases/:id/refunds',
    auth: 'admin',
    answer: staffRefundResponse,
    body: requestType<z.input<typeof refundRequestSchema>>(),
  }),
  grant: endpoint({
    method: 'POST',
    path: '/staff/purchases/grants',
    auth: 'staff',
    answer: staffGrantResponse,
    body: requestType<z.input<typeof grantRequestSchema>>(),
  }),
  revokeGrant: endpoint({
    method: 'POST',
    path: '/staff/purchases/:id/revoke',
    auth: 'staff',
    answer: staffGrantResponse,
    body: requestType<z.input<typeof revokeGrantRequestSchema>>(),
  }),
  revenue: endpoint({
    method: 'GET',
    path: '/staff/shop/revenue',
    auth: 'admin',
    answer: revenueResponse,
  }),
  purchasesCsv: endpoint({
    method: 'GET',
    path: '/staff/shop/exports/purchases.csv',
    auth: 'admin',
    answer: 'file',
  }),
  ledgerCsv: endpoint({
    method: 'GET',
    path: '/staff/shop/exports/ledger.csv',
    auth: 'admin',
    answer: 'file',
  }),
  payoutsCsv: endpoint({
    method: 'GET',
    path: '/staff/shop/exports/payouts.csv',
    auth: 'admin',
    answer: 'file',
  }),
  storeSettings: endpoint({
    method: 'GET',
    path: '/staff/shop/settings',
    auth: 'admin',
    answer: storeSettingsResponse,
  }),
  changeStoreSetting: endpoint({
    method: 'POST',
    path: '/staff/shop/settings',
    auth: 'admin',
    answer: storeSettingsResponse,
    body: requestType<z.input<typeof storeSettingChangeSchema>>(),
  }),
};

/** One line each for the OpenAPI document; pages never import these. */
export const shopConsoleSummaries: Summaries<typeof shopConsoleEndpoints> = {
  products: 'The catalog with each product’s commands and units sold (admins)',
  createProduct: 'Add a product to the catalog, audited (admins)',
  updateProduct: 'Change a product and its commands, audited; past purchases keep theirs (admins)',
  retireProduct: 'Take a product off sale for good, audited (admins)',
  previewCommands: 'A product’s commands rendered for a sample player (admins)',
  sales: 'Timed sales, running, to come and past (admins)',
  createSale: 'Start a timed sale on products or categories, audited (admins)',
  updateSale: 'Change a sale (or end it early), audited (admins)',
  deleteSale: 'Delete a sale, audited; past purchases keep what they were charged (admins)',
  codes: 'Discount codes with their paid uses (admins)',
  createCode: 'Add a discount code, optionally a gym leader’s creator code, audited (admins)',
  updateCode: 'Change or switch off a discount code, audited (admins)',
  deliveries: 'The in-game delivery queue in one state (needing attention, failed, dead, pending, leased)',
  retryDelivery: 'Queue a failed or dead delivery again, audited',
  cancelDelivery: 'Cancel a delivery that has not been handed over, audited',
  purchases: 'Search purchases by buyer, player, email, id or Stripe reference',
  purchase: "A purchase's detail: events, deliveries, ledger rows and how it can be refunded",
  refund: 'Refund a purchase through Stripe (admins only); 201, or 200 when it repeats one, audited',
  grant:
    'Give a product to a known player without payment, with a reason; delivered like a purchase, audited',
  revokeGrant: 'Take a grant back (its take-back or end commands run), with a reason, audited',
  revenue:
    'Revenue by UTC day or month: gross, refunds, disputes, tax, leader shares, payouts and net (admins only)',
  purchasesCsv: 'CSV of the purchases created in a UTC date range, with their money to date (admins only)',
  ledgerCsv: "CSV of the gym leaders' ledger rows written in a UTC date range (admins only)",
  payoutsCsv: 'CSV of the payouts to gym leaders recorded in a UTC date range (admins only)',
  storeSettings:
    'The store settings (revenue share, refund window, automatic tax) with their dated values (admins)',
  changeStoreSetting: 'Set a store setting from now or a future date, audited; past values stay (admins)',
};
