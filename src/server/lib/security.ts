import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv, Deps } from '../context';
import type { Env } from '../env';
import { forbidden } from './errors';

/**
 * The headers every answer carries, built once per configuration. The policy is what the built
 * site satisfies: no inline scripts, images only from us and the skin and avatar hosts.
 */
const headerLists = new WeakMap<Env, readonly (readonly [string, string])[]>();

function securityHeaderList(env: Env) {
  let list = headerLists.get(env);
  if (!list) {
    const skinOrigin = new URL(env.SKIN_RENDER_URL).origin;
    const policy = [
      "default-src 'self'",
      "script-src 'self'",
      // Toasts and Radix set style attributes and inject a small stylesheet at run time.
      "style-src 'self' 'unsafe-inline'",
      `img-src 'self' data: ${skinOrigin} https://cdn.discordapp.com`,
      "font-src 'self'",
      "connect-src 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "object-src 'none'",
    ].join('; ');
    list = [
      ['Content-Security-Policy', policy],
      ['Cross-Origin-Opener-Policy', 'same-origin'],
      ['Cross-Origin-Resource-Policy', 'same-origin'],
      ['Origin-Agent-Cluster', '?1'],
      ['Permissions-Policy', 'camera=(), microphone=(), geolocation=()'],
      ['Referrer-Policy', 'strict-origin-when-cross-origin'],
      ...(env.isProduction
        ? [['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'] as const]
        : []),
      ['X-Content-Type-Options', 'nosniff'],
      ['X-DNS-Prefetch-Control', 'off'],
      ['X-Download-Options', 'noopen'],
      ['X-Frame-Options', 'DENY'],
      ['X-Permitted-Cross-Domain-Policies', 'none'],
      ['X-XSS-Protection', '0'],
    ] as const;
    headerLists.set(env, list);
  }
  return list;
}

/** The security headers as a plain object, for answers built whole (see `prebuiltResponse`). */
export const securityHeaderRecord = (env: Env): Record<string, string> =>
  Object.fromEntries(securityHeaderList(env));

/** Answers that already carry every header they need; the middlewares after them leave them be. */
const prebuilt = new WeakSet<Response>();
export const markPrebuilt = (response: Response) => {
  prebuilt.add(response);
  return response;
};
export const isPrebuilt = (response: Response) => prebuilt.has(response);

/**
 * Adds the security headers to every answer. A route that sets one itself (the stricter sandbox on
 * uploaded files) keeps its own; prebuilt answers are skipped, since reading their headers would
 * turn the adapter's plain header object into a Headers instance on the hot path.
 */
export function securityHeaders(deps: Deps): MiddlewareHandler<AppEnv> {
  const list = securityHeaderList(deps.env);
  return async (c, next) => {
    await next();
    if (isPrebuilt(c.res)) return;
    const headers = c.res.headers;
    for (const [name, value] of list) if (!headers.has(name)) headers.set(name, value);
  };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * In production only PUBLIC_URL's origin is ours. Elsewhere the site is also opened at 127.0.0.1
 * or a LAN address, so the very origin a request was sent to is ours too.
 */
export function isAllowedOrigin(env: Env, origin: string, requestUrl: string): boolean {
  return origin === env.publicOrigin || (!env.isProduction && origin === new URL(requestUrl).origin);
}

/**
 * Where to send the browser back to after leaving the site (a checkout): the origin the request
 * came from when it is one of ours, so the session cookie of that origin is still there, else
 * PUBLIC_URL.
 */
export function returnOrigin(c: Context<AppEnv>, env: Env): string {
  const origin = c.req.header('origin');
  return origin && isAllowedOrigin(env, origin, c.req.url) ? origin : env.PUBLIC_URL;
}

/**
 * Cookie-authenticated writes must come from our own pages. Browsers always send Origin on
 * cross-site POSTs; without it we accept only Sec-Fetch-Site: same-origin. Machine-to-machine
 * endpoints (game servers, payment webhooks) authenticate otherwise and are listed as exempt.
 */
export function csrfProtection(deps: Deps, exemptPrefixes: string[]): MiddlewareHandler<AppEnv> {
  const isOurOrigin = (origin: string, requestUrl: string) => isAllowedOrigin(deps.env, origin, requestUrl);
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || exemptPrefixes.some((p) => c.req.path.startsWith(p))) {
      return next();
    }
    const origin = c.req.header('origin');
    const fetchSite = c.req.header('sec-fetch-site');
    const allowed = origin ? isOurOrigin(origin, c.req.url) : fetchSite === 'same-origin';
    if (!allowed) throw forbidden('This request did not come from this site.');
    return next();
  };
}
