/**
 * Builds the HTTP app once: request log, security headers, compression, health, the API (CSRF,
 * session, feature routes) and the SPA. Edit when a feature adds a route group.
 */
import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type ServerOptions,
  type ServerResponse,
} from 'node:http';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { RouterRoute } from 'hono/types';
import { browserEndpointList } from '../shared/api/browser-endpoints';
import { apiDocsEndpoints } from '../shared/api/endpoints';
import { MAX_ATLAS_UPLOAD_BYTES } from '../shared/atlas/console/api';
import { MAX_LOG_BYTES } from '../shared/replays/protocol';
import { SITE } from '../shared/site/brand';
import type { PublicConfig } from '../shared/site/public-config';
import type { AppEnv, Deps } from './context';
import { accountLinkConsoleRoutes } from './features/account-link';
import { linkRoutes } from './features/account-link/routes';
import { createReadCache, type ReadCache } from './features/arena/read-cache';
import { arenaRoutes } from './features/arena/routes';
import { atlasConsoleRoutes } from './features/atlas/console/routes';
import { createAtlasFirstPaint } from './features/atlas/first-paint';
import { atlasRoutes } from './features/atlas/routes';
import { type AtlasReader, createAtlasReader } from './features/atlas/store';
import { meRoutes } from './features/auth/me-routes';
import { loadSession, requireStaff } from './features/auth/middleware';
import { authRoutes } from './features/auth/routes';
import { banConsoleRoutes, banRoutes, liftAppealedBan } from './features/bans';
import { gameServersConsoleRoutes } from './features/bridge';
import { gameRoutes } from './features/bridge/game-routes';
import { communityRoutes } from './features/community/routes';
import { contentRoutes, contentStaffRoutes, firstPaintData } from './features/content';
import { createWidgetReader, discordConsoleRoutes, type WidgetReader } from './features/discord';
import { discordRoutes } from './features/discord/routes';
import { doublesFirstPaintData } from './features/doubles/first-paint';
import { doublesRoutes } from './features/doubles/routes';
import { eventConsoleRoutes, eventRoutes } from './features/events';
import { formsRoutes } from './features/forms/routes';
import { LEADER_ROUTE, leaderPage, leaderRoutes, leadersConsoleRoutes } from './features/gym-leaders';
import type { LiveHub } from './features/live/hub';
import { createLiveHub } from './features/live/hub';
import { createLiveStreams } from './features/live/routes';
import { notificationRoutes } from './features/notifications';
import { outboxConsoleRoutes } from './features/outbox';
import { PLAYER_ROUTE, playerPage, playerRoutes } from './features/players';
import { MATCH_ROUTE, matchPage, replayRoutes } from './features/replays';
import { seasonConsoleRoutes } from './features/season/console/routes';
import { seasonRoutes } from './features/season/routes';
import {
  matchCardImage,
  playerCardImage,
  shareCardRoutes,
  tournamentCardImage,
} from './features/share-cards';
import {
  catalogConsoleRoutes,
  codesConsoleRoutes,
  deliveriesConsoleRoutes,
  deliveriesNeedingAttention,
  openDisputes,
  purchasesConsoleRoutes,
  revenueConsoleRoutes,
  salesConsoleRoutes,
  shopFirstPaintData,
  storeSettingsConsoleRoutes,
} from './features/shop';
import { createShopContext } from './features/shop/context';
import { billingRoutes, shopRoutes } from './features/shop/routes';
import { createStripe } from './features/shop/stripe-client';
import { paymentWebhookRoutes } from './features/shop/webhook';
import { auditAs, staffRoutes } from './features/staff';
import { createStatusFirstPaint, incidentsConsoleRoutes } from './features/status';
import { statusRoutes } from './features/status/routes';
import {
  checkInsDue,
  tournamentConsoleRoutes,
  tournamentPage,
  tournamentRoutes,
} from './features/tournaments';
import { bracketRoutes } from './features/tournaments/bracket-routes';
import { voteRoutes, voteStaffRoutes } from './features/vote';
import { type BodyLimitRule, bodyLimits } from './lib/body-limit';
import { browserOpenApiDocument } from './lib/browser-openapi';
import { clientAddress } from './lib/client-address';
import { consoleAnswersNotStored } from './lib/console-answers';
import { refuseControlCharactersInUrl } from './lib/control-chars';
import { endpointRoutes } from './lib/endpoint-routes';
import {
  AppError,
  databaseUnavailable,
  type ErrorBody,
  isDatabaseUnavailable,
  isUnstorableText,
} from './lib/errors';
import { noteConnectionAccepted } from './lib/intake';
import { logRequest, requestIdFrom, requestLog } from './lib/request-log';
import { csrfProtection, isPrebuilt, securityHeaderRecord, securityHeaders } from './lib/security';
import { boundedSitemap, sitemapBytes, sitemapEntries } from './web/crawlers';
import { type PageRead, spaRoutes } from './web/spa';

