import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ATLAS_KEY,
  PUBLIC_INCIDENTS_KEY,
  playerProfileKey,
  STATUS_REPORT_KEY,
} from '../../shared/site/page-query-keys';
import { FOUNDERS_CUP_SLUG } from '../../shared/tournaments/constants';
import { eloRatings, gymLeaders, matches, matchReplays, players, tournaments } from '../db/schema';
import { createTestApp, type TestApp, type TestBrowser } from '../test/test-app';

let app: TestApp & TestBrowser;

const NOINDEX = '<meta name="robots" content="noindex" />';

/** A gzip copy marked as the build's own: its header names an operating system zlib never writes. */
const gzipFromBuild = (text: string) => {
  const gzip = zlib.gzipSync(text);
  gzip[9] = 0x0d;
  return gzip;
};
let staticDir: string;

beforeAll(async () => {
  // A miniature client build, so the SPA handler is tested without running Vite.
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spa-test-'));
  fs.mkdirSync(path.join(staticDir, 'assets'));
  fs.writeFileSync(
    path.join(staticDir, 'index.html'),
    '<html><head><title>x</title>\n<meta name="description" content="" />\n' +
      '<script id="site-config" type="application/json">{}</script></head><body><div id="root"></div></body></html>',
  );
  // A stand-in for the client's first-paint build: echoes the route and the settings it was given.
  fs.mkdirSync(path.join(staticDir, '.first-paint'));
  fs.writeFileSync(
    path.join(staticDir, '.first-paint', 'prerender.js'),
    `let config;
export function configure(given) { config = given; }
export async function renderFirstPaint(route) {
  if (route === '/careers') throw new Error('this page cannot be prerendered');
  return '<h1>' + route + ' demo=' + config.demoMode + '</h1>';
}`,
  );
  fs.writeFileSync(path.join(staticDir, 'assets', 'index-abc123.js'), `console.log(${'1'.repeat(4000)});`);
  // Copies as the build writes them: served as they are, not compressed again at start-up.
  const prebuilt = `console.log(${'2'.repeat(4000)});`;
  fs.writeFileSync(path.join(staticDir, 'assets', 'page-def456.js'), prebuilt);
  fs.writeFileSync(path.join(staticDir, 'assets', 'page-def456.js.br'), zlib.brotliCompressSync(prebuilt));
  fs.writeFileSync(path.join(staticDir, 'assets', 'page-def456.js.gz'), gzipFromBuild(prebuilt));
  fs.mkdirSync(path.join(staticDir, '.vite'));
  fs.writeFileSync(
    path.join(staticDir, '.vite', 'route-preloads.json'),
    JSON.stringify({ '/refund-policy': ['/assets/refund-page-1.js', '/assets/static-page-2.js'] }),
  );
  app = await createTestApp({ STATIC_DIR: staticDir });
});
afterAll(async () => {
  await app?.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

describe('serving the site', () => {
  it('serves a page route with its title, description, canonical link and public config', async () => {
    const res = await app.request('/refund-policy');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const html = await res.text();
    expect(html).toContain('<title>Refund Policy | CobbleClash</title>');
    expect(html).toContain('<meta name="description" content="Refund window, processing times');
    expect(html).toContain('<link rel="canonical" href="http://site.test/refund-policy" />');
    expect(html).toMatch(/"demoMode":true/);
  });

  it("names a player's page after the player, with Open Graph tags, and answers 404 for an unknown name", async () => {
    const { db } = app.database;
    await db.insert(players).values({
      uuid: 'ab1e0000-0000-4000-8000-000000000001',
      username: 'site_only_name',
      mc_username: 'HeadTestPlayer',
    });
    await db
      .insert(eloRatings)
      .values({ player_uuid: 'ab1e0000-0000-4000-8000-000000000001', rating: 1337, wins: 3, losses: 1 });
    const res = await app.request('/players/headtestplayer');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>HeadTestPlayer · 1337 Elo | CobbleClash</title>');
    expect(html).toContain('<meta property="og:title" content="HeadTestPlayer · 1337 Elo" />');
    expect(html).toMatch(
      /<meta property="og:description" content="HeadTestPlayer is #\d+ on the CobbleClash ladder at 1337 Elo: 3 wins, 1 losses \(75\.0% over 4 matches\)\." \/>/,
    );
    expect(html).toContain('<link rel="canonical" href="http://site.test/players/HeadTestPlayer" />');
    expect(html).toContain('<meta property="og:url" content="http://site.test/players/HeadTestPlayer" />');
    // A player's page is for search results; the page table's pattern is not what says so.
    expect(html).not.toContain('name="robots"');
    expect(html).not.toContain('site_only_name');
    // The share card, large in Discord: an absolute PNG address with its size.
    expect(html).toContain(
      '<meta property="og:image" content="http://site.test/og/players/HeadTestPlayer.png" />',
    );
    expect(html).toContain('<meta property="og:image:width" content="1200" />');
    expect(html).toContain('<meta property="og:image:height" content="630" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain(
      '<meta name="twitter:image" content="http://site.test/og/players/HeadTestPlayer.png" />',
    );

    const unknown = await app.request('/players/NoSuchPlayerHere');
    expect(unknown.status).toBe(404);
    const missing = await unknown.text();
    expect(missing).toContain('<title>Page not found | CobbleClash</title>');
    expect(missing).toContain(NOINDEX);
  });

  it("names a match's page after its players and result, with its share card, and answers 404 for an unknown id", async () => {
    const { db } = app.database;
    const leader = 'ab1e0000-0000-4000-8000-000000000011';
    const challenger = 'ab1e0000-0000-4000-8000-000000000012';
    await db.insert(players).values([
      { uuid: leader, username: 'ReplayBrock', mc_username: 'ReplayBrock' },
      { uuid: challenger, username: 'ReplayMisty', mc_username: 'ReplayMisty' },
    ]);
    const [match] = await db
      .insert(matches)
      .values({
        started_at: new Date('2026-11-20T18:00:00Z'),
        ended_at: new Date('2026-11-20T18:20:00Z'),
        leader_uuid: leader,
        challenger_uuid: challenger,
        winner_uuid: challenger,
        loser_uuid: leader,
      })
      .returning();
    await db.insert(matchReplays).values({ match_id: match!.id, log: '|player|p1|ReplayBrock||' });
    const res = await app.request(`/matches/${match!.id}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>ReplayBrock vs ReplayMisty | CobbleClash</title>');
    expect(html).toContain(
      '<meta property="og:description" content="Gym battle on CobbleClash, 2026-11-20 (UTC), won by ReplayMisty. Watch the replay turn by turn." />',
    );
    expect(html).toContain(`<link rel="canonical" href="http://site.test/matches/${match!.id}" />`);
    // Its share card: a match is not a profile, and Discord shows the card large.
    const card = `http://site.test/og/matches/${match!.id}.png`;
    expect(html).toContain('<meta property="og:type" content="website" />');
    expect(html).toContain(`<meta property="og:image" content="${card}" />`);
    expect(html).toContain('<meta property="og:image:width" content="1200" />');
    expect(html).toContain(
      '<meta property="og:image:alt" content="ReplayBrock vs ReplayMisty: match card" />',
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain(`<meta name="twitter:image" content="${card}" />`);

    expect(html).not.toContain('name="robots"');

    const unknown = await app.request('/matches/00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    const missing = await unknown.text();
    expect(missing).not.toContain('og:image');
    expect(missing).toContain(NOINDEX);
    expect((await app.request('/matches/not-a-match')).status).toBe(404);
  });

  it("writes a gym leader page's own title and description, and answers 404 for an unknown slug", async () => {
    const db = app.database.db;
    const [player] = await db
      .insert(players)
      .values({
        uuid: 'ab1e0000-0000-4000-8000-000000000002',
        username: 'HeadLeader',
        mc_username: 'HeadLeader',
      })
      .returning({ id: players.id });
    await db.insert(gymLeaders).values({
      display_name: 'Head Test Leader',
      element: 'water',
      player_id: player!.id,
      badges_awarded: 7,
    });
    const res = await app.request('/gym-leaders/head-test-leader');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>Head Test Leader · Water Gym | CobbleClash</title>');
    expect(html).toContain(
      '<meta property="og:description" content="Head Test Leader leads the Water Gym on CobbleClash and awards the Splash Badge: 0 wins, 0 losses, 7 badges awarded." />',
    );
    expect(html).toContain('<link rel="canonical" href="http://site.test/gym-leaders/head-test-leader" />');
    expect(html).not.toContain('name="robots"');

    const unknown = await app.request('/gym-leaders/no-such-leader');
    expect(unknown.status).toBe(404);
    const missing = await unknown.text();
    expect(missing).toContain('<title>Page not found | CobbleClash</title>');
    expect(missing).toContain(NOINDEX);
  });

  it('writes a cup name with replacement patterns ($&, $`) into the head as it is', async () => {
    await app.database.db.insert(tournaments).values({
      slug: 'head-dollar-cup',
      name: 'Cash $` and $& Cup',
      format: 'singles',
      status: 'open',
      cap: 16,
      starts_at: new Date('2026-12-05T18:00:00Z'),
    });
    const html = await (await app.request('/tournaments/head-dollar-cup')).text();
    expect(html.match(/<title>[^<]*<\/title>/g)).toEqual([
      '<title>Cash $` and $&amp; Cup | CobbleClash</title>',
    ]);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
  });

  it("names a tournament's page and the bracket page after the cup, with its share card, and 404s an unknown slug", async () => {
    const { db } = app.database;
    await db.insert(tournaments).values({
      slug: 'head-test-cup',
      name: 'Head "Test" Cup',
      format: 'singles',
      status: 'open',
      cap: 16,
      starts_at: new Date('2026-12-05T18:00:00Z'),
    });
    const res = await app.request('/tournaments/head-test-cup');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>Head &quot;Test&quot; Cup | CobbleClash</title>');
    expect(html).toContain('<meta property="og:type" content="website" />');
    expect(html).toContain(
      '<meta property="og:description" content="Singles tournament on CobbleClash, starting 2026-12-05 18:00 UTC. Sign-ups are open: 0 of 16 places taken." />',
    );
    expect(html).toContain(
      '<meta property="og:image" content="http://site.test/og/tournaments/head-test-cup.png" />',
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).not.toContain('name="robots"');

    // Its practice draw has a page to share with the players, but none for search results.
    const [cup] = await db.select().from(tournaments).where(eq(tournaments.slug, 'head-test-cup'));
    await db.insert(tournaments).values({
      slug: 'head-test-cup-practice',
      name: 'Practice draw: Head Test Cup',
      format: 'singles',
      status: 'live',
      starts_at: new Date('2026-12-05T17:00:00Z'),
      practice_of: cup!.id,
    });
    const practice = await app.request('/tournaments/head-test-cup-practice');
    expect(practice.status).toBe(200);
    expect(await practice.text()).toContain(NOINDEX);

    // The bracket page shows the Founders' Cup unless told otherwise.
    await db
      .insert(tournaments)
      .values({
        slug: FOUNDERS_CUP_SLUG,
        name: "Founders' Cup #1",
        format: 'singles',
        status: 'open',
        starts_at: new Date('2026-12-05T18:00:00Z'),
      })
      .onConflictDoNothing();
    const [founders] = await db.select().from(tournaments).where(eq(tournaments.slug, FOUNDERS_CUP_SLUG));
    const bracket = await (await app.request('/tournament-bracket')).text();
    expect(bracket).toContain(`<meta property="og:url" content="http://site.test/tournament-bracket" />`);
    expect(bracket).toContain(
      `<meta property="og:image" content="http://site.test/og/tournaments/${FOUNDERS_CUP_SLUG}.png" />`,
    );
    expect(bracket).toContain(
      `<meta property="og:image:alt" content="${founders!.name.replace("'", '&#39;')} bracket: tournament card" />`,
    );

    for (const unknown of ['/tournaments/no-such-cup', '/tournaments/Not%20A%20Slug']) {
      const missing = await app.request(unknown);
      expect(missing.status, unknown).toBe(404);
      const text = await missing.text();
      expect(text).not.toContain('og:image');
      expect(text).toContain(NOINDEX);
    }
    // A draft's page is not found until it is published.
    await db.insert(tournaments).values({
      slug: 'head-draft-cup',
      name: 'Head Draft Cup',
      format: 'singles',
      starts_at: new Date('2026-12-05T18:00:00Z'),
    });
    const draft = await app.request('/tournaments/head-draft-cup');
    expect(draft.status).toBe(404);
    expect(await draft.text()).toContain(NOINDEX);
  });

  it('keeps account pages, tools and aliases out of search results, and public pages in', async () => {
    for (const path of ['/my-submissions', '/notifications', '/staff', '/demo-sign-in', '/founders-1']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toContain(NOINDEX);
    }
    for (const path of ['/', '/leaderboard', '/gym-leaders', '/tournaments/founders-cup-1']) {
      expect(await (await app.request(path)).text(), path).not.toContain('name="robots"');
    }
    const unknown = await app.request('/no-such-page');
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain(NOINDEX);
  });

  it("puts the page's first paint, inert until the app takes over, into #root", async () => {
    const html = await (await app.request('/refund-policy')).text();
    expect(html).toContain('<div id="root" inert><h1>/refund-policy demo=true</h1></div>');
    expect(await (await app.request('/no-such-page')).text()).toContain('<div id="root"></div>');
    expect(await (await app.request('/careers')).text()).toContain('<div id="root"></div>');
    expect((await app.request('/.first-paint/prerender.js')).status).toBe(404);
  });

  it('draws a page with a parameter at its address with what it shows, and the status page with its report', async () => {
    await app.database.db.insert(players).values({
      uuid: 'ab1e0000-0000-4000-8000-0000000000f1',
      username: 'paint_test_player',
      mc_username: 'PaintTestPlayer',
    });
    const pageData = (html: string) =>
      JSON.parse(/<script id="page-data" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1] ?? '[]');

    const playerHtml = await (await app.request('/players/PaintTestPlayer/')).text();
    expect(playerHtml).toContain('<div id="root" inert><h1>/players/PaintTestPlayer demo=true</h1></div>');
    expect(pageData(playerHtml)).toEqual([
      {
        queryKey: playerProfileKey('PaintTestPlayer'),
        data: expect.objectContaining({ name: 'PaintTestPlayer' }),
      },
    ]);

    const statusData = pageData(await (await app.request('/status-page')).text());
    expect(statusData.map((entry: { queryKey: unknown }) => entry.queryKey)).toEqual([
      STATUS_REPORT_KEY,
      PUBLIC_INCIDENTS_KEY,
    ]);
    // As the API answers it: dates are strings.
    expect(typeof statusData[0].data.checked_at).toBe('string');

    // The atlas page is drawn with the atlas the API serves, under the key its query reads.
    const atlasData = pageData(await (await app.request('/spawn-atlas')).text());
    const served = await (await app.request('/api/atlas')).json();
    expect(atlasData).toEqual([{ queryKey: ATLAS_KEY, data: served }]);
  });

  it("lists the route's own chunks with the page, and only that route's", async () => {
    const html = await (await app.request('/refund-policy')).text();
    expect(html).toContain(
      '<script id="route-chunks" type="application/json">["/assets/refund-page-1.js","/assets/static-page-2.js"]</script>',
    );
    expect(html.indexOf('static-page-2.js')).toBeLessThan(html.indexOf('</head>'));
    expect(await (await app.request('/terms-of-service')).text()).toContain(
      '<script id="route-chunks" type="application/json">[]</script>',
    );
    expect((await app.request('/.vite/route-preloads.json')).status).toBe(404);
  });

  it('answers unknown paths with the app shell and status 404', async () => {
    const res = await app.request('/no-such-page');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('<title>Page not found | CobbleClash</title>');
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const res = await app.request('/assets/index-abc123.js', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
  });

  it("serves the build's compressed copies as they are, and never under their own names", async () => {
    const br = await app.request('/assets/page-def456.js', { headers: { 'accept-encoding': 'br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    const gzip = await app.request('/assets/page-def456.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(Buffer.from(await gzip.arrayBuffer())).toEqual(gzipFromBuild(`console.log(${'2'.repeat(4000)});`));
    expect((await app.request('/assets/page-def456.js.br')).status).toBe(404);
    expect((await app.request('/assets/page-def456.js.gz')).status).toBe(404);
  });

  it('404s missing files instead of serving the app shell', async () => {
    expect((await app.request('/assets/missing.js')).status).toBe(404);
  });

  it('sets the security headers with a policy that allows only our own scripts', async () => {
    const res = await app.request('/');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('serves robots.txt and a sitemap of the public pages only', async () => {
    const robots = await (await app.request('/robots.txt')).text();
    expect(robots).toContain('Sitemap: http://site.test/sitemap.xml');
    expect(robots).toContain('Disallow: /api/');
    const sitemap = await (await app.request('/sitemap.xml')).text();
    expect(sitemap).toContain('<loc>http://site.test/terms-of-service</loc>');
    expect(sitemap).not.toContain('demo-sign-in');
  });

  it('checks the database in /healthz', async () => {
    expect(await (await app.request('/healthz')).json()).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await app.request('/api/nope');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'No such API endpoint.' } });
  });

  it('reports the live state of each part on /api/status', async () => {
    const res = await app.json<{ overall: string; components: { id: string; state: string }[] }>(
      '/api/status',
    );
    expect(res.status).toBe(200);
    expect(res.body.overall).toBe('operational');
    expect(Object.fromEntries(res.body.components.map((c) => [c.id, c.state]))).toEqual({
      api: 'operational',
      database: 'operational',
      'discord-sign-in': 'demo',
      'discord-widget': 'demo',
      'game-bridge': 'demo',
      payments: 'demo',
    });
  });
});

describe('production settings', () => {
  it('adds HSTS and a Secure host-only session cookie name', async () => {
    const prod = await createTestApp(
      {
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://play.example.com',
        DISCORD_CLIENT_ID: '1',
        DISCORD_CLIENT_SECRET: 's',
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
        // Not staticDir: its first-paint module is shared by import, and configuring it for
        // production would change what the demo app's pages show to the other tests.
      },
      { database: app.database },
    );
    const res = await prod.request('/');
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
    const demo = await prod.request('/api/auth/demo', {
      method: 'POST',
      headers: { origin: 'https://play.example.com', 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'Mallory' }),
    });
    expect(demo.status).toBe(404);
  });
});
