import { expect } from '@playwright/test';
import { collectConsoleErrors, expectNoAxeViolations, test } from './fixtures';

test('wiki: side navigation, deep links from /ranks and search', async ({ page }) => {
  // axe over the whole wiki is slow on a busy machine.
  test.setTimeout(150_000);
  const errors = collectConsoleErrors(page);
  await page.goto('/wiki');
  await expect(page.getByRole('heading', { level: 1, name: 'Server Wiki' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Wiki sections' });
  await expect(nav.getByRole('link')).toHaveCount(17);
  await expect(nav.getByRole('link', { name: 'Spawn Atlas' })).toHaveAttribute('href', '/spawn-atlas');

  await nav.getByRole('link', { name: 'Commands' }).click();
  await expect(page).toHaveURL(/\/wiki#commands$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Commands' })).toBeInViewport();

  const search = page.getByRole('searchbox', { name: 'Search the wiki' });
  await search.fill('golden shovel');
  await expect(page.getByText('1 of 17 sections mention "golden shovel".')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Land Claims' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Commands' })).toBeHidden();
  // Following a found section's link keeps the search's findings on screen.
  await nav.getByRole('link', { name: 'Land Claims' }).click();
  await expect(page).toHaveURL(/\/wiki#land-claims$/);
  await expect(page.getByText('1 of 17 sections mention "golden shovel".')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Land Claims' })).toBeInViewport();
  await expect(nav.getByRole('link', { name: 'Land Claims' })).toBeVisible();
  await search.fill('zzzz');
  await expect(page.getByText('No wiki section mentions "zzzz".')).toBeVisible();
  await search.fill('');
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(17);
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test('wiki anchors open at their section, from the ranks page too', async ({ page }) => {
  await page.goto('/ranks');
  await page
    .getByRole('link', { name: /EV Editor Policy/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/wiki#ev-editor-policy$/);
  await expect(page.getByRole('heading', { name: 'EV Editor Policy' })).toBeInViewport({ timeout: 20_000 });
  await page.goto('/wiki#ranks');
  await expect(page.getByRole('heading', { level: 2, name: 'Ranks & Perks' })).toBeInViewport({
    timeout: 20_000,
  });
  await expect(page.getByRole('row', { name: /Master/ })).toContainText('$19.99');
});

test('wiki is readable at 360 px @mobile', async ({ page }) => {
  await page.goto('/wiki#commands');
  await expect(page.getByRole('heading', { level: 2, name: 'Commands' })).toBeVisible({ timeout: 20_000 });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
});
