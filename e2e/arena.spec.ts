import { expect } from '@playwright/test';
import { collectConsoleErrors, expectNoAxeViolations, signInAsDemo, test } from './fixtures';

// Axe over these long, live pages takes a while on a busy machine.
test.describe.configure({ timeout: 180_000 });

const ONLINE_LEADERS = /Blaze Kindra|Misty Tides|Volt Vega|Nyx Corvin|Pixie Lumen/;

test.describe('home arena', () => {
  // The ticker and the live pulses as most visitors see them, moving.
  test.use({ reducedMotion: 'no-preference' });

  test('live leader status, ticker, top 10 and the signed-out rank box', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    // The skin service is outside the test network; answer for it so heads fall back quickly.
    await page.route('**/avatar/**', (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto('/');
    const arena = page.getByRole('region', { name: 'Live Gym Leader Status' });
    await expect(arena.getByRole('heading', { level: 2, name: 'Live Gym Leader Status' })).toBeVisible();
    const spotlight = arena.getByRole('group', { name: ONLINE_LEADERS });
    await expect(spotlight).toBeVisible();
    await expect(spotlight.getByText('Live', { exact: true })).toBeVisible();
    await expect(spotlight.getByText('ELO')).toBeVisible();
    await expect(spotlight.getByText('Win rate')).toBeVisible();
    await expect(spotlight.getByRole('link', { name: 'Challenge' })).toHaveAttribute('href', '/gym-leaders');
    await expect(spotlight.getByRole('link', { name: 'View Loadout' })).toHaveAttribute(
      'href',
      '/gym-leaders',
    );
    // Five leaders are online in the demo data: five chips, the spotlit one pressed.
    const chips = arena.getByRole('button', { name: ONLINE_LEADERS });
    await expect(chips).toHaveCount(5);
    await chips.nth(2).click();
    await expect(chips.nth(2)).toHaveAttribute('aria-pressed', 'true');
    await expect(
      arena.getByRole('region', { name: 'Recent matches' }).getByRole('listitem').first(),
    ).toBeVisible();

    const ladder = page.getByRole('region', { name: 'Top 10 trainers by ELO' });
    await expect(ladder.getByRole('row')).toHaveCount(11);
    await expect(page.getByText('Login to see your position on the leaderboard')).toBeVisible();
    await expectNoAxeViolations(page);
    expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
  });

  test('the rank box for a new account asks to link Minecraft; a rated player sees the rank', async ({
    page,
  }) => {
    await signInAsDemo(page, 'E2E_NoRating', '/');
    const box = page.getByRole('region', { name: 'Your Rank' });
    await expect(box.getByText('No ELO Rating Found')).toBeVisible();
    await expect(box.getByText('Link your Minecraft account to see your ranking')).toBeVisible();
    await page.getByRole('button', { name: /sign out/i }).click();
    await page
      .getByRole('button', { name: /sign in/i })
      .first()
      .click();
    await page.getByRole('button', { name: 'Sign in as AshTrainer' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(box.getByText(/^#\d+$/)).toBeVisible();
    await expect(box.getByText('No ELO Rating Found')).toHaveCount(0);
  });

  test('arena failure shows the error and a Retry', async ({ page }) => {
    await page.route('**/api/arena/leaders', (route) =>
      route.fulfill({
        status: 500,
        json: { error: { code: 'boom', message: 'Failed to fetch gym leaders' } },
      }),
    );
    await page.goto('/');
    await expect(page.getByText('Arena connection failed: Failed to fetch gym leaders')).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});

test.describe('leaderboard', () => {
  test('Top Trainers by default, Gym Leaders by win rate, both accessible', async ({ page }) => {
    await page.goto('/leaderboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible();
    const trainers = page.getByRole('tab', { name: 'Top Trainers' });
    await expect(trainers).toHaveAttribute('aria-selected', 'true');
    const table = page.getByRole('region', { name: 'Top trainers by ELO' });
    await expect(table.getByRole('columnheader', { name: 'Streak' })).toBeVisible();
    await expect(table.getByText('1st place')).toBeAttached();
    await expect(table.getByText(/^\d+\.\d%$/).first()).toBeVisible();
    const rowsBefore = await table.getByRole('row').count();
    const more = page.getByRole('button', { name: 'Load more' });
    if (await more.isVisible()) {
      await more.click();
      await expect.poll(() => table.getByRole('row').count()).toBeGreaterThan(rowsBefore);
    }
    await expectNoAxeViolations(page);

    await page.getByRole('tab', { name: 'Gym Leaders' }).click();
    const leaders = page.getByRole('list', { name: 'Gym leaders by win rate' }).getByRole('listitem');
    await expect(leaders.first()).toContainText('Drakon Rhee');
    await expect(leaders.first()).toContainText('78.0%');
    // No badges awarded counts as 0: last.
    await expect(leaders.last()).toContainText('Granite Oda');
    await expect(page.getByText('Glacia Frost')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('a failing ladder shows the spec error', async ({ page }) => {
    await page.route('**/api/arena/leaderboard?*', (route) =>
      route.fulfill({ status: 400, json: { error: { code: 'x', message: 'Failed to fetch leaderboard' } } }),
    );
    await page.goto('/leaderboard');
    await expect(page.getByText('Error loading leaderboard: Failed to fetch leaderboard')).toBeVisible();
  });
});

test.describe('gym leaders', () => {
  test('leader cards, NOW HIRING positions and the call to action', async ({ page }) => {
    await page.route('**/avatar/**', (route) => route.fulfill({ status: 404, body: '' }));
    await page.goto('/gym-leaders');
    await expect(page.getByRole('heading', { level: 1, name: 'Gym Leaders' })).toBeVisible();
    const blaze = page.getByRole('listitem').filter({ hasText: 'Blaze Kindra' });
    await expect(blaze.getByText('Inferno Badge')).toBeVisible();
    await expect(blaze.getByText('71.0%')).toBeVisible();
    await expect(blaze.getByRole('img', { name: "Blaze Kindra's head" })).toHaveAttribute(
      'src',
      '/leader-placeholder.svg',
    );
    await expect(page.getByRole('listitem').filter({ hasText: 'Ferra Steelheart' })).toContainText('3d ago');
    // A leader without a player link is hidden and its element is open.
    await expect(page.getByText('Glacia Frost')).toHaveCount(0);
    const hiring = page.getByRole('listitem').filter({ hasText: 'NOW HIRING' });
    await expect(hiring.filter({ hasText: 'Ice Gym Leader' })).toBeVisible();
    await expect(hiring).toHaveCount(6);
    await expect(hiring.first().getByRole('link', { name: /Apply for This Position/ })).toHaveAttribute(
      'href',
      '/gym-leader-application',
    );
    await expect(page.getByRole('heading', { name: 'Want to Become a Gym Leader?' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('failure and empty states', async ({ page }) => {
    await page.route('**/api/arena/leaders', (route) => route.fulfill({ json: { leaders: [] } }));
    await page.goto('/gym-leaders');
    await expect(page.getByText('No gym leaders available yet.')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'NOW HIRING' })).toHaveCount(18);
    await page.route('**/api/arena/leaders', (route) =>
      route.fulfill({ status: 404, json: { error: { code: 'x', message: 'Failed to fetch gym leaders' } } }),
    );
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Failed to Load Gym Leaders' })).toBeVisible();
    await expect(page.getByText('Failed to fetch gym leaders')).toBeVisible();
  });
});

test.describe('events', () => {
  test('register and withdraw, with the count updating live in another browser', async ({
    page,
    browser,
  }) => {
    const watcher = await browser.newPage();
    await watcher.goto('/events');
    const watched = watcher.getByRole('group', { name: 'Weekend Doubles Clash' });
    await expect(watched).toContainText('1 / 16 registered');

    await signInAsDemo(page, 'E2E_Eventgoer', '/events');
    await expect(page.getByRole('heading', { name: 'Featured Event' })).toBeVisible();
    const featured = page.getByRole('group', { name: 'Weekend Doubles Clash' });
    await expect(featured.getByText('Open', { exact: true })).toBeVisible();
    // Closed registration and running events cannot be joined.
    await expect(
      page
        .getByRole('group', { name: 'Raid Night: Mega Tyranitar' })
        .getByRole('button', { name: /Register/ }),
    ).toBeDisabled();
    await expect(page.getByRole('group', { name: 'Thunder Raid: Zapdos' })).toContainText('In Progress');
    // Upcoming cards show two reward names and '+N more'.
    await expect(page.getByRole('group', { name: 'Dragon Monotype Night' })).toContainText('+2 more');
    await expectNoAxeViolations(page);

    await featured.getByRole('button', { name: 'Register for Weekend Doubles Clash' }).click();
    await expect(featured.getByText('Registered', { exact: true })).toBeVisible();
    await expect(featured).toContainText('2 / 16 registered');
    await expect(watched).toContainText('2 / 16 registered'); // no reload in the watcher

    await featured.getByRole('button', { name: 'Withdraw from Weekend Doubles Clash' }).click();
    await expect(featured.getByRole('button', { name: 'Register for Weekend Doubles Clash' })).toBeEnabled();
    await expect(watched).toContainText('1 / 16 registered');
    await watcher.close();
  });

  test('Founders’ Cup #1 is listed with a link to its page; signed-out Register starts sign-in', async ({
    page,
  }) => {
    await page.goto('/events');
    // Dated by its tournament (upcoming in the demo), with the spec's rewards; sign-ups are on its page.
    const cup = page.getByRole('group', { name: "Founders' Cup #1" });
    await expect(cup).toContainText('1st');
    await cup.getByRole('link', { name: "View Founders' Cup #1" }).click();
    await expect(page).toHaveURL(/\/founders-1$/);
    await expect(page.getByRole('heading', { level: 1, name: "Founders' Cup #1" })).toBeVisible();
    await page.goto('/events');
    await expect(page.getByRole('heading', { name: 'Never Miss an Event' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Join our Discord/ }).last()).toHaveAttribute(
      'href',
      'https://discord.gg/fake-invite',
    );
    await page.getByRole('button', { name: 'Register for Quick Draw Battles' }).click();
    await expect(page).toHaveURL(/\/demo-sign-in/);
  });

  test('a failing events list shows the spec error', async ({ page }) => {
    await page.route('**/api/events', (route) =>
      route.fulfill({ status: 400, json: { error: { code: 'x', message: 'Failed to fetch events' } } }),
    );
    await page.goto('/events');
    await expect(page.getByText('Error loading events: Failed to fetch events')).toBeVisible();
  });
});

test.describe('community', () => {
  test('real stats, channels, programs, socials and guidelines', async ({ page }) => {
    await page.goto('/community');
    await expect(page.getByRole('heading', { level: 1, name: 'Join the Community' })).toBeVisible();
    const stats = page.getByRole('region', { name: 'By the numbers' });
    await expect(stats.getByText('Online on Discord')).toBeVisible();
    await expect(stats.getByRole('definition').filter({ hasText: '42' })).toBeVisible();
    for (const name of ['Chat channels', 'Community programs', 'Follow us', 'Community guidelines']) {
      await expect(page.getByRole('heading', { name })).toBeVisible();
    }
    await expectNoAxeViolations(page);
  });
});

test('arena pages fit 360 px @mobile', async ({ page }) => {
  for (const path of ['/', '/leaderboard', '/gym-leaders', '/events', '/community']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > 360);
    expect(overflow, path).toBe(false);
  }
});
