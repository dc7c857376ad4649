import { type Browser, expect } from '@playwright/test';
import { collectConsoleErrors, expectNoAxeViolations, signInAsDemo, test } from './fixtures';

/** A browser of its own, signed in as `username`. */
async function signedInPage(browser: Browser, username: string, from = '/') {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAsDemo(page, username, from);
  return page;
}

const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

test('an admin records a payout for MistyTides, who then sees it paid on her dashboard', async ({
  browser,
}) => {
  // The workers share one database: start from what Misty's dashboard says now.
  const misty = await signedInPage(browser, 'MistyTides', '/gym-leader-dashboard');
  const before = await misty.request.get('/api/shop/dashboard');
  expect(before.status()).toBe(200);
  const { payouts_to_date_cents: paidBefore } = (await before.json()) as { payouts_to_date_cents: number };

  const admin = await signedInPage(browser, 'AdminRowan', '/staff');
  const errors = collectConsoleErrors(admin);
  await admin.getByRole('tab', { name: 'Gym leaders' }).click();
  const list = admin.getByRole('list', { name: 'Gym leaders' });
  await expect(list.getByText('Misty Tides')).toBeVisible();
  await list.getByRole('button', { name: 'Ledger of Misty Tides' }).click();

  const ledger = admin.getByRole('region', { name: 'Ledger: Misty Tides' });
  await expect(ledger.getByRole('list', { name: 'Ledger entries of Misty Tides' })).toBeVisible();
  const reference = `PayPal ${Date.now().toString(36)}`;
  const form = ledger.getByRole('form', { name: 'Record a payout' });
  // More than is available is refused with the CLI's own message.
  await form.getByLabel('Amount (USD)').fill('9999.00');
  await form.getByLabel('Payment reference').fill(reference);
  await form.getByRole('button', { name: 'Record payout' }).click();
  await expect(admin.getByText(/is available to pay Misty Tides/)).toBeVisible();

  await form.getByLabel('Amount (USD)').fill('1.00');
  await form.getByRole('button', { name: 'Record payout' }).click();
  await expect(admin.getByText('Payout recorded')).toBeVisible();
  await expect(ledger.getByRole('listitem').filter({ hasText: reference })).toContainText('−$1.00');
  await expectNoAxeViolations(admin);
  expect(errors.filter((e) => !/409|Conflict/i.test(e))).toEqual([]);

  await misty.goto('/gym-leader-dashboard');
  const paid = misty.getByRole('heading', { name: 'Total Payouts' }).locator('..');
  await expect(paid).toContainText(usd(paidBefore + 100));
  await expectNoAxeViolations(misty);
});

test('staff see leaders and ledgers but only admins record payouts', async ({ browser }) => {
  const staff = await signedInPage(browser, 'StaffSerena', '/staff');
  await staff.getByRole('tab', { name: 'Gym leaders' }).click();
  await staff.getByRole('button', { name: 'Ledger of Misty Tides' }).click();
  const ledger = staff.getByRole('region', { name: 'Ledger: Misty Tides' });
  await expect(ledger.getByText('Admins record payouts.')).toBeVisible();
  await expect(ledger.getByRole('button', { name: 'Record payout' })).toHaveCount(0);
  await expect(staff.getByRole('heading', { name: 'Add a gym leader' })).toBeVisible();
  await expectNoAxeViolations(staff);
});
