import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { E2E_GAME_TOKEN } from './constants';
import { collectConsoleErrors, expectNoAxeViolations, test } from './fixtures';

// Axe over a long page takes a while on a busy machine.
test.describe.configure({ timeout: 150_000 });

/** The skin service is outside the test network; answer for it so heads fall back quickly. */
async function stubSkinService(page: Page) {
  await page.route('**/avatar/**', (route) => route.fulfill({ status: 404, body: '' }));
}

/**
 * Two players of this test's own, fought three times through the game server's API: `me`
 * challenges `rival`'s gym, wins twice and loses once.
 */
async function playersWithMatches(request: APIRequestContext) {
  const tag = randomUUID().slice(0, 8);
  const me = { uuid: randomUUID(), name: `Pl_${tag}` };
  const rival = { uuid: randomUUID(), name: `Rv_${tag}` };
  const start = Date.now() - 3 * 3_600_000;
  for (const [i, winner] of [me, me, rival].entries()) {
    const startedAt = new Date(start + i * 3_600_000);
    const response = await request.post('/api/game/v1/matches', {
      headers: { authorization: `Bearer ${E2E_GAME_TOKEN}` },
      data: {
        match_id: `players-${tag}-${i}`,
        leader_uuid: rival.uuid,
        leader_name: rival.name,
        challenger_uuid: me.uuid,
        challenger_name: me.name,
        started_at: startedAt.toISOString(),
        ended_at: new Date(startedAt.getTime() + 600_000).toISOString(),
        winner_uuid: winner.uuid,
      },
    });
    expect(response.status()).toBe(200);
  }
  return { me, rival };
}

test('a ladder name opens the player page; a profile shows its chart and matches, and an opponent link leads on', async ({
  page,
  request,
}) => {
  const errors = collectConsoleErrors(page);
  await stubSkinService(page);
  const { me, rival } = await playersWithMatches(request);

  await page.goto('/leaderboard');
  const firstName = page
    .getByRole('region', { name: 'Top trainers by ELO' })
    .getByRole('row')
    .nth(1)
    .getByRole('link');
  const name = (await firstName.textContent())?.trim() ?? '';
  await firstName.click();
  await expect(page).toHaveURL(/\/players\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Ladder' }).getByText('Rating', { exact: true }),
  ).toBeVisible();
  expect(name.length).toBeGreaterThan(0);

  // Any case finds the player; the page shows the name as the game gave it.
  await page.goto(`/players/${me.name.toLowerCase()}`);
  await expect(page.getByRole('heading', { level: 1, name: me.name })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${me.name} \\| `));
  const ladder = page.getByRole('region', { name: 'Ladder' });
  // One decimal, as the leaderboard shows it.
  await expect(ladder.getByText('66.7%')).toBeVisible();
  await expect(ladder.getByText('2–1')).toBeVisible();
  await expect(
    page.getByRole('img', { name: new RegExp(`^${me.name}'s rating over their last 3 rated matches`) }),
  ).toBeVisible();
  const matches = page.getByRole('region', { name: 'Recent matches' }).getByRole('listitem');
  await expect(matches).toHaveCount(3);
  await expect(matches.first()).toContainText('Lost');
  await expectNoAxeViolations(page);

  await matches.first().getByRole('link', { name: rival.name }).click();
  await expect(page).toHaveURL(new RegExp(`/players/${rival.name}$`));
  await expect(page.getByRole('heading', { level: 1, name: rival.name })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recent matches' }).getByRole('listitem')).toHaveCount(3);
  expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
});

test('an unknown player gets the not-found page with status 404', async ({ page }) => {
  const response = await page.goto(`/players/Nobody_${randomUUID().slice(0, 8)}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible();
  await expectNoAxeViolations(page);
});

for (const width of [360, 390]) {
  test(`a player page fits ${width} px @mobile`, async ({ page, request }) => {
    await stubSkinService(page);
    const { me } = await playersWithMatches(request);
    await page.setViewportSize({ width, height: 844 });
    await page.goto(`/players/${me.name}`);
    await expect(page.getByRole('region', { name: 'Recent matches' }).getByRole('listitem')).toHaveCount(3);
    await expect(page.getByRole('img', { name: /rating over/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}
