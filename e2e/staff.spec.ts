import { type Browser, expect, type Page } from '@playwright/test';
import { collectConsoleErrors, expectNoAxeViolations, signInAsDemo, test } from './fixtures';

/** A browser of its own, signed in as `username` (a fresh name is a fresh player account). */
async function signedInPage(browser: Browser, username: string, from = '/') {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAsDemo(page, username, from);
  return page;
}

const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A bug report sent through the forms API from the page's session, as the page itself would. */
async function sendBugReport(page: Page, title: string) {
  const origin = new URL(page.url()).origin;
  const sent = await page.request.post('/api/forms/bug-reports', {
    headers: { origin },
    data: { title, severity: 'high', description: 'The gym door in Pewter does not open.' },
  });
  expect(sent.status(), await sent.text()).toBe(201);
}

test('staff resolve a fresh bug report with a reply, which its sender then reads', async ({ browser }) => {
  const reporterName = unique('Reporter');
  const reporter = await signedInPage(browser, reporterName);
  const title = `Door stuck ${reporterName}`;
  await sendBugReport(reporter, title);

  const staff = await signedInPage(browser, 'StaffSerena', '/staff');
  const errors = collectConsoleErrors(staff);
  await expect(staff.getByRole('heading', { level: 1, name: 'Staff Console' })).toBeVisible();
  // The console opens on its to-do overview; its open submissions lead to the review queues.
  await expect(staff.getByRole('tab', { name: 'To do' })).toHaveAttribute('aria-selected', 'true');
  await staff.getByRole('button', { name: 'Open Review queues' }).click();
  await expect(staff.getByRole('tab', { name: 'Review queues' })).toHaveAttribute('aria-selected', 'true');
  await staff.getByLabel('Search').fill(title);
  const list = staff.getByRole('list', { name: 'Submissions' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await list.getByRole('button', { name: new RegExp(title) }).click();

  const panel = staff.getByRole('region', { name: title });
  await expect(panel.getByText('The gym door in Pewter does not open.')).toBeVisible();
  await expect(panel.getByText(`@${reporterName}`)).toBeVisible();
  const review = panel.getByRole('form', { name: 'Review' });
  await review.getByLabel('Status').selectOption('resolved');
  const reply = `Fixed for ${reporterName}: the door opens again.`;
  await review.getByLabel('Reply to the submitter').fill(reply);
  await review.getByLabel('Internal note').fill('Door collision box was off by one.');
  await review.getByRole('button', { name: 'Save changes' }).click();
  await expect(staff.getByRole('listitem').filter({ hasText: 'Saved' })).toBeVisible();
  await expect(panel.getByText('Reply the submitter sees')).toBeVisible();
  await expect(panel.getByText('Door collision box was off by one.')).toBeVisible();
  await expect(list.getByText('Resolved')).toBeVisible();
  // The history shows each change, from the audit log.
  await expect(panel.getByText('Status changed')).toBeVisible();
  await expect(panel.getByText('Replied to the submitter')).toBeVisible();
  await expectNoAxeViolations(staff);
  expect(errors).toEqual([]);

  await reporter.goto('/my-submissions');
  const mine = reporter.getByRole('list', { name: 'Your submissions' }).getByRole('listitem').filter({
    hasText: title,
  });
  await expect(mine.getByText('Resolved')).toBeVisible();
  await expect(mine.getByText('Reply from staff')).toBeVisible();
  await expect(mine.getByText(reply)).toBeVisible();
  await expect(reporter.getByText('Door collision box')).toHaveCount(0);
  await expectNoAxeViolations(reporter);
});

test('a player opening /staff sees Staff only, and no Staff link in the menu', async ({ page }) => {
  await signInAsDemo(page, unique('Curious'), '/staff');
  await expect(page.getByRole('heading', { name: 'Staff only' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'My Submissions' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Staff', exact: true })).toHaveCount(0);
});

test('a visitor opening /staff is asked to sign in', async ({ page }) => {
  await page.goto('/staff');
  await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
  await expect(page.getByText('Please sign in with Discord to open the staff console.')).toBeVisible();
});

test('the admin grants and revokes the staff role, and the audit log shows both', async ({ browser }) => {
  const recruitName = unique('Recruit');
  // The account exists once it has signed in.
  await (await signedInPage(browser, recruitName)).context().close();

  const admin = await signedInPage(browser, 'AdminRowan', '/');
  await admin.getByRole('button', { name: 'Menu' }).click();
  await admin.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Staff', exact: true }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Staff Console' })).toBeVisible();
  await admin.getByRole('tab', { name: 'Staff members' }).click();
  await admin.getByLabel('Find an account by Discord name').fill(recruitName);
  const found = admin.getByRole('list', { name: 'Matching accounts' });
  await found.getByRole('button', { name: `Make staff: ${recruitName}` }).click();
  await expect(admin.getByRole('listitem').filter({ hasText: 'Staff role granted' })).toBeVisible();
  const team = admin.getByRole('list', { name: 'Staff and admins' });
  await expect(team.getByText(`@${recruitName}`)).toBeVisible();
  await team.getByRole('button', { name: `Revoke staff: ${recruitName}` }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: 'Revoke staff' }).click();
  // The state, not the toast: the toast may already be gone on a busy machine.
  await expect(team.getByText(`@${recruitName}`)).toHaveCount(0);
  await expect(found.getByRole('button', { name: `Make staff: ${recruitName}` })).toBeVisible();
  // The pointer rests on the button that replaced the clicked one; its hover colour is not the page's.
  await admin.mouse.move(0, 0);
  await expectNoAxeViolations(admin);

  await admin.getByRole('tab', { name: 'Audit log' }).click();
  await admin.getByLabel('On', { exact: true }).selectOption('user');
  const entries = admin
    .getByRole('list', { name: 'Audit log entries' })
    .getByRole('listitem')
    .filter({
      hasText: `@${recruitName}`,
    });
  await expect(entries).toHaveCount(2);
  await expect(entries.first()).toContainText('role: staff → player');
  await expect(entries.last()).toContainText('role: player → staff');
  await expectNoAxeViolations(admin);
});

test('staff whose role is revoked while the console is open are told why it closed', async ({ browser }) => {
  const memberName = unique('Revoked');
  const member = await signedInPage(browser, memberName);
  const me = (await (await member.request.get('/api/me')).json()) as { user: { id: string } };
  const admin = await signedInPage(browser, 'AdminRowan');
  const setRole = async (role: 'staff' | 'player') => {
    const changed = await admin.request.post(`/api/staff/members/${me.user.id}/role`, {
      headers: { origin: new URL(admin.url()).origin },
      data: { role },
    });
    expect(changed.status(), await changed.text()).toBe(200);
  };

  await setRole('staff');
  await member.goto('/staff');
  await expect(member.getByRole('tab', { name: 'Review queues' })).toBeVisible();

  await setRole('player');
  // The next request the console makes is refused, and the page says why instead of load errors.
  // A live refresh may make that request first, closing the console before the tab is clicked.
  await member
    .getByRole('tab', { name: 'Audit log' })
    .click({ timeout: 5_000 })
    .catch(() => {});
  await expect(member.getByRole('heading', { name: 'Your staff access has ended' })).toBeVisible();
  await expect(member.getByRole('tab', { name: 'Audit log' })).toHaveCount(0);
  await expect(member.getByText('Staff only', { exact: true })).toHaveCount(0);
  await expectNoAxeViolations(member);
});

test('@mobile the console fits a 360 px phone: queue, then a submission, then back', async ({ browser }) => {
  const reporterName = unique('Phone');
  const reporter = await signedInPage(browser, reporterName);
  const title = `Phone report ${reporterName}`;
  await sendBugReport(reporter, title);

  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  const staff = await context.newPage();
  await signInAsDemo(staff, 'StaffSerena', '/staff');
  const width = () => staff.evaluate(() => document.documentElement.scrollWidth);
  // The to-do overview comes first and fits too; its open submissions lead to the queue.
  await expect(staff.getByRole('heading', { name: 'Open submissions' })).toBeVisible();
  expect(await width()).toBeLessThanOrEqual(360);
  await staff.getByRole('button', { name: 'Open Review queues' }).click();
  await staff.getByLabel('Search').fill(title);
  const list = staff.getByRole('list', { name: 'Submissions' });
  // The search has narrowed the list to this one report before it is opened.
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await list.getByRole('button', { name: new RegExp(title) }).click();
  await expect(staff.getByRole('region', { name: title })).toBeVisible();
  await expect(list).toBeHidden();
  expect(await width()).toBeLessThanOrEqual(360);
  await staff.getByRole('button', { name: 'Back to the queue' }).click();
  await expect(list).toBeVisible();
  expect(await width()).toBeLessThanOrEqual(360);
  await staff.getByRole('tab', { name: 'Audit log' }).click();
  expect(await width()).toBeLessThanOrEqual(360);
  await staff.getByRole('tab', { name: 'Staff members' }).click();
  expect(await width()).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(staff);
});
