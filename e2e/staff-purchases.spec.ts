import { randomUUID } from 'node:crypto';
import { type Browser, expect } from '@playwright/test';
import { E2E_GAME_TOKEN } from './constants';
import { collectConsoleErrors, expectNoAxeViolations, signInAsDemo, test } from './fixtures';

/** A fresh player links a Minecraft account and pays for the battle pass on the test checkout. */
async function demoPurchase(browser: Browser, playerName: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAsDemo(page, `E2E_${playerName}`);
  const origin = new URL(page.url()).origin;
  const api = page.request;
  const post = (url: string, data: unknown = {}) => api.post(url, { data, headers: { origin } });
  const { code } = (await (await post('/api/link/begin')).json()) as { code: string };
  const linked = await api.post('/api/game/v1/link/complete', {
    headers: { authorization: `Bearer ${E2E_GAME_TOKEN}` },
    data: { code, player_uuid: randomUUID(), player_name: playerName },
  });
  expect(linked.status()).toBe(200);
  const { leaders } = (await (await api.get('/api/arena/leaders')).json()) as { leaders: { id: string }[] };
  const attestation = await post('/api/shop/attestations', {
    attestation_type: 'minecraft_online_requirement',
    attestation_text: 'I will be online.',
    user_confirmation: playerName,
  });
  const checkout = await post('/api/shop/checkout', {
    cartItems: [{ quantity: 1, price_id: 'price_battle_pass', price: 0 }],
    selectedGymLeader: leaders[0]!.id,
    minecraftUsername: playerName,
    attestationId: ((await attestation.json()) as { id: string }).id,
  });
  expect(checkout.status()).toBe(200);
  const session = new URL(((await checkout.json()) as { url: string }).url).searchParams.get('session')!;
  expect((await post(`/api/shop/test-checkout/${session}/pay`)).status()).toBe(200);
  await context.close();
}

test('the admin finds a purchase by Minecraft name, reads its history and makes a demo refund', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const errors = collectConsoleErrors(page);
  const playerName = `Pu${Date.now().toString(36).slice(-8)}`;
  await demoPurchase(browser, playerName);

  await signInAsDemo(page, 'AdminRowan', '/staff');
  await page.getByRole('tab', { name: 'Purchases' }).click();
  await expect(page.getByRole('heading', { name: 'Purchases', level: 2 })).toBeVisible();
  // The console's own line on its Discord notices, which the shell hands to the shop's panel.
  await expect(page.getByText(/^Discord notifications:/)).toBeVisible();
  await page.getByLabel('Search purchases').fill(playerName);
  const row = page
    .getByRole('list', { name: 'Purchases' })
    .getByRole('listitem')
    .filter({ hasText: playerName });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Paid', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Show details of the purchase for ${playerName}` }).click();
  await expect(row.getByText(`battlepass premium give ${playerName}`)).toBeVisible();
  await expect(row.getByRole('heading', { name: 'Demo refund (no money moves)' })).toBeVisible();
  await expectNoAxeViolations(page);

  await row.getByRole('button', { name: 'Everything left' }).click();
  await row.getByRole('button', { name: 'Make demo refund' }).click();
  await expect(page.getByText('Demo refund made', { exact: true })).toBeVisible();
  await expect(row.getByText('Refunded', { exact: true })).toBeVisible();
  await expect(row.getByText(`battlepass premium take ${playerName}`)).toBeVisible();
  expect(errors).toEqual([]);
});
