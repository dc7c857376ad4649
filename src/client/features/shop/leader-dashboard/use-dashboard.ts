import { dashboardResponse } from '@shared/shop/purchases';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { shopKeys } from '../query-keys';

export const dashboardQuery = queryOptions({
  queryKey: shopKeys.dashboard(),
  queryFn: () => api.get('/shop/dashboard', dashboardResponse),
  retry: false,
});

export function useDashboard(enabled: boolean) {
  return useQuery({ ...dashboardQuery, enabled });
}
