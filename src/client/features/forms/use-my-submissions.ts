import { formsEndpoints } from '@shared/forms/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { formKeys } from './query-keys';

export const mySubmissionsQuery = queryOptions({
  queryKey: formKeys.mine(),
  queryFn: () => api(formsEndpoints.mine),
  staleTime: 30_000,
});

export function useMySubmissions(enabled: boolean) {
  return useQuery({ ...mySubmissionsQuery, enabled });
}
