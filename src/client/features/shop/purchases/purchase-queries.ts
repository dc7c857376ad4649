/** The buyer's purchases, the recorded summary of one checkout, and demo mode's test checkout. */
import { shopEndpoints } from '@shared/shop/endpoints';
import type { CheckoutResponse } from '@shared/shop/purchases';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { api, type MutationReactions } from '../../../lib/api';
import { shopKeys } from '../query-keys';

type TestCheckoutAction = 'pay' | 'cancel';

export const purchasesQuery = queryOptions({
  queryKey: shopKeys.purchases(),
  queryFn: () => api(shopEndpoints.purchases),
});

/** Polls while the payment is still being confirmed (the webhook may land after the redirect). */
export const purchaseBySessionQuery = (sessionId: string) =>
  queryOptions({
    queryKey: shopKeys.purchaseBySession(sessionId),
    queryFn: () => api(shopEndpoints.purchaseBySession, { params: { sessionId } }),
    refetchInterval: (query) => {
      const data = query.state.data;
      return data?.status === 'pending' && query.state.dataUpdateCount < 30 ? 2000 : false;
    },
  });

export const testCheckoutQuery = (sessionId: string) =>
  queryOptions({
    queryKey: shopKeys.testCheckout(sessionId),
    queryFn: () => api(shopEndpoints.testCheckout, { params: { session: sessionId } }),
  });

/** Pays or cancels a test checkout; the answer is the page to go to, as after the hosted checkout. */
export function useTestCheckoutAction(
  sessionId: string,
  reactions: MutationReactions<CheckoutResponse, TestCheckoutAction>,
) {
  return useMutation({
    mutationFn: (action: TestCheckoutAction) =>
      api(action === 'pay' ? shopEndpoints.payTestCheckout : shopEndpoints.cancelTestCheckout, {
        params: { session: sessionId },
      }),
    onSuccess: reactions.onSuccess,
    onError: reactions.onError,
  });
}
