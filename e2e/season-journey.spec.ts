// A whole season as the owner walks it in the console (issue #24): a cup with four players who sign
// up on their own sessions, check-in opened by moving the start close, staff check-ins, the draw,
// every result up to the Grand Final, the champion crowned and shown on the cup's page and the
// season page, a gym badge, a ban that refuses a sign-up, a manual grant found in the purchase
// search, and Season 1 archived into Season 2. It runs on the suite's second server (its own
// database), so the season reset touches nothing the other specs read; once at 1280 px and once on
// a 390 px phone. Players act through the API (a sign-up, a linked account), staff through the UI,
// except for bringing the start to now, which the console's minute-precise form cannot do.
import { randomUUID } from 'node:crypto';
import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test';
import { E2E_GAME_TOKEN, E2E_SIMULATOR_PORT } from './constants';
import { collectConsoleErrors, expectNoAxeViolations, signInAsDemo, test } from './fixtures';

// Both widths archive the second server's current season: one after the other.
test.describe.configure({ mode: 'serial' });

const site = `http://localhost:${E2E_SIMULATOR_PORT}`;
const origin = { origin: site };

const ROUND_NAMES = [
  'Play-In',
  'Group Stage - Semifinals',
  'Group Stage - Finals',
  'Redemption Road',
  'Tournament Semifinals',
  'Grand Final',
];

/** Short enough for a Minecraft name (3-16 letters, digits and underscores). */
const unique = (prefix: string) =>
  `${prefix}${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 100)}`;

/** A `datetime-local` value for a moment, read in EST (UTC-5) as the console's form does. */
const estInput = (ms: number) => new Date(ms - 5 * 3_600_000).toISOString().slice(0, 16);

interface BracketMatch {
  round_number: number;
  match_number: number;
  player1_id: string | null;
  player2_id: string | null;
  winner_id: string | null;
  is_bye: boolean;
  match_status: string;
}
interface Bracket {
  registrations: { id: string; minecraft_username: string }[];
  matches: BracketMatch[];
}

/** A player on their own session, signed in and with a Minecraft account linked by the game server. */
async function player(browser: Browser, username: string, minecraftName: string | null) {
  const context = await browser.newContext();
  const signIn = await context.request.post(`${site}/api/auth/demo`, { headers: origin, data: { username } });
  expect(signIn.status(), await signIn.text()).toBe(200);
  if (minecraftName) {
    const begin = await context.request.post(`${site}/api/link/begin`, { headers: origin, data: {} });
    expect(begin.status(), await begin.text()).toBe(201);
    const { code } = (await begin.json()) as { code: string };
    const done = await context.request.post(`${site}/api/game/v1/link/complete`, {
      headers: { authorization: `Bearer ${E2E_GAME_TOKEN}` },
      data: { code, player_uuid: randomUUID(), player_name: minecraftName },
    });
    expect(done.status(), await done.text()).toBe(200);
  }
  return context;
}

/** The player's own sign-up, as the cup page's form sends it. */
function signUp(context: BrowserContext, slug: string, minecraftName: string) {
  return context.request.post(`${site}/api/tournaments/${slug}/registration`, {
    headers: origin,
    data: {
      minecraft_username: minecraftName,
      discord_tag: `${minecraftName.toLowerCase()}`,
      email: `${minecraftName.toLowerCase()}@example.com`,
      timezone: 'est',
      pokemon_1: 'Garchomp',
      pokemon_2: 'Gengar',
      pokemon_3: 'Lucario',
      pokemon_4: 'Togekiss',
      pokemon_5: 'Gyarados',
      pokemon_6: 'Ferrothorn',
      checkin_agreement: true,
      rules_agreement: true,
      streaming_consent: true,
    },
  });
}

async function bracketOf(page: Page, slug: string) {
  return (await (await page.request.get(`${site}/api/tournaments/${slug}/bracket`)).json()) as Bracket;
}

