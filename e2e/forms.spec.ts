import { expect, type Page } from '@playwright/test';
import { collectConsoleErrors, expectNoAxeViolations, signInAsDemo, test } from './fixtures';

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

const SIGNED_OUT = [
  ['/gym-leader-application', 'Please sign in with Discord to apply for a Gym Leader position.'],
  ['/contact-support', 'Please sign in with Discord to contact support.'],
  ['/bug-reports', 'Please sign in with Discord to report a bug.'],
  ['/feature-requests', 'Please sign in with Discord to request a feature.'],
  ['/appeal-bans', 'Please sign in with Discord to appeal a ban.'],
  ['/report-players', 'Please sign in with Discord to report a player.'],
  ['/waitlist', 'Please sign in with Discord to sign up for the alpha.'],
] as const;

for (const [path, message] of SIGNED_OUT) {
  test(`${path} asks visitors to sign in and comes back`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
    await expect(page.getByText(message)).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Sign in with Discord' }).click();
    await expect(page).toHaveURL(new RegExp(`/demo-sign-in\\?redirect=${encodeURIComponent(path)}`));
    await page.getByLabel('Discord username').fill(`Visitor${path.length}`);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { name: 'Authentication Required' })).toHaveCount(0);
  });
}

/** Opens My Submissions from the menu, inside the running app. */
async function openMySubmissions(page: Page) {
  await page.getByRole('button', { name: 'Menu' }).click();
  const link = page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'My Submissions' });
  await expect(link).toHaveAttribute('href', '/my-submissions');
  await link.click();
  await expect(page).toHaveURL(/\/my-submissions$/);
  await expect(page.getByRole('heading', { name: 'My Submissions' })).toBeVisible();
}

async function expectToast(page: Page, title: string, description: string) {
  const toast = page.getByRole('listitem').filter({ hasText: title });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(description);
}

