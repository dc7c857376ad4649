import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { E2E_GAME_TOKEN } from './constants';
import { collectConsoleErrors, expectNoAxeViolations, reportGameServerIn, test } from './fixtures';

// Axe over a long page takes a while on a busy machine.
test.describe.configure({ timeout: 150_000 });

/** The skin service is outside the test network; answer for it so heads fall back quickly. */
async function stubSkinService(page: Page) {
  await page.route('**/avatar/**', (route) => route.fulfill({ status: 404, body: '' }));
}

/** One player's card in the Player Progression list, found by the name in its heading. */
function playerCard(page: Page, name: string) {
  return page
    .getByRole('region', { name: 'Player Progression' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name }) });
}

test('season 1 page: dates, timeline, gym rules, Elite Four and Champion cards, player progression', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  await stubSkinService(page);
  await page.goto('/season1');
  await expect(page.getByRole('heading', { level: 1, name: /Season 1/ })).toContainText('9 Gyms');
  await expect(page.getByText('October 1 - November 31, 2025')).toBeVisible();

  const timeline = page.getByRole('region', { name: 'Season Timeline' });
  for (const text of [
    'October 1 - November 31',
    'Active Gyms',
    'October 1 - October 31',
    'Last week of October',
  ])
    await expect(timeline.getByText(text, { exact: true })).toBeVisible();

  const rules = page.getByRole('region', { name: 'Gym Battle Rules' });
  await expect(rules.getByRole('listitem')).toHaveCount(7);
  await expect(rules.getByText('Single elimination, best of 1.')).toBeVisible();
  await expect(rules.getByText(/Z-Moves, Dynamax, etc\.\) are not permitted/)).toBeVisible();
  await expect(
    rules.getByText('At most 1 Legendary or Mythical over 600 base stat total per battle.'),
  ).toBeVisible();
  await expect(rules.getByText('Example: Arceus only fits the Normal gym.')).toBeVisible();

  for (const title of ['Elite Four Entry Tournament', 'Elite Four Competitive Cycle', 'Server Champion'])
    await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
  await expect(page.getByText('November 1-15')).toBeVisible();
  await expect(page.getByText('Premium battle pass while reigning')).toBeVisible();

  // The demo champion, with all nine badges.
  const champion = playerCard(page, 'PixelPaladin');
  await expect(champion.getByText('CHAMPION', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(champion.getByText('9 of 9 badges')).toBeVisible();
  await expect(champion.getByRole('progressbar', { name: "PixelPaladin's badge progress" })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  await expect(champion.getByRole('img', { name: / Badge - Earned$/ })).toHaveCount(9);
  const rookie = playerCard(page, 'MarisolVale');
  await expect(rookie.getByText('0 of 9 badges')).toBeVisible();
  await expect(rookie.getByRole('img', { name: 'Fire Badge', exact: true })).toBeVisible();
  // A failed head falls back to the placeholder.
  await expect(champion.getByRole('img', { name: "PixelPaladin's head" })).toHaveAttribute(
    'src',
    '/leader-placeholder.svg',
  );

  await expectNoAxeViolations(page);
  expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
});

test('a badge awarded in game appears on the open page without a reload', async ({ page, request }) => {
  await reportGameServerIn(request);
  const uuid = randomUUID();
  const name = `S1_${uuid.slice(0, 8)}`;
  const award = (body: Record<string, unknown>) =>
    request.post('/api/game/v1/season/badges', {
      headers: { authorization: `Bearer ${E2E_GAME_TOKEN}` },
      data: { player_uuid: uuid, ...body },
    });

  await stubSkinService(page);
  await page.goto('/season1');
  await expect(playerCard(page, 'PixelPaladin')).toBeVisible({ timeout: 20_000 });
  await expect(playerCard(page, name)).toHaveCount(0);

  expect((await award({ player_name: name, badge: 'fire' })).status()).toBe(200);
  const card = playerCard(page, name);
  await expect(card.getByText('1 of 9 badges')).toBeVisible({ timeout: 15_000 });
  await expect(card.getByRole('img', { name: 'Fire Badge - Earned' })).toBeVisible();
  await expect(card.getByRole('img', { name: 'Water Badge', exact: true })).toBeVisible();

  expect((await award({ badge: 'water' })).status()).toBe(200);
  await expect(card.getByRole('img', { name: 'Water Badge - Earned' })).toBeVisible({ timeout: 15_000 });
  await expect(card.getByText('2 of 9 badges')).toBeVisible();
  await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '22');
});

test('season 1 page fits 360 px @mobile', async ({ page }) => {
  await stubSkinService(page);
  await page.goto('/season1');
  await expect(playerCard(page, 'PixelPaladin')).toBeVisible({ timeout: 20_000 });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
});
