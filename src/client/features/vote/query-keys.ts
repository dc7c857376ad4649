/** The vote page's query keys, under its live root. */
import { LIVE_KEYS } from '../live';

export const voteKeys = {
  page: () => [...LIVE_KEYS.vote_party] as const,
};
