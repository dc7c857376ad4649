import { z } from 'zod';
import { arenaEndpoints } from '../../../shared/arena/endpoints';
import {
  leaderboardPage as leaderboardPageSchema,
  leadersResponse,
  matchesResponse,
  type OwnRank,
} from '../../../shared/arena/types';
import type { Deps } from '../../context';
import { endpointRoutes } from '../../lib/endpoint-routes';
import { requireUser } from '../auth';
import { leaderboardPage, listLeaders, ownRank, recentMatches } from './queries';
import type { ReadCache } from './read-cache';

/** Deep offsets cost a walk of the index; nobody scrolls a ladder this far. */
export const MAX_LADDER_OFFSET = 100_000;

const DEFAULT_PAGE = { limit: 50, offset: 0 } as const;

const pageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(DEFAULT_PAGE.limit),
  offset: z.coerce.number().int().min(0).max(MAX_LADDER_OFFSET).default(0),
});

const NO_CACHE = { 'Cache-Control': 'no-cache' };

/** Public arena reads, served from the read cache; live clients refetch on `change`. */
export function arenaRoutes(deps: Deps, cache: ReadCache) {
  const { db } = deps.database;
  return endpointRoutes('/arena')
    .on(arenaEndpoints.leaders, (c) =>
      cache.answer(
        c,
        'leaders',
        ['gym_leaders'],
        leadersResponse,
        async () => ({ leaders: await listLeaders(db) }),
        NO_CACHE,
      ),
    )
    .on(arenaEndpoints.matches, (c) =>
      cache.answer(
        c,
        'matches',
        ['matches', 'gym_leaders'],
        matchesResponse,
        async () => ({ matches: await recentMatches(db, deps.now()) }),
        NO_CACHE,
      ),
    )
    .on(arenaEndpoints.ownRank, async (c) => {
      const user = requireUser(c);
      c.header('Cache-Control', 'no-store');
      return c.json((await ownRank(db, user.id)) satisfies OwnRank);
    })
    .on(arenaEndpoints.ladder, { query: pageQuery }, async (c, request) => {
      // The home page's plain request skips parsing; anything given goes through the schema.
      const plain = c.req.query('limit') === undefined && c.req.query('offset') === undefined;
      const { limit, offset } = plain ? DEFAULT_PAGE : request.query();
      return cache.answer(
        c,
        `leaderboard:${limit}:${offset}`,
        ['elo_ratings'],
        leaderboardPageSchema,
        () => leaderboardPage(db, limit, offset),
        NO_CACHE,
      );
    }).routes;
}
