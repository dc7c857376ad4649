/** The vote page's row of the browser endpoint table. */
import { endpoint, type Summaries } from '../api/endpoint';
import { votePageResponse } from './types';

export const voteEndpoints = {
  page: endpoint({
    method: 'GET',
    path: '/vote',
    auth: 'public',
    answer: votePageResponse,
  }),
};

/** One line each for the OpenAPI document; pages never import these, so they cost no page a byte. */
export const voteSummaries: Summaries<typeof voteEndpoints> = {
  page: "The vote sites and the vote party's progress",
};
