/** The webstore's rows of the browser endpoint table: checkout, purchases, the dashboard, billing. */

import { endpoint, requestType, type Summaries } from '../api/endpoint';
import type { z } from '../zod';
import { catalogResponse } from './catalog-api';
import type { attestationSchema, checkoutSchema, planChangeSchema, quoteSchema } from './checkout-api';
import { giftRecipientResponse } from './gift-rules';
import {
  attestationResponse,
  checkoutResponse,
  currentPlanResponse,
  dashboardResponse,
  planChangeQuoteResponse,
  planChangeResponse,
  purchasesResponse,
  purchaseView,
  quoteResponse,
  testCheckoutView,
} from './purchases';

export const shopEndpoints = {
  catalog: endpoint({
    method: 'GET',
    path: '/shop/catalog',
    auth: 'public',
    answer: catalogResponse,
  }),
  attest: endpoint({
    method: 'POST',
    path: '/shop/attestations',
    auth: 'user',
    answer: attestationResponse,
    body: requestType<z.input<typeof attestationSchema>>(),
  }),
  checkout: endpoint({
    method: 'POST',
    path: '/shop/checkout',
    auth: 'user',
    answer: checkoutResponse,
    body: requestType<z.input<typeof checkoutSchema>>(),
  }),
  giftRecipient: endpoint({
    method: 'GET',
    path: '/shop/gift-recipient',
    auth: 'user',
    answer: giftRecipientResponse,
  }),
  currentPlan: endpoint({
    method: 'GET',
    path: '/shop/plan',
    auth: 'user',
    answer: currentPlanResponse,
  }),
  changePlan: endpoint({
    method: 'POST',
    path: '/shop/plan/change',
    auth: 'user',
    answer: planChangeResponse,
    body: requestType<z.input<typeof planChangeSchema>>(),
  }),
  quotePlanChange: endpoint({
    method: 'POST',
    path: '/shop/plan/change/quote',
    auth: 'user',
    answer: planChangeQuoteResponse,
    body: requestType<z.input<typeof planChangeSchema>>(),
  }),
  quote: endpoint({
    method: 'POST',
    path: '/shop/checkout/quote',
    auth: 'user',
    answer: quoteResponse,
    body: requestType<z.input<typeof quoteSchema>>(),
  }),
  testCheckout: endpoint({
    method: 'GET',
    path: '/shop/test-checkout/:session',
    auth: 'user',
    answer: testCheckoutView,
  }),
  payTestCheckout: endpoint({
    method: 'POST',
    path: '/shop/test-checkout/:session/pay',
    auth: 'user',
    answer: checkoutResponse,
  }),
  cancelTestCheckout: endpoint({
    method: 'POST',
    path: '/shop/test-checkout/:session/cancel',
    auth: 'user',
    answer: checkoutResponse,
  }),
  purchases: endpoint({
    method: 'GET',
    path: '/shop/purchases',
    auth: 'user',
    answer: purchasesResponse,
  }),
  purchaseBySession: endpoint({
    method: 'GET',
    path: '/shop/purchases/by-session/:sessionId',
    auth: 'user',
    answer: purchaseView,
  }),
  dashboard: endpoint({
    method: 'GET',
    path: '/shop/dashboard',
    auth: 'user',
    answer: dashboardResponse,
  }),
  billingPortal: endpoint({
    method: 'GET',
    path: '/billing/portal',
    auth: 'public',
    answer: 'redirect',
  }),
};

/** One line each for the OpenAPI document; pages never import these, so they cost no page a byte. */
export const shopSummaries: Summaries<typeof shopEndpoints> = {
  catalog: 'The products on sale now, with their prices',
  attest: "Record the buyer's acknowledgement of a product's conditions",
  checkout: 'Start a checkout; prices come from the catalog, never the request',
  giftRecipient: 'Whether a Minecraft name (`?name=`) is a player we know, before buying them a gift',
  currentPlan: 'Your active rank plan, if any',
  changePlan: 'Move your active rank plan to another plan (prorated by Stripe)',
  quotePlanChange: "What moving your rank plan to another plan would charge now (Stripe's prorated preview)",
  quote: 'Price the cart with the sales running now and a discount code (refused with the reason)',
  testCheckout: 'Demo mode: your labelled test checkout',
  payTestCheckout: 'Demo mode: pay your test checkout',
  cancelTestCheckout: 'Demo mode: cancel your test checkout',
  purchases: 'Your purchases',
  purchaseBySession: 'Your purchase of a checkout session (the success page)',
  dashboard: "A gym leader's revenue share",
  billingPortal: "The buyer's billing portal (visitors go to purchase history)",
};
