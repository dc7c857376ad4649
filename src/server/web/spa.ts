/**
 * Serves the built client: hashed assets with year-long caching, and for page paths index.html
 * with the route's title, description, canonical link and the public site configuration filled in
 * (so crawlers and the first paint see them before any script runs). Unknown paths get the same
 * page with status 404, and the client shows its not-found screen. Each page also lists its own
 * code chunks (from the build's route-preloads list), which the client preloads alongside its
 * own code instead of after it has run.
 */
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { Hono } from 'hono';
import { SITE } from '../../shared/site/brand';
import { PAGE_DATA_ELEMENT_ID, type PageData } from '../../shared/site/page-data';
import { PAGE_DESCRIPTIONS } from '../../shared/site/page-descriptions';
import { isPattern, withoutTrailingSlash } from '../../shared/site/path-pattern';
import type { PublicConfig } from '../../shared/site/public-config';
import { documentTitle, findPageRoute, PAGE_ROUTES, type PagePath } from '../../shared/site/routes';
import type { AppEnv, Deps } from '../context';
import { escapeHtml } from '../lib/html';
import { robotsTxt, sitemapXml, staticSitemapEntries } from './crawlers';
import { createFirstPaint } from './first-paint';
import { loadStaticFiles, pickEncoding, type StaticFile } from './static-files';

/**
 * What a page with a parameter says about the thing it shows (a player), read per address: its
 * title and description for the head and link previews, its canonical path, the Open Graph type
 * (`profile` unless given), a share image and `searchable: false` for a thing search engines should
 * leave out (a practice draw), or `notFound` when nothing has that name (status 404).
 */
export type PageHead =
  | {
      title: string;
      description: string;
      path: string;
      type?: 'profile' | 'website';
      image?: PageImage;
      searchable?: boolean;
    }
  | { notFound: true };

/** A raster image for link previews, by its path on this site (made absolute in the head). */
export interface PageImage {
  path: string;
  width: number;
  height: number;
  alt: string;
}

/** Route path → the chunk URLs its page needs beyond the entry's, as the client build wrote them. */
export type RoutePreloads = Record<string, string[]>;

function readRoutePreloads(staticDir: string): RoutePreloads {
  const file = path.join(staticDir, '.vite', 'route-preloads.json');
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
}

