import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { E2E_GAME_TOKEN } from './constants';
import { collectConsoleErrors, expectNoAxeViolations, signInAsDemo, test } from './fixtures';

/** A slug of this test's own: the browser suite shares one database. */
const ownSlug = (name: string) => `e2e-${name}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Reports a completed match as the game server does, through the bridge. */
async function report(
  request: APIRequestContext,
  slug: string,
  round: number,
  match: number,
  winner: string,
  games: [number, number] = [2, 1],
) {
  const response = await request.post('/api/game/v1/tournament-matches/result', {
    headers: { authorization: `Bearer ${E2E_GAME_TOKEN}` },
    data: {
      tournament_slug: slug,
      round_number: round,
      match_number: match,
      games_won_p1: games[0],
      games_won_p2: games[1],
      winner_minecraft_name: winner,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { next_match: unknown; champion_minecraft_name: string | null };
}

const groupFinal = (page: Page, group: string) =>
  page.getByRole('region', { name: `Group ${group}` }).getByRole('article', { name: 'Group Final' });

test("bracket page: Founders' Cup by default, pending with its confirmed players and open slots", async ({
  page,
}) => {
  test.setTimeout(150_000);
  const errors = collectConsoleErrors(page);
  await page.goto('/tournament-bracket');
  await expect(page.getByRole('heading', { level: 1, name: "Founders' Cup #1" })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Bracket Generation Pending' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText('Open Slot').first()).toBeVisible();
  await expect(page.getByText(/^\d+ \/ 16$/)).toBeVisible();
  await expect(page.getByText(/^\d\d:\d\d EST$/)).toBeVisible();
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test('bracket page: staff draw the bracket, the game server reports results, the open page follows live', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const slug = ownSlug('cup');
  const errors = collectConsoleErrors(page);
  // Signed in from the bracket page (the home page loads skin images from outside the sandbox).
  await signInAsDemo(page, 'StaffSerena', '/tournament-bracket');
  const headers = { origin: new URL(page.url()).origin };
  // Demo mode's stand-in field: six checked-in players, Trainer_01 … Trainer_06, in a started cup.
  const field = await page.request.post(`/api/tournaments/${slug}/demo-field`, {
    headers,
    data: { players: 6 },
  });
  expect(field.status(), await field.text()).toBe(201);

  await page.goto(`/tournament-bracket?t=${slug}`);
  await expect(page.getByRole('heading', { name: 'Bracket Generation Pending' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText('Trainer_06')).toBeVisible();
  await expect(page.getByText('Open Slot')).toHaveCount(10);
  await expect(page.getByText('6 / 16')).toBeVisible();

  // Drawn by staff through the API: the open page shows the bracket without a reload.
  const drawn = await page.request.post(`/api/tournaments/${slug}/bracket`, { headers });
  expect(drawn.status(), await drawn.text()).toBe(201);
  await expect(page.getByRole('heading', { name: 'Group Stage', exact: true })).toBeVisible({
    timeout: 15_000,
  });
  for (const group of ['A', 'B', 'C']) {
    await expect(page.getByRole('heading', { name: `Group ${group}` })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Redemption Road' })).toBeVisible();
  await expect(page.getByText('Winner TBD')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tournament Semifinals' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Grand Final' })).toBeVisible();
  // Six players: every group semifinal is a bye; the seeds meet in the group finals (1 v 4 in group A).
  await expect(groupFinal(page, 'A')).toContainText('Trainer_01');
  await expect(groupFinal(page, 'A')).toContainText('Trainer_04');
  await expect(groupFinal(page, 'A')).toContainText('pending');

  // The game server reports group A's final: the card and the semifinal follow live.
  const a = await report(request, slug, 2, 1, 'Trainer_01');
  expect(a.next_match).toEqual({ round_number: 4, match_number: 1, slot: 1 });
  await expect(groupFinal(page, 'A')).toContainText('completed', { timeout: 15_000 });
  await expect(groupFinal(page, 'A').getByRole('listitem').filter({ hasText: '(winner)' })).toContainText(
    'Trainer_01',
  );
  const semifinals = page.getByRole('region', { name: 'Tournament Semifinals' });
  await expect(semifinals.getByRole('article', { name: 'Semifinal 1' })).toContainText('Trainer_01');
  await expectNoAxeViolations(page);

  // The rest of the groups, then Redemption Road draws among the three group-final losers.
  await report(request, slug, 2, 2, 'Trainer_02');
  await report(request, slug, 2, 3, 'Trainer_03');
  const redemption = page.getByRole('region', { name: 'Redemption Road' });
  await expect(redemption).toContainText(/Trainer_0[456]/, { timeout: 15_000 });
  await expect(redemption).not.toContainText('Winner TBD');
  const bracket = (await (await page.request.get(`/api/tournaments/${slug}/bracket`)).json()) as {
    registrations: { id: string; minecraft_username: string }[];
    matches: {
      round_number: number;
      match_number: number;
      player1_id: string | null;
      player2_id: string | null;
    }[];
  };
  const name = (id: string | null) =>
    bracket.registrations.find((r) => r.id === id)?.minecraft_username ?? '';
  const second = bracket.matches.find((m) => m.round_number === 4 && m.match_number === 2)!;
  await report(request, slug, 4, 1, 'Trainer_02', [1, 2]);
  await report(request, slug, 4, 2, name(second.player2_id), [1, 2]);
  const final = await report(request, slug, 5, 1, 'Trainer_02');
  expect(final.champion_minecraft_name).toBe('Trainer_02');
  const banner = page.getByRole('region', { name: 'Tournament Champion' });
  await expect(banner).toContainText('Trainer_02', { timeout: 15_000 });
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test('a full bracket with a play-in fits 360 px @mobile', async ({ page, request }) => {
  test.setTimeout(150_000);
  const slug = ownSlug('mobile');
  const headers = { origin: new URL(test.info().project.use.baseURL!).origin };
  const signIn = await request.post('/api/auth/demo', { headers, data: { username: 'StaffSerena' } });
  expect(signIn.status(), await signIn.text()).toBe(200);
  expect(
    (await request.post(`/api/tournaments/${slug}/demo-field`, { headers, data: { players: 16 } })).status(),
  ).toBe(201);
  expect((await request.post(`/api/tournaments/${slug}/bracket`, { headers })).status()).toBe(201);
  await page.goto(`/tournament-bracket?t=${slug}`);
  await expect(page.getByRole('heading', { name: 'Play-In', exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Grand Final' })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(page);
});
