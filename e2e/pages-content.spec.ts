import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations, signInAsDemo, test } from './fixtures';

/** Opens a block in the console's Page texts tab. */
async function openBlock(editor: Page, label: string) {
  await editor.getByRole('tab', { name: 'Page texts' }).click();
  await editor.getByRole('combobox', { name: 'Page text', exact: true }).selectOption({ label });
  await expect(editor.getByRole('heading', { name: 'History' })).toBeVisible();
}

/** Brings back the text the block had before its newest revision, from the history. */
async function restorePrevious(editor: Page) {
  const revisions = editor.getByRole('list', { name: 'Revisions' }).getByRole('listitem');
  await revisions
    .nth(1)
    .getByRole('button', { name: /^Restore revision/ })
    .click();
  await expect(revisions.first()).toContainText(/restored revision \d+/);
}

test('an editor changes a policy section and the season timeline, open pages follow live, and the history reverts both', async ({
  browser,
  page: editor,
}) => {
  test.setTimeout(150_000);
  const visitorContext = await browser.newContext();
  const terms = await visitorContext.newPage();
  const season = await visitorContext.newPage();
  await terms.goto('/terms-of-service');
  await season.goto('/season1');
  const eligibility = terms.getByRole('region', { name: '2. Eligibility' });
  await expect(eligibility).toContainText('hold a legitimate copy of Minecraft: Java Edition.');
  const timeline = season.getByRole('region', { name: 'Season Timeline' });
  await expect(timeline.getByText('Total Season', { exact: true })).toBeVisible();
  await expect(season.getByText('October 1 - November 31, 2025')).toBeVisible();

  await signInAsDemo(editor, 'AdminRowan', '/staff');
  await openBlock(editor, 'Terms of Service: Eligibility');
  const body = editor.getByLabel('Text (Markdown)');
  await body.fill(
    `${await body.inputValue()}\n\nAsk a parent to read the [Refund Policy](/refund-policy) too.`,
  );
  await editor.getByRole('button', { name: 'Publish' }).click();
  await expect(editor.getByRole('list', { name: 'Revisions' }).getByRole('listitem').first()).toContainText(
    'AdminRowan',
  );
  // The open page follows without a reload, and its link moves within the app.
  await expect(eligibility.getByRole('link', { name: 'Refund Policy' })).toHaveAttribute(
    'href',
    '/refund-policy',
  );

  // The timeline's label is an edit of its own; its dates stay the spec's.
  await openBlock(editor, 'Season 1: Timeline entry 1');
  await editor.getByLabel('Title').fill('Whole Season');
  await expectNoAxeViolations(editor);
  await editor.getByRole('button', { name: 'Publish' }).click();
  await expect(timeline.getByText('Whole Season', { exact: true })).toBeVisible();
  await expect(timeline.getByText('October 1 - November 31', { exact: true })).toBeVisible();

  // Reverted from the history: the open pages show today's texts again.
  await restorePrevious(editor);
  await expect(timeline.getByText('Total Season', { exact: true })).toBeVisible();
  await openBlock(editor, 'Terms of Service: Eligibility');
  await restorePrevious(editor);
  await expect(eligibility.getByRole('link', { name: 'Refund Policy' })).toHaveCount(0);
  await expect(eligibility).toContainText('hold a legitimate copy of Minecraft: Java Edition.');
  await visitorContext.close();
});

test('an admin edits a vote site in the console and the open vote page shows it', async ({
  browser,
  page: admin,
}) => {
  test.setTimeout(150_000);
  const visitorContext = await browser.newContext();
  const vote = await visitorContext.newPage();
  await vote.goto('/vote-links');
  const sites = vote.getByRole('link', { name: /^Vote on / });
  await expect(sites).toHaveCount(6, { timeout: 20_000 });

  await signInAsDemo(admin, 'AdminRowan', '/staff');
  await admin.getByRole('tab', { name: 'Vote sites' }).click();
  // Removing a site asks first; keeping on editing saves nothing.
  await admin.getByRole('button', { name: 'Remove Minecraft Servers 100' }).click();
  await admin.getByRole('button', { name: 'Save vote settings' }).click();
  const confirm = admin.getByRole('alertdialog', { name: 'Remove vote sites?' });
  await expect(confirm).toContainText('The vote page will no longer show Minecraft Servers 100.');
  await confirm.getByRole('button', { name: 'Keep editing' }).click();
  await expect(sites).toHaveCount(6);
  await admin.reload();
  await admin.getByRole('tab', { name: 'Vote sites' }).click();
  const rewards = admin.getByRole('textbox', { name: 'Rewards' }).nth(5);
  const link = admin.getByRole('textbox', { name: 'Link' }).nth(5);
  // A link that is not https is refused, named at its field, before anything is saved.
  const url = await link.inputValue();
  await link.fill('http://minecraft-servers-100.com/');
  await admin.getByRole('button', { name: 'Save vote settings' }).click();
  await expect(admin.getByText('Use the site’s full https:// address', { exact: false })).toBeVisible();
  await expect(link).toBeFocused();
  await link.fill(url);
  await rewards.fill('One vote key a day');
  await expectNoAxeViolations(admin);
  await admin.getByRole('button', { name: 'Save vote settings' }).click();
  await expect(admin.getByText('Saved: the vote page shows it now.')).toBeVisible();

  // No reload: the change arrives through the live stream; the six sites stay six.
  await expect(vote.getByText('One vote key a day')).toBeVisible();
  await expect(sites).toHaveCount(6);

  // The audit log names the change.
  await admin.getByRole('tab', { name: 'Audit log' }).click();
  await expect(admin.getByText('Vote sites or party goal changed').first()).toBeVisible();

  // Back as it was, so other tests see today's page.
  await admin.getByRole('tab', { name: 'Vote sites' }).click();
  await admin.getByRole('textbox', { name: 'Rewards' }).nth(5).fill('');
  await admin.getByRole('button', { name: 'Save vote settings' }).click();
  await expect(vote.getByText('One vote key a day')).toHaveCount(0);
  await visitorContext.close();
});

const TOUCHED_PAGES = [
  '/terms-of-service',
  '/privacy-policy',
  '/cookie-policy',
  '/refund-policy',
  '/dmca-notice',
  '/getting-started',
  '/careers',
  '/help-center',
  '/community',
  '/season1',
];

test('the pages drawn from content fit 360 px with no axe violations @mobile', async ({ page }) => {
  test.setTimeout(240_000);
  for (const path of TOUCHED_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, path).toBeLessThanOrEqual(360);
  }
});

test('the console’s vote sites fit 360 px with no axe violations @mobile', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsDemo(page, 'StaffSerena', '/staff');
  await page.getByRole('tab', { name: 'Vote sites' }).click();
  await expect(page.getByText('only admins change them')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveCount(6);
  await expectNoAxeViolations(page);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
});
