/** The arena's query keys, under the live topics' roots so a change on a topic refetches them. */
import { LIVE_KEYS } from '../live';

export const arenaKeys = {
  leaders: () => [...LIVE_KEYS.gym_leaders] as const,
  matches: () => [...LIVE_KEYS.matches] as const,
  ladderTop: (limit: number) => [...LIVE_KEYS.elo_ratings, 'top', limit] as const,
  ladderPages: () => [...LIVE_KEYS.elo_ratings, 'pages'] as const,
  ownRank: () => [...LIVE_KEYS.elo_ratings, 'me'] as const,
};
