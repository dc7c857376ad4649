import { votePageResponse } from '@shared/vote/types';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { LIVE_KEYS } from '../live';

export const voteQuery = queryOptions({
  queryKey: [...LIVE_KEYS.vote_party],
  queryFn: () => api.get('/vote', votePageResponse),
  staleTime: 30_000,
});
