/**
 * The purchases tab's reads, its refund (asked of Stripe; the webhook brings the effects), and
 * manual grants and their revocation.
 */
import { shopConsoleEndpoints as rows } from '@shared/shop/console/endpoints';
import type { GrantRequest, StaffPurchase } from '@shared/shop/console/purchases';
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

/** Gives a product without payment; the purchase list and the delivery queue refetch. */
export function useGrant() {
  const refresh = useRefreshConsole();
  return useMutation({
    mutationFn: (body: GrantRequest) => api(rows.grant, { body }),
    onSettled: refresh,
  });
}

/** Takes a grant back: its take-back (or, for a rank plan, end) commands are queued. */
export function useRevokeGrant(purchaseId: string) {
  const refresh = useRefreshConsole();
  return useMutation({
    mutationFn: (reason: string) => api(rows.revokeGrant, { params: { id: purchaseId }, body: { reason } }),
    onSettled: refresh,
  });
}
