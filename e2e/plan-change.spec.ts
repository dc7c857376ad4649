import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { E2E_GAME_TOKEN } from './constants';
import { collectConsoleErrors, expectNoAxeViolations, signInAsDemo, test } from './fixtures';

/**
 * Signs in as a new player, links their Minecraft account as the game server would, and buys the
 * Expert monthly plan on the demo's labelled test checkout. Each test has its own player: a plan
 * held by a shared demo account would refuse other suites' rank checkouts.
 */
async function holdExpertPlan(page: Page, username: string) {
  await signInAsDemo(page, username, '/ranks');
  const headers = { origin: new URL(page.url()).origin };
  const { code } = (await (await page.request.post('/api/link/begin', { headers })).json()) as {
    code: string;
  };
  const mcName = `Pc${randomUUID().slice(0, 8)}`;
  const linked = await page.request.post('/api/game/v1/link/complete', {
    headers: { authorization: `Bearer ${E2E_GAME_TOKEN}` },
    data: { code, player_uuid: randomUUID(), player_name: mcName },
  });
  expect(linked.status()).toBe(200);
  const leaders = (await (await page.request.get('/api/arena/leaders')).json()) as {
    leaders: { id: string; display_name: string }[];
  };
  // Not Misty Tides: the shop suite watches her earnings change by its own purchase alone.
  const leaderId = leaders.leaders.find((leader) => leader.display_name !== 'Misty Tides')!.id;
  const attestation = (await (
    await page.request.post('/api/shop/attestations', {
      headers,
      data: {
        attestation_type: 'minecraft_online_requirement',
        attestation_text: 'I will be online.',
        user_confirmation: mcName,
      },
    })
  ).json()) as { id: string };
  const checkout = await page.request.post('/api/shop/checkout', {
    headers,
    data: {
      cartItems: [{ quantity: 1, price_id: 'price_rank_expert_monthly' }],
      selectedGymLeader: leaderId,
      minecraftUsername: mcName,
      attestationId: attestation.id,
    },
  });
  expect(checkout.status()).toBe(200);
  await page.goto(((await checkout.json()) as { url: string }).url);
  await page.getByRole('button', { name: /Pay \$\d+\.\d\d \(test\)/ }).click();
  await expect(page).toHaveURL(/\/success\?session_id=demo_/);
  await expect(page.getByText('Completed')).toBeVisible();
}

const rankCard = (page: Page, name: string) => page.getByRole('article', { name });

test('a plan holder upgrades from /ranks through the confirm dialog, and history shows the switch', async ({
  page,
}) => {
  // A purchase, a change and four pages: longer than the default allowance on a busy machine.
  test.setTimeout(240_000);
  const errors = collectConsoleErrors(page);
  await holdExpertPlan(page, 'E2E_PlanUpgrader');

  await page.goto('/ranks');
  await expect(page.getByText(/You have the Expert Rank \(Monthly\) plan/)).toBeVisible();
  await expect(rankCard(page, 'Expert').getByText('Your plan')).toBeVisible();
  await expect(
    rankCard(page, 'Ace').getByRole('button', { name: 'Downgrade to Ace Rank (Monthly)' }),
  ).toBeVisible();
  await expect(rankCard(page, 'Expert').getByRole('link', { name: /Subscribe/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Cancelling changes nothing.
  await rankCard(page, 'Elite').getByRole('button', { name: 'Upgrade to Elite Rank (Monthly)' }).click();
  let dialog = page.getByRole('dialog', { name: 'Upgrade to Elite Rank (Monthly)?' });
  await expect(
    dialog.getByText('Your Expert Rank (Monthly) plan becomes Elite Rank (Monthly).'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(rankCard(page, 'Expert').getByText('Your plan')).toBeVisible();

  // From the keyboard: open, read the quote, confirm.
  const upgrade = rankCard(page, 'Elite').getByRole('button', { name: 'Upgrade to Elite Rank (Monthly)' });
  await upgrade.focus();
  await page.keyboard.press('Enter');
  dialog = page.getByRole('dialog', { name: 'Upgrade to Elite Rank (Monthly)?' });
  // The demo's labelled proration: the full monthly difference, $12.99 − $7.99.
  await expect(dialog.getByText('Charged now')).toBeVisible();
  await expect(dialog.getByText('$5.00')).toBeVisible();
  await expect(dialog.getByText('$12.99/month')).toBeVisible();
  await expect(dialog.getByText(/Demo mode: a demo figure/)).toBeVisible();
  await expectNoAxeViolations(page);
  const confirm = dialog.getByRole('button', { name: 'Upgrade to Elite Rank (Monthly)' });
  await confirm.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Your plan is now Elite Rank (Monthly)')).toBeVisible();

  // The page follows: Elite is the plan now, Expert is a downgrade.
  await expect(rankCard(page, 'Elite').getByText('Your plan')).toBeVisible();
  await expect(
    rankCard(page, 'Expert').getByRole('button', { name: 'Downgrade to Expert Rank (Monthly)' }),
  ).toBeVisible();
  await expect(page.getByText(/You have the Elite Rank \(Monthly\) plan/)).toBeVisible();

  // A second plan is not added to the cart: the shop points to the change instead.
  await page.goto('/shop#ranks');
  const shopAce = page.getByRole('article', { name: 'Ace' });
  await expect(
    shopAce.getByText('You already have the Elite Rank (Monthly) plan', { exact: false }),
  ).toBeVisible();
  await expect(shopAce.getByRole('link', { name: 'Upgrade or downgrade on the Ranks page' })).toBeVisible();
  await expect(shopAce.getByRole('button', { name: 'Add to Cart' })).toHaveCount(0);

  await page.goto('/purchase-history');
  await expect(page.getByText('from Expert Rank (Monthly)')).toBeVisible();
  await expect(page.getByText('Elite Rank (Monthly)').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('@mobile the ranks page with a plan fits a 360 px screen, dialog included', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await holdExpertPlan(page, 'E2E_PlanPhone');
  await page.goto('/ranks');
  await expect(rankCard(page, 'Expert').getByText('Your plan')).toBeVisible();
  const width = () => page.evaluate(() => document.documentElement.scrollWidth);
  expect(await width()).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(page);

  const downgrade = rankCard(page, 'Ace').getByRole('button', { name: 'Downgrade to Ace Rank (Monthly)' });
  await downgrade.scrollIntoViewIfNeeded();
  await downgrade.click();
  const dialog = page.getByRole('dialog', { name: 'Downgrade to Ace Rank (Monthly)?' });
  await expect(dialog.getByText('Charged now')).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  expect(errors).toEqual([]);
});