test('contact support: inline errors, then a ticket that clears the form and shows in My Submissions', async ({
  page,
}) => {
  // Two axe passes and a sign-in round trip: more than the default limit on a busy machine.
  test.slow();
  const errors = collectConsoleErrors(page);
  await signInAsDemo(page, 'SupportSeeker', '/contact-support');
  await page.getByRole('button', { name: 'Submit Ticket' }).click();
  await expect(page.getByText('Email is required.')).toBeVisible();
  await expect(page.getByText('Choose a category.')).toBeVisible();
  await expect(page.getByLabel('Email *')).toBeFocused();
  await expectNoAxeViolations(page);

  // My Submissions read before sending: the list the app holds must not hide the new ticket.
  await openMySubmissions(page);
  await expect(
    page
      .getByText('You have not sent anything yet.')
      .or(page.getByRole('list', { name: 'Your submissions' })),
  ).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('button', { name: 'Submit Ticket' })).toBeVisible();

  await page.getByLabel('Email *').fill('seeker@example.com');
  // The topics the Privacy Policy and DMCA Notice send people to pick.
  await expect(page.getByLabel('Category *').locator('option')).toContainText([
    'Privacy',
    'Copyright (DMCA)',
  ]);
  await page.getByLabel('Category *').selectOption('billing');
  await page.getByLabel('Subject *').fill('Missing rank');
  await page.getByLabel('Message *').fill('I bought Ace but it did not arrive.');
  await page.getByRole('button', { name: 'Submit Ticket' }).click();
  await expectToast(page, 'Support ticket submitted!', "We'll get back to you as soon as possible.");
  await expect(page.getByLabel('Subject *')).toHaveValue('');
  await expect(page.getByLabel('Category *')).toHaveValue('');

  await openMySubmissions(page);
  const item = page.getByRole('list', { name: 'Your submissions' }).getByRole('listitem').first();
  await expect(item).toContainText('Support Ticket');
  await expect(item).toContainText('Missing rank');
  await expect(item).toContainText('Received');
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test('bug report happy path', async ({ page }) => {
  await signInAsDemo(page, 'BugHunter', '/bug-reports');
  await page.getByLabel('Bug Title *').fill('Crash at spawn');
  await page.getByLabel('Severity *').selectOption('critical');
  await page.getByLabel('Description *').fill('The client crashes when entering spawn.');
  await page.getByLabel('Minecraft Version').fill('1.21.1');
  await page.getByRole('button', { name: 'Submit Bug Report' }).click();
  await expectToast(page, 'Bug report submitted!', 'Thank you for helping us improve the server.');
  await expect(page.getByLabel('Bug Title *')).toHaveValue('');
});

test('feature request happy path', async ({ page }) => {
  await signInAsDemo(page, 'IdeaPerson', '/feature-requests');
  await page.getByLabel('Feature Title *').fill('Weekly doubles cup');
  await page.getByLabel('Priority *').selectOption({ label: 'Really Important' });
  await page.getByLabel('Description *').fill('A weekly doubles tournament.');
  await page.getByRole('button', { name: 'Submit Feature Request' }).click();
  await expectToast(
    page,
    'Feature request submitted!',
    "Thank you for your suggestion. We'll review it carefully.",
  );
  await expect(page.getByLabel('Feature Title *')).toHaveValue('');
});

test('ban appeal happy path, with the response time', async ({ page }) => {
  await signInAsDemo(page, 'SecondChance', '/appeal-bans');
  await expect(page.getByText(/typically takes 24-72 hours/)).toBeVisible();
  await page.getByLabel('Minecraft Username *').fill('Second_Chance');
  await page.getByLabel('Reason for Ban *').fill('Spam');
  await page.getByLabel('Why should your ban be lifted? *').fill('It was a stuck key.');
  await page.getByRole('button', { name: 'Submit Appeal' }).click();
  await expectToast(page, 'Ban appeal submitted!', "We'll review your appeal and get back to you soon.");
  await expect(page.getByLabel('Minecraft Username *')).toHaveValue('');
});

test('player report with evidence rows', async ({ page }) => {
  await signInAsDemo(page, 'FairPlayer', '/report-players');
  await expect(page.getByRole('textbox', { name: /^Evidence link/ })).toHaveCount(1);
  await page.getByRole('button', { name: 'Remove evidence link 1' }).click();
  await expect(page.getByRole('textbox', { name: /^Evidence link/ })).toHaveCount(1);
  await page.getByRole('button', { name: 'Add Another Link' }).click();
  await page.getByRole('button', { name: 'Add Another Link' }).click();
  await expect(page.getByRole('textbox', { name: /^Evidence link/ })).toHaveCount(3);
  await page.getByRole('textbox', { name: 'Evidence link 2' }).fill('not a link');
  await page.getByLabel('Player Username *').fill('Griefer42');
  await page.getByLabel('Report Type *').selectOption('griefing');
  await page.getByLabel('Description *').fill('Destroyed my base at spawn.');
  await page.getByRole('button', { name: 'Submit Report' }).click();
  await expect(page.getByText('Enter a full link starting with https://')).toBeVisible();
  await page.getByRole('textbox', { name: 'Evidence link 2' }).fill('https://clips.example/griefing');
  await page.getByRole('button', { name: 'Submit Report' }).click();
  await expectToast(page, 'Player report submitted!', 'Thank you for helping keep our community safe.');
  await expect(page.getByRole('textbox', { name: /^Evidence link/ })).toHaveCount(1);
  await expect(page.getByLabel('Player Username *')).toHaveValue('');
});

test('alpha sign-up redirects home with the welcome toast', async ({ page }) => {
  await signInAsDemo(page, 'AlphaHopeful', '/waitlist');
  await expect(page.getByLabel('Player Name *')).toHaveValue('AlphaHopeful');
  await page.getByLabel('Email *').fill('hopeful@example.com');
  await page.getByLabel('Why do you want to join? *').fill('Competitive battles.');
  await page.getByLabel('What feature are you most excited about? *').fill('Gyms');
  await page.getByLabel('How would you enhance our community? *').fill('Run tournaments.');
  await page.getByRole('button', { name: 'Join the Alpha' }).click();
  await expectToast(
    page,
    'Welcome to Alpha Signup!',
    "Your application has been submitted successfully. We'll be in touch soon!",
  );
  await expect(page).toHaveURL('/');

  // Back on the page, the sign-up and its status show instead of a form that could only fail.
  await page.goto('/waitlist');
  await expect(page.getByRole('heading', { name: 'You are on the alpha list' })).toBeVisible();
  await expect(page.getByText('Received', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Join the Alpha' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('gym leader application with two files: progress, then the success dialog', async ({ page }) => {
  // A long form: filling it and two accessibility scans take longer than a small page.
  test.setTimeout(180_000);
  const errors = collectConsoleErrors(page);
  await signInAsDemo(page, 'FutureLeader', '/gym-leader-application');
  const sections = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(sections).toHaveText([
    /Basic Information/,
    /Availability & Commitment/,
    /Gym Choice & Experience/,
    /Technical & Communication Skills/,
    /Server Culture Fit/,
    /Revenue Share Model/,
    /Supporting Documents/,
  ]);
  await expect(page.getByLabel('Full Name *')).toHaveValue('FutureLeader');
  await expect(page.getByLabel('Discord Username')).toHaveValue('FutureLeader');

  // Submit-time checks show beside their fields.
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Please select at least 2 availability slots.').first()).toBeVisible();
  await expect(page.getByText('You must confirm you are 18 years or older.').first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Minecraft Username *').fill('FutureLeader');
  await page.getByLabel('Email *').fill('leader@example.com');
  await page.getByLabel('Time Zone *').selectOption('Europe/London');
  await page.getByLabel('I confirm that I am 18 years of age or older *').check();
  await page.getByRole('checkbox', { name: 'Monday Evening' }).check();
  await page.getByRole('checkbox', { name: 'Saturday Morning' }).check();
  await page.getByRole('checkbox', { name: 'Saturday Morning' }).uncheck();
  await expect(page.getByText('Days: Monday, Saturday')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Sunday Afternoon' }).check();
  await page.getByLabel(/I commit to being available/).check();
  await page.getByLabel('Primary Gym Type *').selectOption('dragon');
  await page.getByLabel('Years of Competitive Experience *').fill('4');
  await page.getByLabel('Team-Building Philosophy *').fill('Pressure with pivots.');
  await page.getByLabel(/handle a challenger who disputes/).fill('Check the replay together.');
  await page.getByLabel('Why do you want to be a Gym Leader? *').fill('To teach newer players.');
  await page.getByLabel(/memorable experience/).fill('A dragon-themed gym.');
  await page.getByLabel('How would you promote your gym? *').fill('Discord events.');
  await page.getByLabel(/earnings depend on players choosing my gym/).check();
  await page.getByLabel(/I agree to follow the/).check();

  await page.getByLabel('Upload files').setInputFiles([
    { name: 'team.png', mimeType: 'image/png', buffer: PNG },
    { name: 'results.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% test\n') },
  ]);
  await expect(page.getByRole('list', { name: 'Selected files' }).getByRole('listitem')).toHaveCount(2);

  // Hold each upload briefly so its progress and the button's state can be seen.
  await page.route('**/api/forms/uploads', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByRole('button', { name: 'Uploading Files...' })).toBeDisabled();
  await expect(page.getByRole('progressbar', { name: 'Uploading team.png' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Uploading results.pdf' })).toBeVisible();

  const dialog = page.getByRole('dialog', { name: 'Application Submitted!' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('contact you via Discord if you are selected');
  await expectNoAxeViolations(page);
  await dialog.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL('/');
  expect(errors).toEqual([]);
});

test('refused files get the product toasts and are not added', async ({ page }) => {
  await signInAsDemo(page, 'PickyUploader', '/gym-leader-application');
  const input = page.getByLabel('Upload files');
  await input.setInputFiles([
    { name: 'virus.png', mimeType: 'image/png', buffer: Buffer.from('MZ\x90\x00fake exe') },
  ]);
  await expectToast(page, 'Unsupported file type', 'virus.png is not a PDF, JPG, PNG or GIF file.');
  await input.setInputFiles([
    { name: 'big.png', mimeType: 'image/png', buffer: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]) },
  ]);
  await expectToast(page, 'File too large', 'big.png is larger than 5MB.');
  await input.setInputFiles(
    Array.from({ length: 6 }, (_, i) => ({ name: `f${i}.png`, mimeType: 'image/png', buffer: PNG })),
  );
  await expectToast(page, 'Too many files', 'You can upload a maximum of 5 files.');
  await expect(page.getByRole('list', { name: 'Selected files' })).toHaveCount(0);
});

test('a session that ends while a form is open: the next answer signs the page out', async ({
  page,
  context,
}) => {
  await signInAsDemo(page, 'E2E_Expired', '/contact-support');
  await page.getByLabel('Email *').fill('expired@example.com');
  await page.getByLabel('Category *').selectOption('general');
  await page.getByLabel('Subject *').fill('Still there?');
  await page.getByLabel('Message *').fill('My session ends before I send this.');
  // The session cookie disappears, as when it expires or another tab signs out.
  await context.clearCookies();
  await page.getByRole('button', { name: 'Submit Ticket' }).click();
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: /sign in/i }).first()).toBeVisible();
  await expect(header.getByRole('button', { name: /sign out/i })).toHaveCount(0);
});
