import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../db/client';
import * as schema from '../../db/schema';
import { eloRatings, players } from '../../db/schema';
import { createTestDatabase } from '../../test/database';
import { playerPages } from './page-head';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

/** The same database through a Drizzle that hands every statement it runs to `log`. */
function logged(log: (statement: string) => void): Db {
  const logger = { logQuery: (statement: string) => log(statement) };
  const client = (database.db as unknown as { $client: PGlite | pg.Pool }).$client;
  return (database.kind === 'pglite'
    ? drizzlePglite(client as PGlite, { schema, logger })
    : drizzlePg(client as pg.Pool, { schema, logger })) as unknown as Db;
}

/**
 * The players' pages as one statement read them before they were read in chunks: the order the
 * chunked read must keep (last change first, then name by code unit: the C collation's order, which
 * the chunked read keeps whatever collation the database was made with).
 */
async function pagesInOneStatement(db: Db) {
  const { rows } = (await db.execute(sql`
    select name, lastmod from (
      select distinct on (lower(p.mc_username)) p.mc_username as name,
             coalesce(e.updated_at, p.created_at) as lastmod
      from players p left join elo_ratings e on e.player_uuid = p.uuid
      where p.uuid is not null and p.mc_username is not null
      order by lower(p.mc_username), p.created_at desc
    ) by_name
    order by lastmod desc, name collate "C"`)) as unknown as {
    rows: { name: string; lastmod: string | Date }[];
  };
  return rows.map((row) => ({
    path: `/players/${encodeURIComponent(row.name)}`,
    lastmod: new Date(row.lastmod),
  }));
}

const uuid = (n: number) => `5a9e0000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe("the sitemap's player pages", () => {
  it('are read a chunk at a time and listed once each, in the order one statement gave', async () => {
    const { db } = database;
    const joined = new Date('2026-11-20T10:00:00Z');
    const rated = new Date('2026-11-22T09:00:00Z');
    // Ties on the last change, ordered by name as the C collation does: capitals, then `_`, then
    // lower case.
    const tied = ['ChunkZed', 'Chunk_a', 'chunkAb', 'chunk_b', 'ChunkAa', 'chunkac'];
    await db.insert(players).values([
      ...tied.map((name, i) => ({
        uuid: uuid(i + 1),
        username: name,
        mc_username: name,
        created_at: joined,
      })),
      // One name in two cases: the page is the newer player's (and its spelling).
      {
        uuid: uuid(20),
        username: 'old',
        mc_username: 'CHUNKTWICE',
        created_at: new Date('2026-11-01T00:00:00Z'),
      },
      {
        uuid: uuid(21),
        username: 'new',
        mc_username: 'ChunkTwice',
        created_at: new Date('2026-11-02T00:00:00Z'),
      },
      // A site account that never played has no page.
      { username: 'site_only', mc_username: 'ChunkSiteOnly' },
      { uuid: uuid(30), username: 'rated1', mc_username: 'ChunkRatedOne', created_at: joined },
      { uuid: uuid(31), username: 'rated2', mc_username: 'ChunkRatedTwo', created_at: joined },
      { uuid: uuid(32), username: 'rated3', mc_username: 'ChunkRatedThree', created_at: joined },
    ]);
    await db.insert(eloRatings).values({ player_uuid: uuid(30), rating: 1100, updated_at: rated });
    // Two changes within one millisecond, a microsecond apart: the later one comes first.
    await db.execute(sql`insert into elo_ratings (player_uuid, rating, updated_at) values
      (${uuid(31)}, 1000, '2026-11-22 09:00:00.000200+00'),
      (${uuid(32)}, 1000, '2026-11-22 09:00:00.000300+00')`);

    const expected = await pagesInOneStatement(db);
    const statements: string[] = [];
    const chunk = 3;
    const pages = await playerPages(
      logged((statement) => statements.push(statement)),
      1_000,
      chunk,
    );

    expect(pages).toEqual(expected);
    const paths = pages.map((p) => p.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).not.toContain('/players/ChunkSiteOnly');
    expect(paths).not.toContain('/players/CHUNKTWICE');
    const ours = paths.filter((path) => /^\/players\/chunk/i.test(path));
    expect(ours).toEqual(
      [
        'ChunkRatedThree',
        'ChunkRatedTwo',
        'ChunkRatedOne',
        'ChunkAa',
        'ChunkZed',
        'Chunk_a',
        'chunkAb',
        'chunk_b',
        'chunkac',
        'ChunkTwice',
      ].map((name) => `/players/${name}`),
    );
    // One statement per chunk of names, the last one short (the template may hold players too).
    const reads = statements.filter((statement) => statement.includes('from "players"'));
    expect(reads).toHaveLength(Math.floor(expected.length / chunk) + 1);

    // The limit keeps the first pages of that order.
    expect(await playerPages(db, 4, chunk)).toEqual(expected.slice(0, 4));
  });
});
