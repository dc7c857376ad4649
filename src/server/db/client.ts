/**
 * Opens the database: embedded PGlite under DATA_DIR by default, a real PostgreSQL server when
 * DATABASE_URL is set. Both are driven through the same Drizzle schema and migration history.
 */
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { createPgListener, type ListenerLog, type ListenerState } from './pg-listener';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle a `db.transaction` callback gets. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type NotificationHandler = (payload: string) => void;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Subscribes to a NOTIFY channel; resolves to an unsubscribe function. */
  listen(channel: string, handler: NotificationHandler): Promise<() => Promise<void>>;
  /** Whether LISTEN is connected (PGlite: always, until closed). */
  listenerState(): ListenerState;
  /** Hears when the LISTEN connection is lost (false) and listening again (true). */
  onListenerState(handler: (up: boolean) => void): () => void;
  /**
   * Runs `work` while no other instance runs work under the same key on this database: instances
   * starting together on one Postgres would otherwise both find a table empty and both fill it.
   */
  exclusively<T>(key: number, work: () => Promise<T>): Promise<T>;
  /**
   * Opens every connection the database will use (PGlite: it has one), once the site listens.
   * PostgreSQL's pool then keeps them: a burst of sign-ups after a start or a quiet hour does not
   * pay for new connections and their server processes while it waits (decision 015). Never fails:
   * a connection it cannot open is opened when needed, as before.
   */
  warmUp(): Promise<void>;
  close(): Promise<void>;
}

export function wrapPglite(client: PGlite): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const exclusiveTails = new Map<number, Promise<void>>();
  return {
    kind: 'pglite',
    db,
    listen: async (channel, handler) => {
      const unsubscribe = await client.listen(channel, handler);
      return async () => unsubscribe();
    },
    listenerState: () => (client.closed ? 'reconnecting' : 'listening'),
    onListenerState: () => () => {},
    // The data folder's lock file makes this process the folder's only user: queueing the work of
    // each key in this process is enough.
    exclusively: (key, work) => {
      const result = (exclusiveTails.get(key) ?? Promise.resolve()).then(work);
      const tail = result.then(
        () => undefined,
        () => undefined,
      );
      exclusiveTails.set(key, tail);
      return result;
    },
    warmUp: async () => {},
    close: () => client.close(),
  };
}

export async function openPglite(dataDir?: string): Promise<Database> {
  const client = dataDir ? new PGlite(dataDir) : new PGlite();
  await client.waitReady;
  return wrapPglite(client);
}

export interface PostgresOptions {
  poolSize?: number;
  log?: ListenerLog;
  listenRetryMs?: number[];
}

const silent: ListenerLog = { warn: () => {}, info: () => {} };

export function openPostgres(connectionString: string, options: PostgresOptions | number = {}): Database {
  const {
    poolSize = 10,
    log = silent,
    listenRetryMs,
  } = typeof options === 'number' ? { poolSize: options } : options;
  // `min`: idle connections are kept rather than closed after ten seconds (pg's default), so the
  // connections opened by warmUp are still there when a cup opens.
  const pool = new pg.Pool({ connectionString, max: poolSize, min: poolSize });
  // An idle pooled connection that the server ends emits 'error' on the pool; unhandled, that
  // would end the process. The pool drops the connection and opens a new one when next needed.
  pool.on('error', (err) => log.warn({ err }, 'an idle database connection was closed'));
  // A connection lost while checked out (inside a transaction, between its statements) emits
  // 'error' on the client, where the pool listens only while it is idle. The statement under way
  // already fails (the request answers 503); the pool discards the client when it is released.
  pool.on('connect', (client) => {
    client.on('error', (err) => log.warn({ err }, 'a database connection was lost during a request'));
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const listener = createPgListener(connectionString, log, listenRetryMs);
  return {
    kind: 'postgres',
    db,
    listen: listener.listen,
    listenerState: listener.state,
    onListenerState: listener.onState,
    exclusively: async (key, work) => {
      // A session lock on a connection of its own, so `work` may use the pool (and its own
      // transactions) freely while other instances wait at pg_advisory_lock.
      const client = await pool.connect();
      let failure: Error | undefined;
      try {
        await client.query('select pg_advisory_lock($1)', [key]);
        try {
          return await work();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [key]);
        }
      } catch (error) {
        failure = error as Error;
        throw error;
      } finally {
        // A connection whose unlock failed may still hold the lock: discard it, which ends the session.
        client.release(failure);
      }
    },
    warmUp: async () => {
      // All asked for at once, so the pool opens as many as it holds; each released as soon as it
      // is open, so a request waiting for the pool gets the first.
      const opened = await Promise.allSettled(
        Array.from({ length: poolSize }, () => pool.connect().then((client) => client.release())),
      );
      const failures = opened.flatMap((o) => (o.status === 'rejected' ? [o.reason] : []));
      if (failures.length > 0) {
        log.warn(
          { err: failures[0], failed: failures.length },
          'some database connections could not be opened',
        );
      }
    },
    close: async () => {
      await listener.close();
      await pool.end();
    },
  };
}
