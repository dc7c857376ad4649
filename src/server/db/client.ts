/**
 * Opens the database: embedded PGlite under DATA_DIR by default, a real PostgreSQL server when
 * DATABASE_URL is set. Both are driven through the same Drizzle schema and migration history.
 */
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type NotificationHandler = (payload: string) => void;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Subscribes to a NOTIFY channel; resolves to an unsubscribe function. */
  listen(channel: string, handler: NotificationHandler): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export function wrapPglite(client: PGlite): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    listen: async (channel, handler) => {
      const unsubscribe = await client.listen(channel, handler);
      return async () => unsubscribe();
    },
    close: () => client.close(),
  };
}

export async function openPglite(dataDir?: string): Promise<Database> {
  const client = dataDir ? new PGlite(dataDir) : new PGlite();
  await client.waitReady;
  return wrapPglite(client);
}

export function openPostgres(connectionString: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  // LISTEN needs one long-lived connection of its own, opened on first use.
  let listener: Promise<pg.Client> | undefined;
  const handlers = new Map<string, Set<NotificationHandler>>();
  const getListener = () => {
    listener ??= (async () => {
      const client = new pg.Client({ connectionString });
      await client.connect();
      client.on('notification', (msg) => {
        for (const handler of handlers.get(msg.channel) ?? []) handler(msg.payload ?? '');
      });
      return client;
    })();
    return listener;
  };
  const quote = (channel: string) => `"${channel.replaceAll('"', '""')}"`;
  return {
    kind: 'postgres',
    db,
    listen: async (channel, handler) => {
      const client = await getListener();
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await client.query(`LISTEN ${quote(channel)}`);
      }
      set.add(handler);
      return async () => {
        set.delete(handler);
        if (set.size === 0) {
          handlers.delete(channel);
          await client.query(`UNLISTEN ${quote(channel)}`);
        }
      };
    },
    close: async () => {
      if (listener) await (await listener).end();
      await pool.end();
    },
  };
}
