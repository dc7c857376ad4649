import { expect } from '@playwright/test';
import { E2E_GAME_TOKEN } from './constants';
import { collectConsoleErrors, expectNoAxeViolations, test } from './fixtures';

test('vote page: six sites in new tabs, how voting works, rewards, party and warning', async ({ page }) => {
  // axe is slow on a busy machine, as on the wiki.
  test.setTimeout(150_000);
  const errors = collectConsoleErrors(page);
  await page.goto('/vote-links');
  await expect(page.getByRole('heading', { level: 1, name: 'Vote for the Server' })).toBeVisible();
  const sites = page.getByRole('link', { name: /^Vote on / });
  await expect(sites).toHaveCount(6, { timeout: 20_000 });
  for (const link of await sites.all()) await expect(link).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('heading', { name: 'How Voting Works' })).toBeVisible();
  await expect(page.getByText(/\/crates/).first()).toBeVisible();
  await expect(page.getByText('items that do not fit in your inventory are lost permanently')).toBeVisible();
  await expect(page.getByRole('row', { name: /Extra Vote Champion Key \(\+1\)/ })).toContainText('1.8%');
  await expect(page.getByText('They add up to 111.8%', { exact: false })).toBeVisible();
  await expect(page.getByText(/Every 500 votes/)).toBeVisible();
  await page.getByRole('link', { name: 'Go to the vote sites' }).click();
  await expect(page).toHaveURL(/#vote-sites$/);
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test('the vote-party bar moves when the game server reports votes', async ({ page, request }) => {
  const post = (data: unknown) =>
    request.post('/api/game/v1/vote-party', { headers: { authorization: `Bearer ${E2E_GAME_TOKEN}` }, data });
  expect((await post({ votes: 100, last_party_at: '2025-10-12T19:30:00Z' })).status()).toBe(200);
  await page.goto('/vote-links');
  const bar = page.getByRole('progressbar', { name: 'Votes towards the next vote party' });
  await expect(bar).toHaveAttribute('aria-valuenow', '100', { timeout: 20_000 });
  await expect(page.getByText(/Last party: Oct 12, 2025/)).toBeVisible();
  // No reload: the change arrives through the live stream.
  expect((await post({ votes: 250 })).status()).toBe(200);
  await expect(bar).toHaveAttribute('aria-valuenow', '250', { timeout: 15_000 });
  await expect(page.getByText('250 / 500 votes')).toBeVisible();
});

test('vote page fits 360 px @mobile', async ({ page }) => {
  await page.goto('/vote-links');
  await expect(page.getByRole('link', { name: /^Vote on / })).toHaveCount(6, { timeout: 20_000 });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
});
