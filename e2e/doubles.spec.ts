import { expect, type Page } from '@playwright/test';
import { collectConsoleErrors, expectNoAxeViolations, rewriteJson, signInAsDemo, test } from './fixtures';

/** A legal level-50 doubles team as Pokémon Showdown's teambuilder exports it. */
const SHOWDOWN_EXPORT = `Koraidon @ Choice Scarf
Ability: Orichalcum Pulse
Level: 50
Tera Type: Fire
EVs: 4 HP / 252 Atk / 252 Spe
Jolly Nature
- Flare Blitz
- Close Combat
- U-turn
- Collision Course

Wakey (Walking Wake) @ Booster Energy
Ability: Protosynthesis
Level: 50
Tera Type: Water
- Hydro Steam
- Draco Meteor
- Protect
- Flamethrower

Flutter Mane @ Focus Sash
Ability: Protosynthesis
Level: 50
- Moonblast
- Shadow Ball
- Protect
- Icy Wind

Garchomp @ Life Orb
Ability: Rough Skin
Level: 50
- Earthquake
- Dragon Claw
- Protect
- Rock Slide

Incineroar @ Sitrus Berry
Ability: Intimidate
Level: 50
- Fake Out
- Parting Shot
- Flare Blitz
- Knock Off

Amoonguss @ Rocky Helmet
Ability: Regenerator
Level: 50
- Spore
- Rage Powder
- Pollen Puff
- Protect
`;

async function expectToast(page: Page, title: string, description: string) {
  const toast = page.getByRole('listitem').filter({ hasText: title }).filter({ hasText: description });
  await expect(toast).toBeVisible();
}

const agreements = ['rules', 'check in', 'Privacy Policy'] as const;
async function tickAgreements(page: Page) {
  for (const name of agreements) await page.getByRole('checkbox', { name: new RegExp(name) }).check();
}

