/** GET /api/gym-leaders/:slug: a gym leader's public page (404 for a slug no visible leader has). */
import { leaderEndpoints } from '../../../shared/gym-leaders/endpoints';
import type { LeaderProfile } from '../../../shared/gym-leaders/profile';
import type { Deps } from '../../context';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { notFound } from '../../lib/errors';
import { leaderProfileOf } from './profile';

export const unknownLeader = () => notFound('No gym leader has that address.');

export function leaderRoutes(deps: Deps) {
  const { db } = deps.database;
  return endpointRoutes('/gym-leaders').on(leaderEndpoints.profile, async (c) => {
    const profile = await leaderProfileOf(db, c.req.param('slug'), deps.now());
    if (!profile) throw unknownLeader();
    c.header('Cache-Control', 'no-cache');
    return c.json(profile satisfies LeaderProfile);
  }).routes;
}
