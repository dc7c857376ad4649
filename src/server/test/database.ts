import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openPostgres, wrapPglite } from '../db/client';
import { openTestDatabases } from './open-databases';

/** Counts the database as open until its close() is called. */
function tracked<T extends { close(): Promise<void> }>(database: T): T {
  const handle = {
    ...database,
    close: async () => {
      openTestDatabases.delete(handle);
      await database.close();
    },
  };
  openTestDatabases.add(handle);
  return handle;
}

/** A fresh, migrated database for one test file: PGlite by default, Postgres with TEST_DATABASE_URL. */
export async function createTestDatabase(): Promise<Database> {
  const source = inject('testDatabase');
  if (source.kind === 'pglite') {
    const client = new PGlite({ loadDataDir: new Blob([fs.readFileSync(source.dumpPath)]) });
    await client.waitReady;
    return tracked(wrapPglite(client));
  }
  const copy = await copyPostgresTemplate(source);
  const database = openPostgres(copy.url, 5);
  return tracked({
    ...database,
    close: async () => {
      await database.close();
      await copy.drop();
    },
  });
}

/**
 * One fresh database opened twice, as two instances behind a load balancer would have it: two
 * Postgres pools. PGlite is one process per folder, so both handles are the same one.
 */
export async function createSharedTestDatabase(): Promise<{
  first: Database;
  second: Database;
  close(): Promise<void>;
}> {
  const source = inject('testDatabase');
  if (source.kind === 'pglite') {
    const database = await createTestDatabase();
    return { first: database, second: database, close: () => database.close() };
  }
  const copy = await copyPostgresTemplate(source);
  const first = openPostgres(copy.url, 3);
  const second = openPostgres(copy.url, 3);
  return tracked({
    first,
    second,
    close: async () => {
      await Promise.all([first.close(), second.close()]);
      await copy.drop();
    },
  });
}

async function copyPostgresTemplate(source: { url: string; template: string }) {
  const name = `t_${process.ppid}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: source.url });
  await admin.connect();
  await admin.query(`create database "${name}" template "${source.template}"`);
  const url = new URL(source.url);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    /** Call once every pool on it is closed. */
    drop: async () => {
      // pg's pool.end() resolves before its clients have finished disconnecting; dropping with
      // force under them would surface as uncaught "terminating connection" errors.
      for (let i = 0; i < 50; i++) {
        const open = await admin.query('select 1 from pg_stat_activity where datname = $1 limit 1', [name]);
        if (open.rowCount === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}
