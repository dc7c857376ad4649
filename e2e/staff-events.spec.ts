// The staff console beyond the review queues: events created and opened (then on /events), an
// application reviewed with its file and accepted (the leader then shows on /gym-leaders), and a
// tournament's sign-ups managed on a phone.
import { randomUUID } from 'node:crypto';
import { type Browser, expect, type Page } from '@playwright/test';
import { E2E_GAME_TOKEN } from './constants';
import { collectConsoleErrors, expectNoAxeViolations, signInAsDemo, test } from './fixtures';

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

/** A browser of its own, signed in as `username` (a fresh name is a fresh player account). */
async function signedInPage(browser: Browser, username: string, from = '/') {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAsDemo(page, username, from);
  return page;
}

/** Short enough for a Minecraft name (3-16 letters, digits and underscores). */
const unique = (prefix: string) =>
  `${prefix}${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1e3)}`;

/** The page's own session calls the API, as the page would (our Origin on writes). */
const origin = (page: Page) => ({ origin: new URL(page.url()).origin });

/** Links the signed-in account to a Minecraft name: a code from the site, completed by the game server. */
async function linkMinecraft(page: Page, minecraftName: string) {
  const begin = await page.request.post('/api/link/begin', { headers: origin(page) });
  expect(begin.status(), await begin.text()).toBe(201);
  const { code } = (await begin.json()) as { code: string };
  const done = await page.request.post('/api/game/v1/link/complete', {
    headers: { authorization: `Bearer ${E2E_GAME_TOKEN}` },
    data: { code, player_uuid: randomUUID(), player_name: minecraftName },
  });
  expect(done.status(), await done.text()).toBe(200);
}

