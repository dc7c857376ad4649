import { type APIRequestContext, type Browser, expect } from '@playwright/test';
import { collectConsoleErrors, expectNoAxeViolations, signInAsDemo, test } from './fixtures';

const SCREENS = [
  { label: 'desktop', options: { viewport: { width: 1280, height: 800 } } },
  {
    label: '390 px phone',
    options: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  },
] as const;

async function adminPage(browser: Browser, options: (typeof SCREENS)[number]['options']) {
  const page = await (await browser.newContext(options)).newPage();
  await signInAsDemo(page, 'AdminRowan', '/staff');
  return page;
}

const heartbeat = async (request: APIRequestContext, token: string) =>
  (await request.get('/api/game/v1/heartbeat', { headers: { authorization: `Bearer ${token}` } })).status();

for (const screen of SCREENS) {
  test(`${screen.label}: revoking a token asks first, and only confirming revokes it`, async ({
    browser,
    request,
  }) => {
    const name = `trust-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const admin = await adminPage(browser, screen.options);
    const errors = collectConsoleErrors(admin);
    await admin.getByRole('tab', { name: 'Game servers' }).click();
    await admin.getByLabel('Server name').fill(name);
    await admin.getByRole('button', { name: 'Create token' }).click();
    const token = (await admin
      .getByRole('status')
      .filter({ hasText: `Token for ${name}` })
      .locator('code')
      .textContent())!;
    const row = admin
      .getByRole('list', { name: 'Game servers' })
      .getByRole('listitem')
      .filter({ hasText: name });
    // Console times carry their zone, the one the cup pages use.
    await expect(row).toContainText(/Created \w{3} \d{1,2}, \d{4}, \d\d:\d\d EST/);

    // Cancelled by its button: nothing happens, and focus starts there.
    await row.getByRole('button', { name: `Revoke token of ${name}` }).click();
    const ask = admin.getByRole('alertdialog', { name: `Revoke the token of ${name}?` });
    await expect(ask).toBeVisible();
    await expect(ask.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectNoAxeViolations(admin);
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(ask).toHaveCount(0);
    await expect(row.getByRole('button', { name: `Revoke token of ${name}` })).toBeFocused();
    // Escape cancels too.
    await row.getByRole('button', { name: `Revoke token of ${name}` }).click();
    await expect(ask).toBeVisible();
    await admin.keyboard.press('Escape');
    await expect(ask).toHaveCount(0);
    await expect(row).toContainText('Active');
    expect(await heartbeat(request, token)).toBe(200);

    // Confirmed: revoked.
    await row.getByRole('button', { name: `Revoke token of ${name}` }).click();
    await ask.getByRole('button', { name: 'Revoke token' }).click();
    await expect(row).toContainText('Revoked');
    expect(await heartbeat(request, token)).toBe(401);
    expect(errors).toEqual([]);
  });

  test(`${screen.label}: a leader's ledger opens in view and takes focus`, async ({ browser }) => {
    const admin = await adminPage(browser, screen.options);
    await admin.getByRole('tab', { name: 'Gym leaders' }).click();
    const list = admin.getByRole('list', { name: 'Gym leaders' });
    // The last leader: its ledger is furthest from the button on a phone (below the whole list).
    const opener = list.getByRole('button', { name: /^Ledger of / }).last();
    const leader = (await opener.getAttribute('aria-label'))!.replace('Ledger of ', '');
    await opener.click();
    const heading = admin.getByRole('heading', { name: `Ledger: ${leader}` });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    await expect(
      admin
        .getByRole('list', { name: `Ledger entries of ${leader}` })
        .or(admin.getByText('No ledger entries yet.')),
    ).toBeVisible();

    // Editing a leader: the form's heading, in view and focused, the same way.
    await admin.evaluate(() => window.scrollTo(0, 0));
    await list
      .getByRole('button', { name: /^Edit / })
      .last()
      .click();
    const form = admin.getByRole('heading', { name: `Edit ${leader}` });
    await expect(form).toBeFocused();
    await expect(form).toBeInViewport();
    await expectNoAxeViolations(admin);
  });
}
