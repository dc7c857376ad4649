// An admin adds a product in the console's Catalog tab and it shows on /shop; a new price reaches
// an open /shop without a reload; retiring it takes it off /shop. The tab is for admins only, and
// on a phone nothing is wider than the screen.
import { expect, type Page } from '@playwright/test';
import { collectConsoleErrors, expectNoAxeViolations, signInAsDemo, test } from './fixtures';

async function openGymTokens(page: Page) {
  await page.goto('/shop');
  await page.getByRole('tab', { name: 'Gym Tokens' }).click();
}

test('an admin adds a product, changes its price live on /shop and retires it', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const admin = await context.newPage();
  await admin.route('**/avatar/**', (route) => route.fulfill({ status: 404, body: '' }));
  await signInAsDemo(admin, 'AdminRowan', '/staff');
  const errors = collectConsoleErrors(admin);
  const suffix = Date.now().toString(36);
  const name = `Token Chest ${suffix}`;

  await admin.getByRole('tab', { name: 'Catalog' }).click();
  await admin.getByRole('button', { name: 'New product' }).click();
  // Refused per field before anything is sent.
  await admin.getByRole('button', { name: 'Add product' }).click();
  await expect(admin.getByText('At least 2 characters')).toBeVisible();

  await admin.getByLabel('Id *', { exact: true }).fill(`token-chest-${suffix}`);
  await admin.getByLabel('Name *', { exact: true }).fill(name);
  await admin.getByLabel('Price (USD) *', { exact: true }).fill('7.77');
  await admin.getByLabel('Price id *', { exact: true }).fill(`price_token_chest_${suffix}`);
  await admin.getByLabel('Category', { exact: true }).selectOption('competitive');
  await admin.getByLabel('Section *', { exact: true }).fill('gym-tokens');
  await admin
    .getByLabel('Description *', { exact: true })
    .fill('A chest of gym tokens for the browser test.');
  await admin
    .getByLabel('Grant (paid or granted)', { exact: true })
    .fill('give {player} minecraft:diamond 1');
  await expectNoAxeViolations(admin);
  await admin.getByRole('button', { name: 'Add product' }).click();
  await expect(admin.getByRole('button', { name: `Edit ${name}` })).toBeVisible();

  const shop = await context.newPage();
  await openGymTokens(shop);
  const card = shop.getByRole('article', { name });
  await expect(card.getByText('$7.77')).toBeVisible();

  await admin.getByRole('button', { name: `Edit ${name}` }).click();
  await admin.getByLabel('Preview for player', { exact: true }).fill('Ash_Ketchum');
  await admin.getByRole('button', { name: 'Preview commands' }).click();
  await expect(admin.getByText('give Ash_Ketchum minecraft:diamond 1')).toBeVisible();
  await admin.getByLabel('Price (USD) *', { exact: true }).fill('8.88');
  await admin.getByRole('button', { name: 'Save product' }).click();
  await expect(admin.getByRole('button', { name: `Edit ${name}` })).toBeVisible();
  // The open /shop page follows without a reload.
  await expect(card.getByText('$8.88')).toBeVisible();

  await admin.getByRole('button', { name: `Retire ${name}` }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Retire product' }).click();
  await expect(admin.getByRole('button', { name: `Edit ${name}` })).toHaveCount(0);
  await expect(card).toHaveCount(0);
  await openGymTokens(shop);
  await expect(shop.getByRole('article', { name })).toHaveCount(0);
  expect(errors).toEqual([]);
  await context.close();
});

test('the Catalog tab fits a phone, and staff who are not admins do not see it', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const page = await context.newPage();
  await page.route('**/avatar/**', (route) => route.fulfill({ status: 404, body: '' }));
  await signInAsDemo(page, 'AdminRowan', '/staff');
  await page.getByRole('tab', { name: 'Catalog' }).click();
  await expect(page.getByRole('heading', { name: 'Ranks', level: 3 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Store settings' })).toBeVisible();
  await expectNoAxeViolations(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await context.close();

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInAsDemo(staff, 'StaffSerena', '/staff');
  await expect(staff.getByRole('tab', { name: 'To do' })).toBeVisible();
  await expect(staff.getByRole('tab', { name: 'Catalog' })).toHaveCount(0);
  await staffContext.close();
});
