import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Deps } from '../../context';
import { validate } from '../../lib/validate';
import { requireUser } from '../auth/middleware';
import { leaderboardPage, listLeaders, ownRank, recentMatches } from './queries';
import type { ReadCache } from './read-cache';

/** Deep offsets cost a walk of the index; nobody scrolls a ladder this far. */
export const MAX_LADDER_OFFSET = 100_000;

const DEFAULT_PAGE = { limit: 50, offset: 0 } as const;

const pageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(DEFAULT_PAGE.limit),
  offset: z.coerce.number().int().min(0).max(MAX_LADDER_OFFSET).default(0),
});

/**
 * Vary is set here so that compress() need not add it after the fact: Hono's c.header() on a
 * finished response rebuilds it around a stream, which costs most of a cached answer's time.
 */
const JSON_HEADERS = {
  'Content-Type': 'application/json; charset=UTF-8',
  'Cache-Control': 'no-cache',
  Vary: 'Accept-Encoding',
};

/** Public arena reads, served from the read cache; live clients refetch on `change`. */
export function arenaRoutes(deps: Deps, cache: ReadCache) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .get('/leaders', async (c) => {
      const body = await cache.json('leaders', ['gym_leaders'], async () => ({
        leaders: await listLeaders(db),
      }));
      return c.body(body, 200, JSON_HEADERS);
    })
    .get('/matches', async (c) => {
      const body = await cache.json('matches', ['matches', 'gym_leaders'], async () => ({
        matches: await recentMatches(db),
      }));
      return c.body(body, 200, JSON_HEADERS);
    })
    .get('/leaderboard/me', async (c) => {
      const user = requireUser(c);
      c.header('Cache-Control', 'no-store');
      return c.json(await ownRank(db, user.id));
    })
    .get('/leaderboard', async (c) => {
      const raw = { limit: c.req.query('limit'), offset: c.req.query('offset') };
      // The home page's plain request skips parsing; anything given goes through the schema.
      const { limit, offset } =
        raw.limit === undefined && raw.offset === undefined ? DEFAULT_PAGE : validate(pageQuery, raw);
      const body = await cache.json(`leaderboard:${limit}:${offset}`, ['elo_ratings'], () =>
        leaderboardPage(db, limit, offset),
      );
      return c.body(body, 200, JSON_HEADERS);
    });
}
