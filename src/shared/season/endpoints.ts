/** Season 1's row of the browser endpoint table. */
import { endpoint, type Summaries } from '../api/endpoint';
import { seasonProgressionResponse } from './progression';

export const seasonEndpoints = {
  progression: endpoint({
    method: 'GET',
    path: '/season/progression',
    auth: 'public',
    answer: seasonProgressionResponse,
  }),
};

/** One line each for the OpenAPI document; pages never import these, so they cost no page a byte. */
export const seasonSummaries: Summaries<typeof seasonEndpoints> = {
  progression: "Every player's Season 1 badges",
};