const KB = 1024;

/**
 * Request bodies, sized to what each route needs: a Stripe event, a form with long answers, a
 * match report; everything else is a small JSON object. The upload route streams its own limit
 * (MAX_FILE_BYTES). First matching prefix wins.
 */
const BODY_LIMITS: BodyLimitRule[] = [
  ['/api/forms/uploads', null],
  // A datapack .zip; once unpacked it is held to the importer's own limits.
  ['/api/staff/atlas/imports', MAX_ATLAS_UPLOAD_BYTES],
  ['/api/payments/webhook', 512 * KB],
  ['/api/forms/', 256 * KB],
  // A match report may carry its battle's Showdown log (up to MAX_LOG_BYTES, checked on its own).
  ['/api/game/v1/matches', MAX_LOG_BYTES + 64 * KB],
  ['/api/game/', 64 * KB],
  ['/api/shop/', 32 * KB],
  // A reply and a note of up to 4,000 characters each, or a bulk action on a page of the queue.
  ['/api/staff/', 64 * KB],
];
const DEFAULT_BODY_LIMIT = 16 * KB;

/** Machine-to-machine endpoints that authenticate with their own credentials, not the cookie. */
const CSRF_EXEMPT = ['/api/game/', '/api/payments/webhook'];

const liveStreamsFor = (deps: Deps, live: LiveHub, arenaCache: ReadCache) =>
  createLiveStreams(live, {
    maxStreamsPerAddress: deps.env.LIVE_STREAMS_PER_ADDRESS,
    addressOf: (c) => clientAddress(c, deps.env),
    // Written with the stream's own head: the answer leaves before the header middleware runs.
    headers: securityHeaderRecord(deps.env),
    // A change says which versions of the cached public answers it leads to (decision 031).
    versionsAfter: (topic) => arenaCache.versionsAfter(topic),
    // A stream's first `ready` names the versions current once it is subscribed.
    versionsNow: (topics) => arenaCache.versionsNow(topics),
  });

