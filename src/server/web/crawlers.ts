/**
 * What crawlers read. robots.txt keeps them off the API except the public reads that pages are drawn
 * from (a renderer that may not fetch a player's profile indexes an empty page). sitemap.xml: the
 * page table's searchable pages without parameters, then one entry per page of a pattern that
 * exists (leaders, published cups, players, battles with a replay), read from the database with a
 * bound on every part so the file stays within the protocol's 50,000 addresses however long the
 * server runs, and built at most every ten minutes (decision 030).
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { browserEndpointList } from '../../shared/api/browser-endpoints';
import { inStaticSitemap, PAGE_ROUTES } from '../../shared/site/routes';
import type { Db } from '../db/client';
import { leaderPages } from '../features/gym-leaders';
import { playerPages } from '../features/players';
import { replayPages } from '../features/replays';
import { tournamentPages } from '../features/tournaments';
import { escapeHtml } from '../lib/html';

/** A page sitemap.xml lists: its path on the site and, where the data has one, when it last changed. */
export interface SitemapEntry {
  path: string;
  lastmod?: Date;
}

/** The protocol's limit for one sitemap file. */
const MAX_SITEMAP_URLS = 50_000;
/** Leaders and cups are few; the bound only keeps a runaway table from crowding out the rest. */
const LEADER_LIMIT = 1_000;
const TOURNAMENT_LIMIT = 1_000;
/** Only the latest battles: older ones stay reachable from their players' and leaders' pages. */
const REPLAY_LIMIT = 5_000;

/**
 * How long one sitemap is served. Building it is the dearest public read (50,000 rows: about half a
 * second of database and a few hundred milliseconds of the event loop on a busy machine), and
 * crawlers read it hours apart, so it is built at most this often per instance, whatever changes.
 */
const SITEMAP_MAX_AGE_MS = 10 * 60_000;
/** The page table's own entries: all the sitemap has without the database. */
export const staticSitemapEntries = (): SitemapEntry[] =>
  PAGE_ROUTES.filter(inStaticSitemap).map(({ path }) => ({ path }));

/**
 * Every entry, each path once: the page table's, then the database's, whose date wins for a path
 * both have (the Founders' Cup). Players get what the other parts leave of the limit, the latest
 * rated first.
 */
export async function sitemapEntries(db: Db): Promise<SitemapEntry[]> {
  const [leaders, cups, replays] = await Promise.all([
    leaderPages(db, LEADER_LIMIT),
    tournamentPages(db, TOURNAMENT_LIMIT),
    replayPages(db, REPLAY_LIMIT),
  ]);
  const entries = new Map<string, SitemapEntry>();
  for (const entry of [...staticSitemapEntries(), ...leaders, ...cups]) entries.set(entry.path, entry);
  const playerRoom = MAX_SITEMAP_URLS - entries.size - replays.length;
  for (const entry of [...(await playerPages(db, playerRoom)), ...replays]) entries.set(entry.path, entry);
  return [...entries.values()];
}

/**
 * The sitemap's bytes from `build`, the same object until it is `SITEMAP_MAX_AGE_MS` old. An older
 * one is still served while the next is built (and after a build that failed), so no crawler waits
 * for a build but the first; requests that come during the first build wait for it.
 */
export function boundedSitemap(build: () => Promise<Uint8Array<ArrayBuffer>>, now: () => Date) {
  let built: { at: number; bytes: Uint8Array<ArrayBuffer> } | undefined;
  let building: Promise<Uint8Array<ArrayBuffer>> | undefined;
  const rebuild = () => {
    building ??= build()
      .then((bytes) => {
        built = { at: now().getTime(), bytes };
        return bytes;
      })
      .finally(() => {
        building = undefined;
      });
    return building;
  };
  return (): Promise<Uint8Array<ArrayBuffer>> => {
    if (!built) return rebuild();
    if (now().getTime() - built.at >= SITEMAP_MAX_AGE_MS) rebuild().catch(() => {});
    return Promise.resolve(built.bytes);
  };
}

const SITEMAP_HEAD =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
const SITEMAP_TAIL = '\n</urlset>\n';

const urlElements = (siteUrl: string, entries: readonly SitemapEntry[]) =>
  entries
    .map(({ path, lastmod }) => {
      const loc = `<loc>${escapeHtml(`${siteUrl}${path}`)}</loc>`;
      return lastmod
        ? `  <url>${loc}<lastmod>${lastmod.toISOString()}</lastmod></url>`
        : `  <url>${loc}</url>`;
    })
    .join('\n');

export function sitemapXml(siteUrl: string, entries: readonly SitemapEntry[]): string {
  return `${SITEMAP_HEAD}${urlElements(siteUrl, entries)}${SITEMAP_TAIL}`;
}

/**
 * Addresses written per event-loop turn: all 50,000 at once held the loop for 0.1-0.5 s on a busy
 * machine.
 */
const XML_CHUNK = 5_000;

/** sitemapXml's bytes, written `XML_CHUNK` addresses at a time with a turn of the event loop between. */
export async function sitemapBytes(
  siteUrl: string,
  entries: readonly SitemapEntry[],
): Promise<Uint8Array<ArrayBuffer>> {
  const parts: string[] = [];
  for (let from = 0; from < entries.length; from += XML_CHUNK) {
    if (from > 0) await nextTurn();
    parts.push(urlElements(siteUrl, entries.slice(from, from + XML_CHUNK)));
  }
  return new TextEncoder().encode(`${SITEMAP_HEAD}${parts.join('\n')}${SITEMAP_TAIL}`);
}

/**
 * The API paths a signed-out page reads, as robots.txt rules: each public JSON read of the endpoint
 * table, exactly (`$` ends a rule; `?` lets its query through), or up to its first parameter
 * (`/players/:name` → `/api/players/`).
 */
const publicReads = () => {
  const rules = browserEndpointList()
    .map(({ endpoint }) => endpoint)
    .filter((row) => row.method === 'GET' && row.auth === 'public' && typeof row.answer !== 'string')
    .flatMap(({ path }) =>
      path.includes(':') ? [`/api${path.split(':', 1)[0]}`] : [`/api${path}$`, `/api${path}?`],
    );
  const prefixes = rules.filter((rule) => rule.endsWith('/'));
  // A prefix allows every path it begins: `/api/tournaments/` already allows `/api/tournaments/next`.
  return [...new Set(rules)].filter((rule) => !prefixes.some((p) => p !== rule && rule.startsWith(p)));
};

export function robotsTxt(siteUrl: string): string {
  const allowed = publicReads()
    .map((prefix) => `Allow: ${prefix}\n`)
    .join('');
  return `User-agent: *\nAllow: /\nDisallow: /api/\n${allowed}Disallow: /demo-sign-in\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
