/** The purchases tab's reads and its refund (asked of Stripe; the webhook brings the effects). */
import { shopConsoleEndpoints as rows } from '@shared/shop/console/endpoints';
import type { StaffPurchase } from '@shared/shop/console/purchases';
import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useRefreshConsole } from '../../../lib/console-keys';
import { shopConsoleKeys } from './query-keys';

export const purchasesQuery = (q: string) =>
  queryOptions({
    queryKey: shopConsoleKeys.purchases(q),
    queryFn: () => api(rows.purchases, { query: { q } }),
    placeholderData: keepPreviousData,
  });

export const purchaseQuery = (id: string) =>
  queryOptions({
    queryKey: shopConsoleKeys.purchase(id),
    queryFn: () => api(rows.purchase, { params: { id } }),
  });

/** Sends what the page saw as refunded so far, so a second click on a stale page is not a second refund. */
export function useRefund(purchase: Pick<StaffPurchase, 'id' | 'refunded_cents'>) {
  const refresh = useRefreshConsole();
  return useMutation({
    mutationFn: (cents: number) =>
      api(rows.refund, {
        params: { id: purchase.id },
        body: { amount_cents: cents, refunded_cents: purchase.refunded_cents },
      }),
    onSettled: refresh,
  });
}
