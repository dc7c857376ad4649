// What a newcomer meets in the first minutes: a home page that holds still on a phone, dialogs with
// a way out, a wiki table that fits, copy that fits a touch screen, and no failed requests logged.
import { randomUUID } from 'node:crypto';
import { expect, type Locator, type Page } from '@playwright/test';
import { E2E_SIMULATOR_PORT } from './constants';
import { collectConsoleErrors, expectNoAxeViolations, rewriteJson, signInAsDemo, test } from './fixtures';

/** The second demo server, whose built-in simulator changes leaders' presence every 2 s. */
const simulatedSite = `http://localhost:${E2E_SIMULATOR_PORT}`;
const unique = (prefix: string) => `${prefix}_${randomUUID().slice(0, 8)}`;

test('the home page keeps its height through 30 s of live arena changes @mobile', async ({ page }) => {
  test.setTimeout(150_000);
  await page.route('**/avatar/**', (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto(`${simulatedSite}/`);
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  const arena = page.getByRole('region', { name: 'Live Gym Leader Status' });
  // The "Online now" chips are the arena's toggle buttons.
  const chips = arena.locator('button[aria-pressed]');
  await expect(chips.first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Top 10 trainers by ELO' }).getByRole('row')).toHaveCount(11);
  await expect(page.getByText('Login to see your position on the leaderboard')).toBeVisible();

  const heights = new Set<number>();
  const chipSets = new Set<string>();
  // Sampled for 30 s while the simulator brings leaders online and takes them off.
  for (let sample = 0; sample < 60; sample++) {
    heights.add(await page.evaluate(() => document.documentElement.scrollHeight));
    chipSets.add((await chips.allTextContents()).join('|'));
    await page.waitForTimeout(500);
  }
  expect(chipSets.size, 'the online leaders changed while the page was watched').toBeGreaterThan(1);
  expect([...heights]).toHaveLength(1);
});

/** Opens the dialog three times and closes it each way a phone or a keyboard user would. */
async function closesEveryWay(page: Page, open: () => Promise<void>, dialog: Locator) {
  await open();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  await open();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await open();
  await expect(dialog).toBeVisible();
  // The overlay: a point outside the dialog's box. Radix starts listening for outside clicks a
  // task after the dialog opens, which a loaded machine can delay past a first click: click again
  // until it closes (a dialog the overlay never closes still fails).
  await expect(async () => {
    await page.mouse.click(5, (page.viewportSize()?.height ?? 800) - 5);
    await expect(dialog).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

test('the atlas detail, the link dialog with its code and the checkout close by button, Escape and overlay', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/spawn-atlas');
  await expect(page.getByText(/^Showing \d+ of \d+ Pokémon$/)).toBeVisible({ timeout: 20_000 });
  const card = page.getByRole('main').getByRole('listitem').first().getByRole('button');
  const atlasDialog = page.getByRole('dialog');
  await closesEveryWay(page, () => card.click(), atlasDialog);

  await signInAsDemo(page, unique('E2E_Closer'), '/careers');
  const linkDialog = page.getByRole('dialog', { name: 'Link your Minecraft account' });
  await closesEveryWay(
    page,
    async () => {
      await page.getByRole('button', { name: 'Link Minecraft' }).click();
      await expect(linkDialog.locator('code')).toHaveText(/^\/link [A-Z2-9]{6}$/);
    },
    linkDialog,
  );
  await page.getByRole('button', { name: 'Link Minecraft' }).click();
  await expect(linkDialog.getByRole('button', { name: 'Close' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');

  await page.goto('/shop');
  await page
    .getByRole('article', { name: 'Vote Party +75', exact: true })
    .getByRole('button', { name: 'Add to Cart' })
    .click();
  const checkout = page.getByRole('dialog', { name: 'Checkout' });
  await closesEveryWay(
    page,
    async () => {
      await page.getByRole('button', { name: /^Cart \d+ items?$/ }).click();
      await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
      await expect(checkout.getByText(/^Step \d of 5/)).toBeVisible();
    },
    checkout,
  );
  expect(errors).toEqual([]);
});

test('the wiki rank comparison is readable at 360 px and passes axe @mobile', async ({ page }) => {
  test.setTimeout(150_000);
  await page.goto('/wiki#ranks');
  await expect(page.getByRole('heading', { level: 2, name: 'Ranks & Perks' })).toBeVisible({
    timeout: 20_000,
  });
  const ranks = page.getByRole('list', { name: 'Rank prices and perks' });
  await expect(ranks.getByRole('listitem')).toHaveCount(4);
  const master = ranks.getByRole('listitem').filter({ hasText: 'Master' });
  // The wiki's texts may arrive and redraw the list meanwhile: look again until it holds still.
  await expect(async () => {
    await master.scrollIntoViewIfNeeded();
    // Every column of the desktop table, on screen without scrolling sideways.
    for (const label of ['Monthly', 'Annual', 'Claim blocks', 'Extra homes', 'Shiny boost / month']) {
      await expect(master.getByText(label, { exact: true })).toBeInViewport({ ratio: 1, timeout: 2_000 });
    }
  }).toPass();
  await expect(master).toContainText('$19.99');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(page);
});

test.describe('with motion', () => {
  // The spotlight rotates, and speaks of it, only for visitors who have not asked for reduced motion.
  test.use({ reducedMotion: 'no-preference' });

  test('the spotlight hint speaks of tapping on a touch screen @mobile', async ({ page }) => {
    await page.route('**/avatar/**', (route) => route.fulfill({ status: 404, body: '' }));
    // The spotlight rotates, and so shows its hint, only with two leaders online: the demo game
    // server may have fewer at any moment, so every leader is online here.
    await rewriteJson<{ leaders: { status: string }[] }>(page, '**/api/arena/leaders', (body) => ({
      ...body,
      leaders: body.leaders.map((leader) => ({ ...leader, status: 'online' })),
    }));
    await page.goto('/');
    await expect(
      page.getByText(/The spotlight changes every 10 seconds; tap a leader to hold it\./),
    ).toBeVisible();
    await expect(page.getByText(/hover to pause/)).toHaveCount(0);
  });
});

test('one event reads the same time, in EST, on the home page and on /events', async ({ page }) => {
  await page.goto('/');
  const deadline = page.getByText('Registration deadline:').locator('time');
  await expect(deadline).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d\d:\d\d EST$/);
  await page.goto('/events');
  await expect(page.getByRole('group').first().locator('time').first()).toHaveText(/ EST$/);
});

test('a player who leads no gym and an empty test checkout log no failed requests', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() >= 400) {
      failed.push(`${response.status()} ${new URL(response.url()).pathname}`);
    }
  });
  await signInAsDemo(page, unique('E2E_NoGym'), '/gym-leader-dashboard');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();

  await page.goto('/test-checkout');
  await expect(
    page.getByText('No test checkout is open here: start one from the cart in the shop.'),
  ).toBeVisible();
  await page.goto('/gym-leader-dashboard');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  expect(failed).toEqual([]);
  expect(errors).toEqual([]);
});
