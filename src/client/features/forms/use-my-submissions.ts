import { mySubmissionsResponse } from '@shared/forms/submissions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { formKeys } from './query-keys';

export const mySubmissionsQuery = queryOptions({
  queryKey: formKeys.mine(),
  queryFn: () => api.get('/forms/mine', mySubmissionsResponse),
  staleTime: 30_000,
});

export function useMySubmissions(enabled: boolean) {
  return useQuery({ ...mySubmissionsQuery, enabled });
}
