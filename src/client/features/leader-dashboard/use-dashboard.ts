import type { DashboardResponse } from '@shared/shop/checkout-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const dashboardQuery = queryOptions({
  queryKey: ['shop', 'dashboard'],
  queryFn: () => api.get<DashboardResponse>('/shop/dashboard'),
  retry: false,
});

export function useDashboard(enabled: boolean) {
  return useQuery({ ...dashboardQuery, enabled });
}
