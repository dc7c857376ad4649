import { bracketResponse } from '@shared/tournaments/bracket-api';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { LIVE_KEYS } from '../live';

/** Under the tournaments live root: a change to the tournament, its sign-ups or its matches refetches it. */
export const bracketQuery = (slug: string) =>
  queryOptions({
    queryKey: [...LIVE_KEYS.tournament_matches, 'bracket', slug],
    queryFn: () => api.get(`/tournaments/${encodeURIComponent(slug)}/bracket`, bracketResponse),
  });
