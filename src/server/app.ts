/**
 * Builds the HTTP app once: request log, security headers, compression, health, the API (CSRF,
 * session, feature routes) and the SPA. Edit when a feature adds a route group.
 */
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { SITE } from '../shared/site/brand';
import type { PublicConfig } from '../shared/site/public-config';
import type { AppEnv, Deps } from './context';
import { createReadCache } from './features/arena/read-cache';
import { arenaRoutes } from './features/arena/routes';
import { meRoutes } from './features/auth/me-routes';
import { loadSession } from './features/auth/middleware';
import { authRoutes } from './features/auth/routes';
import { gameRoutes } from './features/bridge/game-routes';
import { linkRoutes } from './features/bridge/link-routes';
import { communityRoutes } from './features/community/routes';
import { discordRoutes } from './features/discord/routes';
import { createWidgetReader } from './features/discord/widget';
import { eventRoutes } from './features/events/routes';
import { formsRoutes } from './features/forms/routes';
import { createLiveHub } from './features/live/hub';
import { liveRoutes } from './features/live/routes';
import { createShopContext } from './features/shop/context';
import { billingRoutes, shopRoutes } from './features/shop/routes';
import { createStripe } from './features/shop/stripe-client';
import { paymentWebhookRoutes } from './features/shop/webhook';
import { statusRoutes } from './features/status/routes';
import { AppError, type ErrorBody } from './lib/errors';
import { requestLog } from './lib/request-log';
import { csrfProtection, securityHeaders } from './lib/security';
import { spaRoutes } from './web/spa';

/** Machine-to-machine endpoints that authenticate with their own credentials, not the cookie. */
const CSRF_EXEMPT = ['/api/game/', '/api/payments/webhook'];

export function createApi(deps: Deps) {
  const widget = createWidgetReader(deps);
  const live = createLiveHub(deps);
  const arenaCache = createReadCache(deps, live);
  const shop = createShopContext(deps);
  const stripe = createStripe(deps.env);
  return new Hono<AppEnv>()
    .use(csrfProtection(deps, CSRF_EXEMPT))
    .use(loadSession(deps))
    .route('/auth', authRoutes(deps))
    .route('/me', meRoutes(deps))
    .route('/discord', discordRoutes(widget))
    .route('/status', statusRoutes(deps, widget))
    .route('/forms', formsRoutes(deps))
    .route('/arena', arenaRoutes(deps, arenaCache))
    .route('/events', eventRoutes(deps))
    .route('/community', communityRoutes(deps, widget))
    .route('/live', liveRoutes(live))
    .route('/link', linkRoutes(deps))
    .route('/game/v1', gameRoutes(deps))
    .route('/shop', shopRoutes(shop, stripe))
    .route('/billing', billingRoutes(shop, stripe))
    .route('/payments', paymentWebhookRoutes(shop, stripe));
}

export type ApiType = ReturnType<typeof createApi>;

export function publicConfig(deps: Deps): PublicConfig {
  return {
    demoMode: deps.env.demoMode,
    discordInvite: deps.env.DISCORD_INVITE_URL ?? SITE.defaultDiscordInvite,
    skinRenderUrl: deps.env.SKIN_RENDER_URL,
    countdownTarget: deps.env.HOME_COUNTDOWN_TARGET,
  };
}

export function createApp(deps: Deps) {
  const app = new Hono<AppEnv>();
  app.use(requestLog(deps.logger));
  app.use(securityHeaders(deps));
  app.use(compress());

  app.get('/healthz', async (c) => {
    try {
      await deps.database.db.execute(sql`select 1`);
      return c.json({ status: 'ok' });
    } catch {
      return c.json({ status: 'unavailable' }, 503);
    }
  });

  app.route('/api', createApi(deps));
  app.all('/api/*', () => {
    throw new AppError(404, 'not_found', 'No such API endpoint.');
  });
  app.route('/', spaRoutes(deps, publicConfig(deps)));

  app.onError((error, c) => {
    if (error instanceof AppError) {
      const body: ErrorBody = { error: { code: error.code, message: error.message, fields: error.fields } };
      return c.json(body, error.status);
    }
    deps.logger.error({ requestId: c.var.requestId, err: error }, 'unhandled error');
    const body: ErrorBody = { error: { code: 'internal', message: 'Something went wrong on our side.' } };
    return c.json(body, 500);
  });
  return app;
}
