import { type Browser, expect } from '@playwright/test';
import { collectConsoleErrors, expectNoAxeViolations, signInAsDemo, test } from './fixtures';

async function signedInPage(browser: Browser, username: string, from = '/') {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAsDemo(page, username, from);
  return page;
}

test('staff post an incident, an open status page shows it live, then staff resolve it', async ({
  browser,
}) => {
  const title = `Lobby queue stuck ${Date.now().toString(36)}`;
  // A visitor's status page, opened before the incident exists: it must update without a reload.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/status-page');
  const card = visitor.getByRole('region', { name: 'Incidents' });
  await expect(card).toBeVisible();
  await expect(card.getByText(title)).toHaveCount(0);
  await expectNoAxeViolations(visitor);

  const staff = await signedInPage(browser, 'StaffSerena', '/staff');
  const errors = collectConsoleErrors(staff);
  await staff.getByRole('tab', { name: 'Incidents' }).click();
  const form = staff.getByRole('form', { name: 'Post an incident' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('What players should know').fill('Players cannot join the lobby; we are on it.');
  await form.getByLabel('Severity').selectOption('major');
  await form
    .getByRole('group', { name: 'Affected services' })
    .getByRole('checkbox', { name: 'Game server bridge' })
    .check();
  await form.getByRole('button', { name: 'Post incident' }).click();
  const staffList = staff.getByRole('list', { name: 'Incidents' });
  const row = staffList.getByRole('listitem').filter({ hasText: title });
  await expect(row).toBeVisible();
  await expect(row.getByLabel(`State of ${title}`)).toHaveValue('investigating');
  await expectNoAxeViolations(staff);

  const shown = card.getByRole('listitem').filter({ hasText: title });
  await expect(shown).toBeVisible();
  await expect(shown.getByText('Investigating')).toBeVisible();
  await expect(shown.getByText(/Game server bridge ·/)).toBeVisible();
  // A major incident is an outage in the summary above it, without waiting for the next check.
  await expect(visitor.getByRole('heading', { level: 2, name: 'Some systems are down' })).toBeVisible();
  await expect(shown.getByText('Players cannot join the lobby; we are on it.')).toBeVisible();

  await row.getByLabel(`State of ${title}`).selectOption('resolved');
  await row.getByRole('button', { name: 'Update' }).click();
  await staff.getByRole('alertdialog').getByRole('button', { name: 'Mark resolved' }).click();
  await expect(row.getByRole('button', { name: 'Update' })).toBeDisabled();
  await expect(row.getByLabel(`State of ${title}`)).toHaveValue('resolved');
  // Resolved in the last 7 days: still listed, now as resolved, with its end time.
  await expect(shown.getByText('Resolved')).toBeVisible();
  await expect(shown.getByText(/ended/)).toBeVisible();
  await expect(visitor.getByRole('heading', { level: 2, name: 'Some systems are down' })).toHaveCount(0);
  await expectNoAxeViolations(visitor);

  expect(errors).toEqual([]);
});

test('the tournaments tab lists tournaments and their state, with no axe violations', async ({ browser }) => {
  const staff = await signedInPage(browser, 'StaffSerena', '/staff');
  await staff.getByRole('tab', { name: 'Tournaments' }).click();
  const picker = staff.getByLabel('Tournament', { exact: true });
  await expect(picker).toBeVisible();
  await expect(picker.getByRole('option', { name: "Founders' Cup #1" })).toHaveCount(1);
  await expect(staff.getByText(/registered ·/)).toBeVisible();
  await expectNoAxeViolations(staff);
});

test('staff draw a bracket and record a result from the tournaments tab, and the bracket keeps it', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // A started cup of its own (the suite shares one database): six checked-in stand-ins.
  const slug = `e2e-console-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const staff = await signedInPage(browser, 'StaffSerena', '/staff');
  const errors = collectConsoleErrors(staff);
  const headers = { origin: new URL(staff.url()).origin };
  const field = await staff.request.post(`/api/tournaments/${slug}/demo-field`, {
    headers,
    data: { players: 6 },
  });
  expect(field.status(), await field.text()).toBe(201);

  await staff.reload();
  await staff.getByRole('tab', { name: 'Tournaments' }).click();
  await staff.getByLabel('Tournament', { exact: true }).selectOption(slug);
  await staff.getByRole('button', { name: 'Draw the bracket' }).click();

  // Six players: the seeds meet in the group finals, 1 v 4 in group A.
  const final = staff.getByRole('form', { name: 'Match 1: Trainer_01 vs Trainer_04' });
  await final.getByLabel('Games Trainer_01').selectOption('2');
  await final.getByLabel('Games Trainer_04').selectOption('1');
  await final.getByLabel('Winner').selectOption({ label: 'Trainer_01' });
  await final.getByRole('button', { name: /^Save/ }).click();

  await expect
    .poll(async () => {
      const answer = await staff.request.get(`/api/tournaments/${slug}/bracket`);
      const { matches } = (await answer.json()) as {
        matches: { round_number: number; match_number: number; match_status: string }[];
      };
      return matches.find((m) => m.round_number === 2 && m.match_number === 1)?.match_status;
    })
    .toBe('completed');
  const saved = staff.getByRole('form', { name: 'Match 1: Trainer_01 vs Trainer_04' });
  await expect(saved.getByLabel('Winner')).toHaveValue(/.+/);
  await expect(saved.getByLabel('Games Trainer_01')).toHaveValue('2');
  await expectNoAxeViolations(staff);
  expect(errors).toEqual([]);
});
