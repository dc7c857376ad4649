/** The deliveries tab's lists and its retry and cancel, which refetch the console. */
import {
  type DeliveryListState,
  staffDeliveriesResponse,
  staffDeliveryResponse,
} from '@shared/shop/console/deliveries';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useRefreshConsole } from '../../../lib/console-keys';
import { shopConsoleKeys } from './query-keys';

export const deliveriesQuery = (state: DeliveryListState) =>
  queryOptions({
    queryKey: shopConsoleKeys.deliveries(state),
    queryFn: () => api.get(`/staff/deliveries?state=${state}`, staffDeliveriesResponse),
  });

export function useDeliveryAction(action: 'retry' | 'cancel') {
  const refresh = useRefreshConsole();
  return useMutation({
    mutationFn: (id: string) => api.post(`/staff/deliveries/${id}/${action}`, staffDeliveryResponse),
    onSettled: refresh,
  });
}
