/** GET /api/matches/:id: a match with its replay's log (404 for an unknown or malformed id). */
import { eq } from 'drizzle-orm';
import { replayEndpoints } from '../../../shared/replays/endpoints';
import type { MatchPage } from '../../../shared/replays/match-page';
import type { Deps } from '../../context';
import type { Db } from '../../db/client';
import { matchReplays } from '../../db/schema';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { notFound, pathId } from '../../lib/errors';
import { matchById } from '../arena';

/** The match `id` (a uuid) and its log, or undefined when no match has this id. */
export async function matchPageData(db: Db, id: string): Promise<MatchPage | undefined> {
  const match = await matchById(db, id);
  if (!match) return undefined;
  const [replay] = match.has_replay
    ? await db.select({ log: matchReplays.log }).from(matchReplays).where(eq(matchReplays.match_id, id))
    : [];
  return { match, showdown_log: replay?.log ?? null };
}

export function replayRoutes(deps: Deps) {
  const { db } = deps.database;
  return endpointRoutes('/matches').on(replayEndpoints.match, async (c) => {
    const page = await matchPageData(db, pathId(c.req.param('id'), 'No match has this id.'));
    if (!page) throw notFound('No match has this id.');
    // A finished match never changes; one in progress may still end (and gain a replay).
    c.header('Cache-Control', page.match.ended_at && page.showdown_log ? 'public, max-age=300' : 'no-cache');
    return c.json(page satisfies MatchPage);
  }).routes;
}
