import { formsEndpoints } from '@shared/forms/endpoints';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
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

/** After a form is sent: /my-submissions lists it at its next visit, not 30 s later. */
export function forgetMySubmissions(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: mySubmissionsQuery.queryKey });
}