test('register a pasted Showdown team, see the confirmation, modify it and update it', async ({ page }) => {
  // A sign-in, three server round trips that judge a team and three axe passes.
  test.slow();
  const errors = collectConsoleErrors(page);
  await signInAsDemo(page, `Doubles_${Date.now().toString(36)}`, '/mid-season-doubles');
  await expect(page.getByRole('heading', { name: 'Mid-Season Doubles Showdown', level: 1 })).toBeVisible();
  await expect(page.getByText('The bracket fills in once registration closes.')).toBeVisible();
  for (const section of ['Format and Rules', 'Prizes', 'Paradox Pokémon']) {
    await expect(page.getByRole('heading', { name: section })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Register Your Team' })).toBeVisible();

  // Paste the export: the six slots fill, the Tera type comes from slot 1's "Tera Type" line.
  await page.getByLabel('Showdown team text').fill(SHOWDOWN_EXPORT);
  await page.getByRole('button', { name: 'Import Team' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Filled 6 of 6 slots' })).toBeVisible();
  await expect(page.getByLabel('Pokémon 1 Species *')).toHaveValue('Koraidon');
  await expect(page.getByLabel('Pokémon 2 Species *')).toHaveValue('Walking Wake');
  await expect(page.getByLabel('Pokémon 6 Held Item *')).toHaveValue('Rocky Helmet');
  await expect(page.getByLabel('Pokémon 4 Move 4 *')).toHaveValue('Rock Slide');
  await expect(page.getByLabel('Tera Type *')).toHaveValue('Fire');
  // The species input suggests names from the lazily loaded Pokédex list.
  await expect(page.locator('#doubles-species-names option[value="Garchomp"]')).toHaveCount(1);

  await page.getByLabel('Minecraft Username *').fill('WakeRider');
  await page.getByLabel('Email *').fill('wake@example.com');
  // Offered once the form is in use (not while the page loads): the browser's own zone.
  const browserZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  await expect(page.getByLabel('Timezone *')).toHaveValue(browserZone);
  await page.getByLabel('Timezone *').fill('America/New_York');
  const register = page.getByRole('button', { name: 'Register Team' });
  await expect(register).toBeDisabled();
  await tickAgreements(page);
  await expect(register).toBeEnabled();
  await expectNoAxeViolations(page);
  await register.click();

  await expectToast(page, 'Success!', "You're registered for the tournament!");
  await expect(page.getByRole('heading', { name: "You're registered!" })).toBeVisible();
  const team = page.getByRole('list', { name: 'Your team' });
  await expect(team.getByRole('listitem').filter({ hasText: 'Koraidon' })).toContainText('Tera Fire');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Modify Team' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Your Team' })).toBeVisible();
  await expect(page.getByLabel('Pokémon 1 Species *')).toHaveValue('Koraidon');

  // A held item twice: the server names the rule and the Pokémon, on the field and in the toast.
  await page.getByLabel('Pokémon 6 Held Item *').fill('Life Orb');
  await page.getByRole('button', { name: 'Update Team' }).click();
  const duplicate = 'No duplicate items: Life Orb is already held by Garchomp (slot 4).';
  await expectToast(page, 'Error', duplicate);
  await expect(page.getByRole('alert').filter({ hasText: duplicate })).toBeVisible();
  await expect(page.getByLabel('Pokémon 6 Held Item *')).toBeFocused();

  await page.getByLabel('Pokémon 6 Held Item *').fill('Rocky Helmet');
  await page.getByRole('radio', { name: /Slot 4/ }).check();
  await page.getByLabel('Tera Type *').selectOption('Steel');
  await page.getByLabel('Pokémon 4 Held Item *').fill('Clear Amulet');
  await page.getByRole('button', { name: 'Export Team' }).click();
  await expect(page.getByLabel('Showdown team text')).toHaveValue(
    /Garchomp @ Clear Amulet\s+Level: 50\s+Tera Type: Steel/,
  );
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Update Team' }).click();

  await expectToast(page, 'Success!', 'Your team has been updated!');
  await expect(page.getByRole('heading', { name: "You're registered!" })).toBeVisible();
  const garchomp = team.getByRole('listitem').filter({ hasText: 'Garchomp' });
  await expect(garchomp).toContainText('Clear Amulet');
  await expect(garchomp).toContainText('Tera Steel');
  // The browser logs the refused update (400) itself; nothing else went wrong.
  expect(errors).toEqual([
    'Failed to load resource: the server responded with a status of 400 (Bad Request)',
  ]);
});

test('a visitor reads the rules, and registering asks them to sign in', async ({ page }) => {
  await page.goto('/mid-season-doubles');
  await expect(page.getByRole('heading', { name: 'Register Your Team' })).toBeVisible();
  await expect(page.getByText('Sign in with Discord to register your team.')).toBeVisible();
  const register = page.getByRole('button', { name: 'Register Team' });
  await expect(register).toBeDisabled();
  await tickAgreements(page);
  await register.click();
  await expectToast(page, 'Error', 'You must be logged in to register');
  await expectNoAxeViolations(page);
});

test("before its opening time the page says when registration opens, in the singles cup's words", async ({
  page,
}) => {
  // 19:00 UTC is 14:00 EST. The real answer, with sign-ups still to open at that time.
  await rewriteJson<{ tournament: object }>(page, '**/api/doubles/registration', (answer) => ({
    ...answer,
    tournament: {
      ...answer.tournament,
      registration_open: false,
      registration_opens_at: '2030-11-01T19:00:00.000Z',
    },
  }));
  await signInAsDemo(page, `Early_${Date.now().toString(36)}`, '/mid-season-doubles');
  await expect(page.getByRole('heading', { name: 'Registration is not open yet' })).toBeVisible();
  await expect(page.getByText('Registration opens Nov 1, 2030, 14:00 EST.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Register Your Team' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Registration is closed' })).toHaveCount(0);
});

test("staff read a registered team's Pokémon in the console and correct it, on a phone too", async ({
  browser,
}) => {
  test.slow();
  const player = await (await browser.newContext()).newPage();
  const minecraft = `Duo${Date.now().toString(36).slice(-6)}`;
  await signInAsDemo(player, `Doubles_${minecraft}`, '/mid-season-doubles');
  await player.getByLabel('Showdown team text').fill(SHOWDOWN_EXPORT);
  await player.getByRole('button', { name: 'Import Team' }).click();
  await player.getByLabel('Minecraft Username *').fill(minecraft);
  await player.getByLabel('Email *').fill('duo@example.com');
  await player.getByLabel('Timezone *').fill('America/New_York');
  await tickAgreements(player);
  await player.getByRole('button', { name: 'Register Team' }).click();
  await expect(player.getByRole('heading', { name: "You're registered!" })).toBeVisible();

  const staff = await (await browser.newContext({ viewport: { width: 390, height: 800 } })).newPage();
  const errors = collectConsoleErrors(staff);
  await signInAsDemo(staff, 'StaffSerena', '/staff');
  await staff.getByRole('tab', { name: 'Tournaments' }).click();
  const picker = staff.getByLabel('Tournament', { exact: true });
  const doubles = picker.locator('option', { hasText: /Doubles/ }).first();
  await picker.selectOption((await doubles.getAttribute('value')) ?? '');
  // The list counts the team (teams live in their own table).
  await expect(staff.getByText(/[1-9]\d*\/\d+ registered/)).toBeVisible();
  const row = staff.getByRole('listitem').filter({ hasText: minecraft });
  await row.getByText(/^Team \(6 Pokémon\)/).click();
  await expect(row.getByText('Koraidon')).toBeVisible();
  await expect(row.getByText('@ Choice Scarf')).toBeVisible();
  await expect(row.getByText('Tera Fire')).toBeVisible();
  await expect(row.getByRole('button', { name: `Copy Showdown paste of ${minecraft}'s team` })).toBeVisible();
  expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(staff);

  // Staff correct the team through its paste, judged by the player's own rules.
  await row.getByRole('button', { name: `Correct the team of ${minecraft}` }).click();
  const dialog = staff.getByRole('dialog', { name: `Correct ${minecraft}'s team` });
  const paste = dialog.getByLabel('Team (Showdown paste)');
  const exported = await paste.inputValue();
  expect(exported).toContain('Garchomp @ Life Orb');
  // A second Sitrus Berry breaks the item clause: the server's message shows beside the paste.
  await paste.fill(exported.replace('Garchomp @ Life Orb', 'Garchomp @ Sitrus Berry'));
  await dialog.getByRole('button', { name: 'Save the team' }).click();
  await expect(paste).toHaveAttribute('aria-invalid', 'true');
  await expect(paste).toHaveAccessibleDescription(/Sitrus Berry/);
  expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(staff);
  await paste.fill(exported.replace('Garchomp @ Life Orb', 'Garchomp @ Clear Amulet'));
  await dialog.getByRole('button', { name: 'Save the team' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('@ Clear Amulet')).toBeVisible();
  await expect(row.getByText('@ Life Orb')).toHaveCount(0);
  // The refused save is the browser's one logged failure (its 400), nothing else.
  expect(errors.filter((error) => !/status of 400/.test(error))).toEqual([]);
});
