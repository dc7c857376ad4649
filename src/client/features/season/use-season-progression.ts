import { seasonProgressionResponse } from '@shared/season/progression';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { LIVE_KEYS } from '../live';

/** Every player's Season 1 badges; refetched when the live topic `season1_progression` changes. */
export const seasonProgressionQuery = queryOptions({
  queryKey: [...LIVE_KEYS.season1_progression, 'progression'],
  queryFn: () => api.get('/season/progression', seasonProgressionResponse),
  select: (data) => data.players,
  staleTime: 30_000,
});
