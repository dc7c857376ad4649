import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations, signInAsDemo, test } from './fixtures';

/** A 390 px phone, the narrowest layout the console must hold without sideways scrolling. */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

async function pageWidth(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

for (const [label, options] of [
  ['desktop', {}],
  ['390 px', PHONE],
] as const) {
  test(`staff ban a player who then cannot register, and unban them (${label})`, async ({ browser }) => {
    const playerName = `E2E_Banned_${label === 'desktop' ? 'D' : 'M'}${Date.now().toString(36)}`;
    const reason = `Griefing spawn ${Date.now().toString(36)}`;
    const playerContext = await browser.newContext(options);
    const player = await playerContext.newPage();
    await signInAsDemo(player, playerName, '/events');

    const staffContext = await browser.newContext(options);
    const staff = await staffContext.newPage();
    await signInAsDemo(staff, 'StaffSerena', '/staff');
    await staff.getByRole('tab', { name: 'Bans' }).click();
    await staff.getByLabel('Find a player').fill(playerName);
    const card = staff.getByRole('region', { name: playerName, exact: true });
    await card.getByLabel('Reason').fill(reason);
    await expect(card.getByLabel('Ends (EST)')).toBeVisible();
    await card.getByRole('button', { name: `Ban ${playerName}` }).click();
    const ban = staff.getByRole('region', { name: `Ban of ${playerName}` });
    await expect(ban.getByText('Active', { exact: true })).toBeVisible();
    await expect(ban).toContainText(reason);
    await expectNoAxeViolations(staff);
    if (label !== 'desktop') expect(await pageWidth(staff)).toBeLessThanOrEqual(390);

    // The player sees the ban where they would register, and a registration is refused.
    await player.reload();
    const notice = player.getByRole('alert').filter({ hasText: 'You are banned permanently' });
    await expect(notice).toContainText(reason);
    await expect(notice.getByRole('link', { name: 'Appeal the ban' })).toBeVisible();
    await expectNoAxeViolations(player);
    if (label !== 'desktop') expect(await pageWidth(player)).toBeLessThanOrEqual(390);
    const refused = await player.request.post(
      '/api/events/00000000-0000-4000-8000-000000000000/registration',
      {
        headers: { origin: new URL(player.url()).origin },
      },
    );
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { code: 'banned' } });

    await ban.getByRole('button', { name: `Unban ${playerName}` }).click();
    const dialog = staff.getByRole('dialog', { name: `Unban ${playerName}?` });
    await dialog.getByLabel('Reason for lifting').fill('Apologised');
    await dialog.getByRole('button', { name: 'Unban', exact: true }).click();
    await expect(ban.getByText('Past', { exact: true })).toBeVisible();
    await expect(ban).toContainText('Apologised');

    await player.reload();
    await expect(player.getByRole('heading', { name: 'Events & Tournaments' })).toBeVisible();
    await expect(player.getByText('You are banned permanently')).toHaveCount(0);
    await playerContext.close();
    await staffContext.close();
  });
}
