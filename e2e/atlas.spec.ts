import { expect, type Page } from '@playwright/test';
import { collectConsoleErrors, expectNoAxeViolations, test } from './fixtures';

const STATUS = /^Showing \d+ of \d+ Pokémon$/;

/** Opens the atlas and returns its total; the app starts after the first paint, slowly on a busy machine. */
async function openAtlas(page: Page, path = '/spawn-atlas') {
  await page.goto(path);
  const status = page.getByText(STATUS);
  await expect(status).toBeVisible({ timeout: 20_000 });
  return { status, total: Number((await status.textContent())!.match(/of (\d+)/)![1]) };
}

test('spawn atlas shows every entry, and its cards have no axe violations', async ({ page }) => {
  // axe is slow on a busy machine, as on the wiki.
  test.setTimeout(150_000);
  const errors = collectConsoleErrors(page);
  const { total } = await openAtlas(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Spawn Atlas' })).toBeVisible();
  expect(total).toBeGreaterThanOrEqual(95);
  await expect(page.getByText('Spawn Atlas v1.0')).toBeVisible();
  // axe over a hundred cards takes minutes on a loaded machine; one category's cards have every
  // element a card can have (badges, stars, '+N', lore).
  await openAtlas(page, '/spawn-atlas?category=ultra-beast');
  await expect(page.getByText('+1 more biome groups')).toBeVisible();
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test('spawn atlas draws its cards a page at a time; Show more adds the next page', async ({ page }) => {
  const { status, total } = await openAtlas(page);
  const cards = page.getByRole('main').getByRole('listitem');
  await expect(cards).toHaveCount(24);
  await expect(status).toHaveText(`Showing ${total} of ${total} Pokémon`);
  const more = page.getByRole('button', { name: /^Show more/ });
  await expect(more).toHaveText(`Show more (${total - 24} left)`);
  await more.click();
  await expect(cards).toHaveCount(Math.min(48, total));
  // The focus moves to the first card added, so a keyboard user reads on from there.
  await expect(cards.nth(24).getByRole('button')).toBeFocused();
  while (await more.isVisible()) await more.click();
  await expect(cards).toHaveCount(total);
  await expect(page.getByRole('button', { name: /Walking Wake/ })).toBeVisible();

  // A new filter starts again from the first page.
  await page.getByRole('button', { name: 'Legendaries', exact: true }).click();
  await expect(status).not.toHaveText(`Showing ${total} of ${total} Pokémon`);
  const matching = Number((await status.textContent())!.match(/Showing (\d+)/)![1]);
  await expect(cards).toHaveCount(Math.min(24, matching));
});

test('spawn atlas search and category toggles live in the URL', async ({ page }) => {
  const { status, total } = await openAtlas(page);
  const search = page.getByPlaceholder('Search Pokémon or Biome...');
  await search.fill('walking');
  await expect(page).toHaveURL(/[?&]q=walking/);
  await expect(status).toHaveText(`Showing 1 of ${total} Pokémon`);
  await expect(page.getByRole('button', { name: /Walking Wake/ })).toBeVisible();

  await search.fill('');
  await page.getByRole('button', { name: 'Ultra Beasts', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Ultra Beasts', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page).toHaveURL(/category=ultra-beast/);
  await expect(page.getByRole('button', { name: /Nihilego/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Mewtwo/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Paradox', exact: true }).click();
  await expect(page.getByRole('button', { name: /Great Tusk/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Nihilego/ })).toBeVisible();

  // Biome groups are searched too.
  await search.fill('the end');
  await expect(page.getByRole('button', { name: /Nihilego/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Great Tusk/ })).toHaveCount(0);

  await search.fill('no such pokemon');
  await expect(page.getByText('No Pokémon found. Try adjusting your search or filters.')).toBeVisible();
  await expect(status).toHaveText(`Showing 0 of ${total} Pokémon`);
});

test('spawn atlas opens a detail dialog from the URL state', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await openAtlas(page, '/spawn-atlas?q=mewtwo&category=legendary');
  await expect(page.getByPlaceholder('Search Pokémon or Biome...')).toHaveValue('mewtwo');
  await expect(page.getByRole('button', { name: 'Legendaries' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: /Mewtwo/ }).click();
  const dialog = page.getByRole('dialog', { name: /Mewtwo/ });
  await expect(dialog).toBeVisible();
  for (const label of [
    'Category',
    'Rarity',
    'Stars',
    'Level range',
    'Spawn weight',
    'Structures',
    'Presets',
    'Notes',
  ])
    await expect(dialog.getByText(label, { exact: true })).toBeVisible();
  await expect(dialog).toContainText('Ultra-Rare');
  await expect(dialog).toContainText('70-80');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(errors).toEqual([]);
});

test('spawn atlas fits 360 px @mobile', async ({ page }) => {
  await openAtlas(page);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
});
