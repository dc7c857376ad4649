import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import type { Logger } from './logger';
import { isPrebuilt } from './security';
import { simulatorMark } from './simulator-agent';

/** The id a request is logged and answered with: the caller's (a proxy's), or a new one. */
export const requestIdFrom = (header: string | undefined) => header?.slice(0, 64) || randomUUID();

interface RequestEntry {
  requestId: string;
  method: string;
  path: string;
  status: number;
  ms: number;
}

/** API calls and failures at info, failures of the server at error, the rest (pages, assets) at debug. */
export function logRequest(logger: Logger, entry: RequestEntry, userAgent: string | undefined) {
  const level =
    entry.status >= 500 ? 'error' : entry.path.startsWith('/api/') || entry.status >= 400 ? 'info' : 'debug';
  // Most answers are not logged at the configured level: they cost no line object.
  if (!logger.isLevelEnabled(level)) return;
  logger[level]({ ...entry, ...simulatorMark(userAgent) }, level === 'error' ? 'request failed' : 'request');
}

/** One structured line per request: path without query string, never headers or bodies. */
export function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const requestId = requestIdFrom(c.req.header('x-request-id'));
    c.set('requestId', requestId);
    const start = performance.now();
    await next();
    // Prebuilt answers carry the id already; setting it up front (c.header) would build a
    // Headers object for every request only for them to ignore it.
    if (!isPrebuilt(c.res)) c.res.headers.set('X-Request-Id', requestId);
    const entry = {
      requestId,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - start),
    };
    logRequest(logger, entry, c.req.header('user-agent'));
  };
}
