import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eloRatings, gymLeaders, matches, matchReplays, players, tournaments } from '../db/schema';
import { createTestApp, type TestApp, type TestBrowser } from '../test/test-app';
import { boundedSitemap, type SitemapEntry, sitemapBytes, sitemapXml } from './crawlers';

let app: TestApp & TestBrowser;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

/**
 * The grammar sitemap.xml is written in, whole: a declaration, one urlset and its url elements,
 * whose text has no markup characters left unescaped. Matching it proves the file well-formed.
 */
const SITEMAP_DOCUMENT =
  /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">\n(?: {2}<url><loc>http:\/\/site\.test\/(?:[^<>&"']|&(?:amp|lt|gt|quot|#39);)*<\/loc>(?:<lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z<\/lastmod>)?<\/url>\n)*<\/urlset>\n$/;

const ENDED = new Date('2026-11-21T18:20:00Z');
const RATED = new Date('2026-11-22T09:00:00Z');

describe('sitemap.xml', () => {
  // The only test here that reads the app's sitemap: its first request builds it, after these rows exist.
  it('lists the public pages, every player, leader and published cup, and battles with a replay', async () => {
    const { db } = app.database;
    const [misty, brock] = await db
      .insert(players)
      .values([
        { uuid: '5e0a0000-0000-4000-8000-000000000001', username: 'map_misty', mc_username: 'MapMisty' },
        { uuid: '5e0a0000-0000-4000-8000-000000000002', username: 'map_brock', mc_username: 'MapBrock' },
      ])
      .returning();
    // A site account that never played has no page.
    await db.insert(players).values({ username: 'map_site_only', mc_username: 'MapSiteOnly' });
    await db.insert(eloRatings).values({ player_uuid: misty!.uuid!, rating: 1200, updated_at: RATED });
    await db.insert(gymLeaders).values({ display_name: 'Map Brock', element: 'rock', player_id: brock!.id });
    // A leader nobody plays is hidden on the site, and so here.
    await db.insert(gymLeaders).values({ display_name: 'Map Nobody', element: 'fire' });
    const cup = { format: 'singles' as const, starts_at: new Date('2026-12-05T18:00:00Z') };
    const [open] = await db
      .insert(tournaments)
      .values([
        { ...cup, slug: 'map-open-cup', name: 'Map Open Cup', status: 'open' },
        { ...cup, slug: 'map-draft-cup', name: 'Map Draft Cup', status: 'draft' },
      ])
      .returning();
    await db.insert(tournaments).values({
      ...cup,
      slug: 'map-open-cup-practice',
      name: 'Practice draw: Map Open Cup',
      status: 'live',
      practice_of: open!.id,
    });
    const battle = {
      started_at: new Date('2026-11-21T18:00:00Z'),
      leader_uuid: brock!.uuid!,
      challenger_uuid: misty!.uuid!,
    };
    const [replayed, unrecorded] = await db
      .insert(matches)
      .values([
        { ...battle, ended_at: ENDED, winner_uuid: misty!.uuid! },
        { ...battle, ended_at: ENDED },
      ])
      .returning();
    await db.insert(matchReplays).values({
      match_id: replayed!.id,
      log: '|player|p1|MapBrock||',
      created_at: new Date('2026-11-21T18:21:00Z'),
    });

    const res = await app.request('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/xml');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    const xml = await res.text();
    expect(xml).toMatch(SITEMAP_DOCUMENT);

    expect(xml).toContain('<url><loc>http://site.test/terms-of-service</loc></url>');
    expect(xml).toContain(
      `<url><loc>http://site.test/players/MapMisty</loc><lastmod>${RATED.toISOString()}</lastmod></url>`,
    );
    expect(xml).toContain('<loc>http://site.test/players/MapBrock</loc><lastmod>');
    expect(xml).toContain('<loc>http://site.test/gym-leaders/map-brock</loc><lastmod>');
    expect(xml).toContain('<loc>http://site.test/tournaments/map-open-cup</loc><lastmod>');
    expect(xml).toContain(
      `<url><loc>http://site.test/matches/${replayed!.id}</loc><lastmod>2026-11-21T18:21:00.000Z</lastmod></url>`,
    );

    expect(xml).not.toContain('MapSiteOnly');
    expect(xml).not.toContain('map-nobody');
    expect(xml).not.toContain('map-draft-cup');
    expect(xml).not.toContain('map-open-cup-practice');
    expect(xml).not.toContain(unrecorded!.id);
    // Account pages, tools, aliases and the patterns themselves are not listed.
    for (const path of [
      '/demo-sign-in',
      '/my-submissions',
      '/founders-1',
      '/players/:name',
      '/matches/:id',
    ]) {
      expect(xml, path).not.toContain(`http://site.test${path}<`);
    }
    // Each address once.
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(new Set(locs).size).toBe(locs.length);

    // Gzipped for a client that takes it.
    const gzipped = await app.request('/sitemap.xml', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.headers.get('vary')).toBe('Accept-Encoding');
  });

  it('is named in robots.txt, which lets crawlers read what public pages are drawn from and no more of the API', async () => {
    const robots = await (await app.request('/robots.txt')).text();
    expect(robots).toMatch(/^User-agent: \*\nAllow: \/\nDisallow: \/api\/\n/);
    expect(robots).toContain('\nSitemap: http://site.test/sitemap.xml\n');
    const rules = [...robots.matchAll(/^Allow: (\/api\/.*)$/gm)].map((m) => m[1]!);
    // A rule ending in `$` allows that path alone; any other, every path it begins.
    const allowed = (path: string) =>
      rules.some((rule) => (rule.endsWith('$') ? path === rule.slice(0, -1) : path.startsWith(rule)));
    const reads = ['/api/players/MapMisty', '/api/gym-leaders/map-brock', '/api/tournaments/map-open-cup'];
    for (const read of [...reads, '/api/matches/5e0a0000-0000-4000-8000-000000000009', '/api/me']) {
      expect(allowed(read), read).toBe(true);
    }
    expect(allowed('/api/arena/leaderboard?page=2')).toBe(true);
    // Sign-in, the live stream, account and console reads stay closed.
    for (const closed of ['/api/auth/discord', '/api/live', '/api/me/notifications', '/api/staff/audit']) {
      expect(allowed(closed), closed).toBe(false);
    }
  });
});

