/** The vote page's row of the browser endpoint table. */
import { endpoint } from '../api/endpoint';
import { votePageResponse } from './types';

export const voteEndpoints = {
  page: endpoint({
    method: 'GET',
    path: '/vote',
    auth: 'public',
    summary: "The vote sites and the vote party's progress",
    answer: votePageResponse,
  }),
};
