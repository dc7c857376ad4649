// Founders' Cup #1: the page as a visitor reads it, and a sign-up that changes the registration card.
import { expect } from '@playwright/test';
import { collectConsoleErrors, expectNoAxeViolations, signInAsDemo, test } from './fixtures';

test("a visitor reads the Founders' Cup page and is asked to sign in", async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/tournaments/founders-cup-1');
  await expect(page.getByRole('heading', { level: 1, name: "Founders' Cup #1" })).toBeVisible();
  const facts = page.getByRole('region', { name: 'Quick Facts' });
  await expect(facts).toContainText('Single elimination, best of 3');
  await expect(facts).toContainText('Mega Evolution allowed');
  await expect(facts).toContainText('16:00 EST');
  await expect(facts).toContainText('Server Tournament Gym outside Spawn');
  await expect(page.getByRole('region', { name: 'Rules' }).getByRole('listitem')).toHaveCount(7);
  await expect(page.getByRole('region', { name: 'Restricted Pokémon' }).getByRole('listitem')).toHaveCount(
    18,
  );
  await expect(page.getByRole('region', { name: 'Rewards' })).toContainText('Expert rank for 30 days');
  await expect(page.getByText("The Champion's Crown is not awarded")).toBeVisible();
  const bracket = page.getByRole('link', { name: /View Bracket/ });
  await expect(bracket).toHaveAttribute('href', '/tournament-bracket?t=founders-cup-1');
  await expect(bracket).toHaveAttribute('target', '_blank');
  const signInNote = page
    .getByRole('note')
    .filter({ hasText: 'Please sign in to register for the tournament.' });
  await expect(signInNote).toBeVisible();
  // Said once, with the way to do it beside it.
  await expect(page.getByText('Please sign in to register for the tournament.')).toHaveCount(1);
  await expect(signInNote.getByRole('button', { name: 'Sign in with Discord' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Register', exact: true })).toBeDisabled();
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test('register, see the card change, then withdraw', async ({ page }) => {
  const name = `Cup_${Date.now().toString(36).slice(-6)}`;
  await signInAsDemo(page, name, '/tournaments/founders-cup-1');
  const form = page.getByRole('form', { name: "Register for Founders' Cup #1" });
  await form.getByLabel('Minecraft Username').fill(name);
  await form.getByLabel('Email').fill(`${name.toLowerCase()}@example.com`);
  await form.getByLabel('Time Zone').selectOption('est');
  const team = ['Garchomp', 'Koraidon', 'Ferrothorn', 'Volcarona', 'Toxapex', 'Latios'];
  for (const [i, species] of team.entries()) await form.getByLabel(`Pokémon #${i + 1}`).fill(species);
  await form.getByLabel(/I will check in/).check();
  await form.getByLabel(/I agree to the tournament rules/).check();
  await form.getByLabel(/I consent to my matches/).check();

  // The server refuses the restricted Pokémon next to its field, and keeps the form.
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(form.getByText('Koraidon is on the restricted list (Koraidon / Miraidon).')).toBeVisible();
  await expect(page.getByText('Registration Failed')).toBeVisible();

  await form.getByLabel('Pokémon #2').fill('Rotom-Wash');
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Registration Successful')).toBeVisible();
  const card = page.getByRole('region', { name: 'Registration' });
  // Other tests may fill the 16 slots first: either outcome is a correct one.
  await expect(
    card.getByText(
      /Check your email for details and Discord invite\.|We'll ping you at check-in if a slot opens\./,
    ),
  ).toBeVisible();
  await expect(page.getByRole('form', { name: "Register for Founders' Cup #1" })).toHaveCount(0);
  // The card is beside the page on a desktop and below it on a phone: the text points to it by name.
  await expect(page.getByText("You're signed up: check in or withdraw from")).toBeVisible();
  await expect(page.getByRole('link', { name: 'your registration card' })).toHaveAttribute(
    'href',
    '#your-registration',
  );
  await expectNoAxeViolations(page);

  await card.getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByText('Registration withdrawn')).toBeVisible();
  await expect(page.getByRole('form', { name: "Register for Founders' Cup #1" })).toBeVisible();
});

/** The parts of a cup's first paint that hydrate in turns (decision 029). */
const CUP_PARTS = 'main header, main section, main aside';

test("a cup's page hydrates its parts in turns, on the server's own elements", async ({ page }) => {
  // Preact's options through the devtools hook (as hydration-ids.spec.ts does): the commit (`__c`)
  // in which each part of the page was first drawn or adopted (`diffed`, its DOM node `__e`).
  await page.addInitScript((CUP_PARTS) => {
    type VNode = { type: unknown; __e?: unknown };
    type Options = { diffed?: (vnode: VNode) => void; __c?: (...args: unknown[]) => void };
    const watch = { attached: false, firstCommit: new Map<Element, number>(), drawn: [] as Element[] };
    (window as unknown as { cupWatch: typeof watch }).cupWatch = watch;
    let commits = 0;
    (window as unknown as Record<string, unknown>).__PREACT_DEVTOOLS__ = {
      attachPreact: (_version: string, options: Options) => {
        watch.attached = true;
        const { diffed, __c: commit } = options;
        options.diffed = (vnode) => {
          const node = vnode.__e;
          // Element vnodes only: a suspended part's component keeps the drawn element as its node too.
          const adopted = typeof vnode.type === 'string' && node instanceof Element;
          if (adopted && node.matches(CUP_PARTS) && !watch.firstCommit.has(node)) {
            watch.firstCommit.set(node, commits);
          }
          diffed?.(vnode);
        };
        options.__c = (...args) => {
          commits++;
          commit?.(...args);
        };
      },
    };
    document.addEventListener('DOMContentLoaded', () => {
      watch.drawn = [...document.querySelectorAll(CUP_PARTS)];
    });
  }, CUP_PARTS);
  await page.goto('/tournaments/founders-cup-1');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  // The session's answer fills the register section in: the form, in the drawn section.
  await expect(page.getByRole('form', { name: "Register for Founders' Cup #1" })).toBeVisible();
  const { attached, kept, commits } = await page.evaluate((CUP_PARTS) => {
    const watch = (
      window as unknown as {
        cupWatch: { attached: boolean; firstCommit: Map<Element, number>; drawn: Element[] };
      }
    ).cupWatch;
    const now = [...document.querySelectorAll(CUP_PARTS)];
    return {
      attached: watch.attached,
      kept: watch.drawn.length > 0 && watch.drawn.every((element, i) => now[i] === element),
      commits: [...new Set(watch.drawn.map((element) => watch.firstCommit.get(element) ?? -1))],
    };
  }, CUP_PARTS);
  expect(attached).toBe(true);
  expect(kept).toBe(true);
  // Every part was adopted, and not all in one go: the header, sections and card in turns.
  expect(commits).not.toContain(-1);
  expect(commits.length).toBeGreaterThan(3);
});