/** A `datetime-local` value `days` from now at 18:00 local time. */
function localDate(days: number) {
  const date = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T18:00`;
}

test('staff create an event, open it, and it appears on the open /events page', async ({ browser }) => {
  const title = `Console Clash ${unique('')}`;
  // A visitor has /events open all along: the event arrives there without a reload.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/events');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Events & Tournaments' })).toBeVisible();
  await expect(visitor.locator('#root')).not.toHaveAttribute('inert');

  const staff = await signedInPage(browser, 'StaffSerena', '/staff');
  const errors = collectConsoleErrors(staff);
  await staff.getByRole('tab', { name: 'Events' }).click();
  const form = staff.getByRole('form', { name: 'Create an event' });

  // The server's messages show beside their fields.
  await form.getByRole('button', { name: 'Create event' }).click();
  await expect(form.getByText('Give the event a title.')).toBeVisible();
  await expect(form.getByText('Give a date and time.')).toBeVisible();

  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Kind').selectOption('raid');
  await form.getByLabel('Starts').fill(localDate(2));
  await form.getByLabel('Ends').fill(localDate(3));
  await form.getByLabel('Places').fill('12');
  await form.getByLabel('Description').fill('Bring fire types.');
  await form.getByLabel('Rewards').fill('Raid clear: Moltres encounter\nParticipants: 500 coins');
  await form.getByRole('button', { name: 'Create event' }).click();

  const row = staff.getByRole('list', { name: 'Events' }).getByRole('listitem').filter({ hasText: title });
  await expect(row.getByText('Draft', { exact: true })).toBeVisible();
  await expect(row).toContainText('0/12 registered');
  // A draft is not public.
  await expect(visitor.getByRole('group', { name: title, exact: true })).toHaveCount(0);

  await row.getByRole('button', { name: `Open ${title}` }).click();
  await expect(row.getByText('Open', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: `Close ${title}` })).toBeVisible();
  await staff.mouse.move(0, 0);
  await expectNoAxeViolations(staff);
  expect(errors.filter((e) => !/400|Bad Request/i.test(e))).toEqual([]);

  const card = visitor.getByRole('group', { name: title, exact: true });
  await expect(card).toBeVisible();
  await expect(card.getByText('Open', { exact: true })).toBeVisible();
  await expect(card).toContainText('0 / 12 registered');
  await expect(card.getByText('Raid clear', { exact: false }).first()).toBeVisible();
  await expectNoAxeViolations(visitor);

  // Editing: the rename reaches the public page too.
  await row.getByRole('button', { name: `Edit ${title}` }).click();
  const edit = staff.getByRole('form', { name: `Edit ${title}` });
  await edit.getByLabel('Title').fill(`${title} II`);
  await edit.getByRole('button', { name: 'Save event' }).click();
  await expect(visitor.getByRole('group', { name: `${title} II`, exact: true })).toBeVisible();
});

test('@mobile the Events tab fits a 360 px phone, with its forms open', async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  const staff = await context.newPage();
  await signInAsDemo(staff, 'StaffSerena', '/staff');
  const width = () => staff.evaluate(() => document.documentElement.scrollWidth);
  await staff.getByRole('tab', { name: 'Events' }).click();
  await expect(staff.getByRole('form', { name: 'Create an event' })).toBeVisible();
  const first = staff.getByRole('list', { name: 'Events' }).getByRole('listitem').first();
  await expect(first).toBeVisible();
  expect(await width()).toBeLessThanOrEqual(360);
  await first.getByRole('button', { name: /^Edit / }).click();
  await expect(first.getByRole('form')).toBeVisible();
  expect(await width()).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(staff);
});

test('staff open a gym leader application and its file, accept it, and the leader shows on /gym-leaders', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const applicantName = unique('Apply');
  const minecraftName = unique('Gym');
  const applicant = await signedInPage(browser, applicantName);
  await linkMinecraft(applicant, minecraftName);

  const uploaded = await applicant.request.post('/api/forms/uploads', {
    headers: { ...origin(applicant), 'content-type': 'application/octet-stream', 'x-file-name': 'team.png' },
    data: PNG,
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const { url } = (await uploaded.json()) as { url: string };
  const fullName = `Applicant ${applicantName}`;
  const sent = await applicant.request.post('/api/forms/gym-leader-application', {
    headers: origin(applicant),
    data: {
      full_name: fullName,
      discord_username: applicantName,
      minecraft_username: minecraftName,
      email: 'applicant@example.com',
      timezone: 'Europe/Berlin',
      age_number: '21',
      age_confirmed: true,
      available_days: ['Monday'],
      available_times: ['Monday-Evening', 'Friday-Morning'],
      availability_commitment: true,
      gym_primary: 'ghost',
      gym_secondary: '',
      years_experience: '3',
      tournament_experience: '',
      highest_ranking: '',
      team_building_philosophy: 'Balance first.',
      discord_management_experience: true,
      status_update_comfort: true,
      conflict_response: 'Listen, then decide.',
      why_join: 'I love battling.',
      creating_experience: 'A haunted gym.',
      promotion_strategy: 'Streams.',
      revenue_acknowledgement: true,
      rules_acknowledgement: true,
      uploads: [url],
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  // Not a leader yet.
  await applicant.goto('/gym-leaders');
  await expect(applicant.getByRole('heading', { name: 'Current Leaders' })).toBeVisible();
  await expect(applicant.getByRole('heading', { name: minecraftName })).toHaveCount(0);

  // Accepting is a review decision: staff (not only admins) make it.
  const staff = await signedInPage(browser, 'StaffSerena', '/staff');
  const errors = collectConsoleErrors(staff);
  // The console opens on its To do tab.
  await staff.getByRole('tab', { name: 'Review queues' }).click();
  await staff.getByLabel('Search').fill(applicantName);
  const list = staff.getByRole('list', { name: 'Submissions' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await list.getByRole('button', { name: new RegExp(fullName) }).click();
  const panel = staff.getByRole('region', { name: new RegExp(fullName) });
  await expect(panel.getByText('A haunted gym.')).toBeVisible();

  const file = panel.getByRole('link', { name: /team\.png/ });
  await expect(file).toBeVisible();
  await expect(file).toHaveAttribute('target', '_blank');
  const href = (await file.getAttribute('href')) ?? '';
  expect(href).toBe(url);
  // It opens in a tab of its own, showing the picture (images are served inline), on a page our
  // policy allows whole: no inline style refused.
  const viewerErrors: string[] = [];
  staff.context().on('console', (msg) => {
    if (msg.type() === 'error' && msg.page() !== staff) viewerErrors.push(msg.text());
  });
  const [opened] = await Promise.all([staff.context().waitForEvent('page'), file.click()]);
  await expect(opened).toHaveURL(new RegExp(`${href}$`));
  await expect
    .poll(() => opened.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await opened.waitForLoadState('load');
  expect(viewerErrors).toEqual([]);
  // ...and staff read the bytes the applicant sent.
  const served = await staff.request.get(href);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toContain('image/png');
  expect(Buffer.from(await served.body()).equals(PNG)).toBe(true);
  await opened.close();

  const review = panel.getByRole('form', { name: 'Review' });
  await review.getByLabel('Status').selectOption('accepted');
  await review.getByRole('button', { name: 'Save changes' }).click();
  await expect(panel.getByText('Status changed')).toBeVisible();
  await expect(list.getByText('Accepted')).toBeVisible();
  await staff.mouse.move(0, 0);
  await expectNoAxeViolations(staff);
  expect(errors).toEqual([]);

  // The public list shows the new leader (by Minecraft name, with the applied-for type).
  await applicant.goto('/gym-leaders');
  const card = applicant
    .getByRole('listitem')
    .filter({ has: applicant.getByRole('heading', { name: minecraftName }) });
  await expect(card).toBeVisible();
  await expect(card).toContainText(/ghost/i);
  await expectNoAxeViolations(applicant);
});

test('@mobile staff withdraw a player from a tournament on a 360 px phone; the tab fits', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const playerName = unique('Cup');
  const player = await signedInPage(browser, playerName);
  const signUp = await player.request.post('/api/tournaments/founders-cup-1/registration', {
    headers: origin(player),
    data: {
      minecraft_username: playerName,
      discord_tag: `@${playerName}`,
      email: 'cup@example.com',
      timezone: 'est',
      pokemon_1: 'Garchomp',
      pokemon_2: 'Rotom-Wash',
      pokemon_3: 'Ferrothorn',
      pokemon_4: 'Volcarona',
      pokemon_5: 'Toxapex',
      pokemon_6: 'Latios',
      checkin_agreement: true,
      rules_agreement: true,
      streaming_consent: true,
    },
  });
  expect(signUp.status(), await signUp.text()).toBe(201);

  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  const staff = await context.newPage();
  await signInAsDemo(staff, 'StaffSerena', '/staff');
  const errors = collectConsoleErrors(staff);
  const width = () => staff.evaluate(() => document.documentElement.scrollWidth);
  await staff.getByRole('tab', { name: 'Tournaments' }).click();
  await staff.getByLabel('Tournament', { exact: true }).selectOption('founders-cup-1');
  const signUps = staff.getByRole('list', { name: "Sign-ups for Founders' Cup #1" });
  const row = signUps.getByRole('listitem').filter({ hasText: `@${playerName}` });
  // Other tests may fill the 16 slots first: registered or waitlisted are both correct.
  await expect(row.getByText(/^(Registered|Waitlisted)$/)).toBeVisible();
  expect(await width()).toBeLessThanOrEqual(360);
  await expectNoAxeViolations(staff);

  await row.getByRole('button', { name: `Withdraw ${playerName}` }).click();
  await staff.getByRole('alertdialog').getByRole('button', { name: 'Withdraw player' }).click();
  await expect(row.getByText('Withdrawn', { exact: true })).toBeVisible();
  await expect(row.getByRole('button')).toHaveCount(0);
  expect(await width()).toBeLessThanOrEqual(360);

  // The change is in the audit log with the tournament as its target.
  await staff.getByRole('tab', { name: 'Audit log' }).click();
  await staff.getByLabel('On', { exact: true }).selectOption('tournament');
  const entry = staff
    .getByRole('list', { name: 'Audit log entries' })
    .getByRole('listitem')
    .filter({ hasText: playerName })
    .first();
  await expect(entry).toContainText('Player withdrawn');
  expect(await width()).toBeLessThanOrEqual(360);
  expect(errors).toEqual([]);

  // The player's own page agrees.
  await player.goto('/tournaments/founders-cup-1');
  await expect(player.getByRole('form', { name: "Register for Founders' Cup #1" })).toBeVisible();
});
