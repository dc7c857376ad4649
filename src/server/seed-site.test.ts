import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import type { Deps } from './context';
import { type Database, openPostgres } from './db/client';
import { contentBlocks, users, voteSites } from './db/schema';
import { parseEnv } from './env';
import { createLogger } from './lib/logger';
import { seedSite } from './start';
import { createTestDatabase } from './test/database';

const source = inject('testDatabase');

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

/**
 * Two instances on one fresh database: Postgres gets two pools on one new database, as two
 * servers behind a load balancer would; PGlite has one process per folder, so both starts share it.
 */
async function twoInstancesOnOneFreshDatabase(): Promise<{
  instances: [Database, Database];
  close(): Promise<void>;
}> {
  if (source.kind === 'pglite') {
    const database = await createTestDatabase();
    return { instances: [database, database], close: () => database.close() };
  }
  const name = `seed_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: source.url });
  await admin.connect();
  await admin.query(`create database "${name}" template "${source.template}"`);
  const url = new URL(source.url);
  url.pathname = `/${name}`;
  const first = openPostgres(url.toString(), 3);
  const second = openPostgres(url.toString(), 3);
  return {
    instances: [first, second],
    close: async () => {
      await first.close();
      await second.close();
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

// Demo data is seeded in full, up to three times: minutes on a busy two-core machine.
describe('seeding a site at start', () => {
  it('lets two instances start together on a fresh database, and fills each table once', async () => {
    const { instances, close } = await twoInstancesOnOneFreshDatabase();
    try {
      const [first, second] = instances;
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
