import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { E2E_GAME_TOKEN } from './constants';
import { expectNoAxeViolations, test } from './fixtures';

test.describe.configure({ timeout: 150_000 });

const LOG = readFileSync(new URL('../src/shared/replays/fixtures/singles-1.log', import.meta.url), 'utf8');
const TURNS = Math.max(...[...LOG.matchAll(/^\|turn\|(\d+)$/gm)].map((m) => Number(m[1])));

test('a battle reported with its Showdown log replays turn by turn from the player page', async ({
  page,
  request,
}) => {
  await page.route('**/avatar/**', (route) => route.fulfill({ status: 404, body: '' }));
  const tag = randomUUID().slice(0, 8);
  const leader = { uuid: randomUUID(), name: `Rl_${tag}` };
  const challenger = { uuid: randomUUID(), name: `Rc_${tag}` };
  const response = await request.post('/api/game/v1/matches', {
    headers: { authorization: `Bearer ${E2E_GAME_TOKEN}` },
    data: {
      match_id: `replay-${tag}`,
      leader_uuid: leader.uuid,
      leader_name: leader.name,
      challenger_uuid: challenger.uuid,
      challenger_name: challenger.name,
      started_at: new Date(Date.now() - 900_000).toISOString(),
      ended_at: new Date().toISOString(),
      winner_uuid: challenger.uuid,
      showdown_log: LOG,
    },
  });
  expect(response.status()).toBe(200);
  expect((await response.json()).replay).toEqual({ status: 'stored' });

  await page.goto(`/players/${challenger.name}`);
  await page.getByRole('link', { name: /^Replay of the battle vs/ }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `${leader.name} vs ${challenger.name}` }),
  ).toBeVisible();
  const viewer = page.getByRole('region', { name: 'Replay' });
  await expect(viewer.getByRole('heading', { name: /Lead-in/ })).toBeVisible();
  await expect(viewer.getByRole('progressbar').first()).toBeVisible();

  await page.getByRole('button', { name: 'Next turn' }).click();
  await expect(viewer.getByRole('heading', { name: /^Turn 1/ })).toBeVisible();
  await viewer.press('ArrowRight');
  await expect(viewer.getByRole('heading', { name: /^Turn 2/ })).toBeVisible();
  await viewer.press('ArrowLeft');
  await expect(viewer.getByRole('heading', { name: /^Turn 1/ })).toBeVisible();
  await viewer.press('End');
  await expect(viewer.getByRole('heading', { name: new RegExp(`^Turn ${TURNS}`) })).toBeVisible();
  await expect(
    viewer.getByText('Brock won the battle.').or(viewer.getByText('Misty won the battle.')).first(),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next turn' })).toBeDisabled();
  await expectNoAxeViolations(page);

  await page.setViewportSize({ width: 360, height: 740 });
  await viewer.press('Home');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
