import { Hono } from 'hono';
import type { AtlasResponse } from '../../../shared/atlas/types';
import type { AppEnv, Deps } from '../../context';
import { createAtlasReader } from './store';

/** GET /api/atlas: the whole atlas (about a hundred entries); the page filters it in the browser. */
export function atlasRoutes(deps: Deps) {
  const readAtlas = createAtlasReader(deps);
  return new Hono<AppEnv>().get('/', async (c) => {
    const body: AtlasResponse = await readAtlas();
    c.header('Cache-Control', 'public, max-age=60');
    return c.json(body satisfies AtlasResponse);
  });
}
