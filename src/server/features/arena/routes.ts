import { Hono } from 'hono';
import { z } from 'zod';
import {
  leaderboardPage as leaderboardPageSchema,
  leadersResponse,
  matchesResponse,
  type OwnRank,
} from '../../../shared/arena/types';
import type { AppEnv, Deps } from '../../context';
import { validate } from '../../lib/validate';
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
  return new Hono<AppEnv>()
    .get('/leaders', (c) =>
      cache.answer(
        c,
        'leaders',
        ['gym_leaders'],
        leadersResponse,
        async () => ({ leaders: await listLeaders(db) }),
        NO_CACHE,
      ),
    )
    .get('/matches', (c) =>
      cache.answer(
        c,
        'matches',
        ['matches', 'gym_leaders'],
        matchesResponse,
        async () => ({ matches: await recentMatches(db, deps.now()) }),
        NO_CACHE,
      ),
    )
    .get('/leaderboard/me', async (c) => {
      const user = requireUser(c);
      c.header('Cache-Control', 'no-store');
      return c.json((await ownRank(db, user.id)) satisfies OwnRank);
    })
    .get('/leaderboard', async (c) => {
      const raw = { limit: c.req.query('limit'), offset: c.req.query('offset') };
      // The home page's plain request skips parsing; anything given goes through the schema.
      const { limit, offset } =
        raw.limit === undefined && raw.offset === undefined ? DEFAULT_PAGE : validate(pageQuery, raw);
      return cache.answer(
        c,
        `leaderboard:${limit}:${offset}`,
        ['elo_ratings'],
        leaderboardPageSchema,
        () => leaderboardPage(db, limit, offset),
        NO_CACHE,
      );
    });
}
