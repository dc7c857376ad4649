import { atlasEndpoints } from '../../../shared/atlas/endpoints';
import type { AtlasResponse } from '../../../shared/atlas/types';
import { endpointRoutes } from '../../lib/endpoint-routes';
import type { AtlasReader } from './store';

/** GET /api/atlas: the whole atlas (about a hundred entries); the page filters it in the browser. */
export function atlasRoutes(readAtlas: AtlasReader) {
  return endpointRoutes('/atlas').on(atlasEndpoints.atlas, async (c) => {
    const body: AtlasResponse = await readAtlas();
    // A publish or restore reaches open pages through the live stream; a refetch must not get an old copy.
    c.header('Cache-Control', 'no-cache');
    return c.json(body satisfies AtlasResponse);
  }).routes;
}
