import { expect } from '@playwright/test';
import { OPERATIONAL_OR_INCIDENT } from './constants';
import {
  collectConsoleErrors,
  expectNoAxeViolations,
  reportGameServerIn,
  signInAsDemo,
  test,
} from './fixtures';

test.describe('site shell', () => {
  test('navigation bar, online count and footer on every page', async ({ page, request }) => {
    const errors = collectConsoleErrors(page);
    await reportGameServerIn(request);
    await page.goto('/terms-of-service');
    const header = page.getByRole('banner');
    await expect(header.getByText('SEASON 1')).toBeVisible();
    await expect(header.getByText('42 online')).toBeVisible();
    await expect(page.getByRole('note')).toContainText('DEMO MODE');
    const footer = page.getByRole('contentinfo');
    // The game server and Discord are two facts, said separately.
    await expect(footer.getByText('Server Online')).toBeVisible();
    await expect(footer.getByText('42 online on Discord')).toBeVisible();
    const statusLink = footer.getByRole('link', { name: 'Status Page' });
    const { height } = (await statusLink.boundingBox())!;
    expect(height, 'Status Page stays on one line').toBeLessThan(24);
    await expect(footer).toContainText('Version 2.1.3');
    await expect(footer).toContainText('© 2025');
    await expect(footer).toContainText('Ages 13+');
    await expect(footer).toContainText('Not affiliated');
    for (const name of [
      'Leaderboards',
      'Help Center',
      'Refund Policy',
      'Accessibility',
      'Status Page',
      'Careers',
    ]) {
      await expect(footer.getByRole('link', { name })).toBeVisible();
    }
    await expect(footer.getByRole('link', { name: /join our discord/i })).toHaveAttribute(
      'href',
      'https://discord.gg/fake-invite',
    );
    // The browser reports the page's own 404 status; the app itself logs no error.
    expect(errors.filter((e) => !e.startsWith('Failed to load resource'))).toEqual([]);
  });

  test('online count says Checking... while loading and Discord status unavailable without a count', async ({
    page,
  }) => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/discord/online', async (route) => {
      await answered;
      await route.fulfill({ json: { online: null, invite: null } });
    });
    await page.goto('/careers');
    const header = page.getByRole('banner');
    await expect(header.getByText('Checking...')).toBeVisible();
    release();
    await expect(header.getByText('Discord status unavailable')).toBeVisible();
    // Without an invite from Discord, the footer button uses the configured default.
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: /join our discord/i }),
    ).toHaveAttribute('href', /^https:\/\/discord\.gg\//);
  });

  test('menu drawer signed out has every group but no Purchase History', async ({ page }) => {
    await page.goto('/careers');
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    for (const name of [
      'Home',
      'Leaderboard',
      'Gym Leaders',
      'Shop',
      'Season 1',
      'Events',
      'Ranks',
      'Wiki',
      'Community',
      'Vote Links',
      'Gym Leader Dashboard',
    ]) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    for (const group of ['Game Content', 'Community', 'Account']) {
      await expect(menu.getByRole('heading', { name: group })).toBeVisible();
    }
    await expect(menu.getByRole('link', { name: /customer portal/i })).toHaveAttribute('target', '_blank');
    await expect(menu.getByRole('link', { name: 'Purchase History' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });

  test('demo sign-in, menu with Purchase History, then sign out with its toast', async ({ page }) => {
    await signInAsDemo(page, 'E2E_Menu', '/help-center');
    await expect(page).toHaveURL(/\/help-center$/);
    await expect(page.getByRole('banner').getByText('E2E_Menu')).toBeVisible();
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Purchase History' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /sign out/i }).click();
    await expect(page.getByText('You have been successfully signed out.')).toBeVisible();
    await expect(page.getByRole('button', { name: /sign in/i })).toBeVisible();
  });

  test('demo sign-in page offers the seeded accounts and is labelled', async ({ page }) => {
    await page.goto('/demo-sign-in?redirect=%2Fcareers');
    await expect(page.getByRole('heading', { level: 1, name: 'Development sign-in' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Sign in as StaffSerena' }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(page.getByRole('banner').getByText('StaffSerena')).toBeVisible();
  });

  test('a failed Discord sign-in shows the toast', async ({ page }) => {
    await page.goto('/?auth_error=discord');
    await expect(page.getByText('Failed to sign in with Discord. Please try again.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('short brand and working menu at 360 px @mobile', async ({ page }) => {
    await page.goto('/server-rules');
    await expect(page.getByRole('banner').getByText('CC', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > 360);
    expect(overflow).toBe(false);
  });
});

test.describe('not found', () => {
  test('unknown paths show the not-found page and log the path as a warning, not an error', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const response = await page.goto('/definitely-not-a-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await expectNoAxeViolations(page);
    expect(warnings.some((w) => w.includes('/definitely-not-a-page'))).toBe(true);
    // The browser reports the page's own 404 status; the app itself logs no error.
    expect(errors.filter((e) => !e.startsWith('Failed to load resource'))).toEqual([]);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('status page', () => {
  test('shows the live state of each service', async ({ page, request }) => {
    await reportGameServerIn(request);
    await page.goto('/status-page');
    await expect(page.getByRole('heading', { level: 1, name: 'System Status' })).toBeVisible();
    // The summary follows open incidents, and the staff incidents test may have one open meanwhile.
    await expect(page.getByRole('heading', { level: 2, name: OPERATIONAL_OR_INCIDENT })).toBeVisible();
    for (const name of [
      'Website & API',
      'Database',
      'Discord sign-in',
      'Discord online count',
      'Game server bridge',
      'Payments',
    ]) {
      await expect(page.getByText(name, { exact: true })).toBeVisible();
    }
    await expect(page.getByText('42 members online.')).toBeVisible();
    await expect(page.getByText(/every 30 seconds/)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
