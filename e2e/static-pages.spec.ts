import { expect } from '@playwright/test';
import { OPERATIONAL_OR_INCIDENT } from './constants';
import { collectConsoleErrors, expectNoAxeViolations, reportGameServerIn, test } from './fixtures';

/** Each static page: its heading, the facts the spec requires on it, and a clean axe run. */
const PAGES: { path: string; title: string; h1: string; facts: (string | RegExp)[]; sections?: number }[] = [
  {
    path: '/terms-of-service',
    title: 'Terms of Service | CobbleClash',
    h1: 'Terms of Service',
    facts: ['Last updated: January 2025', /30 days/],
    sections: 9,
  },
  {
    path: '/privacy-policy',
    title: 'Privacy Policy | CobbleClash',
    h1: 'Privacy Policy',
    facts: [/13/, /Discord/, /counters that limit how often an address or account can repeat an action/],
    sections: 11,
  },
  {
    path: '/cookie-policy',
    title: 'Cookie Policy | CobbleClash',
    h1: 'Cookie Policy',
    facts: ['discord_oauth'],
  },
  { path: '/server-rules', title: 'Server Rules | CobbleClash', h1: 'Server Rules', facts: [] },
  {
    path: '/getting-started',
    title: 'Getting Started | CobbleClash',
    h1: 'Getting Started Guide',
    facts: [],
  },
  { path: '/dmca-notice', title: 'DMCA Notice | CobbleClash', h1: 'DMCA Notice', facts: ['Counter-notice'] },
  {
    path: '/refund-policy',
    title: 'Refund Policy | CobbleClash',
    h1: 'Refund Policy',
    facts: ['14 days', '5-10 business days', /5 business days/, /free alpha/],
  },
  {
    path: '/accessibility',
    title: 'Accessibility | CobbleClash',
    h1: 'Accessibility Statement',
    facts: [/WCAG/],
  },
  {
    path: '/careers',
    title: 'Careers | CobbleClash',
    h1: 'Careers',
    facts: ['Gym Leader', 'Community Moderator', 'Content Creator'],
  },
  { path: '/help-center', title: 'Help Center | CobbleClash', h1: 'Help Center', facts: [] },
];

for (const page of PAGES) {
  test(`${page.path} shows its content with no axe violations`, async ({ page: browserPage }) => {
    const errors = collectConsoleErrors(browserPage);
    const response = await browserPage.goto(page.path);
    expect(response?.status()).toBe(200);
    await expect(browserPage).toHaveTitle(page.title);
    await expect(browserPage.getByRole('heading', { level: 1 })).toHaveText(page.h1);
    const main = browserPage.getByRole('main');
    for (const fact of page.facts) await expect(main.getByText(fact).first()).toBeVisible();
    if (page.sections) {
      await expect(main.getByRole('heading', { level: 2, name: /^\d+\./ })).toHaveCount(page.sections);
    }
    await expectNoAxeViolations(browserPage);
    expect(errors).toEqual([]);
  });
}

test('server rules list six numbered rules', async ({ page }) => {
  await page.goto('/server-rules');
  await expect(
    page.getByRole('main').getByRole('heading', { level: 2, name: /^(Rule )?[1-6]\b/ }),
  ).toHaveCount(6);
});

test('getting started has four steps and leads to the alpha sign-up', async ({ page }) => {
  await page.goto('/getting-started');
  await expect(page.getByRole('main').getByRole('heading', { name: /^(Step )?[1-4]\b/ })).toHaveCount(4);
  await expect(page.getByRole('link', { name: 'Sign up for Alpha Access' })).toHaveAttribute(
    'href',
    '/waitlist',
  );
});

test('careers: every Apply button goes to contact support', async ({ page }) => {
  await page.goto('/careers');
  const apply = page.getByRole('link', { name: /^apply/i });
  await expect(apply).toHaveCount(3);
  for (const link of await apply.all()) await expect(link).toHaveAttribute('href', '/contact-support');
  // Gym leaders: 18+, as the application requires, and the application is open to all.
  await expect(page.getByText('is open to everyone aged 18 or older')).toBeVisible();
  await expect(page.getByText('you must be 18 or older')).toBeVisible();
  await expect(page.getByText(/13 or older|once we have talked/)).toHaveCount(0);
});

