import { Hono } from 'hono';
import type { VotePageResponse } from '../../../shared/vote/types';
import type { AppEnv, Deps } from '../../context';
import { readVoteParty } from './party';
import { voteSites } from './sites';

/** GET /api/vote: the configured vote sites and the vote party's progress. */
export function voteRoutes(deps: Deps) {
  const sites = voteSites(deps.env);
  return new Hono<AppEnv>().get('/', async (c) => {
    const body = { sites, party: await readVoteParty(deps) } satisfies VotePageResponse;
    return c.json(body);
  });
}