/** Staff's own settings write with the start (and the close of sign-ups) at this moment, to the second. */
async function startNow(staff: Page, slug: string) {
  const path = `${site}/api/staff/tournaments/${slug}`;
  const current = await staff.request.get(path);
  expect(current.status(), await current.text()).toBe(200);
  const { tournament } = (await current.json()) as { tournament: Record<string, unknown> };
  const now = new Date().toISOString();
  const changed = await staff.request.patch(path, {
    headers: origin,
    data: {
      name: tournament.name,
      cap: tournament.cap,
      waitlist: tournament.waitlist,
      registration_opens_at: tournament.registration_opens_at,
      registration_closes_at: now,
      starts_at: now,
      check_in_minutes: tournament.check_in_minutes,
      summary: tournament.summary,
      location: tournament.location,
      rules: tournament.rules,
      rewards: tournament.rewards,
    },
  });
  expect(changed.status(), await changed.text()).toBe(200);
}

async function fitsWidth(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

for (const width of [1280, 390]) {
  test(`the owner runs a whole season from the console (${width} px)`, async ({ browser }) => {
    test.setTimeout(300_000);
    const run = unique('');
    const slug = `journey-${run}`;
    const name = `Journey Cup ${run}`;
    const names = [1, 2, 3, 4].map((n) => `Jy${run}_${n}`);

    const phone = width < 800;
    const context = await browser.newContext({
      viewport: { width, height: phone ? 844 : 800 },
      isMobile: phone,
      hasTouch: phone,
    });
    const admin = await context.newPage();
    await admin.route('**/avatar/**', (route) => route.fulfill({ status: 404, body: '' }));
    await signInAsDemo(admin, 'AdminRowan', `${site}/staff`);
    const errors = collectConsoleErrors(admin);
    const tab = async (label: string) => {
      await admin.getByRole('tab', { name: label }).click();
      await expect(admin.getByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true');
    };

    // The cup: four places, sign-ups open at once, the start two days away.
    await tab('Tournaments');
    const create = admin.getByRole('form', { name: 'New tournament' });
    await create.getByLabel('Name').fill(name);
    await create.getByLabel('Page address').fill(slug);
    await create.getByLabel('Player cap').fill('4');
    const later = Date.now() + 2 * 86_400_000;
    await create.getByLabel('Sign-ups close (EST)').fill(estInput(later));
    await create.getByLabel('Starts (EST)').fill(estInput(later));
    await create.getByRole('button', { name: 'Create tournament' }).click();
    const manage = admin.getByRole('region', { name: `Manage ${name}` });
    await expect(manage).toBeVisible();
    await expect(admin.getByText('Sign-ups open', { exact: true })).toBeVisible();
    await expectNoAxeViolations(admin);
    await fitsWidth(admin, width);

    // Four players sign up on their own sessions; the console lists them live.
    const players = await Promise.all(names.map((mc, i) => player(browser, `journey_${run}_${i + 1}`, mc)));
    for (const [i, mc] of names.entries()) {
      const answer = await signUp(players[i]!, slug, mc);
      expect(answer.status(), await answer.text()).toBe(201);
    }
    const signUps = admin.getByRole('list', { name: `Sign-ups for ${name}` });
    await expect(signUps.getByRole('listitem')).toHaveCount(4);

    // Check-in opens when the start comes within its window (30 minutes): the start moves ten minutes
    // ahead, which leaves the check-ins all the time a loaded machine needs.
    const start = Math.ceil((Date.now() + 10 * 60_000) / 60_000) * 60_000;
    await manage.getByRole('button', { name: 'Edit settings' }).click();
    const edit = admin.getByRole('form', { name: `Edit ${name}` });
    await edit.getByLabel('Sign-ups close (EST)').fill(estInput(start));
    await edit.getByLabel('Starts (EST)').fill(estInput(start));
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit).toHaveCount(0);
    for (const mc of names) {
      await signUps.getByRole('button', { name: `Check in ${mc}` }).click();
      await expect(
        signUps.getByRole('listitem').filter({ hasText: mc }).getByText('Checked in'),
      ).toBeVisible();
    }
    await fitsWidth(admin, width);

    // While the cup waits for its start: a ban, which refuses that player's sign-up…
    const banned = `journey_ban_${run}`;
    const bannedPlayer = await player(browser, banned, null);
    await tab('Bans');
    await admin.getByLabel('Find a player').fill(banned);
    const card = admin.getByRole('region', { name: banned, exact: true });
    await card.getByLabel('Reason').fill('Griefing the arena');
    await card.getByRole('button', { name: `Ban ${banned}` }).click();
    const ban = admin.getByRole('region', { name: `Ban of ${banned}` });
    await expect(ban.getByText('Active', { exact: true })).toBeVisible();
    await expectNoAxeViolations(admin);
    await fitsWidth(admin, width);
    const refused = await signUp(bannedPlayer, slug, `Bn${run}`);
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { code: 'banned' } });

    // …and a product granted to a player by hand, found in the purchase search.
    const granted = names[1]!;
    await tab('Purchases');
    const grant = admin.getByRole('form', { name: 'Grant a product' });
    await grant.getByLabel('Player').fill(granted);
    await grant.getByLabel('Product').selectOption({ label: 'Premium Battle Pass' });
    await grant.getByLabel('Reason').fill('Reached the cup');
    await grant.getByRole('button', { name: 'Grant' }).click();
    await expect(admin.getByText('Product granted', { exact: true })).toBeVisible();
    await admin.getByLabel('Search purchases').fill(granted);
    const purchase = admin
      .getByRole('list', { name: 'Purchases' })
      .getByRole('listitem')
      .filter({ hasText: granted });
    await expect(purchase).toHaveCount(1);
    await expect(purchase.getByText('Granted by @AdminRowan: Reached the cup')).toBeVisible();
    await expectNoAxeViolations(admin);
    await fitsWidth(admin, width);

    // The start passes (reading the cup settles it): the tournament goes live and is drawn. The form
    // takes whole minutes, so rather than wait for one, staff bring the start to now through the API.
    await startNow(admin, slug);
    await expect
      .poll(async () => {
        const page = await admin.request.get(`${site}/api/tournaments/${slug}`);
        return ((await page.json()) as { tournament: { status: string } }).tournament.status;
      })
      .toBe('live');
    await tab('Tournaments');
    await admin.getByLabel('Tournament', { exact: true }).selectOption(slug);
    await admin.getByRole('button', { name: 'Draw the bracket' }).click();
    await expect(admin.getByText('Bracket drawn, seeded by sign-up order')).toBeVisible();

    // Every result through the console, the first player of each match winning, up to the Grand Final.
    for (let played = 0; ; played++) {
      const { matches, registrations } = await bracketOf(admin, slug);
      const mc = (id: string | null) => registrations.find((r) => r.id === id)?.minecraft_username ?? '';
      const final = matches.find((m) => m.round_number === 5 && m.match_number === 1);
      if (final?.match_status === 'completed') break;
      expect(played, 'a four-player bracket ends within a dozen matches').toBeLessThan(12);
      const next = matches
        .filter((m) => m.player1_id && m.player2_id && !m.is_bye && m.match_status !== 'completed')
        .sort((a, b) => a.round_number - b.round_number || a.match_number - b.match_number)[0];
      expect(next, 'a match is ready to play').toBeDefined();
      const [one, two] = [mc(next!.player1_id), mc(next!.player2_id)];
      const form = admin
        .getByRole('region', { name: ROUND_NAMES[next!.round_number], exact: true })
        .getByRole('form', { name: `Match ${next!.match_number}: ${one} vs ${two}` });
      await form.getByLabel(`Games ${one}`).selectOption('2');
      await form.getByLabel(`Games ${two}`).selectOption('0');
      await form.getByLabel('Winner').selectOption({ label: one });
      await form.getByRole('button', { name: /^Save/ }).click();
      await expect
        .poll(async () => {
          const after = await bracketOf(admin, slug);
          return after.matches.find(
            (m) => m.round_number === next!.round_number && m.match_number === next!.match_number,
          )?.match_status;
        })
        .toBe('completed');
      if (played === 0) {
        await expectNoAxeViolations(admin);
        await fitsWidth(admin, width);
      }
    }
    const { matches, registrations } = await bracketOf(admin, slug);
    const winnerId = matches.find((m) => m.round_number === 5 && m.match_number === 1)!.winner_id;
    const champion = registrations.find((r) => r.id === winnerId)!.minecraft_username;

    // The champion, crowned after a confirmation, on the cup's page.
    await manage.getByRole('button', { name: `Crown ${champion}` }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Crown champion' }).click();
    await expect(manage.getByRole('button', { name: `Crown ${champion}` })).toHaveCount(0);
    await expect(manage).toContainText(`Champion ${champion}`);
    await expectNoAxeViolations(admin);
    const cupPage = await context.newPage();
    await cupPage.goto(`${site}/tournaments/${slug}`);
    await expect(cupPage.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(cupPage.getByText(`Champion: ${champion}`)).toBeVisible();
    await fitsWidth(cupPage, width);

    // A gym badge for the champion, from the Season tab.
    await tab('Season');
    const award = admin.getByRole('form', { name: 'Award or revoke a badge' });
    await award.getByLabel('Player').fill(champion);
    await award.getByLabel('Badge').selectOption('ghost');
    await award.getByRole('button', { name: 'Award badge' }).click();
    await expect(admin.getByText(`${champion} now holds the badge (1 of 9).`)).toBeVisible();
    await expectNoAxeViolations(admin);
    await fitsWidth(admin, width);

    // The season page: the champion's card wears the crown and the badge.
    await cupPage.goto(`${site}/season1`);
    const progress = cupPage
      .getByRole('region', { name: 'Player Progression' })
      .getByRole('listitem')
      .filter({ has: cupPage.getByRole('heading', { level: 3, name: champion }) });
    await expect(progress.getByText('CHAMPION')).toBeVisible({ timeout: 20_000 });
    await expect(progress.getByText('1 of 9 badges')).toBeVisible();
    await expect(progress.getByTitle('Ghost Badge - Earned')).toBeVisible();

    // The season ends: archived after typing its name, the next one begins, the archive is readable.
    const before = (await (await admin.request.get(`${site}/api/season/archive`)).json()) as {
      current: { number: number; name: string };
    };
    const season = before.current.name;
    const nextSeason = `Season ${before.current.number + 1}`;
    await admin.getByRole('button', { name: `Archive ${season}…` }).click();
    const dialog = admin.getByRole('dialog', { name: `Archive ${season}?` });
    await dialog.getByLabel('Season name').fill(season);
    await dialog.getByRole('button', { name: `Archive and start ${nextSeason}` }).click();
    await expect(dialog).toBeHidden();
    await expect(
      admin.getByText(new RegExp(`${season} is archived .* ${nextSeason} has begun\\.`)),
    ).toBeVisible();
    await expect(admin.getByRole('heading', { name: `Archive ${nextSeason} and start` })).toBeVisible();

    await cupPage.goto(`${site}/season1`);
    const archived = cupPage.getByRole('region', { name: season, exact: true });
    await expect(archived).toBeVisible({ timeout: 20_000 });
    const row = archived.getByRole('listitem').filter({ hasText: champion });
    await expect(row.getByText('CHAMPION')).toBeVisible();
    await expect(row.getByText('1 of 9 badges')).toBeVisible();
    // The new season starts empty: the champion has no progress in it.
    await expect(
      cupPage
        .getByRole('region', { name: 'Player Progression' })
        .getByRole('heading', { level: 3, name: champion }),
    ).toHaveCount(0);
    await expectNoAxeViolations(cupPage);
    await fitsWidth(cupPage, width);

    // Staff saw every refusal they caused as a toast, never as a console error.
    expect(errors).toEqual([]);
    await Promise.all([...players, bannedPlayer].map((p) => p.close()));
    await context.close();
  });
}
