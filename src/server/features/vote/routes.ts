import { voteEndpoints } from '../../../shared/vote/endpoints';
import type { VotePageResponse } from '../../../shared/vote/types';
import type { Deps } from '../../context';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { readVoteParty } from './party';
import { voteSites } from './sites';

/** GET /api/vote: the configured vote sites and the vote party's progress. */
export function voteRoutes(deps: Deps) {
  const sites = voteSites(deps.env);
  return endpointRoutes('/vote').on(voteEndpoints.page, async (c) => {
    const body = { sites, party: await readVoteParty(deps) } satisfies VotePageResponse;
    return c.json(body);
  }).routes;
}