export function renderIndexHtml(
  template: string,
  pathname: string,
  siteUrl: string,
  config: PublicConfig,
  preloads: RoutePreloads = {},
  firstPaint: string | null = null,
  pageData: PageData = [],
  head?: PageHead,
): string {
  const route = head && 'notFound' in head ? undefined : findPageRoute(pathname);
  const own = head && !('notFound' in head) ? head : undefined;
  const title = own
    ? documentTitle({ path: own.path, title: own.title }, SITE.name)
    : route
      ? documentTitle(route, SITE.name)
      : `Page not found | ${SITE.name}`;
  const description =
    own?.description ?? (route ? PAGE_DESCRIPTIONS[route.path as PagePath] : undefined) ?? SITE.tagline;
  const canonical = own
    ? `${siteUrl}${own.path}`
    : route
      ? `${siteUrl}${route.path === '/' ? '/' : route.path}`
      : `${siteUrl}/`;
  // Link previews (Discord, chat apps) read the Open Graph tags; with an image, Discord and X show
  // it large only when its address is absolute, its size is given and the card is summary_large_image.
  const image = own?.image;
  const openGraph = [
    ['og:site_name', SITE.name],
    ['og:type', own ? (own.type ?? 'profile') : 'website'],
    ['og:title', own ? own.title : (route?.title ?? title)],
    ['og:description', description],
    ['og:url', canonical],
    ...(image
      ? [
          ['og:image', `${siteUrl}${image.path}`],
          ['og:image:type', 'image/png'],
          ['og:image:width', String(image.width)],
          ['og:image:height', String(image.height)],
          ['og:image:alt', image.alt],
        ]
      : []),
  ]
    .map(([property, content]) => `\n    <meta property="${property}" content="${escapeHtml(content!)}" />`)
    .join('');
  // Account pages, tools and aliases are kept out of search results, and so is the not-found page
  // (an unknown path, or a player, leader, cup or match nobody has) beside its 404.
  const searchable = route?.searchable && own?.searchable !== false;
  const robots = searchable ? '' : '\n    <meta name="robots" content="noindex" />';
  const twitter = image
    ? [
        ['twitter:card', 'summary_large_image'],
        ['twitter:image', `${siteUrl}${image.path}`],
        ['twitter:image:alt', image.alt],
      ]
        .map(([name, content]) => `\n    <meta name="${name}" content="${escapeHtml(content!)}" />`)
        .join('')
    : '';
  const configJson = JSON.stringify(config).replace(/</g, '\\u003c');
  // The page's own chunks, for the client to preload once the first paint is on screen (main.tsx).
  const routeChunks = JSON.stringify(route ? (preloads[route.path] ?? []) : []).replace(/</g, '\\u003c');
  // Only with the paint it was drawn from: the browser must hydrate the same data it shows.
  const dataScript =
    firstPaint && pageData.length > 0
      ? `  <script id="${PAGE_DATA_ELEMENT_ID}" type="application/json">${JSON.stringify(pageData).replace(/</g, '\\u003c')}</script>\n`
      : '';
  const withPaint = firstPaint
    ? // inert until the app takes over: the first paint has no handlers, so nothing in it may be used yet.
      template.replace('<div id="root"></div>', () => `<div id="root" inert>${firstPaint}</div>`)
    : template;
  return (
    withPaint
      .replace(
        '</head>',
        () =>
          `  <script id="route-chunks" type="application/json">${routeChunks}</script>\n${dataScript}  </head>`,
      )
      // Function replacers throughout: a `$&` or `` $` `` in a staff-made name is text, not a pattern.
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
      .replace(
        /<meta name="description" content="[^"]*"\s*\/?>/,
        () =>
          `<meta name="description" content="${escapeHtml(description)}" />` +
          `\n    <link rel="canonical" href="${escapeHtml(canonical)}" />${openGraph}${twitter}${robots}`,
      )
      .replace(
        /<script id="site-config" type="application\/json">[^<]*<\/script>/,
        () => `<script id="site-config" type="application/json">${configJson}</script>`,
      )
  );
}

const gzipped = promisify(gzip);

/**
 * What the server reads for a page at an address: the answers its first paint is drawn with (none
 * for most pages) and, for a page that shows one thing, its own head, both from one read of it.
 */
export interface PageRead {
  head?: PageHead;
  data: PageData;
}
export type PageReader = (routePath: string, pathname: string) => Promise<PageRead>;

/**
 * The bytes of sitemap.xml, the same object for as long as they are current (its gzip copy is made
 * once per object).
 */
export type SitemapReader = () => Promise<Uint8Array<ArrayBuffer>>;

