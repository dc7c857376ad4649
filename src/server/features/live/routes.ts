import { ServerResponse } from 'node:http';
import type { HttpBindings } from '@hono/node-server';
import { type Context, Hono } from 'hono';
import { LIVE_TOPICS, type LiveTopic } from '../../../shared/arena/types';
import type { AppEnv } from '../../context';
import { AppError, tooManyRequests } from '../../lib/errors';
import { markPrebuilt } from '../../lib/security';
import { createFanOut, socketSink, type VersionsAfter, type VersionsNow } from './fan-out';
import { isLiveTopic, type LiveHub } from './hub';

/** Proxies and idle timeouts drop silent connections; a comment line every 25 s keeps them open. */
export const HEARTBEAT_MS = 25_000;

/** Tells the Node adapter the answer was written to the socket already (its RESPONSE_ALREADY_SENT). */
const ANSWERED_ON_SOCKET = 'x-hono-already-sent';

const SSE_HEADERS = {
  'Content-Type': 'text/event-stream',
  'Cache-Control': 'no-cache, no-transform',
  Connection: 'keep-alive',
  'Transfer-Encoding': 'chunked',
  'X-Accel-Buffering': 'no',
};

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
  /** Headers every answer carries (the security headers), added to a stream's head. */
  headers?: Record<string, string>;
  /** Where a change's versions come from (the read cache of public answers); none: changes go bare. */
  versionsAfter?: VersionsAfter;
  /** The versions a stream's first `ready` names (the same cache's current answers). */
  versionsNow?: VersionsNow;
}

export function liveRoutes(hub: LiveHub, options: LiveRouteOptions = {}) {
  return createLiveStreams(hub, options).routes;
}

/** The live route and a way to end all its streams (on shutdown). */
export function createLiveStreams(hub: LiveHub, options: LiveRouteOptions = {}) {
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  const maxStreams = options.maxStreamsPerAddress ?? Number.POSITIVE_INFINITY;
  const openStreams = new Map<string, number>();
  const fanOut = createFanOut(hub, heartbeatMs, options.versionsAfter, options.versionsNow);
  const socketHeaders = { ...options.headers, ...SSE_HEADERS };
  const release = (address: string) => () => {
    const left = (openStreams.get(address) ?? 1) - 1;
    if (left > 0) openStreams.set(address, left);
    else openStreams.delete(address);
  };
  const routes = new Hono<AppEnv>().get('/', async (c) => {
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
    openStreams.set(address, (openStreams.get(address) ?? 0) + 1);
    // Personal topics (a player's notifications) reach only the streams their user opened.
    const viewer = c.var.user?.id ?? null;
    const refused = (error: unknown) => {
      throw error instanceof AppError ? error : unavailable();
    };
    // On the Node server the stream writes to its socket itself (the cheapest way to reach
    // thousands of subscribers); an in-process request gets the same bytes as a body.
    const outgoing = (c.env as Partial<HttpBindings> | undefined)?.outgoing;
    if (outgoing instanceof ServerResponse) {
      await fanOut.open(topics, socketSink(outgoing, socketHeaders), release(address), viewer).catch(refused);
      return markPrebuilt(new Response(null, { headers: { [ANSWERED_ON_SOCKET]: 'true' } }));
    }
    const body = await fanOut.openBody(topics, release(address), viewer).catch(refused);
    // no-transform keeps compression (ours and any proxy's) from buffering the stream.
    return c.body(body, 200, SSE_HEADERS);
  });
  return { routes, endAll: fanOut.endAll };
}
