/** The community page's row of the browser endpoint table. */
import { endpoint, type Summaries } from '../api/endpoint';
import { communityStats } from '../arena/types';

export const communityEndpoints = {
  stats: endpoint({
    method: 'GET',
    path: '/community/stats',
    auth: 'public',
    answer: communityStats,
  }),
};

/** One line each for the OpenAPI document; pages never import these, so they cost no page a byte. */
export const communitySummaries: Summaries<typeof communityEndpoints> = {
  stats: 'Player, rating, match and gym leader counts, and Discord members online',
};
