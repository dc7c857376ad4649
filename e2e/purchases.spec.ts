import { expect } from '@playwright/test';
import { collectConsoleErrors, expectNoAxeViolations, signInAsDemo, test } from './fixtures';

test('a demo purchase goes through the test checkout to the success page and history', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await signInAsDemo(page, 'AshTrainer', '/purchase-history');
  // Workers share one database: count the orders already there (once loaded) rather than expect none.
  const orders = page.getByRole('heading', { name: /Order #/ });
  await expect(page.getByRole('link', { name: 'Browse Shop' }).or(orders.first())).toBeVisible();
  const ordersBefore = await orders.count();

  // Checkout set up through the API the dialog uses (the dialog itself is covered by the shop suite).
  // Not Misty Tides: the shop suite watches her earnings change by its own purchase alone.
  const leaders = (await (await page.request.get('/api/arena/leaders')).json()) as {
    leaders: { id: string; display_name: string }[];
  };
  const leaderId = leaders.leaders.find((leader) => leader.display_name !== 'Misty Tides')!.id;
  const headers = { origin: new URL(page.url()).origin };
  const attestation = await (
    await page.request.post('/api/shop/attestations', {
      headers,
      data: {
        attestation_type: 'minecraft_online_requirement',
        attestation_text: 'I will be online.',
        user_confirmation: 'AshTrainer',
      },
    })
  ).json();
  const checkout = await page.request.post('/api/shop/checkout', {
    headers,
    data: {
      cartItems: [
        { id: 'cosmetic-keys-3', name: 'Free', price: 0.01, quantity: 2, price_id: 'price_cosmetic_keys_3' },
      ],
      selectedGymLeader: leaderId,
      minecraftUsername: 'AshTrainer',
      attestationId: attestation.id,
    },
  });
  expect(checkout.status()).toBe(200);
  const { url } = await checkout.json();
  await page.goto(url);
  await expect(page.getByRole('heading', { name: 'Test Checkout' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: /Pay \$9\.98 \(test\)/ }).click();

  await expect(page).toHaveURL(/\/success\?session_id=demo_/);
  await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
  await expect(page.getByText('Completed')).toBeVisible();
  await expect(page.getByText('$9.98').first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/purchase-history');
  await expect(orders).toHaveCount(ordersBefore + 1);
  await expect(page.getByText('3 Cosmetic Keys')).toBeVisible();
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test('the gym leader dashboard shows MistyTides her earnings and denies others', async ({ page }) => {
  await signInAsDemo(page, 'MistyTides', '/gym-leader-dashboard');
  await expect(page.getByRole('heading', { name: 'Gym Leader Dashboard' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Total Earnings' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Current Balance' })).toBeVisible();
  await expect(page.getByText(/^\$\d+\.\d{2}$/).first()).toBeVisible();
  await expect(page.getByText(/^\d+\.\d%$/)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: /sign out/i }).click();
  await signInAsDemo(page, 'BrockSolid', '/gym-leader-dashboard');
  await expect(page.getByRole('heading', { name: 'Gym Leader Access Only' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText('You are not registered as a gym leader.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('signed out, the gym leader dashboard is the access-denied page with a way to sign in', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/gym-leader-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Gym Leader Access Only' })).toBeVisible();
  await expect(page.getByRole('alert').getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText('You are not registered as a gym leader.')).toBeVisible();
  await expectNoAxeViolations(page);

  // A leader who is only signed out signs in from the page and comes back to the dashboard.
  await page.getByRole('main').getByRole('button', { name: 'Sign in with Discord' }).click();
  await expect(page).toHaveURL(/\/demo-sign-in/);
  await page.getByLabel('Discord username').fill('MistyTides');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/gym-leader-dashboard$/);
  await expect(page.getByRole('heading', { name: 'Gym Leader Dashboard' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toHaveCount(0);
  expect(errors).toEqual([]);
});
