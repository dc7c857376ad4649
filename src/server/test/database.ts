import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openPostgres, wrapPglite } from '../db/client';

/** A fresh, migrated database for one test file: PGlite by default, Postgres with TEST_DATABASE_URL. */
export async function createTestDatabase(): Promise<Database> {
  const source = inject('testDatabase');
  if (source.kind === 'pglite') {
    const client = new PGlite({ loadDataDir: new Blob([fs.readFileSync(source.dumpPath)]) });
    await client.waitReady;
    return wrapPglite(client);
  }
  const name = `t_${process.ppid}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: source.url });
  await admin.connect();
  await admin.query(`create database "${name}" template "${source.template}"`);
  const url = new URL(source.url);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString(), 5);
  return {
    ...database,
    close: async () => {
      await database.close();
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
