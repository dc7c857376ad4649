// An admin maps a rank to a Discord role in the console's Discord roles tab: a bad id is refused on
// its field, a good one is saved (audited) and reaches another open console without a reload, and
// removing it asks first. The demo server has no bot, which the tab says plainly. On a phone the
// tab fits the screen, and staff who are not admins do not see it.
import { expect, type Page } from '@playwright/test';
import { collectConsoleErrors, expectNoAxeViolations, signInAsDemo, test } from './fixtures';

async function openDiscordRoles(page: Page) {
  await page.route('**/avatar/**', (route) => route.fulfill({ status: 404, body: '' }));
  await signInAsDemo(page, 'AdminRowan', '/staff');
  await page.getByRole('tab', { name: 'Discord roles' }).click();
  await expect(page.getByRole('heading', { name: 'Discord roles', level: 2 })).toBeVisible();
}

test('an admin maps a rank to a role, another console sees it live, and removing it asks first', async ({
  browser,
}) => {
  // Two consoles signed in side by side, each loading the whole staff page: a slow step twice over.
  test.slow();
  const admin = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  const errors = collectConsoleErrors(admin);
  await openDiscordRoles(admin);
  const watcher = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await openDiscordRoles(watcher);

  // The demo server has no bot: nothing is sent, and the tab says where changes are listed.
  const bot = admin.getByRole('status', { name: 'Discord bot' });
  await expect(bot).toContainText('Would send (demo)');
  await expect(bot).toContainText('Outbox tab');
  await expect(admin.getByRole('heading', { name: 'Registered for a tournament' })).toBeVisible();

  const elite = admin.getByRole('form', { name: 'Elite rank' });
  const field = elite.getByLabel('Elite rank');
  await field.fill('not-a-role');
  await elite.getByRole('button', { name: 'Save Elite rank' }).click();
  await expect(elite.getByText('a Discord role id is 15 to 21 digits')).toBeVisible();
  await expect(field).toBeFocused();
  await expectNoAxeViolations(admin);

  const roleId = `9${Date.now()}${Math.floor(Math.random() * 1000)}`.padEnd(18, '7');
  await field.fill(roleId);
  await elite.getByRole('button', { name: 'Save Elite rank' }).click();
  await expect(admin.getByText('Elite rank: saved.')).toBeVisible();
  await expect(field).toHaveValue(roleId);
  // The other console follows through the live stream.
  await expect(watcher.getByRole('form', { name: 'Elite rank' }).getByLabel('Elite rank')).toHaveValue(
    roleId,
  );

  const audit = await admin.request.get('/api/staff/audit?target_type=discord_role&target_id=rank:elite');
  const { entries } = (await audit.json()) as {
    entries: { action: string; after: { for: string; role_id: string | null } }[];
  };
  expect(entries[0]).toMatchObject({
    action: 'discord.role_mapping',
    after: { for: 'Elite rank', role_id: roleId },
  });

  await elite.getByRole('button', { name: 'Remove role of Elite rank' }).click();
  const dialog = admin.getByRole('alertdialog');
  await expect(dialog).toContainText('Elite rank');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(field).toHaveValue(roleId);
  await elite.getByRole('button', { name: 'Remove role of Elite rank' }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(admin.getByText('Elite rank: no Discord role any more.')).toBeVisible();
  await expect(field).toHaveValue('');
  await expect(watcher.getByRole('form', { name: 'Elite rank' }).getByLabel('Elite rank')).toHaveValue('');
  expect(errors).toEqual([]);
});

test('the Discord roles tab fits a phone, and other staff do not see it @mobile', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await openDiscordRoles(page);
  await expect(page.getByRole('form', { name: 'Gym-leader seat' })).toBeVisible();
  await expectNoAxeViolations(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(errors).toEqual([]);

  const staff = await (await page.context().browser()!.newContext()).newPage();
  await signInAsDemo(staff, 'StaffSerena', '/staff');
  await expect(staff.getByRole('tab', { name: 'Outbox' })).toBeVisible();
  await expect(staff.getByRole('tab', { name: 'Discord roles' })).toHaveCount(0);
});
