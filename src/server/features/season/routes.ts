import { Hono } from 'hono';
import type { SeasonProgressionResponse } from '../../../shared/season/progression';
import type { AppEnv, Deps } from '../../context';
import { listSeasonProgress } from './queries';

/** GET /api/season/progression (public): every player's Season 1 badges. */
export function seasonRoutes(deps: Deps) {
  return new Hono<AppEnv>().get('/progression', async (c) => {
    // Revalidated on every read, like the arena's live reads: a badge awarded in game must show on
    // the page's live refetch, which a max-age would answer from the browser's cache.
    c.header('Cache-Control', 'no-cache');
    const body = { players: await listSeasonProgress(deps.database.db) } satisfies SeasonProgressionResponse;
    return c.json(body);
  });
}
