import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Deps } from './context';
import type { Database } from './db/client';
import { contentBlocks, users, voteSites } from './db/schema';
import { parseEnv } from './env';
import { createLogger } from './lib/logger';
import { seedSite } from './start';
import { createSharedTestDatabase } from './test/database';

const depsFor = (database: Database): Deps => ({
  env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO_DATA: 'always' }),
  database,
  logger: createLogger('silent'),
  fetch: globalThis.fetch,
  now: () => new Date(),
});

async function rowCounts(database: Database) {
  const [sites] = await database.db.select({ n: count() }).from(voteSites);
  const [blocks] = await database.db.select({ n: count() }).from(contentBlocks);
  const [people] = await database.db.select({ n: count() }).from(users);
  return { sites: sites!.n, blocks: blocks!.n, people: people!.n };
}

// Demo data is seeded in full, up to three times: minutes on a busy two-core machine.
describe('seeding a site at start', () => {
  it('lets two instances start together on a fresh database, and fills each table once', async () => {
    // Two instances on one fresh database: two Postgres pools, or PGlite's one handle twice.
    const { first, second, close } = await createSharedTestDatabase();
    try {
      const starts = await Promise.allSettled([seedSite(depsFor(first)), seedSite(depsFor(second))]);
      expect(starts.map((start) => start.status)).toEqual(['fulfilled', 'fulfilled']);

      const afterBoth = await rowCounts(first);
      expect(afterBoth.sites).toBeGreaterThan(0);
      expect(afterBoth.blocks).toBeGreaterThan(0);
      expect(afterBoth.people).toBeGreaterThan(0);

      // A later restart finds everything there and adds nothing.
      await seedSite(depsFor(second));
      expect(await rowCounts(second)).toEqual(afterBoth);
    } finally {
      await close();
    }
  }, 120_000);
});
