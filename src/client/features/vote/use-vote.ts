import { voteEndpoints } from '@shared/vote/endpoints';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { voteKeys } from './query-keys';

export const voteQuery = queryOptions({
  queryKey: voteKeys.page(),
  queryFn: () => api(voteEndpoints.page),
  staleTime: 30_000,
});
