/** The shop's writes, typed by the shared wire contract (the server prices every line itself). */

import type { AttestationInput, CheckoutInput, QuoteInput } from '@shared/shop/checkout-api';
import { shopEndpoints } from '@shared/shop/endpoints';
import { MINECRAFT_NAME } from '@shared/shop/gift-rules';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { shopKeys } from './query-keys';

export function useSaveAttestation() {
  return useMutation({
    mutationFn: (body: AttestationInput) => api(shopEndpoints.attest, { body }),
  });
}

/** Starts the hosted checkout; the caller sends the browser to the answered url. */
export function useStartCheckout() {
  return useMutation({
    mutationFn: async (body: CheckoutInput) => {
      const { url } = await api(shopEndpoints.checkout, { body });
      // Production builds do not parse answers: a missing url must fail here, not redirect to "undefined".
      if (!url) throw new Error('No checkout url returned');
      return url;
    },
  });
}

/** Whether a Minecraft name is a player we know (asked only for a well-formed name). */
export const giftRecipientQuery = (name: string) =>
  queryOptions({
    queryKey: shopKeys.giftRecipient(name.toLowerCase()),
    queryFn: () => api(shopEndpoints.giftRecipient, { query: { name } }),
    enabled: MINECRAFT_NAME.test(name),
    staleTime: 60_000,
  });

/**
 * The server's pricing of the cart with the sales running now and no code: what the payment step
 * shows from the moment it opens (the browser never prices).
 */
export const cartQuoteQuery = (cartItems: QuoteInput['cartItems']) =>
  queryOptions({
    queryKey: shopKeys.cartQuote(JSON.stringify(cartItems.map((l) => [l.price_id ?? l.id, l.quantity]))),
    queryFn: () => api(shopEndpoints.quote, { body: { cartItems } }),
    enabled: cartItems.length > 0,
    retry: false,
  });

/** The server's pricing of the cart with the sales running now and a typed code. */
export function useQuoteCart() {
  return useMutation({
    mutationFn: (body: QuoteInput) => api(shopEndpoints.quote, { body }),
  });
}