export function spaRoutes(
  deps: Deps,
  config: PublicConfig,
  pageReader: PageReader = async () => ({ data: [] }),
  sitemap: SitemapReader = async () =>
    new TextEncoder().encode(sitemapXml(deps.env.PUBLIC_URL, staticSitemapEntries())),
) {
  const files = loadStaticFiles(deps.env.STATIC_DIR);
  const template = files.get('/index.html')?.body.toString('utf8');
  const preloads = readRoutePreloads(deps.env.STATIC_DIR);
  const firstPaint = createFirstPaint(deps.env.STATIC_DIR, config, deps.logger);
  // The data as the browser will read it: dates as strings, as in the API's answers. A page whose
  // data cannot be read (the database is down, the doubles cup not scheduled) is drawn without it,
  // and the browser shows its loading and error states; but a page that shows one thing cannot say
  // whether that thing exists without its read, so its failure answers the request (503).
  const readPage = async (routePath: string, pathname: string): Promise<PageRead> => {
    try {
      const { head, data } = await pageReader(routePath, pathname);
      return { head, data: JSON.parse(JSON.stringify(data)) };
    } catch (error) {
      if (isPattern(routePath)) throw error;
      deps.logger.warn({ err: error, route: routePath }, 'first paint drawn without its data');
      return { data: [] };
    }
  };
  if (!template) deps.logger.warn({ dir: deps.env.STATIC_DIR }, 'client build not found: run npm run build');

  // A sitemap runs to megabytes: compressed off the event loop, once per version.
  const sitemapFiles = new WeakMap<Uint8Array, Promise<StaticFile>>();
  const asFile = (xml: Uint8Array<ArrayBuffer>) => {
    let file = sitemapFiles.get(xml);
    if (!file) {
      const body = Buffer.from(xml.buffer, xml.byteOffset, xml.byteLength);
      file = gzipped(body).then((gzip) => ({
        body,
        gzip,
        type: 'application/xml; charset=UTF-8',
        immutable: false,
      }));
      sitemapFiles.set(xml, file);
    }
    return file;
  };

  const send = (file: StaticFile, acceptEncoding: string | undefined, cacheControl: string) => {
    const { body, encoding } = pickEncoding(file, acceptEncoding);
    const headers: Record<string, string> = { 'Content-Type': file.type, 'Cache-Control': cacheControl };
    if (file.br || file.gzip) headers.Vary = 'Accept-Encoding';
    if (encoding) headers['Content-Encoding'] = encoding;
    return new Response(new Uint8Array(body), { status: 200, headers });
  };

  const routes = new Hono<AppEnv>()
    .get('/robots.txt', (c) => c.text(robotsTxt(deps.env.PUBLIC_URL)))
    // Crawlers read it now and then: caches may keep it an hour.
    .get('/sitemap.xml', async (c) =>
      send(await asFile(await sitemap()), c.req.header('accept-encoding'), 'public, max-age=3600'),
    )
    .get('*', async (c) => {
      const file = files.get(c.req.path);
      if (file && c.req.path !== '/index.html') {
        return send(
          file,
          c.req.header('accept-encoding'),
          file.immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      }
      if (/\.[a-z0-9]+$/i.test(c.req.path)) return c.text('Not found', 404);
      if (!template) return c.text('The site has not been built yet. Run `npm run build`.', 503);
      const found = findPageRoute(c.req.path);
      // A route with a parameter is read and drawn at its address, showing the thing there; fixed
      // routes at their own path (an address may add a trailing slash).
      const paintPath = found && isPattern(found.path) ? withoutTrailingSlash(c.req.path) : found?.path;
      const { head, data } = found && paintPath ? await readPage(found.path, paintPath) : { data: [] };
      // A page whose thing does not exist is drawn by the browser as the not-found page.
      const route = head && 'notFound' in head ? undefined : found;
      const paint = route ? await firstPaint.render(route.path, data, paintPath) : null;
      const html = renderIndexHtml(
        template,
        c.req.path,
        deps.env.PUBLIC_URL,
        config,
        preloads,
        paint,
        data,
        head,
      );
      c.header('Cache-Control', 'no-cache');
      return c.html(html, route ? 200 : 404);
    });
  return {
    routes,
    /** Renders every page's first paint ahead of its first visitor (pages render on demand too). */
    warmUp: () =>
      firstPaint
        .warm(
          // A page with a parameter is drawn at each address it is asked at, never at its pattern.
          PAGE_ROUTES.map((route) => route.path).filter((path) => !isPattern(path)),
          async (routePath) => (await readPage(routePath, routePath)).data,
        )
        .catch((error: unknown) => deps.logger.warn({ err: error }, 'first paints not drawn ahead')),
  };
}
