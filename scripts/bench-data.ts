/**
 * Bench data: a throwaway database (PGlite in a temp folder, or a fresh database on a Postgres
 * server) migrated and filled with a large ladder, set-based so it takes seconds, not minutes.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, openPglite, openPostgres } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';

export interface BenchDatabase {
  /** Environment for a server process on this database. */
  env: Record<string, string>;
  url: string | null;
  drop(): Promise<void>;
}

const ELEMENTS = [
  'fire',
  'water',
  'grass',
  'electric',
  'psychic',
  'dragon',
  'ghost',
  'dark',
  'steel',
  'fairy',
  'fighting',
  'rock',
];

/** `prepare` adds rows of a bench's own (accounts, tournaments) before any server opens the database. */
export async function createBenchDatabase(
  players: number,
  matchCount: number,
  prepare?: (db: Database['db']) => Promise<void>,
): Promise<BenchDatabase> {
  const baseUrl = process.env.BENCH_DATABASE_URL;
  let database: Database;
  let result: BenchDatabase;
  if (baseUrl) {
    const name = `bench_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    database = openPostgres(url.toString(), 2);
    result = {
      env: { DATABASE_URL: url.toString() },
      url: url.toString(),
      drop: async () => {
        await admin.query(`drop database if exists "${name}" with (force)`);
        await admin.end();
      },
    };
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-bench-'));
    database = await openPglite(path.join(dir, 'pglite'));
    result = {
      env: { DATA_DIR: dir },
      url: null,
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  try {
    await fill(database, players, matchCount);
    await prepare?.(database.db);
  } catch (error) {
    await database.close().catch(() => {});
    await result.drop();
    throw error;
  }
  await database.close();
  return result;
}

async function fill(database: Database, players: number, matchCount: number) {
  await runMigrations(database, path.resolve('drizzle'));
  const { db } = database;
  const elements = sql.raw(`array[${ELEMENTS.map((e) => `'${e}'`).join(',')}]`);
  await db.execute(sql`
    insert into players (uuid, username, mc_username)
    select gen_random_uuid(), 'Trainer' || g, 'Trainer' || g from generate_series(1, ${players}) g`);
  await db.execute(sql`
    insert into elo_ratings (player_uuid, rating, wins, losses, streak)
    select uuid, 800 + floor(random() * 1400)::int, floor(random() * 150)::int,
           floor(random() * 150)::int, floor(random() * 13)::int - 5
    from players`);
  await db.execute(sql`
    insert into gym_leaders (display_name, element, status, player_id, badges_awarded, win_rate, last_active_at)
    select 'Leader ' || n, (${elements})[n], (array['online','busy','offline'])[1 + n % 3], id,
           n * 10, 0.4 + n * 0.03, now() - n * interval '1 hour'
    from (select id, row_number() over (order by id) as n from players limit ${ELEMENTS.length}) p`);
  await db.execute(sql`
    with l as (select array_agg(p.uuid) a from gym_leaders g join players p on p.id = g.player_id),
         c as (select array_agg(uuid) a from (select uuid from players limit 2000) x)
    insert into matches (started_at, ended_at, result, leader_uuid, challenger_uuid, winner_uuid,
                         loser_uuid, leader_delta, challenger_delta)
    select now() - g * interval '1 minute', now() - g * interval '1 minute' + interval '8 minutes',
           'leader_win', l.a[1 + g % cardinality(l.a)], c.a[1 + g % cardinality(c.a)],
           l.a[1 + g % cardinality(l.a)], c.a[1 + g % cardinality(c.a)], 12, -12
    from generate_series(1, ${matchCount}) g, l, c`);
  await db.execute(sql`analyze`);
}
