import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../context';
import { AppError } from './errors';

/** A path prefix and the most bytes a request body under it may have; null: the route limits its own. */
export type BodyLimitRule = readonly [prefix: string, maxBytes: number | null];

const tooLarge = () => new AppError(413, 'payload_too_large', 'This request is too large.');

/**
 * One body limit per request, the first rule whose prefix matches (else `fallback`). A declared
 * Content-Length over the limit is refused before a byte of the body is read; a chunked body is
 * cut off as soon as it passes the limit, so no request can make the server hold more than that.
 */
export function bodyLimits(rules: readonly BodyLimitRule[], fallback: number): MiddlewareHandler<AppEnv> {
  const limiters = new Map<number, MiddlewareHandler<AppEnv>>();
  const limiterFor = (maxSize: number) => {
    let limiter = limiters.get(maxSize);
    if (!limiter) {
      limiter = bodyLimit({
        maxSize,
        onError: () => {
          throw tooLarge();
        },
      });
      limiters.set(maxSize, limiter);
    }
    return limiter;
  };
  return async (c, next) => {
    // No handler reads the body of a GET or HEAD, and asking whether there is one makes the Node
    // adapter build a full Request: on cached public reads that was a seventh of the server's time.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const rule = rules.find(([prefix]) => c.req.path.startsWith(prefix));
    const max = rule ? rule[1] : fallback;
    if (max === null) return next();
    return limiterFor(max)(c, next);
  };
}
