/** The community page's read: member and battle counts. */

import { communityEndpoints } from '@shared/community/endpoints';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { communityKeys } from './query-keys';

export const communityStatsQuery = queryOptions({
  queryKey: communityKeys.stats(),
  queryFn: () => api(communityEndpoints.stats),
  staleTime: 60_000,
});