export function createApi(
  deps: Deps,
  live = createLiveHub(deps),
  arenaCache = createReadCache(deps, live),
  liveStreams = liveStreamsFor(deps, live, arenaCache),
  // One reader, one cache: the status page's first paint reads the same one (createSite).
  widget: WidgetReader = createWidgetReader(deps),
  // The same for the atlas: the Spawn Atlas page's first paint reads what the API serves.
  readAtlas: AtlasReader = createAtlasReader(deps),
) {
  const shop = createShopContext(deps, live);
  const stripe = createStripe(deps.env);
  const api: Hono<AppEnv> = new Hono<AppEnv>()
    .use(refuseControlCharactersInUrl())
    .use(csrfProtection(deps, CSRF_EXEMPT))
    .use(loadSession(deps))
    .use('/staff/*', consoleAnswersNotStored)
    .route(
      '/staff/openapi.json',
      apiDocsRoutes(deps, () => api.routes),
    )
    .route('/auth', authRoutes(deps))
    .route('/me/ban', banRoutes(deps))
    .route('/me', meRoutes(deps))
    .route('/me', notificationRoutes(deps))
    .route('/discord', discordRoutes(widget))
    .route('/status', statusRoutes(deps, widget))
    .route('/forms', formsRoutes(deps))
    .route('/staff/content', contentStaffRoutes(deps))
    .route('/staff/events', eventConsoleRoutes(deps))
    .route('/staff/tournaments', tournamentConsoleRoutes(deps, auditAs))
    .route('/staff/deliveries', deliveriesConsoleRoutes(deps, auditAs))
    .route('/staff/purchases', purchasesConsoleRoutes(shop, stripe, auditAs))
    .route('/staff/shop/settings', storeSettingsConsoleRoutes(shop, auditAs))
    .route('/staff/shop', revenueConsoleRoutes(deps))
    .route('/staff/catalog', catalogConsoleRoutes(shop, auditAs))
    .route('/staff/sales', salesConsoleRoutes(shop, auditAs))
    .route('/staff/codes', codesConsoleRoutes(shop, auditAs))
    .route('/staff/leaders', leadersConsoleRoutes(deps))
    .route('/staff/game-servers', gameServersConsoleRoutes(deps, auditAs))
    .route('/staff/incidents', incidentsConsoleRoutes(deps))
    .route('/staff/vote', voteStaffRoutes(deps))
    .route('/staff/season', seasonConsoleRoutes(deps))
    .route('/staff/links', accountLinkConsoleRoutes(deps))
    .route('/staff/atlas', atlasConsoleRoutes(deps))
    .route('/staff/bans', banConsoleRoutes(deps))
    .route('/staff/outbox', outboxConsoleRoutes(deps))
    .route('/staff/discord', discordConsoleRoutes(deps))
    .route(
      '/staff',
      staffRoutes(deps, {
        overview: { deliveries: deliveriesNeedingAttention, disputes: openDisputes, checkIns: checkInsDue },
        liftAppealedBan: liftAppealedBan(deps),
      }),
    )
    .route('/content', contentRoutes(deps))
    .route('/arena', arenaRoutes(deps, arenaCache))
    .route('/events', eventRoutes(deps))
    .route('/doubles', doublesRoutes(deps))
    .route('/tournaments', tournamentRoutes(deps))
    .route('/tournaments', bracketRoutes(deps, arenaCache, auditAs))
    .route('/players', playerRoutes(deps))
    .route('/matches', replayRoutes(deps))
    .route('/gym-leaders', leaderRoutes(deps))
    .route('/atlas', atlasRoutes(readAtlas))
    .route('/vote', voteRoutes(deps))
    .route('/season', seasonRoutes(deps))
    .route('/community', communityRoutes(deps, widget))
    .route('/live', liveStreams.routes)
    .route('/link', linkRoutes(deps))
    .route('/game/v1', gameRoutes(deps))
    .route('/shop', shopRoutes(shop, stripe))
    .route('/billing', billingRoutes(shop, stripe))
    .route('/payments', paymentWebhookRoutes(shop, stripe));
  return api;
}

/** GET /api/staff/openapi.json: the browser API's document, built on first read from the mounted routes. */
function apiDocsRoutes(deps: Deps, mounted: () => readonly RouterRoute[]) {
  let document: ReturnType<typeof browserOpenApiDocument> | undefined;
  return endpointRoutes('/staff/openapi.json').on(apiDocsEndpoints.openApi, (c) => {
    requireStaff(c);
    document ??= browserOpenApiDocument(deps.env.PUBLIC_URL, browserEndpointList(), mounted());
    return c.json(document);
  }).routes;
}

export function publicConfig(deps: Deps): PublicConfig {
  return {
    demoMode: deps.env.demoMode,
    discordInvite: deps.env.DISCORD_INVITE_URL ?? SITE.defaultDiscordInvite,
    skinRenderUrl: deps.env.SKIN_RENDER_URL,
  };
}

