/** The webstore's rows of the browser endpoint table: checkout, purchases, the dashboard, billing. */

import { endpoint, requestType } from '../api/endpoint';
import type { z } from '../zod';
import type { attestationSchema, checkoutSchema } from './checkout-api';
import {
  attestationResponse,
  checkoutResponse,
  dashboardResponse,
  purchasesResponse,
  purchaseView,
  testCheckoutView,
} from './purchases';

export const shopEndpoints = {
  attest: endpoint({
    method: 'POST',
    path: '/shop/attestations',
    auth: 'user',
    summary: "Record the buyer's acknowledgement of a product's conditions",
    answer: attestationResponse,
    body: requestType<z.input<typeof attestationSchema>>(),
  }),
  checkout: endpoint({
    method: 'POST',
    path: '/shop/checkout',
    auth: 'user',
    summary: 'Start a checkout; prices come from the catalog, never the request',
    answer: checkoutResponse,
    body: requestType<z.input<typeof checkoutSchema>>(),
  }),
  testCheckout: endpoint({
    method: 'GET',
    path: '/shop/test-checkout/:session',
    auth: 'user',
    summary: 'Demo mode: your labelled test checkout',
    answer: testCheckoutView,
  }),
  payTestCheckout: endpoint({
    method: 'POST',
    path: '/shop/test-checkout/:session/pay',
    auth: 'user',
    summary: 'Demo mode: pay your test checkout',
    answer: checkoutResponse,
  }),
  cancelTestCheckout: endpoint({
    method: 'POST',
    path: '/shop/test-checkout/:session/cancel',
    auth: 'user',
    summary: 'Demo mode: cancel your test checkout',
    answer: checkoutResponse,
  }),
  purchases: endpoint({
    method: 'GET',
    path: '/shop/purchases',
    auth: 'user',
    summary: 'Your purchases',
    answer: purchasesResponse,
  }),
  purchaseBySession: endpoint({
    method: 'GET',
    path: '/shop/purchases/by-session/:sessionId',
    auth: 'user',
    summary: 'Your purchase of a checkout session (the success page)',
    answer: purchaseView,
  }),
  dashboard: endpoint({
    method: 'GET',
    path: '/shop/dashboard',
    auth: 'user',
    summary: "A gym leader's revenue share",
    answer: dashboardResponse,
  }),
  billingPortal: endpoint({
    method: 'GET',
    path: '/billing/portal',
    auth: 'public',
    summary: "The buyer's billing portal (visitors go to purchase history)",
    answer: 'redirect',
  }),
};
