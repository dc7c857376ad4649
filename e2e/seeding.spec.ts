import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import { E2E_GAME_TOKEN } from './constants';
import { collectConsoleErrors, expectNoAxeViolations, signInAsDemo, test } from './fixtures';

const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A finished ladder battle reported by the game server: the winner's rating rises, the loser's falls. */
async function ladderWin(
  request: APIRequestContext,
  id: string,
  winner: { name: string; uuid: string },
  loser: { name: string; uuid: string },
) {
  const started = new Date(Date.now() - 3_600_000);
  const response = await request.post('/api/game/v1/matches', {
    headers: { authorization: `Bearer ${E2E_GAME_TOKEN}` },
    data: {
      match_id: id,
      leader_uuid: loser.uuid,
      leader_name: loser.name,
      challenger_uuid: winner.uuid,
      challenger_name: winner.name,
      started_at: started.toISOString(),
      ended_at: new Date(started.getTime() + 600_000).toISOString(),
      winner_uuid: winner.uuid,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

interface Bracket {
  tournament: { seeding: string | null };
  registrations: { id: string; minecraft_username: string }[];
  seeds: { registration_id: string; seed: number; rating: number | null }[];
}

test('staff draw a bracket seeded by ladder rating; the page shows seeds and win chances at 1280 and 390 px', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const run = tag();
  const slug = `e2e-seeding-${run}`;
  const errors = collectConsoleErrors(page);
  await signInAsDemo(page, 'StaffSerena', '/staff');
  const headers = { origin: new URL(page.url()).origin };
  // Four checked-in stand-ins, Trainer_01 … Trainer_04 in sign-up order.
  const field = await page.request.post(`/api/tournaments/${slug}/demo-field`, {
    headers,
    data: { players: 4 },
  });
  expect(field.status(), await field.text()).toBe(201);
  // Ladder battles under Minecraft accounts of this run: Trainer_04 ends highest, everyone rated.
  const accounts = new Map([1, 2, 3, 4].map((n) => [n, { name: `Trainer_0${n}`, uuid: randomUUID() }]));
  const trainer = (n: number) => accounts.get(n)!;
  await ladderWin(request, `seeding-${run}-1`, trainer(4), trainer(1));
  await ladderWin(request, `seeding-${run}-2`, trainer(2), trainer(3));
  await ladderWin(request, `seeding-${run}-3`, trainer(4), trainer(2));

  // The console's draw offers the seeding.
  await page.reload();
  await page.getByRole('tab', { name: 'Tournaments' }).click();
  await page.getByLabel('Tournament', { exact: true }).selectOption(slug);
  await page.getByLabel('Seeding', { exact: true }).selectOption({ label: 'By ladder rating' });
  await page.getByRole('button', { name: 'Draw the bracket' }).click();
  await expect(page.getByText('Bracket drawn, seeded by ladder rating')).toBeVisible({ timeout: 15_000 });

  const bracket = (await (await page.request.get(`/api/tournaments/${slug}/bracket`)).json()) as Bracket;
  expect(bracket.tournament.seeding).toBe('rating');
  const name = (id: string) => bracket.registrations.find((r) => r.id === id)!.minecraft_username;
  const bySeed = bracket.seeds.map((s) => ({ ...s, name: name(s.registration_id) }));
  // The highest-rated checked-in player is seed 1.
  expect(bySeed[0]!.name).toBe('Trainer_04');
  const ratings = bySeed.map((s) => s.rating!);
  expect([...ratings].sort((a, b) => b - a)).toEqual(ratings);

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/tournament-bracket?t=${slug}`);
    await expect(page.getByText('Seeded by ladder rating at the draw.')).toBeVisible({ timeout: 20_000 });
    // Four players: seed 1 meets seed 4 in group A's final, after byes.
    const final = page.getByRole('region', { name: 'Group A' }).getByRole('article', { name: 'Group Final' });
    const first = bySeed[0]!;
    const fourth = bySeed[3]!;
    const chance = Math.round(100 / (1 + 10 ** ((fourth.rating! - first.rating!) / 400)));
    const row = (who: string) => final.getByRole('listitem').filter({ hasText: who });
    await expect(row(first.name)).toContainText('Seed 1');
    await expect(row(first.name)).toContainText(`${chance}% chance to win`);
    await expect(row(fourth.name)).toContainText('Seed 4');
    await expect(row(fourth.name)).toContainText(`${100 - chance}% chance to win`);
    const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scroll).toBeLessThanOrEqual(width);
    await expectNoAxeViolations(page);
  }
  expect(errors).toEqual([]);
});