/** What the process entry needs of the app beyond answering requests. */
export interface Site {
  app: Hono<AppEnv>;
  /** Work worth doing before visitors come but not before the port opens (the pages' first paint). */
  warmUp(): Promise<void>;
  /** Ends every live stream, telling its client to reconnect after `retryMs` (on shutdown). */
  endLiveStreams(retryMs: number): void;
  /**
   * Answers a request on the Node server from the public read cache, before the adapter builds a
   * Request and Hono runs its middlewares; false when the full path must answer it.
   */
  answerOnSocket(request: IncomingMessage, response: ServerResponse): boolean;
}

/**
 * The Node server for a site: cached public reads are answered before the adapter turns the
 * request into a Request. Each accepted connection is noted for the batches that wait for a burst's
 * intake (`lib/intake.ts`). The adapter calls this with its options and listener only (the cast
 * drops node's overloads).
 */
export const cachedAnswersFirst = (site: Site) =>
  ((options: ServerOptions, listener: RequestListener) => {
    const server = createServer(options, (request, response) => {
      if (!site.answerOnSocket(request, response)) listener(request, response);
    }).on('connection', () => noteConnectionAccepted());
    server.keepAliveTimeout = KEEP_ALIVE_MS;
    server.headersTimeout = KEEP_ALIVE_MS + 1_000;
    return server;
  }) as typeof createServer;

/**
 * How long an idle connection stays open. Longer than the idle timeout of the load balancers and
 * clients that reuse connections (60 s is common): when the server closed first (Node's default is
 * 5 s), a request already sent on that connection met a reset instead of an answer. Shutdown
 * closes idle connections itself, so this does not slow it.
 */
export const KEEP_ALIVE_MS = 65_000;

export function createApp(deps: Deps): Hono<AppEnv> {
  return createSite(deps).app;
}

