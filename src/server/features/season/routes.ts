import type { SeasonArchiveResponse } from '../../../shared/season/archive';
import { seasonEndpoints } from '../../../shared/season/endpoints';
import type { SeasonProgressionResponse } from '../../../shared/season/progression';
import type { Deps } from '../../context';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { readSeasonArchive } from './archive';
import { listSeasonProgress } from './queries';

/** GET /api/season/progression (public): every player's badges; GET /api/season/archive: past seasons. */
export function seasonRoutes(deps: Deps) {
  return endpointRoutes('/season')
    .on(seasonEndpoints.progression, async (c) => {
      // Revalidated on every read, like the arena's live reads: a badge awarded in game must show on
      // the page's live refetch, which a max-age would answer from the browser's cache.
      c.header('Cache-Control', 'no-cache');
      const body = {
        players: await listSeasonProgress(deps.database.db),
      } satisfies SeasonProgressionResponse;
      return c.json(body);
    })
    .on(seasonEndpoints.archive, async (c) => {
      c.header('Cache-Control', 'no-cache');
      return c.json((await readSeasonArchive(deps.database.db)) satisfies SeasonArchiveResponse);
    }).routes;
}
