/** The purchases tab's reads and its refund (asked of Stripe; the webhook brings the effects). */
import { staffNotificationsResponse } from '@shared/staff/notifications';
import {
  type StaffPurchase,
  staffPurchaseDetailResponse,
  staffPurchasesResponse,
  staffRefundResponse,
} from '@shared/staff/purchases';
import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useRefreshConsole } from '../../lib/console-keys';
import { staffKeys } from './query-keys';

export const purchasesQuery = (q: string) =>
  queryOptions({
    queryKey: staffKeys.purchases(q),
    queryFn: () => api.get(`/staff/purchases?q=${encodeURIComponent(q)}`, staffPurchasesResponse),
    placeholderData: keepPreviousData,
  });

export const purchaseQuery = (id: string) =>
  queryOptions({
    queryKey: staffKeys.purchase(id),
    queryFn: () => api.get(`/staff/purchases/${id}`, staffPurchaseDetailResponse),
  });

export const notificationsQuery = queryOptions({
  queryKey: staffKeys.notifications(),
  queryFn: () => api.get('/staff/notifications', staffNotificationsResponse),
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