export function createSite(deps: Deps): Site {
  const app = new Hono<AppEnv>();
  const live = createLiveHub(deps);
  const arenaCache = createReadCache(deps, live);
  const liveStreams = liveStreamsFor(deps, live, arenaCache);
  // The first paint of /shop and /ranks draws the catalog the API serves.
  const shopForPages = createShopContext(deps, live);
  // The Discord widget as the API and the status page's first paint both read it, through one cache.
  const widget = createWidgetReader(deps);
  const statusFirstPaintData = createStatusFirstPaint(deps, widget);
  const readAtlas = createAtlasReader(deps);
  const atlasFirstPaintData = createAtlasFirstPaint(readAtlas);
  const answerOnSocket = (request: IncomingMessage, response: ServerResponse) => {
    const cached = arenaCache.answerForSocket(request);
    if (!cached) return false;
    const start = performance.now();
    const requestId = requestIdFrom(request.headers['x-request-id'] as string | undefined);
    const answer = cached(requestId);
    response.writeHead(200, answer.lines);
    response.end(answer.bytes);
    const path = (request.url ?? '/').split('?', 1)[0] as string;
    const entry = { requestId, method: 'GET', path, status: 200, ms: Math.round(performance.now() - start) };
    logRequest(deps.logger, entry, request.headers['user-agent']);
    return true;
  };
  app.use(requestLog(deps.logger));
  // Anonymous reads of a cached public answer stop here: it carries every header already.
  app.use(arenaCache.answerCached());
  app.use(securityHeaders(deps));
  app.use(bodyLimits(BODY_LIMITS, DEFAULT_BODY_LIMIT));
  const compressAnswer = compress();
  app.use(async (c, next) => {
    await next();
    // Prebuilt answers come encoded already; compress() would read (and so rebuild) their headers.
    if (!isPrebuilt(c.res)) await compressAnswer(c, async () => {});
  });

  // Load balancers take an instance out on 503; `live` says whether notifications are flowing.
  app.get('/healthz', async (c) => {
    const live = deps.database.listenerState();
    try {
      await deps.database.db.execute(sql`select 1`);
      return c.json({ status: 'ok', database: 'up', live });
    } catch {
      return c.json({ status: 'unavailable', database: 'down', live }, 503);
    }
  });

  app.route('/api', createApi(deps, live, arenaCache, liveStreams, widget, readAtlas));
  app.all('/api/*', () => {
    throw new AppError(404, 'not_found', 'No such API endpoint.');
  });
  // Link previews' images; before the site's pages, whose handler answers 404 for file paths.
  app.route('/', shareCardRoutes(deps));
  const spa = spaRoutes(
    deps,
    publicConfig(deps),
    async (route, pathname) => {
      const shown = await pageOfOneThing(deps, route, pathname);
      if (shown) return shown;
      const { db } = deps.database;
      const parts = await Promise.all([
        firstPaintData(db, route),
        shopFirstPaintData(shopForPages, route),
        statusFirstPaintData(route),
        doublesFirstPaintData(db, route, deps.now()),
        atlasFirstPaintData(route),
      ]);
      return { data: parts.flat() };
    },
    boundedSitemap(
      async () => sitemapBytes(deps.env.PUBLIC_URL, await sitemapEntries(deps.database.db)),
      deps.now,
    ),
  );
  app.route('/', spa.routes);

  app.onError((error, c) => {
    if (!(error instanceof AppError) && isUnstorableText(error)) {
      error = new AppError(400, 'invalid_input', 'Text may not contain control characters.');
    }
    if (!(error instanceof AppError) && isDatabaseUnavailable(error)) {
      deps.logger.warn({ requestId: c.var.requestId, err: error }, 'database unavailable');
      error = databaseUnavailable();
    }
    if (error instanceof AppError) {
      const body: ErrorBody = { error: { code: error.code, message: error.message, fields: error.fields } };
      const retryAfter = error.retryAfterSeconds ?? (error.status === 429 ? 60 : undefined);
      if (retryAfter !== undefined) c.header('Retry-After', String(retryAfter));
      return c.json(body, error.status);
    }
    deps.logger.error({ requestId: c.var.requestId, err: error }, 'unhandled error');
    const body: ErrorBody = { error: { code: 'internal', message: 'Something went wrong on our side.' } };
    return c.json(body, 500);
  });
  return { app, warmUp: spa.warmUp, endLiveStreams: liveStreams.endAll, answerOnSocket };
}

/**
 * A page that shows one thing (a player, a leader, a match, a tournament): its head, with its share
 * card, and its first paint's data, from one read of the thing; undefined for other pages.
 */
async function pageOfOneThing(deps: Deps, route: string, pathname: string): Promise<PageRead | undefined> {
  const { db } = deps.database;
  const notFound = { head: { notFound: true as const }, data: [] };
  if (route === PLAYER_ROUTE) {
    const page = await playerPage(db, pathname);
    if ('notFound' in page) return notFound;
    const name = decodeURIComponent(page.head.path.slice('/players/'.length));
    return { head: { ...page.head, image: playerCardImage(page.head.path, name) }, data: page.data };
  }
  if (route === LEADER_ROUTE) {
    const page = await leaderPage(db, pathname, deps.now());
    return 'notFound' in page ? notFound : page;
  }
  if (route === MATCH_ROUTE) {
    const page = await matchPage(db, pathname);
    if ('notFound' in page) return notFound;
    const { head } = page;
    return {
      head: { ...head, type: 'website', image: matchCardImage(head.path, head.title) },
      data: page.data,
    };
  }
  const tournament = await tournamentPage(db, route, pathname, deps.now());
  if (!tournament) return undefined;
  if ('notFound' in tournament) return notFound;
  if (!tournament.head) return { data: tournament.data };
  const { cardSlug, ...head } = tournament.head;
  return {
    head: { ...head, type: 'website', image: tournamentCardImage(cardSlug, head.title) },
    data: tournament.data,
  };
}
