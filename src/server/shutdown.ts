/**
 * Graceful shutdown. A request cut off mid-way has often committed its work already, so its client
 * retries into a duplicate; every request that got in is answered instead. In order: stop
 * accepting connections, stop background work, end the live streams with a hint to reconnect, let
 * the requests in flight finish (those queued for a database connection included, which is why
 * the pool closes last), and only past the deadline cut what is left.
 */
import type { Server } from 'node:http';
import type { Http2SecureServer, Http2Server } from 'node:http2';
import type { Database } from './db/client';
import type { Logger } from './lib/logger';

/** How often connections that have finished their answer are closed while draining. */
const IDLE_SWEEP_MS = 50;

export interface ShutdownParts {
  server: Server | Http2Server | Http2SecureServer;
  database: Pick<Database, 'close'>;
  logger: Logger;
  /** Timers and workers that start new work (sweepers, notifiers, the demo game server). */
  stopBackgroundWork(): void;
  endLiveStreams(retryMs: number): void;
  /** Past this, the requests still open are cut so the process can exit. */
  deadlineMs: number;
  liveRetryMs: number;
}

export interface ShutdownOutcome {
  /** Every request got its answer before the deadline. */
  drained: boolean;
}

export async function shutDownGracefully(parts: ShutdownParts): Promise<ShutdownOutcome> {
  const { server, logger } = parts;
  const http = server as Server;
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  parts.stopBackgroundWork();
  parts.endLiveStreams(parts.liveRetryMs);
  // close() shuts the idle keep-alive connections once; a connection whose answer is sent later
  // would otherwise stay open (and keep close() from finishing) until its keep-alive timeout.
  http.closeIdleConnections?.();
  const sweep = setInterval(() => http.closeIdleConnections?.(), IDLE_SWEEP_MS);
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), parts.deadlineMs);
  });
  const drained = await Promise.race([closed.then(() => true as const), deadline]);
  clearInterval(sweep);
  clearTimeout(timer);
  if (!drained) {
    logger.warn({ deadlineMs: parts.deadlineMs }, 'requests still open at the shutdown deadline were cut');
    http.closeAllConnections?.();
  }
  await parts.database.close().catch((err) => logger.error({ err }, 'database close failed'));
  return { drained };
}
