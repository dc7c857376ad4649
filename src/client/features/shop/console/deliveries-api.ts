/** The deliveries tab's lists and its retry and cancel, which refetch the console. */
import type { DeliveryListState } from '@shared/shop/console/deliveries';
import { shopConsoleEndpoints as rows } from '@shared/shop/console/endpoints';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useRefreshConsole } from '../../../lib/console-keys';
import { shopConsoleKeys } from './query-keys';

export const deliveriesQuery = (state: DeliveryListState) =>
  queryOptions({
    queryKey: shopConsoleKeys.deliveries(state),
    queryFn: () => api(rows.deliveries, { query: { state } }),
  });

export function useDeliveryAction(action: 'retry' | 'cancel') {
  const refresh = useRefreshConsole();
  return useMutation({
    mutationFn: (id: string) =>
      api(action === 'retry' ? rows.retryDelivery : rows.cancelDelivery, { params: { id } }),
    onSettled: refresh,
  });
}
