/** The purchases tab's reads and its refund (asked of Stripe; the webhook brings the effects). */
import {
  type StaffPurchase,
  staffPurchaseDetailResponse,
  staffPurchasesResponse,
  staffRefundResponse,
} from '@shared/shop/console/purchases';
import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useRefreshConsole } from '../../../lib/console-keys';
import { shopConsoleKeys } from './query-keys';

export const purchasesQuery = (q: string) =>
  queryOptions({
    queryKey: shopConsoleKeys.purchases(q),
    queryFn: () => api.get(`/staff/purchases?q=${encodeURIComponent(q)}`, staffPurchasesResponse),
    placeholderData: keepPreviousData,
  });

export const purchaseQuery = (id: string) =>
  queryOptions({
    queryKey: shopConsoleKeys.purchase(id),
    queryFn: () => api.get(`/staff/purchases/${id}`, staffPurchaseDetailResponse),
  });

/** Sends what the page saw as refunded so far, so a second click on a stale page is not a second refund. */
export function useRefund(purchase: Pick<StaffPurchase, 'id' | 'refunded_cents'>) {
  const refresh = useRefreshConsole();
  return useMutation({
    mutationFn: (cents: number) =>
      api.post(`/staff/purchases/${purchase.id}/refunds`, staffRefundResponse, {
        amount_cents: cents,
        refunded_cents: purchase.refunded_cents,
      }),
    onSettled: refresh,
  });
}
