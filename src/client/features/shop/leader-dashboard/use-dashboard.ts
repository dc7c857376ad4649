import { shopEndpoints } from '@shared/shop/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { shopKeys } from '../query-keys';

export const dashboardQuery = queryOptions({
  queryKey: shopKeys.dashboard(),
  queryFn: () => api(shopEndpoints.dashboard),
  retry: false,
});

export function useDashboard(enabled: boolean) {
  return useQuery({ ...dashboardQuery, enabled });
}
