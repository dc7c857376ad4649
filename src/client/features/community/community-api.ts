/** The community page's read: member and battle counts. */
import { communityStats } from '@shared/arena/types';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { communityKeys } from './query-keys';

export const communityStatsQuery = queryOptions({
  queryKey: communityKeys.stats(),
  queryFn: () => api.get('/community/stats', communityStats),
  staleTime: 60_000,
});
