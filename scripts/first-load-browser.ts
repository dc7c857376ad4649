/**
 * The JavaScript a real browser fetches to show each public page: every script requested from
 * navigation until four seconds after the load event, counted and sized as gzip -9 of its body.
 * Each page opens in a fresh context (an empty cache), at a phone's width.
 */
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { inStaticSitemap, PAGE_ROUTES } from '../src/shared/site/routes';
import { MID_SEASON_DOUBLES_SLUG } from '../src/shared/tournaments/constants';

export const FIRST_LOAD_BUDGET = { kb: 100, requests: 8 };
const SETTLE_MS = 4_000;

export interface PageFirstLoad {
  path: string;
  kb: number;
  requests: number;
  scripts: { url: string; kb: number }[];
}

/**
 * Pages a visitor can open signed out and that the sitemap lists, and one page of each route with a
 * parameter: a demo leader's player and leader pages, a console-made cup's page and (looked up on
 * the served site, whose ids are new each start) a demo match with its replay.
 */
export const PUBLIC_PAGES: string[] = [
  ...PAGE_ROUTES.filter(inStaticSitemap).map((route) => route.path),
  '/players/MistyTides',
  '/gym-leaders/misty-tides',
  `/tournaments/${MID_SEASON_DOUBLES_SLUG}`,
];

/** The page of the latest demo match with a replay on the site at `origin`. */
export async function demoMatchPage(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/arena/matches`);
  const { matches } = (await response.json()) as { matches: { id: string; has_replay: boolean }[] };
  const match = matches.find((candidate) => candidate.has_replay) ?? matches[0];
  if (!match) throw new Error('the demo site has no match to open');
  return `/matches/${match.id}`;
}

export async function measureFirstLoads(origin: string, paths?: string[]): Promise<PageFirstLoad[]> {
  paths ??= [...PUBLIC_PAGES, await demoMatchPage(origin)];
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  const results: PageFirstLoad[] = [];
  try {
    for (const pagePath of paths) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const pending: Promise<{ url: string; kb: number }>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        pending.push(
          response.body().then((body) => ({
            url: new URL(response.url()).pathname,
            kb: zlib.gzipSync(body, { level: 9 }).length / 1024,
          })),
        );
      });
      await page.goto(`${origin}${pagePath}`, { waitUntil: 'load' });
      await page.waitForTimeout(SETTLE_MS);
      const scripts = (await Promise.all(pending)).sort((a, b) => b.kb - a.kb);
      results.push({
        path: pagePath,
        kb: scripts.reduce((sum, s) => sum + s.kb, 0),
        requests: scripts.length,
        scripts,
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

/** Prints one line per page (and the biggest scripts of any page over budget, then FAIL); false when over. */
export function reportFirstLoads(results: PageFirstLoad[]): boolean {
  const { kb, requests } = FIRST_LOAD_BUDGET;
  console.info(
    `\nFirst load of each public page (JavaScript, gzip -9; budget ${kb} KB in ${requests} requests):`,
  );
  let ok = true;
  for (const page of results) {
    const fits = page.kb <= kb && page.requests <= requests;
    ok &&= fits;
    console.info(
      `  ${page.path.padEnd(28)} ${page.kb.toFixed(1).padStart(6)} KB  ${String(page.requests).padStart(3)} requests  ${fits ? 'OK' : 'OVER BUDGET'}`,
    );
    if (!fits) {
      for (const script of page.scripts.slice(0, 5)) {
        console.info(`      ${script.kb.toFixed(1).padStart(6)} KB  ${script.url}`);
      }
    }
  }
  if (!ok) console.info(`FAIL: a page's first load is over ${kb} KB or ${requests} requests.`);
  return ok;
}
