import { randomUUID } from 'node:crypto';
import { type Browser, expect, type Page } from '@playwright/test';
import { E2E_GAME_TOKEN } from './constants';
import { collectConsoleErrors, expectNoAxeViolations, signInAsDemo, test } from './fixtures';

/** A fresh demo player with a linked Minecraft account: someone staff can grant a product to. */
async function linkedPlayer(browser: Browser, playerName: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAsDemo(page, `E2E_${playerName}`);
  const origin = new URL(page.url()).origin;
  const { code } = (await (
    await page.request.post('/api/link/begin', { data: {}, headers: { origin } })
  ).json()) as { code: string };
  const linked = await page.request.post('/api/game/v1/link/complete', {
    headers: { authorization: `Bearer ${E2E_GAME_TOKEN}` },
    data: { code, player_uuid: randomUUID(), player_name: playerName },
  });
  expect(linked.status()).toBe(200);
  await context.close();
}

async function grantAndFind(page: Page, playerName: string) {
  const errors = collectConsoleErrors(page);
  await signInAsDemo(page, 'StaffSerena', '/staff');
  await expect(page.getByRole('tab', { name: 'To do' })).toHaveAttribute('aria-selected', 'true');
  const todo = page.getByRole('list', { name: 'To do' });
  for (const line of [
    'Open submissions',
    'Deliveries needing attention',
    'Disputes',
    'Check-ins due',
    'Notices failed',
  ]) {
    await expect(todo.getByRole('heading', { name: line })).toBeVisible();
  }
  await expectNoAxeViolations(page);

  await page.getByRole('tab', { name: 'Purchases' }).click();
  const form = page.getByRole('form', { name: 'Grant a product' });
  await form.getByLabel('Player').fill(playerName);
  await form.getByLabel('Product').selectOption({ label: 'Premium Battle Pass' });
  await form.getByLabel('Reason').fill('Won the spring cup');
  await form.getByRole('button', { name: 'Grant' }).click();
  await expect(page.getByText('Product granted', { exact: true })).toBeVisible();

  await page.getByLabel('Search purchases').fill(playerName);
  const row = page
    .getByRole('list', { name: 'Purchases' })
    .getByRole('listitem')
    .filter({ hasText: playerName });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Grant', { exact: true })).toBeVisible();
  await expect(row.getByText('Granted by @StaffSerena: Won the spring cup')).toBeVisible();
  await row.getByRole('button', { name: `Show details of the purchase for ${playerName}` }).click();
  await expect(row.getByText(`battlepass premium give ${playerName}`)).toBeVisible();
  await expect(row.getByText('No share recorded.')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('tab', { name: 'Deliveries' }).click();
  await page.getByLabel('Show', { exact: true }).selectOption('pending');
  await expect(page.getByText(`battlepass premium give ${playerName}`).first()).toBeVisible();
  expect(errors).toEqual([]);
}

test('staff grant a product to a player and find it in the purchases and the delivery queue', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const playerName = `Gr${Date.now().toString(36).slice(-8)}`;
  await linkedPlayer(browser, playerName);
  await grantAndFind(page, playerName);
});

test('on a 390 px phone the grant form and the overview fit the screen', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const playerName = `Gp${Date.now().toString(36).slice(-8)}`;
  await linkedPlayer(browser, playerName);
  await grantAndFind(page, playerName);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});
