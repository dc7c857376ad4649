import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { LIVE_TOPICS, type LiveTopic } from '../../../shared/arena/types';
import type { AppEnv } from '../../context';
import { AppError } from '../../lib/errors';
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
 * so nothing between their last read and the subscription is lost), then one `change` per row.
 */
export function liveRoutes(hub: LiveHub, options: { heartbeatMs?: number } = {}) {
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  return new Hono<AppEnv>().get('/', async (c) => {
    const topics = parseTopics(c.req.query('topics'));
    await hub.ready().catch(() => {
      throw new AppError(503, 'live_unavailable', 'Live updates are unavailable right now.');
    });
    // no-transform keeps compression (ours and any proxy's) from buffering the stream.
    const response = streamSSE(c, async (stream) => {
      let wake: () => void = () => {};
      const aborted = new Promise<void>((resolve) => {
        wake = resolve;
      });
      stream.onAbort(() => wake());
      let pending = 0;
      const unsubscribe = await hub.subscribe(topics, (change) => {
        if (stream.aborted || stream.closed) return;
        if (pending >= MAX_PENDING_WRITES) {
          stream.abort();
          return;
        }
        pending++;
        void stream.writeSSE({ event: 'change', data: JSON.stringify(change) }).finally(() => {
          pending--;
        });
      });
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
        unsubscribe();
      }
    });
    response.headers.set('Cache-Control', 'no-cache, no-transform');
    response.headers.set('X-Accel-Buffering', 'no');
    return response;
  });
}
