/** The shop's write calls, typed by the shared wire contract (the server prices every line itself). */
import type { AttestationInput, CheckoutInput, CheckoutResponse } from '@shared/shop/checkout-api';
import { api } from '../../lib/api';

export function saveAttestation(body: AttestationInput) {
  return api.post<{ id: string }>('/shop/attestations', body);
}

export function startCheckout(body: CheckoutInput) {
  // Typed loosely on purpose: a missing url must show the checkout error, not redirect to "undefined".
  return api.post<Partial<CheckoutResponse>>('/shop/checkout', body);
}
