import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations, signInAsDemo, test } from './fixtures';

const PHONE = { viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true };

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

for (const [label, options] of [
  ['desktop', {}],
  ['360 px', PHONE],
] as const) {
  test(`a player is told of a staff action: the bell counts it, the page lists it, reading clears it (${label})`, async ({
    browser,
  }) => {
    const playerName = `E2E_Inbox_${label === 'desktop' ? 'D' : 'M'}${Date.now().toString(36)}`;
    const reason = `Spamming chat ${Date.now().toString(36)}`;
    const player = await (await browser.newContext(options)).newPage();
    await signInAsDemo(player, playerName, '/');
    const bell = player.getByRole('link', { name: /^Notifications/ });
    await expect(bell).toHaveAccessibleName('Notifications');

    // A staff member bans the player from the console's API.
    const staff = await (await browser.newContext()).newPage();
    await signInAsDemo(staff, 'StaffSerena', '/');
    const origin = new URL(staff.url()).origin;
    const found = await staff.request.get(`/api/staff/bans/players?q=${playerName}`);
    const { players } = (await found.json()) as { players: { id: string; name: string }[] };
    const target = players.find((p) => p.name === playerName)!;
    const banned = await staff.request.post('/api/staff/bans', {
      headers: { origin },
      data: { player_id: target.id, reason },
    });
    expect(banned.status()).toBe(201);

    // The live stream brings the count without a reload.
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
    await bell.click();
    await expect(player).toHaveURL(/\/notifications$/);
    const list = player.getByRole('list', { name: 'Your notifications' });
    await expect(list.getByRole('link', { name: 'You are banned with no end date' })).toBeVisible();
    await expect(list).toContainText(reason);
    await expect(list).toContainText('EST');
    await expect(player.getByLabel('A ban or its lift')).toHaveValue('site');
    await expectNoAxeViolations(player);
    if (label !== 'desktop') expect(await pageWidth(player)).toBeLessThanOrEqual(360);

    await list.getByRole('button', { name: /^Mark read/ }).click();
    await expect(bell).toHaveAccessibleName('Notifications');
    await expect(list.getByRole('button', { name: /^Mark read/ })).toHaveCount(0);

    // Asking for Discord messages too is kept. Reloaded once saved: a reload sooner cancels the save.
    const saved = player.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/me/notification-preferences' &&
        response.request().method() === 'PUT',
    );
    await player.getByLabel('A ban or its lift').selectOption('site_and_discord');
    expect((await saved).ok()).toBe(true);
    await player.reload();
    await expect(player.getByLabel('A ban or its lift')).toHaveValue('site_and_discord');
  });
}
