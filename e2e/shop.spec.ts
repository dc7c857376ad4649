import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { E2E_GAME_TOKEN } from './constants';
import { collectConsoleErrors, expectNoAxeViolations, signInAsDemo, test } from './fixtures';

const product = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const cartButton = (page: Page) => page.getByRole('button', { name: /^Cart \d+ items?$/ });

async function addToCart(page: Page, name: string) {
  await product(page, name).getByRole('button', { name: 'Add to Cart' }).click();
  await expect(product(page, name).getByRole('button', { name: 'Already in Cart' })).toBeDisabled();
}

test('shop tabs: boosts and the cosmetic categories with their prices', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/shop');
  await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();

  await expect(page.getByRole('heading', { name: /Shiny Boosters/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Vote Party Accelerators/ })).toBeVisible();
  await expect(product(page, '2x Shiny Boost (30 Minutes)')).toContainText('$2.99');
  await expect(product(page, '25x Shiny Boost (1 Hour)')).toContainText('$9.99');
  await expect(product(page, 'Vote Party +100')).toContainText('$6.49');
  await expectNoAxeViolations(page);

  await page.getByRole('tab', { name: 'Cosmetic' }).click();
  await page.getByRole('button', { name: /Shiny Transformation/ }).click();
  await expect(product(page, '6 Shiny Transformations')).toContainText('$19.99');
  await page.getByRole('button', { name: 'Back to Categories' }).click();
  await page.getByRole('button', { name: /PokeBall Changer/ }).click();
  await expect(product(page, '3 PokeBall Changes')).toContainText('$4.99');
  await expect(page.getByText('All 48 ball variants')).toBeVisible();
  await page.getByRole('button', { name: 'Back to Categories' }).click();
  await page.getByRole('button', { name: /PokeDoll Keys/ }).click();
  await expect(product(page, '5 PokeDoll Keys')).toContainText('$6.99');
  expect(errors).toEqual([]);
});

