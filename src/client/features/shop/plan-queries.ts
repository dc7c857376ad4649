/**
 * The signed-in buyer's rank plan: which one they hold, what moving it to another plan would charge
 * (the server's quote), and the change itself.
 */
import type { PlanChangeInput } from '@shared/shop/checkout-api';
import { shopEndpoints } from '@shared/shop/endpoints';
import type { PlanChangeResponse } from '@shared/shop/purchases';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type MutationReactions } from '../../lib/api';
import { useSession } from '../auth';
import { shopKeys } from './query-keys';

/** Checked again every few seconds while a change waits for Stripe, for a while. */
const PENDING_POLL_MS = 3000;
const PENDING_POLLS = 40;

export const currentPlanQuery = queryOptions({
  queryKey: shopKeys.plan(),
  queryFn: () => api(shopEndpoints.currentPlan),
  refetchInterval: (query) =>
    query.state.data?.plan?.change_pending && query.state.dataUpdateCount < PENDING_POLLS
      ? PENDING_POLL_MS
      : false,
});

/** The plan the signed-in user holds: undefined while unknown (or signed out), null for none. */
export function useCurrentPlan() {
  const { user } = useSession();
  const query = useQuery({ ...currentPlanQuery, enabled: Boolean(user) });
  return user ? query.data?.plan : undefined;
}

/** What moving to `priceId` would charge now; asked only while the buyer is looking at it. */
export const planChangeQuoteQuery = (priceId: string, enabled: boolean) =>
  queryOptions({
    queryKey: shopKeys.planQuote(priceId),
    queryFn: () => api(shopEndpoints.quotePlanChange, { body: { price_id: priceId } }),
    enabled,
    // Asked again at every opening: the proration changes with the time left in the period.
    staleTime: 0,
    retry: false,
  });

/** Moves the plan; the plan and the purchases are read again afterwards, the quotes dropped. */
export function useChangePlan(reactions: MutationReactions<PlanChangeResponse, PlanChangeInput>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PlanChangeInput) => api(shopEndpoints.changePlan, { body }),
    onSuccess: reactions.onSuccess,
    onError: reactions.onError,
    onSettled: () => {
      // Quotes are dropped, not asked again: the dialog that asked is still open for a moment
      // after the change, and a quote for the plan now held is refused (409).
      client.removeQueries({ queryKey: shopKeys.planQuotes() });
      void client.invalidateQueries({ queryKey: shopKeys.plan(), exact: true });
      void client.invalidateQueries({ queryKey: shopKeys.purchases() });
    },
  });
}
