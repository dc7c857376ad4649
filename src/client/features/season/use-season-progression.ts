import { seasonEndpoints } from '@shared/season/endpoints';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { seasonKeys } from './query-keys';

/** Every player's Season 1 badges; refetched when the live topic `season1_progression` changes. */
export const seasonProgressionQuery = queryOptions({
  queryKey: seasonKeys.progression(),
  queryFn: () => api(seasonEndpoints.progression),
  select: (data) => data.players,
  staleTime: 30_000,
});
