import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv, Deps } from '../context';
import { forbidden } from './errors';

/** The policy the built site satisfies: no inline scripts, images only from us and the skin and avatar hosts. */
export function securityHeaders(deps: Deps): MiddlewareHandler<AppEnv> {
  const skinOrigin = new URL(deps.env.SKIN_RENDER_URL).origin;
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Toasts and Radix set style attributes and inject a small stylesheet at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', skinOrigin, 'https://cdn.discordapp.com'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      objectSrc: ["'none'"],
    },
    strictTransportSecurity: deps.env.isProduction ? 'max-age=31536000; includeSubDomains' : false,
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    xContentTypeOptions: 'nosniff',
    crossOriginOpenerPolicy: 'same-origin',
    crossOriginResourcePolicy: 'same-origin',
    crossOriginEmbedderPolicy: false,
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  });
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cookie-authenticated writes must come from our own pages. Browsers always send Origin on
 * cross-site POSTs; without it we accept only Sec-Fetch-Site: same-origin. Machine-to-machine
 * endpoints (game servers, payment webhooks) authenticate otherwise and are listed as exempt.
 */
export function csrfProtection(deps: Deps, exemptPrefixes: string[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || exemptPrefixes.some((p) => c.req.path.startsWith(p))) {
      return next();
    }
    const origin = c.req.header('origin');
    const fetchSite = c.req.header('sec-fetch-site');
    const allowed = origin ? origin === deps.env.publicOrigin : fetchSite === 'same-origin';
    if (!allowed) throw forbidden('This request did not come from this site.');
    return next();
  };
}
