import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './fixtures';

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
const entryKey = (page: Page) =>
  page.evaluate(() => (window.history.state as { key?: string } | null)?.key ?? null);

async function open(page: Page, path: string) {
  await page.goto(path);
  // The first paint is inert until the app runs it.
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
}

/**
 * Waits until the page's data has arrived (no loading status left): text arriving above the
 * reader moves them with it (the browser anchors the scroll), so a position is only meaningful then.
 */
async function loaded(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
}

/** Scrolls as a reader would and waits until the page is there. */
async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await expect.poll(() => scrollY(page)).toBe(y);
  // The page hears of a scroll at the next frame; only then does it know where the reader is.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/** Halfway down the page on screen: a position only restoration would put the reader back at. */
const halfway = (page: Page) =>
  page.evaluate(() => Math.floor((document.documentElement.scrollHeight - window.innerHeight) / 2));

/** Clicks a link the way a reader does, without first scrolling it into view (which moves the page left). */
const follow = (link: Locator) => link.evaluate((anchor: HTMLAnchorElement) => anchor.click());

const footerLink = (page: Page, name: string) => page.getByRole('contentinfo').getByRole('link', { name });
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

test('Back and Forward put each history entry where the reader left it', async ({ page }) => {
  await open(page, '/wiki');
  await loaded(page);
  const wikiY = await halfway(page);
  await scrollTo(page, wikiY);

  await follow(footerLink(page, 'Community'));
  await expect(heading(page, 'Join the Community')).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);
  await loaded(page);
  const communityY = await halfway(page);
  await scrollTo(page, communityY);

  await page.goBack();
  await expect(heading(page, 'Server Wiki')).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(wikiY);
  await page.goForward();
  await expect(heading(page, 'Join the Community')).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(communityY);
});

test('a reload, or a return to the tab from another site, finds the position again', async ({ page }) => {
  await open(page, '/wiki');
  await loaded(page);
  const wikiY = await halfway(page);
  await scrollTo(page, wikiY);
  const key = await entryKey(page);

  await page.reload();
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect.poll(() => scrollY(page)).toBe(wikiY);

  const otherSite = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4173) + 1}/api/guilds/1/widget.json`;
  await page.goto(otherSite);
  await page.goBack();
  await expect(heading(page, 'Server Wiki')).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(wikiY);
  expect(await entryKey(page)).toBe(key);
});

test('a replaced entry keeps its place in history, and its search parameters come back with it', async ({
  page,
}) => {
  await open(page, '/wiki');
  await open(page, '/spawn-atlas');
  const entries = await page.evaluate(() => window.history.length);
  await page.getByRole('button', { name: 'Ultra Beasts', exact: true }).click();
  await expect(page).toHaveURL(/[?&]category=ultra-beast/);
  await page.getByRole('button', { name: 'Paradox', exact: true }).click();
  await expect(page).toHaveURL(/[?&]category=paradox/);
  expect(await page.evaluate(() => window.history.length)).toBe(entries);

  await page.goBack();
  await expect(heading(page, 'Server Wiki')).toBeVisible();
  await page.goForward();
  await expect(page).toHaveURL(/\/spawn-atlas\?.*category=paradox/);
  await expect(page.getByRole('button', { name: 'Paradox', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('a plain #anchor link lands on its element, in an entry of its own', async ({ page }) => {
  await open(page, '/vote-links');
  const before = { key: await entryKey(page), y: await scrollY(page) };
  await page.getByRole('link', { name: 'Go to the vote sites' }).click();
  await expect(page).toHaveURL(/\/vote-links#vote-sites$/);
  await expect(page.locator('#vote-sites')).toBeInViewport();
  await expect.poll(() => entryKey(page)).not.toBe(before.key);
  expect(await entryKey(page)).not.toBeNull();

  await page.goBack();
  await expect(page).toHaveURL(/\/vote-links$/);
  await expect.poll(() => scrollY(page)).toBe(before.y);
  await page.goForward();
  await expect(page.locator('#vote-sites')).toBeInViewport();
});

test("a router link to another page's #anchor lands on the element; Back returns to the top", async ({
  page,
}) => {
  await open(page, '/ranks');
  const rankDetails = page.getByRole('link', { name: 'Rank details in the wiki' });
  await follow(rankDetails);
  await expect(page).toHaveURL(/\/wiki#ranks$/);
  await expect(page.locator('#ranks')).toBeInViewport();
  await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
  const wikiKey = await entryKey(page);

  await page.goBack();
  await expect(page).toHaveURL(/\/ranks$/);
  await expect.poll(() => scrollY(page)).toBe(0);
  expect(await entryKey(page)).not.toBe(wikiKey);
});

test('a page whose code is not here yet arrives on navigation, in the same document', async ({ page }) => {
  await open(page, '/');
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.evaluate(() => {
    (window as { sameDocument?: boolean }).sameDocument = true;
  });
  await follow(footerLink(page, 'Server Rules'));
  await expect(heading(page, 'Server Rules')).toBeVisible();
  expect(scripts.some((path) => path.includes('server-rules-page'))).toBe(true);
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
});
