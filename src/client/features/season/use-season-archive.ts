import { seasonEndpoints } from '@shared/season/endpoints';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { seasonKeys } from './query-keys';

/** The open season and the archived ones; refetched with the badges' live topic (a reset is one). */
export const seasonArchiveQuery = queryOptions({
  queryKey: seasonKeys.archive(),
  queryFn: () => api(seasonEndpoints.archive),
  staleTime: 30_000,
});
