import { expect } from '@playwright/test';
import { E2E_GAME_TOKEN } from './constants';
import { expectNoAxeViolations, signInAsDemo, test } from './fixtures';

test('link a Minecraft account: code, copy, completion in game, success without reload', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInAsDemo(page, 'E2E_Linker', '/careers');
  await page.getByRole('button', { name: 'Link Minecraft' }).click();
  const dialog = page.getByRole('dialog', { name: 'Link your Minecraft account' });
  await expect(dialog).toBeVisible();
  const command = dialog.locator('code');
  await expect(command).toHaveText(/^\/link [A-Z2-9]{6}$/);
  await expect(dialog.getByText(/Expires in (10:00|9:[0-5]\d)/)).toBeVisible();
  await expect(dialog.getByRole('link', { name: /ask in our discord/i })).toHaveAttribute('target', '_blank');
  await expectNoAxeViolations(page);

  await dialog.getByRole('button', { name: 'Copy' }).click();
  await expect(dialog.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await command.textContent());
  await expect(dialog.getByRole('button', { name: 'Copy' })).toBeVisible({ timeout: 4000 });

  const code = (await command.textContent())!.replace('/link ', '');
  const done = await request.post('/api/game/v1/link/complete', {
    headers: { authorization: `Bearer ${E2E_GAME_TOKEN}` },
    data: { code, player_uuid: '5f0b7c36-2b8e-4d6f-9a51-6d2f1c7e0a11', player_name: 'LinkedInGame' },
  });
  expect(done.status()).toBe(200);
  await expect(dialog.getByText('Linked to LinkedInGame!')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  // Reopening starts over with a new code.
  await page.getByRole('button', { name: 'Link Minecraft' }).click();
  await expect(page.getByRole('dialog').locator('code')).not.toHaveText(`/link ${code}`);
});

test('signed out, there is no Link Minecraft button', async ({ page }) => {
  await page.goto('/careers');
  await expect(page.getByRole('button', { name: /sign in/i })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Link Minecraft' })).toHaveCount(0);
});
