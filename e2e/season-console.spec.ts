// The season from the console: staff award a badge and it shows on /season1; an admin archives the
// season after typing its name, and the archive is readable on the season page. The reset runs on
// the suite's second server (its own database), so the demo Season 1 rows the other specs read stay.
import { randomUUID } from 'node:crypto';
import { type Browser, expect, type Page } from '@playwright/test';
import { E2E_GAME_TOKEN, E2E_SIMULATOR_PORT } from './constants';
import { collectConsoleErrors, expectNoAxeViolations, signInAsDemo, test } from './fixtures';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const secondSite = `http://localhost:${E2E_SIMULATOR_PORT}`;

/** Short enough for a Minecraft name (3-16 letters, digits and underscores). */
const unique = (prefix: string) =>
  `${prefix}${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1e3)}`;

async function signedInPage(browser: Browser, username: string, from: string, width = 1280) {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  await page.route('**/avatar/**', (route) => route.fulfill({ status: 404, body: '' }));
  await signInAsDemo(page, username, from);
  return page;
}

/** Links the signed-in account to a Minecraft name: a code from the site, completed by the game server. */
async function linkMinecraft(page: Page, minecraftName: string) {
  const origin = new URL(page.url()).origin;
  const begin = await page.request.post('/api/link/begin', { headers: { origin } });
  expect(begin.status(), await begin.text()).toBe(201);
  const { code } = (await begin.json()) as { code: string };
  const done = await page.request.post('/api/game/v1/link/complete', {
    headers: { authorization: `Bearer ${E2E_GAME_TOKEN}` },
    data: { code, player_uuid: randomUUID(), player_name: minecraftName },
  });
  expect(done.status(), await done.text()).toBe(200);
}

test('staff award a badge in the console and it shows on the season page', async ({ browser }) => {
  const mc = unique('Bdg');
  const player = await signedInPage(browser, unique('badge_'), '/');
  await linkMinecraft(player, mc);

  const staff = await signedInPage(browser, 'StaffSerena', '/staff');
  const errors = collectConsoleErrors(staff);
  await staff.getByRole('tab', { name: 'Season' }).click();
  const form = staff.getByRole('form', { name: 'Award or revoke a badge' });
  // Checked before sending, beside the field.
  await form.getByRole('button', { name: 'Award badge' }).click();
  await expect(form.getByText('Give the player’s Minecraft name or uuid.')).toBeVisible();
  await form.getByLabel('Player').fill(mc);
  await form.getByLabel('Badge').selectOption('ghost');
  await form.getByRole('button', { name: 'Award badge' }).click();
  await expect(staff.getByText(`${mc} now holds the badge (1 of 9).`)).toBeVisible();
  await expectNoAxeViolations(staff);

  await player.goto('/season1');
  const card = player
    .getByRole('region', { name: 'Player Progression' })
    .getByRole('listitem')
    .filter({ has: player.getByRole('heading', { level: 3, name: mc }) });
  await expect(card.getByText('1 of 9 badges')).toBeVisible({ timeout: 20_000 });
  await expect(card.getByTitle('Ghost Badge - Earned')).toBeVisible();
  expect(errors).toEqual([]);
});

for (const width of [1280, 390]) {
  test(`an admin archives the season after confirming, and the archive is readable (${width} px)`, async ({
    browser,
  }) => {
    const admin = await signedInPage(browser, 'AdminRowan', `${secondSite}/staff`, width);
    const errors = collectConsoleErrors(admin);
    const before = (await (await admin.request.get(`${secondSite}/api/season/archive`)).json()) as {
      current: { number: number; name: string };
    };
    const { name } = before.current;
    const next = `Season ${before.current.number + 1}`;

    await admin.getByRole('tab', { name: 'Season' }).click();
    await admin.getByRole('button', { name: `Archive ${name}…` }).click();
    const dialog = admin.getByRole('dialog', { name: `Archive ${name}?` });
    // A mistyped name archives nothing.
    await dialog.getByLabel('Season name').fill('season one');
    await dialog.getByRole('button', { name: `Archive and start ${next}` }).click();
    await expect(dialog.getByRole('alert')).toHaveText(`Type ${name} to confirm.`);
    await expectNoAxeViolations(admin);
    await dialog.getByLabel('Season name').fill(name);
    await dialog.getByRole('button', { name: `Archive and start ${next}` }).click();
    await expect(dialog).toBeHidden();
    await expect(admin.getByText(new RegExp(`${name} is archived .* ${next} has begun\\.`))).toBeVisible();
    await expect(admin.getByRole('heading', { name: `Archive ${next} and start` })).toBeVisible();

    await admin.goto(`${secondSite}/season1`);
    const archived = admin.getByRole('region', { name, exact: true });
    await expect(archived).toBeVisible({ timeout: 20_000 });
    // The second server's demo season: PixelPaladin was its champion with nine badges.
    if (name === 'Season 1') {
      const champion = archived.getByRole('listitem').filter({ hasText: 'PixelPaladin' });
      await expect(champion.getByText('CHAMPION')).toBeVisible();
      await expect(champion.getByText('9 of 9 badges')).toBeVisible();
    }
    await expectNoAxeViolations(admin);
    expect(errors).toEqual([]);
  });
}