test('shop tabs: gym tokens, ranks with a per-card switch, and the battle pass', async ({ page }) => {
  // Several axe passes over long pages, and a sign-in round trip.
  test.slow();
  const errors = collectConsoleErrors(page);
  await page.goto('/shop');
  await page.getByRole('tab', { name: 'Gym Tokens' }).click();
  await expect(page.getByText('Each purchase grants +1 token to all players.')).toBeVisible();
  await expect(product(page, '9 Gym Tokens')).toContainText('$6.99');

  await page.getByRole('tab', { name: 'Server Ranks' }).click();
  const ace = product(page, 'Ace');
  await expect(ace).toContainText('$4.99');
  await ace.getByRole('switch', { name: 'Annual billing for Ace' }).click();
  await expect(ace).toContainText('$53.89');
  await expect(product(page, 'Elite')).toContainText('Most Popular');
  await expectNoAxeViolations(page);

  await page.getByRole('tab', { name: 'Battle Pass' }).click();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(31);
  await expect(page.getByRole('complementary', { name: 'Upgrade to Premium' })).toContainText('$9.99');
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test('cart: add, duplicates ignored, quantities, total, and it survives a reload', async ({ page }) => {
  await page.goto('/shop');
  await expect(cartButton(page)).toHaveAccessibleName('Cart 0 items');
  await addToCart(page, '2x Shiny Boost (30 Minutes)');
  await addToCart(page, 'Vote Party +50');
  await expect(cartButton(page)).toHaveAccessibleName('Cart 2 items');

  await cartButton(page).click();
  const drawer = page.getByRole('dialog', { name: 'Your Cart' });
  await expect(drawer.getByTestId('cart-total')).toHaveText('$7.48');
  // Checked before a line is removed: the add button behind the drawer then fades between colours.
  await expectNoAxeViolations(page);
  await drawer.getByRole('button', { name: 'Increase quantity of 2x Shiny Boost (30 Minutes)' }).click();
  await expect(drawer.getByTestId('cart-total')).toHaveText('$10.47');
  await drawer.getByRole('button', { name: 'Decrease quantity of Vote Party +50' }).click();
  await expect(drawer.getByText('Vote Party +50')).toHaveCount(0);
  await expect(drawer.getByTestId('cart-total')).toHaveText('$5.98');
  await page.keyboard.press('Escape');

  // The item that left the cart can be added again; the one still there cannot be added twice.
  await expect(product(page, 'Vote Party +50').getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  await page.reload();
  await expect(cartButton(page)).toHaveAccessibleName('Cart 2 items');
  await expect(
    product(page, '2x Shiny Boost (30 Minutes)').getByRole('button', { name: 'Already in Cart' }),
  ).toBeDisabled();
});

test('return from payment: canceled keeps the cart, success clears it', async ({ page }) => {
  await page.goto('/shop');
  await addToCart(page, 'Vote Party +25');
  await page.goto('/shop?canceled=true');
  await expect(page.getByText('Payment Canceled')).toBeVisible();
  await expect(page.getByText('Your order was canceled. Your cart has been saved.')).toBeVisible();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(cartButton(page)).toHaveAccessibleName('Cart 1 item');

  await page.goto('/shop?success=true');
  await expect(page.getByText('Payment Successful!')).toBeVisible();
  await expect(cartButton(page)).toHaveAccessibleName('Cart 0 items');
  await expect(page).toHaveURL(/\/shop$/);
});

test('a stored cart shows catalog prices and drops items that are gone, by name', async ({ page }) => {
  await page.goto('/server-rules');
  await page.evaluate(() =>
    localStorage.setItem(
      'cobbleclash:cart',
      JSON.stringify({
        items: [
          {
            id: 'shiny-10x-1h',
            name: '10x Shiny Boost',
            price: 1,
            quantity: 1,
            price_id: 'price_shiny_10x_1h',
          },
          { id: 'mystery-box', name: 'Mystery Box', price: 99, quantity: 1 },
        ],
        selectedGymLeader: null,
      }),
    ),
  );
  await page.goto('/shop');
  await expect(page.getByText('Removed from your cart')).toBeVisible();
  await expect(page.getByText('Mystery Box is no longer available.')).toBeVisible();
  await cartButton(page).click();
  await expect(page.getByRole('dialog', { name: 'Your Cart' }).getByTestId('cart-total')).toHaveText('$6.99');
});

test('visiting /success without a paid order keeps the cart', async ({ page }) => {
  await page.goto('/shop');
  await addToCart(page, 'Vote Party +25');
  await page.goto('/success');
  await expect(page.getByRole('heading', { name: 'Thank you for your purchase!' })).toBeVisible();
  await page.goto('/shop');
  await expect(cartButton(page)).toHaveAccessibleName('Cart 1 item');
});

test('ranks page: monthly/annual toggle, links, and Already in Cart', async ({ page }) => {
  await page.goto('/ranks');
  await expect(page.getByRole('heading', { level: 1, name: 'Server Ranks' })).toBeVisible();
  const master = product(page, 'Master');
  await expect(master).toContainText('$19.99');
  await page.getByRole('button', { name: 'Annual' }).click();
  await expect(page.getByRole('button', { name: 'Annual' })).toHaveAttribute('aria-pressed', 'true');
  await expect(master).toContainText('$215.89');
  await expect(product(page, 'Elite')).toContainText('Most Popular');
  await expect(page.getByRole('heading', { name: 'Champion' })).toBeVisible();
  await expect(page.getByRole('link', { name: /EV Editor Policy/ })).toHaveAttribute(
    'href',
    '/wiki#ev-editor-policy',
  );
  await expect(page.getByRole('link', { name: /Rank details/ })).toHaveAttribute('href', '/wiki#ranks');
  await expectNoAxeViolations(page);

  await product(page, 'Ace').getByRole('link', { name: 'Subscribe to Ace' }).click();
  await expect(page).toHaveURL(/\/shop#ranks$/);
  await expect(page.getByRole('tab', { name: 'Server Ranks' })).toHaveAttribute('aria-selected', 'true');
  await addToCart(page, 'Ace');

  await page.goto('/ranks');
  await expect(product(page, 'Ace').getByRole('button', { name: 'Already in Cart' })).toBeDisabled();
  await page.getByRole('button', { name: 'Annual' }).click();
  await expect(product(page, 'Ace').getByRole('button', { name: 'Already in Cart' })).toBeDisabled();
  await expect(product(page, 'Expert').getByRole('link', { name: 'Subscribe to Expert' })).toBeVisible();
});

/** A dashboard card's amount in cents, read from the value under its heading ('$12.34'). */
async function dashboardCents(page: Page, label: string): Promise<number> {
  const value = page
    .getByRole('heading', { name: label, exact: true })
    .locator('xpath=following-sibling::p[1]');
  const text = (await value.textContent()) ?? '';
  const match = /^\$(\d+)\.(\d{2})$/.exec(text);
  expect(match, `${label} shows "${text}"`).not.toBeNull();
  return Number(match![1]) * 100 + Number(match![2]);
}

async function leaderEarnings(page: Page) {
  await expect(page.getByRole('heading', { name: 'Gym Leader Dashboard' })).toBeVisible();
  return {
    total: await dashboardCents(page, 'Total Earnings'),
    pending: await dashboardCents(page, 'Pending (refund window)'),
  };
}

test('checkout to the end: sign in, link, gym leader, attestations, test payment, order, history, leader share', async ({
  page,
  browser,
}) => {
  // Several axe passes over long pages, a sign-in round trip and a second browser: over two
  // minutes on a busy two-core machine.
  test.setTimeout(300_000);
  // MistyTides watches her own dashboard in a browser of her own while a buyer picks her as the gym leader to support.
  const mistyContext = await browser.newContext();
  const misty = await mistyContext.newPage();
  await signInAsDemo(misty, 'MistyTides', '/gym-leader-dashboard');
  const before = await leaderEarnings(misty);

  await page.goto('/shop');
  await page.getByRole('tab', { name: 'Server Ranks' }).click();
  await addToCart(page, 'Master');
  await page.getByRole('tab', { name: 'Gym Tokens' }).click();
  await addToCart(page, '3 Gym Tokens');
  await cartButton(page).click();
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();

  // Auth step: signs in and comes back to the pending checkout.
  let dialog = page.getByRole('dialog', { name: 'Checkout' });
  await expect(dialog.getByText('Please log in')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Sign in with Discord' }).click();
  await expect(page).toHaveURL(/\/demo-sign-in/);
  await page.getByLabel('Discord username').fill(`E2E_Shopper_${Date.now().toString(36)}`);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();

  dialog = page.getByRole('dialog', { name: 'Checkout' });
  await expect(dialog.getByText('Minecraft account required')).toBeVisible();
  await expect(page).toHaveURL(/\/shop$/);
  expect(await page.evaluate(() => localStorage.getItem('checkout:pending'))).toBeNull();

  // Link step: the link dialog, completed by the game server.
  await dialog.getByRole('button', { name: 'Link Minecraft Account' }).click();
  const link = page.getByRole('dialog', { name: 'Link your Minecraft account' });
  const command = link.locator('code');
  await expect(command).toHaveText(/^\/link [A-Z2-9]{6}$/);
  const code = (await command.textContent())!.replace('/link ', '');
  const done = await page.request.post('/api/game/v1/link/complete', {
    headers: { authorization: `Bearer ${E2E_GAME_TOKEN}` },
    data: { code, player_uuid: randomUUID(), player_name: 'ShopSteve' },
  });
  expect(done.status()).toBe(200);

  // Once linked, checkout moves on by itself to the gym leader step.
  await expect(link).toBeHidden();
  await expect(dialog.getByText('Choose a gym leader to support')).toBeVisible();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('Please select a gym leader')).toBeVisible();
  await dialog.getByRole('radio', { name: /Misty Tides/ }).check();
  await dialog.getByRole('button', { name: 'Continue' }).click();

  // Attestation step: each rule in turn, the EV Editor Policy because Master is in the cart.
  const next = dialog.getByRole('button', { name: 'Continue to Payment' });
  await next.click();
  await expect(dialog.getByText('Please confirm attestation')).toBeVisible();
  await dialog.getByLabel(/I confirm that I will be online on the Minecraft server as ShopSteve/).check();
  await next.click();
  await expect(dialog.getByText('Please confirm EV Editor Policy')).toBeVisible();
  await dialog.getByLabel('I have read and agree to the EV Editor Policy').check();
  await dialog.getByLabel('Type your Minecraft username to confirm').fill('shopsteve');
  await next.click();
  await expect(dialog.getByText(/Username confirmation required/)).toBeVisible();
  await dialog.getByLabel('Type your Minecraft username to confirm').fill(' ShopSteve ');
  await expectNoAxeViolations(page);
  await next.click();

  // Payment step: back returns to the gym leader, then on to pay.
  await expect(dialog.getByRole('list', { name: 'Order summary' })).toContainText('Master Rank (Monthly)');
  await expect(dialog.getByRole('button', { name: 'Pay $22.48' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(dialog.getByText('Choose a gym leader to support')).toBeVisible();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByLabel(/I confirm that I will be online/).check();
  await dialog.getByLabel('I have read and agree to the EV Editor Policy').check();
  await dialog.getByLabel('Type your Minecraft username to confirm').fill('ShopSteve');
  await next.click();

  const checkout = page.waitForRequest('**/api/shop/checkout');
  await dialog.getByRole('button', { name: 'Pay $22.48' }).click();
  const body = (await checkout).postDataJSON();
  // The typed name travels in the online attestation, which the server checks against the link.
  expect(body).toMatchObject({
    cartItems: [
      { id: 'rank-master-monthly', price_id: 'price_rank_master_monthly', quantity: 1 },
      { id: 'gym-tokens-3', price_id: 'price_gym_tokens_3', quantity: 1 },
    ],
  });
  expect(body.attestationId).toMatch(/^[0-9a-f-]{36}$/);
  expect(body.evPolicyAttestationId).toMatch(/^[0-9a-f-]{36}$/);

  // Demo mode pays on the labelled test checkout page, through the same fulfilment as the webhook.
  await expect(page).toHaveURL(/\/test-checkout\?session=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Test Checkout' })).toBeVisible();
  await expect(page.getByText('No card is charged.', { exact: false })).toBeVisible();
  const testOrder = page.getByRole('list', { name: 'Items' });
  await expect(testOrder).toContainText('Master Rank (Monthly)');
  await expect(testOrder).toContainText('3 Gym Tokens');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Pay $22.48 (test)' }).click();

  // The success page shows the order as the server recorded it.
  await expect(page).toHaveURL(/\/success\?session_id=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your purchase!' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Order Summary' })).toBeVisible();
  await expect(page.getByText('Completed', { exact: true })).toBeVisible();
  const summary = page.getByRole('list', { name: 'Items' });
  await expect(summary.getByRole('listitem')).toHaveCount(2);
  await expect(summary).toContainText('Master Rank (Monthly)');
  await expect(summary).toContainText('3 Gym Tokens');
  await expect(page.getByText('$22.48', { exact: true })).toBeVisible();
  await expect(page.getByText(/Delivered to\s+ShopSteve\s+· supporting\s+Misty Tides/)).toBeVisible();
  await expectNoAxeViolations(page);

  // The paid cart is gone, on screen and in storage.
  await page.getByRole('link', { name: 'Continue Shopping' }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(cartButton(page)).toHaveAccessibleName('Cart 0 items');
  const storedCart = await page.evaluate(() => localStorage.getItem('cobbleclash:cart'));
  expect(JSON.parse(storedCart ?? '{"items":[]}').items).toEqual([]);

  // Purchase History, opened from the menu, lists the order.
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Purchase History' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Purchase History' })).toBeVisible();
  const orders = page
    .getByRole('list', { name: 'Your purchases' })
    .getByRole('listitem')
    .filter({
      has: page.getByRole('heading', { name: /^Order #/ }),
    });
  await expect(orders).toHaveCount(1);
  await expect(orders.first()).toContainText('Completed');
  await expect(orders.first()).toContainText('$22.48');
  await expect(orders.first()).toContainText('ShopSteve');
  await expect(orders.first()).toContainText('Misty Tides');
  await expect(orders.first()).toContainText('Master Rank (Monthly)');
  await expectNoAxeViolations(page);

  // Misty's share: the revenue share setting (20 unless an admin changed it) of the total, floored to the
  // cent, still inside the refund window, so both her total and her pending amount grow by it.
  const share = Math.floor((2248 * 20) / 100);
  await misty.reload();
  const after = await leaderEarnings(misty);
  expect(after).toEqual({ total: before.total + share, pending: before.pending + share });
  await expectNoAxeViolations(misty);
  await mistyContext.close();
});

test('checkout without a url from the server shows the checkout error and stays', async ({ page }) => {
  await page.route('**/api/shop/checkout', (route) => route.fulfill({ json: {} }));
  // The mocked player has no session, so the server's price comes from here too: Pay waits for it.
  await page.route('**/api/shop/checkout/quote', (route) =>
    route.fulfill({
      json: {
        lines: [
          {
            price_id: 'price_vote_party_75',
            name: 'Vote Party +75',
            quantity: 1,
            list_cents: 549,
            charged_cents: 549,
            sale_percent: null,
          },
        ],
        list_cents: 549,
        total_cents: 549,
        code: null,
      },
    }),
  );
  await page.route('**/api/shop/attestations', (route) =>
    route.fulfill({ status: 201, json: { id: '00000000-0000-4000-8000-000000000001' } }),
  );
  await page.route('**/api/me', (route) =>
    route.fulfill({
      json: {
        user: {
          id: 'u1',
          discord_username: 'Mock',
          full_name: null,
          avatar_url: null,
          role: 'player',
          gym_leader: false,
        },
        player: {
          id: 'p1',
          auth_user_id: 'u1',
          uuid: 'x',
          username: 'Mock',
          mc_username: 'MockMC',
          discord_id: null,
        },
      },
    }),
  );
  await page.goto('/shop');
  await addToCart(page, 'Vote Party +75');
  await cartButton(page).click();
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Checkout' });
  await dialog.getByRole('radio').first().check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText(/EV Editor Policy/)).toHaveCount(0);
  await dialog.getByLabel(/I confirm that I will be online/).check();
  await dialog.getByLabel('Type your Minecraft username to confirm').fill('MockMC');
  await dialog.getByRole('button', { name: 'Continue to Payment' }).click();
  await dialog.getByRole('button', { name: 'Pay $5.49' }).click();
  await expect(page.getByText('Failed to initiate checkout.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Pay $5.49' })).toBeEnabled();
});

test('a failed attestation save shows its toast', async ({ page }) => {
  await page.route('**/api/shop/attestations', (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'x', message: 'x' } } }),
  );
  await page.route('**/api/me', (route) =>
    route.fulfill({
      json: {
        user: {
          id: 'u1',
          discord_username: 'Mock',
          full_name: null,
          avatar_url: null,
          role: 'player',
          gym_leader: false,
        },
        player: {
          id: 'p1',
          auth_user_id: 'u1',
          uuid: 'x',
          username: 'Mock',
          mc_username: 'MockMC',
          discord_id: null,
        },
      },
    }),
  );
  await page.goto('/shop');
  await addToCart(page, 'Vote Party +75');
  await cartButton(page).click();
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Checkout' });
  await dialog.getByRole('radio').first().check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByLabel(/I confirm that I will be online/).check();
  await dialog.getByLabel('Type your Minecraft username to confirm').fill('MockMC');
  await dialog.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByText('Failed to save attestation. Please try again.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Continue to Payment' })).toBeEnabled();
});

test('shop on a phone: tabs wrap and the cart opens @mobile', async ({ page }) => {
  await page.goto('/shop');
  await addToCart(page, '5x Shiny Boost (30 Minutes)');
  await cartButton(page).click();
  await expect(page.getByRole('dialog', { name: 'Your Cart' }).getByTestId('cart-total')).toHaveText('$3.99');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > 360);
  expect(overflow).toBe(false);
});
