import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context';
import type { Logger } from './logger';
import { isPrebuilt } from './security';
import { simulatorMark } from './simulator-agent';

/** One structured line per request: path without query string, never headers or bodies. */
export function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const requestId = c.req.header('x-request-id')?.slice(0, 64) || randomUUID();
    c.set('requestId', requestId);
    const start = performance.now();
    await next();
    // Prebuilt answers carry the id already; setting it up front (c.header) would build a
    // Headers object for every request only for them to ignore it.
    if (!isPrebuilt(c.res)) c.res.headers.set('X-Request-Id', requestId);
    const status = c.res.status;
    const entry = {
      requestId,
      method: c.req.method,
      path: c.req.path,
      status,
      ms: Math.round(performance.now() - start),
      ...simulatorMark(c.req.header('user-agent')),
    };
    if (status >= 500) logger.error(entry, 'request failed');
    else if (c.req.path.startsWith('/api/') || status >= 400) logger.info(entry, 'request');
    else logger.debug(entry, 'request');
  };
}