describe('building the sitemap', () => {
  it('builds it at most every ten minutes, once for requests that come together', async () => {
    let clock = new Date('2026-11-27T12:00:00Z');
    let builds = 0;
    const read = boundedSitemap(
      async () => new TextEncoder().encode(`version ${++builds}`),
      () => clock,
    );
    const [first, second] = await Promise.all([read(), read()]);
    expect(builds).toBe(1);
    expect(second).toBe(first);
    clock = new Date('2026-11-27T12:09:59Z');
    expect(await read()).toBe(first);
    // Ten minutes on: the old one is served at once while the next is built, then the next.
    clock = new Date('2026-11-27T12:10:00Z');
    expect(await read()).toBe(first);
    expect(builds).toBe(2);
    await expect.poll(async () => new TextDecoder().decode(await read())).toBe('version 2');
    expect(builds).toBe(2);
  });

  it('serves the last sitemap when building the next one fails', async () => {
    let clock = new Date('2026-11-27T12:00:00Z');
    let fail = false;
    const read = boundedSitemap(
      async () => {
        if (fail) throw new Error('database unavailable');
        return new TextEncoder().encode('built');
      },
      () => clock,
    );
    const first = await read();
    fail = true;
    clock = new Date('2026-11-27T12:30:00Z');
    expect(await read()).toBe(first);
    expect(await read()).toBe(first);
  });

  it('builds again after a build failed', async () => {
    let fail = true;
    const read = boundedSitemap(
      async () => {
        if (fail) throw new Error('database unavailable');
        return new TextEncoder().encode('built');
      },
      () => new Date(),
    );
    await expect(read()).rejects.toThrow('database unavailable');
    fail = false;
    expect(new TextDecoder().decode(await read())).toBe('built');
  });

  it('writes a long sitemap in parts, giving the event loop turns between them, to the same bytes', async () => {
    const entries: SitemapEntry[] = Array.from({ length: 12_001 }, (_, i) => ({
      path: `/players/Part${i}`,
      ...(i % 2 ? { lastmod: new Date(Date.UTC(2026, 10, 1, 0, 0, i)) } : {}),
    }));
    let turns = 0;
    let counting = true;
    const count = () => {
      turns += 1;
      if (counting) setImmediate(count);
    };
    setImmediate(count);
    const bytes = await sitemapBytes('http://site.test', entries);
    counting = false;
    expect(turns).toBeGreaterThanOrEqual(2);
    const xml = new TextDecoder().decode(bytes);
    expect(xml).toBe(sitemapXml('http://site.test', entries));
    expect(xml).toMatch(SITEMAP_DOCUMENT);
    expect(new TextDecoder().decode(await sitemapBytes('http://site.test', []))).toBe(
      sitemapXml('http://site.test', []),
    );
  });
});
