import { expect } from '@playwright/test';
import { E2E_GAME_TOKEN } from './constants';
import { collectConsoleErrors, expectNoAxeViolations, signInAsDemo, test } from './fixtures';

test('staff draw a doubles bracket from checked-in teams; a reported result shows on the bracket page', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const slug = `e2e-doubles-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const errors = collectConsoleErrors(page);
  await signInAsDemo(page, 'StaffSerena', '/staff');
  const headers = { origin: new URL(page.url()).origin };
  // Four checked-in doubles teams entered by Trainer_01 … Trainer_04.
  const field = await page.request.post(`/api/tournaments/${slug}/demo-field`, {
    headers,
    data: { players: 4, format: 'doubles' },
  });
  expect(field.status(), await field.text()).toBe(201);

  await page.reload();
  await page.getByRole('tab', { name: 'Tournaments' }).click();
  await page.getByLabel('Tournament', { exact: true }).selectOption(slug);
  await page.getByRole('button', { name: 'Draw the bracket' }).click();
  await expect(page.getByText('Bracket drawn, seeded by sign-up order')).toBeVisible({ timeout: 15_000 });

  // The game server reports group A's final (seeds 1 and 4) by the team's player's name.
  const reported = await request.post('/api/game/v1/tournament-matches/result', {
    headers: { authorization: `Bearer ${E2E_GAME_TOKEN}` },
    data: {
      tournament_slug: slug,
      round_number: 2,
      match_number: 1,
      // Seed 1 (Trainer_01) holds the first seat; the upset goes to seed 4.
      games_won_p1: 1,
      games_won_p2: 2,
      winner_minecraft_name: 'Trainer_04',
    },
  });
  expect(reported.status(), await reported.text()).toBe(200);

  await page.goto(`/tournament-bracket?t=${slug}`);
  const final = page.getByRole('region', { name: 'Group A' }).getByRole('article', { name: 'Group Final' });
  await expect(final).toContainText('completed', { timeout: 20_000 });
  await expect(final.getByRole('listitem').filter({ hasText: '(winner)' })).toContainText('Trainer_04');
  const semifinals = page.getByRole('region', { name: 'Tournament Semifinals' });
  await expect(semifinals.getByRole('article', { name: 'Semifinal 1' })).toContainText('Trainer_04');
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});
