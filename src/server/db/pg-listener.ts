/**
 * The one long-lived Postgres connection that LISTENs. A database restart, failover or
 * pg_terminate_backend ends it at any moment; an 'error' event without a handler would end the
 * process, so it is handled here, and the connection comes back with back-off and LISTENs again.
 * Notifications sent while it is down are lost, so subscribers hear about every state change and
 * refetch when it is back.
 */
import pg from 'pg';
import type { NotificationHandler } from './client';

/** `idle` until the first LISTEN, `reconnecting` while a lost connection is being restored. */
export type ListenerState = 'idle' | 'listening' | 'reconnecting';

export interface ListenerLog {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

/** Waits between reconnection attempts; the last one repeats. */
export const LISTEN_RETRY_MS = [250, 500, 1_000, 2_000, 5_000];

const quote = (channel: string) => `"${channel.replaceAll('"', '""')}"`;

export function createPgListener(connectionString: string, log: ListenerLog, retryMs = LISTEN_RETRY_MS) {
  const handlers = new Map<string, Set<NotificationHandler>>();
  const stateHandlers = new Set<(up: boolean) => void>();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let up = false;
  let everUp = false;
  let closed = false;
  let attempt = 0;
  let retryTimer: NodeJS.Timeout | undefined;

  const setUp = (value: boolean) => {
    if (up === value) return;
    up = value;
    for (const handler of stateHandlers) handler(value);
  };

  const connect = (): Promise<pg.Client> => {
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString });
      // Registered before connect(): a failure during the handshake also emits 'error'.
      next.on('error', (err) => lost(next, err));
      next.on('end', () => lost(next));
      next.on('notification', (msg) => {
        for (const handler of handlers.get(msg.channel) ?? []) handler(msg.payload ?? '');
      });
      try {
        await next.connect();
        for (const channel of handlers.keys()) await next.query(`LISTEN ${quote(channel)}`);
      } catch (error) {
        next.removeAllListeners('end');
        await next.end().catch(() => {});
        throw error;
      }
      client = next;
      everUp = true;
      attempt = 0;
      setUp(true);
      return next;
    })().finally(() => {
      connecting = undefined;
    });
    return connecting;
  };

  const scheduleReconnect = () => {
    if (closed || retryTimer) return;
    const delay = retryMs[Math.min(attempt++, retryMs.length - 1)] ?? 1_000;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect().then(
        () => log.info({}, 'live notifications listening again'),
        (err: unknown) => {
          log.warn({ err }, 'live notifications still unavailable');
          scheduleReconnect();
        },
      );
    }, delay);
    retryTimer.unref();
  };

  function lost(which: pg.Client, err?: Error) {
    if (client !== which) return;
    client = undefined;
    which.removeAllListeners('notification');
    if (closed) return;
    log.warn({ err }, 'lost the live notification connection; reconnecting');
    setUp(false);
    scheduleReconnect();
  }

  return {
    state: (): ListenerState => (up ? 'listening' : everUp ? 'reconnecting' : 'idle'),
    /** Called with false when the connection is lost and true when it listens again. */
    onState(handler: (up: boolean) => void): () => void {
      stateHandlers.add(handler);
      return () => stateHandlers.delete(handler);
    },
    async listen(channel: string, handler: NotificationHandler): Promise<() => Promise<void>> {
      const current = client ?? (await connect());
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await current.query(`LISTEN ${quote(channel)}`);
      }
      set.add(handler);
      return async () => {
        set.delete(handler);
        if (set.size === 0) {
          handlers.delete(channel);
          await client?.query(`UNLISTEN ${quote(channel)}`).catch(() => {});
        }
      };
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const current = client ?? (await connecting?.catch(() => undefined));
      client = undefined;
      await current?.end().catch(() => {});
    },
  };
}
