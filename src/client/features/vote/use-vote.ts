import { votePageResponse } from '@shared/vote/types';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { voteKeys } from './query-keys';

export const voteQuery = queryOptions({
  queryKey: voteKeys.page(),
  queryFn: () => api.get('/vote', votePageResponse),
  staleTime: 30_000,
});
