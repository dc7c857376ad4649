import { seasonProgressionResponse } from '@shared/season/progression';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { seasonKeys } from './query-keys';

/** Every player's Season 1 badges; refetched when the live topic `season1_progression` changes. */
export const seasonProgressionQuery = queryOptions({
  queryKey: seasonKeys.progression(),
  queryFn: () => api.get('/season/progression', seasonProgressionResponse),
  select: (data) => data.players,
  staleTime: 30_000,
});
