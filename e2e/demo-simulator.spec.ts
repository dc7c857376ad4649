// The demo arena stays alive: the server's own game simulator keeps leaders online and battles
// coming, long after the presence timeout would have emptied a demo with nobody reporting. The
// suite runs a second demo server for this, with a short presence timeout and quick rounds.
import { expect } from '@playwright/test';
import { E2E_SIMULATOR_PORT, E2E_SIMULATOR_PRESENCE_TIMEOUT_SECONDS } from './constants';
import { test } from './fixtures';

const site = `http://localhost:${E2E_SIMULATOR_PORT}`;

interface Match {
  id: string;
  winner_uuid: string | null;
}

test('the demo arena still shows live leaders and new matches after several presence timeouts', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const seen = async () =>
    ((await (await request.get(`${site}/api/arena/matches`)).json()) as { matches: Match[] }).matches;
  const before = new Set((await seen()).map((m) => m.id));

  // Three timeouts: long enough for every seeded leader the simulator did not keep alive to drop.
  await page.waitForTimeout(E2E_SIMULATOR_PRESENCE_TIMEOUT_SECONDS * 3 * 1000);

  await page.goto(`${site}/`);
  const arena = page.getByRole('region', { name: 'Live Gym Leader Status' });
  await expect(arena.getByRole('heading', { level: 2, name: 'Live Gym Leader Status' })).toBeVisible();
  await expect(arena.getByText('No leaders are live right now')).toBeHidden();
  await expect(arena.getByText('Live', { exact: true }).first()).toBeVisible();
  await expect(
    arena.getByRole('region', { name: 'Recent matches' }).getByRole('listitem').first(),
  ).toBeVisible();

  await expect
    .poll(async () => (await seen()).some((m) => !before.has(m.id) && m.winner_uuid !== null), {
      timeout: 30_000,
    })
    .toBe(true);
  const leaders = (await (await request.get(`${site}/api/arena/leaders`)).json()) as {
    leaders: { status: string }[];
  };
  expect(leaders.leaders.filter((l) => l.status === 'online').length).toBeGreaterThan(0);
});
