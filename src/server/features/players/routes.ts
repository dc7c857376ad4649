/** GET /api/players/:name: a player's public profile (404 for a name the site does not know). */

import { playerEndpoints } from '../../../shared/players/endpoints';
import type { PlayerProfile } from '../../../shared/players/profile';
import type { Deps } from '../../context';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { notFound } from '../../lib/errors';
import { playerProfile } from './queries';

export const unknownPlayer = () => notFound('No player by that name has played on the server.');

export function playerRoutes(deps: Deps) {
  const { db } = deps.database;
  return endpointRoutes('/players').on(playerEndpoints.profile, async (c) => {
    const profile = await playerProfile(db, c.req.param('name'));
    if (!profile) throw unknownPlayer();
    c.header('Cache-Control', 'no-cache');
    return c.json(profile satisfies PlayerProfile);
  }).routes;
}
