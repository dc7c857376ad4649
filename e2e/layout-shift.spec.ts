import { expect, type Page } from '@playwright/test';
import { MID_SEASON_DOUBLES_SLUG } from '../src/shared/tournaments/constants';
import { test } from './fixtures';

/**
 * The server's first paint draws each public page at the height the hydrated page will have, so
 * nothing moves while the app takes over or when the page's data arrives: layout shifts (those not
 * caused by input) add up to at most 0.01, Lighthouse's budget for the site, at a phone's width and
 * at a desktop's.
 */
const CLS_BUDGET = 0.01;

const PAGES = [
  '/status-page',
  `/tournaments/${MID_SEASON_DOUBLES_SLUG}`,
  '/tournaments/founders-cup-1',
  '/mid-season-doubles',
  '/players/MistyTides',
  '/gym-leaders/misty-tides',
  '/gym-leader-application',
  '/contact-support',
  '/bug-reports',
  '/feature-requests',
  '/appeal-bans',
  '/report-players',
  '/waitlist',
  '/ranks',
  '/cookie-policy',
  '/spawn-atlas',
];

interface Shift {
  value: number;
  sources: string[];
}

/** Records every layout shift without recent input from the first byte on, with what moved. */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { layoutShifts: Shift[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const sources = entry.sources.map((source) =>
          source.node instanceof Element
            ? `${source.node.tagName.toLowerCase()}.${[...source.node.classList].slice(0, 3).join('.')}`
            : String(source.node?.nodeName),
        );
        shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Opens a page and waits until the app runs it and nothing on it is still loading. */
async function openSettled(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.getByRole('status').filter({ has: page.locator('.animate-spin') })).toHaveCount(0);
  // Shifts are reported after the frame that made them: two frames and they are all in.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

async function expectNoLayoutShift(page: Page, path: string) {
  await recordLayoutShifts(page);
  await openSettled(page, path);
  const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: Shift[] }).layoutShifts);
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  expect(total, `layout shifts on ${path}: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(CLS_BUDGET);
}

/** The page of the latest demo match, whose id is new each time the suite's server starts. */
async function latestMatchPath(page: Page): Promise<string> {
  const answer = await page.request.get('/api/arena/matches');
  const { matches } = (await answer.json()) as { matches: { id: string }[] };
  expect(matches.length).toBeGreaterThan(0);
  return `/matches/${matches[0]!.id}`;
}

for (const path of PAGES) {
  test(`${path} keeps its layout while it loads`, async ({ page }) => {
    await expectNoLayoutShift(page, path);
  });
  test(`${path} keeps its layout while it loads on a phone @mobile`, async ({ page }) => {
    await expectNoLayoutShift(page, path);
  });
}

test('a match page keeps its layout while it loads', async ({ page }) => {
  await expectNoLayoutShift(page, await latestMatchPath(page));
});
test('a match page keeps its layout while it loads on a phone @mobile', async ({ page }) => {
  await expectNoLayoutShift(page, await latestMatchPath(page));
});
