/** The community page's row of the browser endpoint table. */
import { endpoint } from '../api/endpoint';
import { communityStats } from '../arena/types';

export const communityEndpoints = {
  stats: endpoint({
    method: 'GET',
    path: '/community/stats',
    auth: 'public',
    summary: 'Player, rating, match and gym leader counts, and Discord members online',
    answer: communityStats,
  }),
};
