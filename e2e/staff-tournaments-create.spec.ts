// A tournament made in the console: an admin creates a cup, it shows on its public page, its cap
// changes, sign-ups open by hand, and it is cancelled with a reason its page then shows; at a
// desktop width and on a 390 px phone, with a visitor's page following every step live.
import { type Browser, expect, type Page } from '@playwright/test';
import { collectConsoleErrors, expectNoAxeViolations, signInAsDemo, test } from './fixtures';

const unique = () => `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1e3)}`;

/** A `datetime-local` value `days` from now at 18:00 (the form reads it in EST). */
function localDate(days: number) {
  const date = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}T18:00`;
}

async function runSeason(browser: Browser, viewport: { width: number; height: number }, mobile: boolean) {
  const slug = `console-cup-${unique()}`;
  const name = `Console Cup ${slug.slice(-6)}`;
  const context = await browser.newContext({ viewport, isMobile: mobile, hasTouch: mobile });
  const admin = await context.newPage();
  await signInAsDemo(admin, 'AdminRowan', '/staff');
  const errors = collectConsoleErrors(admin);
  const width = () => admin.evaluate(() => document.documentElement.scrollWidth);
  await admin.getByRole('tab', { name: 'Tournaments' }).click();

  const form = admin.getByRole('form', { name: 'New tournament' });
  // The shared schema's messages show beside their fields before anything is sent.
  await form.getByRole('button', { name: 'Create tournament' }).click();
  await expect(form.getByText('Name is required.')).toBeVisible();
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Page address').fill(slug);
  await form.getByLabel('Player cap').fill('8');
  await form.getByLabel('Sign-ups open (EST)').fill(localDate(2));
  await form.getByLabel('Sign-ups close (EST)').fill(localDate(5));
  await form.getByLabel('Starts (EST)').fill(localDate(6));
  await form.getByLabel('Location').fill('Console Arena');
  await form.getByLabel('Rules').fill('Best of three.\nNo legendaries above 600.');
  await form.getByLabel('Rewards').fill('1st: 2,000 CobbleDollars\n2nd: 500 CobbleDollars');
  await form.getByRole('button', { name: 'Create tournament' }).click();
  const manage = admin.getByRole('region', { name: `Manage ${name}` });
  await expect(manage).toBeVisible();
  await expect(admin.getByText('Sign-ups not open')).toBeVisible();
  expect(await width()).toBeLessThanOrEqual(viewport.width);

  // A visitor has the cup's page open from here on: each change arrives without a reload.
  const visitor: Page = await (await browser.newContext({ viewport, isMobile: mobile })).newPage();
  await visitor.goto(`/tournaments/${slug}`);
  await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(visitor.getByText(/Registration opens .* EST\./)).toBeVisible();
  const cap = visitor.locator('dl div').filter({ hasText: 'Player Cap' });
  await expect(cap).toContainText('8');

  await manage.getByRole('button', { name: 'Edit settings' }).click();
  const edit = admin.getByRole('form', { name: `Edit ${name}` });
  await edit.getByLabel('Player cap').fill('12');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toHaveCount(0);
  await expect(cap).toContainText('12');

  await manage.getByRole('button', { name: 'Open sign-ups' }).click();
  await expect(admin.getByText('Sign-ups open', { exact: true })).toBeVisible();
  await expect(
    visitor.getByText('Registration is open: sign in, then fill in the form to take a slot.'),
  ).toBeVisible();

  // Cancelling asks first, with the reason players will read.
  await manage.getByRole('button', { name: 'Cancel tournament' }).click();
  const dialog = admin.getByRole('dialog', { name: `Cancel ${name}?` });
  await dialog.getByRole('button', { name: 'Cancel tournament' }).click();
  await expect(dialog.getByText('The reason is required.')).toBeVisible();
  await dialog.getByLabel('Reason').fill('The arena is being rebuilt.');
  await expectNoAxeViolations(admin);
  await dialog.getByRole('button', { name: 'Cancel tournament' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(manage.getByText('Cancelled: The arena is being rebuilt.')).toBeVisible();
  await expect(visitor.getByText('This tournament was cancelled.')).toBeVisible();
  await expect(visitor.getByText('The arena is being rebuilt.')).toBeVisible();
  expect(await width()).toBeLessThanOrEqual(viewport.width);
  await admin.mouse.move(0, 0);
  await expectNoAxeViolations(admin);
  await expectNoAxeViolations(visitor);
  expect(errors.filter((e) => !/400|Bad Request/i.test(e))).toEqual([]);
}

test('an admin creates a cup in the console, changes its cap, opens sign-ups and cancels it (1280 px)', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  await runSeason(browser, { width: 1280, height: 800 }, false);
});

test('@mobile the same on a 390 px phone', async ({ browser }) => {
  test.setTimeout(240_000);
  await runSeason(browser, { width: 390, height: 844 }, true);
});
