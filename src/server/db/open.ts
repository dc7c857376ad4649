import path from 'node:path';
import type { Env } from '../env';
import { type Database, openPglite, openPostgres } from './client';
import { runMigrations } from './migrate';
import type { ListenerLog } from './pg-listener';

/** Opens the configured database and brings its schema up to date. */
export async function openDatabase(env: Env, log?: ListenerLog): Promise<Database> {
  const database = env.DATABASE_URL
    ? openPostgres(env.DATABASE_URL, { log })
    : await openPglite(path.join(env.DATA_DIR, 'pglite'));
  await runMigrations(database, env.MIGRATIONS_DIR);
  return database;
}
