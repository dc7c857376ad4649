/** Season 1's row of the browser endpoint table. */
import { endpoint } from '../api/endpoint';
import { seasonProgressionResponse } from './progression';

export const seasonEndpoints = {
  progression: endpoint({
    method: 'GET',
    path: '/season/progression',
    auth: 'public',
    summary: "Every player's Season 1 badges",
    answer: seasonProgressionResponse,
  }),
};
