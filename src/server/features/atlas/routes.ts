import { atlasEndpoints } from '../../../shared/atlas/endpoints';
import type { AtlasResponse } from '../../../shared/atlas/types';
import type { Deps } from '../../context';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { createAtlasReader } from './store';

/** GET /api/atlas: the whole atlas (about a hundred entries); the page filters it in the browser. */
export function atlasRoutes(deps: Deps) {
  const readAtlas = createAtlasReader(deps);
  return endpointRoutes('/atlas').on(atlasEndpoints.atlas, async (c) => {
    const body: AtlasResponse = await readAtlas();
    c.header('Cache-Control', 'public, max-age=60');
    return c.json(body satisfies AtlasResponse);
  }).routes;
}
