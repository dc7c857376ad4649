/** Query options for the buyer's purchases, the recorded summary of one checkout and the test checkout. */
import { purchasesResponse, purchaseView, testCheckoutView } from '@shared/shop/purchases';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const purchasesQuery = queryOptions({
  queryKey: ['shop', 'purchases'],
  queryFn: () => api.get('/shop/purchases', purchasesResponse),
});

/** Polls while the payment is still being confirmed (the webhook may land after the redirect). */
export const purchaseBySessionQuery = (sessionId: string) =>
  queryOptions({
    queryKey: ['shop', 'purchases', 'by-session', sessionId],
    queryFn: () => api.get(`/shop/purchases/by-session/${encodeURIComponent(sessionId)}`, purchaseView),
    refetchInterval: (query) => {
      const data = query.state.data;
      return data?.status === 'pending' && query.state.dataUpdateCount < 30 ? 2000 : false;
    },
  });

export const testCheckoutQuery = (sessionId: string) =>
  queryOptions({
    queryKey: ['shop', 'test-checkout', sessionId],
    queryFn: () => api.get(`/shop/test-checkout/${encodeURIComponent(sessionId)}`, testCheckoutView),
  });