test('help center buttons lead to contact support', async ({ page }) => {
  await page.goto('/help-center');
  await expect(page.getByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible();
  const contact = page.getByRole('main').getByRole('link', { name: /contact support/i });
  await expect(contact.first()).toBeVisible();
  expect(await contact.count()).toBeGreaterThanOrEqual(2);
  for (const link of await contact.all()) await expect(link).toHaveAttribute('href', '/contact-support');
  // The first paint is inert until the app takes over; a key pressed before that does nothing.
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  const question = page.locator('summary').first();
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('details').first()).toHaveAttribute('open', '');
});

test('status page checks again every 30 seconds', async ({ page, request }) => {
  await reportGameServerIn(request);
  // The live stream's ready refetches the page too, and a check under way takes the interval's
  // turn (the query shares it): with no stream, every check counted here is the interval's.
  await page.route('**/api/live?**', (route) => route.abort());
  await page.clock.install();
  let calls = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/status') calls++;
  });
  await page.goto('/status-page');
  // The paint's report may be up to 10 s old (without the stream, nothing corrects it sooner), so
  // it may predate the report above; the interval's check does not.
  await expect(page.getByText(/^Last checked/)).toBeVisible();
  // The report is drawn by the server; the interval starts once the app has taken over.
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.getByText('· checking…')).toBeHidden();
  const first = calls;
  await page.clock.runFor(31_000);
  await expect.poll(() => calls).toBeGreaterThan(first);
  // The summary follows open incidents, and the staff incidents test may have one open meanwhile.
  await expect(page.getByRole('heading', { level: 2, name: OPERATIONAL_OR_INCIDENT })).toBeVisible();
});

test('home shows the hero and the six features @mobile', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('Season 1 Championship Now Live')).toBeVisible();
  // The demo seed opens Mid-Season Doubles a few days ahead: the countdown and its button follow it.
  await expect(page.getByRole('heading', { name: 'Mid-Season Doubles Showdown' })).toBeVisible();
  await expect(page.getByText('Registration closes in')).toBeVisible();
  await expect(page.getByRole('link', { name: /Register Now.*Limited to 16 Players!/ })).toHaveAttribute(
    'href',
    '/mid-season-doubles',
  );
  await expect(page.getByRole('button', { name: 'Registration Closed' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Apply to be Gym Leader' })).toHaveAttribute(
    'href',
    '/gym-leader-application',
  );
  for (const title of [
    'No Pay-to-Win',
    'Paid Pro Gym Leaders',
    'AFK Legendary Fix',
    'Seasonal Championships',
  ]) {
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  }
  await expectNoAxeViolations(page);
});

/** Parts of the home page's first paint that hydrate in turns: each must be adopted, not redrawn. */
const DRAWN = [
  'header',
  'main section',
  'section[aria-labelledby="arena-title"]',
  'section[aria-labelledby="home-ladder-title"]',
  'footer',
];

test("the home page hydrates in turns on the server's own elements, usable once it is live", async ({
  page,
}) => {
  // The elements the server drew, kept before the app runs: hydration must adopt them, not redraw.
  await page.addInitScript((DRAWN) => {
    document.addEventListener('DOMContentLoaded', () => {
      const drawn = DRAWN.map((selector) => document.querySelector(selector));
      (window as unknown as { drawn: (Element | null)[] }).drawn = drawn;
    });
  }, DRAWN);
  await page.goto('/');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  // The arena hydrates last and fills in with its answers: its sections stay the drawn ones.
  await expect(page.getByRole('region', { name: 'Top 10 trainers by ELO' })).toBeVisible();
  const kept = await page.evaluate((DRAWN) => {
    const drawn = (window as unknown as { drawn: (Element | null)[] }).drawn;
    return DRAWN.map((selector, i) => drawn[i] !== null && document.querySelector(selector) === drawn[i]);
  }, DRAWN);
  expect(kept).toEqual(DRAWN.map(() => true));
  // The header hydrated in a later turn than the root: its Menu answers as soon as the page is live.
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('pages arrive drawn, inert until the app takes over', async ({ browser, page }) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const before = await noScript.newPage();
  await before.goto('/shop');
  await expect(before.locator('h1')).toHaveText('Shop');
  await expect(before.getByText('2x Shiny Boost (30 Minutes)')).toBeVisible();
  await expect(before.locator('#root')).toHaveAttribute('inert', '');
  await noScript.close();

  // The app hydrates the paint: nothing in it has to be redrawn.
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto('/shop');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(page.getByRole('button', { name: /^Cart 1 item$/ })).toBeVisible();
  // Home's arena section is lazy and hydrates after the session has answered: still no redraw.
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Your Rank' }).getByRole('button')).toHaveText(
    'Sign in with Discord',
  );
  expect(warnings.filter((text) => text.includes('first paint'))).toEqual([]);
});
