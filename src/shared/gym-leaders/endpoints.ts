/** The leader pages' row of the browser endpoint table: one public leader profile by slug. */
import { endpoint, type Summaries } from '../api/endpoint';
import { leaderProfile } from './profile';

export const leaderEndpoints = {
  profile: endpoint({
    method: 'GET',
    path: '/gym-leaders/:slug',
    auth: 'public',
    answer: leaderProfile,
  }),
};

/** One line each for the OpenAPI document; pages never import these. */
export const leaderSummaries: Summaries<typeof leaderEndpoints> = {
  profile:
    "A gym leader's public page by slug: gym, type, badge, record, challengers' results and usual online hours",
};
