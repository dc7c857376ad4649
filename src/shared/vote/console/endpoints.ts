/** The console's Vote tab rows of the browser endpoint table: read and save the vote sites and goal. */
import { endpoint, requestType, type Summaries } from '../../api/endpoint';
import type { z } from '../../zod';
import { staffVoteResponse, type voteSettingsSchema } from '../admin';

export const voteConsoleEndpoints = {
  settings: endpoint({ method: 'GET', path: '/staff/vote', auth: 'staff', answer: staffVoteResponse }),
  save: endpoint({
    method: 'PUT',
    path: '/staff/vote',
    auth: 'admin',
    answer: staffVoteResponse,
    body: requestType<z.input<typeof voteSettingsSchema>>(),
  }),
};

/** One line each for the OpenAPI document; pages never import these. */
export const voteConsoleSummaries: Summaries<typeof voteConsoleEndpoints> = {
  settings: "The vote sites and the vote party's goal, and whether this account may change them",
  save: "Replace the vote sites and the vote party's goal (admins only), audited",
};
