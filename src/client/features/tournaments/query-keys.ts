/** The tournaments' query keys, under the tournaments live root: any change to a tournament, its sign-ups or its matches refetches them. */
import { LIVE_KEYS } from '../live';

export const tournamentKeys = {
  all: LIVE_KEYS.tournaments,
  page: (slug: string) => [...LIVE_KEYS.tournaments, 'page', slug] as const,
  next: () => [...LIVE_KEYS.tournaments, 'next'] as const,
  bracket: (slug: string) => [...LIVE_KEYS.tournament_matches, 'bracket', slug] as const,
};
