import { dashboardResponse } from '@shared/shop/purchases';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const dashboardQuery = queryOptions({
  queryKey: ['shop', 'dashboard'],
  queryFn: () => api.get('/shop/dashboard', dashboardResponse),
  retry: false,
});

export function useDashboard(enabled: boolean) {
  return useQuery({ ...dashboardQuery, enabled });
}
