import { type Context, Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { LIVE_TOPICS, type LiveTopic } from '../../../shared/arena/types';
import type { AppEnv } from '../../context';
import { AppError, tooManyRequests } from '../../lib/errors';
import { isLiveTopic, type LiveHub } from './hub';

/** A client this far behind is dropped; it reconnects, gets `ready` and refetches. */
const MAX_PENDING_WRITES = 100;

/** Proxies and idle timeouts drop silent connections; a comment line every 25 s keeps them open. */
export const HEARTBEAT_MS = 25_000;

function parseTopics(raw: string | undefined): LiveTopic[] {
  const names = (raw ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  const unknown = names.filter((t) => !isLiveTopic(t));
  if (names.length === 0 || unknown.length > 0) {
    throw new AppError(400, 'invalid_topics', `Choose topics from: ${LIVE_TOPICS.join(', ')}.`);
  }
  return [...new Set(names)] as LiveTopic[];
}

/**
 * GET /api/live?topics=a,b: Server-Sent Events. `ready` after subscribing (clients refetch then,
 * so nothing between their last read and the subscription is lost), then one `change` per row;
 * `unavailable` when the database connection drops and `ready` again once it listens anew.
 */
export interface LiveRouteOptions {
  heartbeatMs?: number;
  /** Streams one client address may hold at once; each costs a socket and a subscriber. */
  maxStreamsPerAddress?: number;
  addressOf?: (c: Context<AppEnv>) => string;
}

export function liveRoutes(hub: LiveHub, options: LiveRouteOptions = {}) {
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  const maxStreams = options.maxStreamsPerAddress ?? Number.POSITIVE_INFINITY;
  const openStreams = new Map<string, number>();
  return new Hono<AppEnv>().get('/', async (c) => {
    const topics = parseTopics(c.req.query('topics'));
    const address = options.addressOf?.(c) ?? 'unknown';
    if ((openStreams.get(address) ?? 0) >= maxStreams) {
      throw tooManyRequests(
        'too_many_streams',
        'Too many live-update connections from your address. Close some tabs and try again.',
        HEARTBEAT_MS / 1000,
      );
    }
    const unavailable = () =>
      new AppError(503, 'live_unavailable', 'Live updates are unavailable right now.');
    await hub.ready().catch(() => {
      throw unavailable();
    });
    // Reconnecting to the database: the client retries on its own back-off.
    if (!hub.isLive()) throw unavailable();
    // no-transform keeps compression (ours and any proxy's) from buffering the stream.
    openStreams.set(address, (openStreams.get(address) ?? 0) + 1);
    const release = () => {
      const left = (openStreams.get(address) ?? 1) - 1;
      if (left > 0) openStreams.set(address, left);
      else openStreams.delete(address);
    };
    const response = streamSSE(c, async (stream) => {
      let wake: () => void = () => {};
      const aborted = new Promise<void>((resolve) => {
        wake = resolve;
      });
      stream.onAbort(() => wake());
      let pending = 0;
      const send = (event: string, data: unknown) => {
        if (stream.aborted || stream.closed) return;
        if (pending >= MAX_PENDING_WRITES) {
          stream.abort();
          return;
        }
        pending++;
        void stream.writeSSE({ event, data: JSON.stringify(data) }).finally(() => {
          pending--;
        });
      };
      const unsubscribe = await hub
        .subscribe(topics, (change) => send('change', change))
        .catch((error: unknown) => {
          release();
          throw error;
        });
      // While the database connection is down changes go unheard: say so, and say `ready` again
      // when it is back so the page refetches what it missed.
      const offState = hub.onState((live) => send(live ? 'ready' : 'unavailable', live ? { topics } : {}));
      try {
        await stream.writeSSE({ event: 'ready', data: JSON.stringify({ topics }) });
        while (!stream.aborted && !stream.closed) {
          let timer: NodeJS.Timeout | undefined;
          await Promise.race([
            aborted,
            new Promise<void>((resolve) => {
              timer = setTimeout(resolve, heartbeatMs);
            }),
          ]);
          clearTimeout(timer);
          if (stream.aborted || stream.closed) break;
          await stream.write(': ping\n\n');
        }
      } finally {
        offState();
        unsubscribe();
        release();
      }
    });
    response.headers.set('Cache-Control', 'no-cache, no-transform');
    response.headers.set('X-Accel-Buffering', 'no');
    return response;
  });
}
