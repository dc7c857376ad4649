import { randomUUID } from 'node:crypto';
import { expect } from '@playwright/test';
import { E2E_GAME_TOKEN } from './constants';
import { collectConsoleErrors, expectNoAxeViolations, test } from './fixtures';

test("a leader card opens the leader's page: gym, badge, record, challengers and usual hours, at 1280 and 390 px", async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const errors = collectConsoleErrors(page);
  // The leader cards' skin heads come from outside the sandbox.
  await page.route('**/avatar/**', (route) => route.fulfill({ status: 404, body: '' }));
  // A challenger of this run beats the demo leader Misty Tides at her gym, as the game server reports it.
  const leader = (await (await request.get('/api/arena/leaders')).json()) as {
    leaders: { display_name: string; player_uuid: string; minecraft_username: string | null }[];
  };
  const misty = leader.leaders.find((l) => l.display_name === 'Misty Tides')!;
  const challenger = { uuid: randomUUID(), name: `Chal${Date.now().toString(36).slice(-8)}` };
  const started = new Date(Date.now() - 600_000);
  const reported = await request.post('/api/game/v1/matches', {
    headers: { authorization: `Bearer ${E2E_GAME_TOKEN}` },
    data: {
      match_id: `leader-page-${challenger.name}`,
      leader_uuid: misty.player_uuid,
      leader_name: misty.minecraft_username ?? 'MistyTides',
      challenger_uuid: challenger.uuid,
      challenger_name: challenger.name,
      started_at: started.toISOString(),
      ended_at: new Date(started.getTime() + 300_000).toISOString(),
      winner_uuid: challenger.uuid,
    },
  });
  expect(reported.status(), await reported.text()).toBe(200);

  await page.goto('/gym-leaders');
  await page.getByRole('link', { name: 'Gym page of Misty Tides' }).click();
  await expect(page).toHaveURL(/\/gym-leaders\/misty-tides$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Misty Tides' })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveTitle(/Misty Tides · Water Gym/);
  await expect(page.getByText('Splash Badge').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Usually online' })).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: challenger.name });
  await expect(row).toContainText('Won');
  await expect(row).toContainText('earned the Splash Badge');
  await expectNoAxeViolations(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Misty Tides' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('listitem').filter({ hasText: challenger.name })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
  expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
});

test('an unknown leader address is answered 404 with the not-found page', async ({ page }) => {
  const response = await page.goto('/gym-leaders/no-such-leader-here');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
});
