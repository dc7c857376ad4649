import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations, signInAsDemo, test } from './fixtures';

/** Opens a block in the console's Page texts tab. */
async function openBlock(editor: Page, label: string) {
  await editor.getByRole('tab', { name: 'Page texts' }).click();
  await editor.getByRole('combobox', { name: 'Page text', exact: true }).selectOption({ label });
  await expect(editor.getByRole('heading', { name: 'History' })).toBeVisible();
}

/** Brings back the text the block had before the newest revision, from the history. */
async function restorePrevious(editor: Page) {
  const revisions = editor.getByRole('list', { name: 'Revisions' }).getByRole('listitem');
  await revisions
    .nth(1)
    .getByRole('button', { name: /^Restore revision/ })
    .click();
  await expect(revisions.first()).toContainText(/restored revision \d+/);
}

test('an editor changes a rule and a wiki section, open pages show it live, and the history reverts it', async ({
  browser,
  page: editor,
}) => {
  test.setTimeout(120_000);
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/server-rules');
  const rules = visitor.getByRole('main');
  await expect(rules.getByRole('heading', { level: 2, name: '1. Respect everyone' })).toBeVisible();

  await signInAsDemo(editor, 'AdminRowan', '/staff');
  await openBlock(editor, 'Server Rules: Rule 1');
  await editor.getByLabel('Title').fill('Respect everyone, always');
  const body = editor.getByLabel('Text (Markdown)');
  await body.fill(`${await body.inputValue()}\n- Say [hello](/discord) <b>nicely</b>.`);
  // The checks run as the text is typed: an unknown page and raw HTML are named, and publish waits.
  await expect(editor.getByRole('list', { name: 'Problems to fix' })).toContainText(
    '"/discord" is not a page',
  );
  await expect(editor.getByRole('button', { name: 'Publish' })).toBeDisabled();
  await body.fill(
    `${(await body.inputValue()).replace(/\n- Say .*$/, '')}\n- Say hello in the [events](/events) chat.`,
  );
  await expect(editor.getByRole('list', { name: 'Problems to fix' })).toHaveCount(0);
  // The preview is the server's rendering.
  await expect(
    editor.getByRole('region', { name: 'Preview' }).getByRole('link', { name: 'events' }),
  ).toHaveAttribute('href', '/events');
  await expectNoAxeViolations(editor);
  await editor.getByRole('button', { name: 'Publish' }).click();
  await expect(editor.getByRole('list', { name: 'Revisions' }).getByRole('listitem').first()).toContainText(
    'AdminRowan',
  );

  // The visitor's open page follows without a reload.
  await expect(rules.getByRole('heading', { level: 2, name: '1. Respect everyone, always' })).toBeVisible();
  await expect(rules.getByText('Say hello in the events chat.')).toBeVisible();

  await visitor.goto('/wiki');
  const berries = visitor.getByRole('region', { name: 'Berries' });
  await expect(berries).toContainText('Apricorns grow on their own trees');
  await openBlock(editor, 'Server Wiki: Berries');
  await editor.getByLabel('Text (Markdown)').fill('### Berry farming\n\nBerries now grow **twice** as fast.');
  await editor.getByRole('button', { name: 'Publish' }).click();
  await expect(berries.getByRole('heading', { level: 3, name: 'Berry farming' })).toBeVisible();
  await expect(berries).not.toContainText('Apricorns');

  // Reverted from the history: the visitor sees the spec's texts again.
  await restorePrevious(editor);
  await expect(berries).toContainText('Apricorns grow on their own trees');
  await openBlock(editor, 'Server Rules: Rule 1');
  await restorePrevious(editor);
  await visitor.goto('/server-rules');
  await expect(rules.getByRole('heading', { level: 2, name: '1. Respect everyone' })).toBeVisible();
  await expect(rules.getByText('Say hello in the events chat.')).toHaveCount(0);
});

test('a page with published texts still arrives drawn, before any script', async ({ browser }) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const page = await noScript.newPage();
  await page.goto('/server-rules');
  await expect(page.getByRole('heading', { level: 2, name: /^1\. / })).toBeVisible();
  await page.goto('/wiki');
  await expect(page.getByRole('cell', { name: 'Teleport to a friend' })).toBeVisible();
  await noScript.close();
});
