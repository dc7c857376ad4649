import { randomUUID } from 'node:crypto';
import { type APIRequestContext, type Browser, expect } from '@playwright/test';
import { E2E_GAME_TOKEN } from './constants';
import { collectConsoleErrors, expectNoAxeViolations, signInAsDemo, test } from './fixtures';

const bearer = { authorization: `Bearer ${E2E_GAME_TOKEN}` };

/**
 * A real purchase, paid on the demo test checkout, queues an in-game delivery for a fresh player:
 * signs in, links a Minecraft account through the bridge, attests and pays, all through the API.
 */
async function purchaseDelivery(browser: Browser, playerName: string, playerUuid: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAsDemo(page, `E2E_${playerName}`);
  const origin = new URL(page.url()).origin;
  const api = page.request;
  const post = (url: string, data: unknown = {}) => api.post(url, { data, headers: { origin } });
  const begin = await post('/api/link/begin');
  expect(begin.status()).toBe(201);
  const { code } = (await begin.json()) as { code: string };
  const linked = await api.post('/api/game/v1/link/complete', {
    headers: bearer,
    data: { code, player_uuid: playerUuid, player_name: playerName },
  });
  expect(linked.status()).toBe(200);
  const { leaders } = (await (await api.get('/api/arena/leaders')).json()) as { leaders: { id: string }[] };
  const attestation = await post('/api/shop/attestations', {
    attestation_type: 'minecraft_online_requirement',
    attestation_text: 'I will be online.',
    user_confirmation: playerName,
  });
  expect(attestation.status()).toBe(201);
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

/** What the suite's game server is handed for this player right now. */
async function leaseFor(request: APIRequestContext, playerUuid: string) {
  const response = await request.get(`/api/game/v1/deliveries?limit=50&online=${playerUuid}`, {
    headers: bearer,
  });
  expect(response.status()).toBe(200);
  const { deliveries } = (await response.json()) as { deliveries: { id: string; player_uuid: string }[] };
  return deliveries.filter((d) => d.player_uuid === playerUuid);
}

test('staff cancel a purchase delivery (it goes dead), retry it, and the game server gets it again', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const errors = collectConsoleErrors(page);
  const playerName = `Dv${Date.now().toString(36).slice(-8)}`;
  const playerUuid = randomUUID();
  await purchaseDelivery(browser, playerName, playerUuid);

  await signInAsDemo(page, 'StaffSerena', '/staff');
  await page.getByRole('tab', { name: 'Deliveries' }).click();
  await expect(page.getByRole('heading', { name: 'In-game deliveries' })).toBeVisible();
  await page.getByLabel('Show').selectOption('pending');
  const row = page
    .getByRole('list', { name: 'Deliveries' })
    .getByRole('listitem')
    .filter({ hasText: playerName });
  await expect(row).toHaveCount(1);
  await expectNoAxeViolations(page);

  // Cancelled: dead, and the game server is never handed it.
  await row.getByRole('button', { name: /^Cancel delivery to/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel delivery' }).click();
  await expect(page.getByText('Delivery cancelled', { exact: true })).toBeVisible();
  expect(await leaseFor(request, playerUuid)).toEqual([]);
  await page.getByLabel('Show').selectOption('dead');
  await expect(row.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(row).toContainText('Cancelled by staff (StaffSerena)');
  await expectNoAxeViolations(page);

  // Retried: pending again and handed out to the game server.
  await row.getByRole('button', { name: /^Retry delivery to/ }).click();
  await expect(page.getByText('Delivery queued again', { exact: true })).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.getByLabel('Show').selectOption('pending');
  await expect(row).toHaveCount(1);
  const leased = await leaseFor(request, playerUuid);
  expect(leased).toHaveLength(1);
  await page.getByLabel('Show').selectOption('leased');
  await expect(row).toHaveCount(1);

  // Both actions are in the audit log.
  await page.getByRole('tab', { name: 'Audit log' }).click();
  await expect(page.getByText('Delivery retried').first()).toBeVisible();
  await expect(page.getByText('Delivery cancelled').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('game servers: staff read the list, an admin creates a token shown once and revokes it', async ({
  page,
  browser,
  request,
}) => {
  const name = `e2e-${Date.now().toString(36)}`;
  const admin = await (await browser.newContext()).newPage();
  await signInAsDemo(admin, 'AdminRowan', '/staff');
  await admin.getByRole('tab', { name: 'Game servers' }).click();
  await admin.getByLabel('Server name').fill(name);
  await admin.getByRole('button', { name: 'Create token' }).click();
  const shown = admin.getByRole('status').filter({ hasText: `Token for ${name}` });
  const token = (await shown.locator('code').textContent())!;
  expect(token).toMatch(/^gst_/);
  expect(
    (await request.get('/api/game/v1/heartbeat', { headers: { authorization: `Bearer ${token}` } })).status(),
  ).toBe(200);
  await expectNoAxeViolations(admin);

  await signInAsDemo(page, 'StaffSerena', '/staff');
  await page.getByRole('tab', { name: 'Game servers' }).click();
  const list = page.getByRole('list', { name: 'Game servers' });
  await expect(list.getByRole('listitem').filter({ hasText: name })).toContainText('Active');
  await expect(page.getByRole('button', { name: `Revoke token of ${name}` })).toHaveCount(0);
  await expect(page.getByText(token)).toHaveCount(0);
  await expectNoAxeViolations(page);

  await admin.getByRole('button', { name: `Revoke token of ${name}` }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Revoke token' }).click();
  await expect(
    admin.getByRole('list', { name: 'Game servers' }).getByRole('listitem').filter({ hasText: name }),
  ).toContainText('Revoked');
  expect(
    (await request.get('/api/game/v1/heartbeat', { headers: { authorization: `Bearer ${token}` } })).status(),
  ).toBe(401);
});
