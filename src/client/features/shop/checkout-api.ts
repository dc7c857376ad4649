/** The shop's writes, typed by the shared wire contract (the server prices every line itself). */
import type { AttestationInput, CheckoutInput } from '@shared/shop/checkout-api';
import { attestationResponse, checkoutResponse } from '@shared/shop/purchases';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api';

export function useSaveAttestation() {
  return useMutation({
    mutationFn: (body: AttestationInput) => api.post('/shop/attestations', attestationResponse, body),
  });
}

/** Starts the hosted checkout; the caller sends the browser to the answered url. */
export function useStartCheckout() {
  return useMutation({
    mutationFn: async (body: CheckoutInput) => {
      const { url } = await api.post('/shop/checkout', checkoutResponse, body);
      // Production builds do not parse answers: a missing url must fail here, not redirect to "undefined".
      if (!url) throw new Error('No checkout url returned');
      return url;
    },
  });
}
