import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DoublesRegistrationResponse, DoublesTournamentResponse } from '../../../shared/doubles/api';
import type { DoublesTeamMemberInput } from '../../../shared/doubles/registration-schema';
import { legalDoublesTeam, validDoublesEntry } from '../../../shared/test/doubles-fixtures';
import { MID_SEASON_DOUBLES_SLUG } from '../../../shared/tournaments/constants';
import { estDateTime } from '../../../shared/tournaments/time';
import { bans, doublesRegistrations, notifications, players, tournaments } from '../../db/schema';
import { demoSignedIn } from '../../test/accounts';
import { createTestApp, type TestApp, type TestBrowser } from '../../test/test-app';

let app: TestApp & TestBrowser;
let tournamentId: string;

beforeAll(async () => {
  app = await createTestApp();
  const [row] = await app.database.db
    .insert(tournaments)
    .values({
      slug: MID_SEASON_DOUBLES_SLUG,
      name: 'Mid-Season Doubles Showdown',
      format: 'doubles',
      status: 'open',
      cap: 16,
      starts_at: new Date(Date.now() + 14 * 86_400_000),
    })
    .returning({ id: tournaments.id });
  tournamentId = row!.id;
});
afterAll(async () => {
  await app?.close();
});

type ErrorAnswer = { error: { code: string; message: string; fields?: Record<string, string[]> } };

let users = 0;
/** Each player's own Minecraft name: a tournament holds a name once. */
const minecraftNames = new WeakMap<TestBrowser, string>();
/** A signed-in browser of a user of its own (tests run in any order and share the tournament). */
async function player(name = 'Doubles') {
  users += 1;
  const username = `${name}${users}`;
  const browser = await demoSignedIn(app, username);
  minecraftNames.set(browser, username);
  return browser;
}

const FIXTURE_NAME = validDoublesEntry().minecraft_username;
/** The fixture's Minecraft name becomes the player's own; a test that names one keeps it. */
const ownName = (browser: TestBrowser, body: unknown) =>
  body && typeof body === 'object' && 'minecraft_username' in body && body.minecraft_username === FIXTURE_NAME
    ? { ...body, minecraft_username: minecraftNames.get(browser) ?? FIXTURE_NAME }
    : body;

const send = <T = DoublesRegistrationResponse>(browser: TestBrowser, method: 'POST' | 'PUT', body: unknown) =>
  browser.json<T>('/api/doubles/registration', {
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ownName(browser, body)),
  });
const register = <T = DoublesRegistrationResponse>(
  browser: TestBrowser,
  body: unknown = validDoublesEntry(),
) => send<T>(browser, 'POST', body);
const update = <T = DoublesRegistrationResponse>(browser: TestBrowser, body: unknown) =>
  send<T>(browser, 'PUT', body);
const mine = (browser: TestBrowser) => browser.json<DoublesRegistrationResponse>('/api/doubles/registration');

const withMember = (slot: number, member: DoublesTeamMemberInput) =>
  validDoublesEntry({ team: legalDoublesTeam().map((m, i) => (i === slot ? member : m)) });

/** Runs `body` with the tournament row changed, and puts it back. */
async function withTournament(values: Partial<typeof tournaments.$inferInsert>, body: () => Promise<void>) {
  const [before] = await app.database.db.select().from(tournaments).where(eq(tournaments.id, tournamentId));
  await app.database.db.update(tournaments).set(values).where(eq(tournaments.id, tournamentId));
  try {
    await body();
  } finally {
    await app.database.db
      .update(tournaments)
      .set({
        status: before!.status,
        cap: before!.cap,
        starts_at: before!.starts_at,
        registration_opens_at: before!.registration_opens_at,
        cancel_reason: before!.cancel_reason,
      })
      .where(eq(tournaments.id, tournamentId));
  }
}

describe('visitors', () => {
  it('are refused with the spec message and nothing is written', async () => {
    const visitor = app.browser();
    const count = async () =>
      (await app.database.db.select({ n: sql<number>`count(*)::int` }).from(doublesRegistrations))[0]?.n;
    const before = await count();
    for (const answer of [
      await mine(visitor),
      await register<ErrorAnswer>(visitor),
      await update<ErrorAnswer>(visitor, validDoublesEntry()),
    ]) {
      expect(answer.status).toBe(401);
      expect((answer.body as unknown as ErrorAnswer).error.message).toBe('You must be logged in to register');
    }
    expect(await count()).toBe(before);
  });

  it('may read the tournament itself', async () => {
    const { status, body } = await app.browser().json<DoublesTournamentResponse>('/api/doubles/tournament');
    expect(status).toBe(200);
    expect(body.tournament).toMatchObject({ name: 'Mid-Season Doubles Showdown', status: 'open', cap: 16 });
    expect(body.tournament.registration_open).toBe(true);
    expect(body.tournament.cancel_reason).toBeNull();
  });

  it('are told why a cancelled cup was called off, as its registered players are', async () => {
    const registered = await player('Called_off');
    expect((await register(registered)).status).toBe(201);
    const reason = 'The arena is being rebuilt.';
    await withTournament({ status: 'cancelled', cancel_reason: reason }, async () => {
      const { body } = await app.browser().json<DoublesTournamentResponse>('/api/doubles/tournament');
      expect(body.tournament).toMatchObject({ status: 'cancelled', cancel_reason: reason });
      expect((await mine(registered)).body.tournament.cancel_reason).toBe(reason);
    });
  });
});

describe('registering and editing a team', () => {
  it('tells its player once, when the team is sent twice at once and then again', async () => {
    const misty = await player('Misty');
    const answers = await Promise.all([register(misty), register(misty)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect((await register(misty)).status).toBe(409);
    const userId = (await misty.json<{ user: { id: string } }>('/api/me')).body.user.id;
    const told = await app.database.db
      .select()
      .from(notifications)
      .where(sql`${notifications.user_id} = ${userId} and ${notifications.kind} = 'tournament_signup'`);
    expect(told.map((n) => n.title)).toEqual(['Your team is registered for Mid-Season Doubles Showdown']);
  });

  it('creates once, answers 409 the second time, and the owner updates it', async () => {
    const ash = await player('Ash');
    const empty = await mine(ash);
    expect(empty.status).toBe(200);
    expect(empty.body.registration).toBeNull();
    expect(empty.body.tournament.name).toBe('Mid-Season Doubles Showdown');

    // Names as a player might type them come back in the dex's spelling.
    const typed = validDoublesEntry({
      team: legalDoublesTeam().map((m, i) => (i === 3 ? { ...m, species: 'garchomp', item: 'life orb' } : m)),
    });
    const created = await register(ash, typed);
    expect(created.status).toBe(201);
    expect(created.body.registration).toMatchObject({
      minecraft_username: minecraftNames.get(ash),
      tera_pokemon_slot: 1,
      tera_type: 'Fire',
      privacy_agreement: true,
    });
    expect(created.body.registration?.team[3]).toEqual(legalDoublesTeam()[3]);
    expect((await mine(ash)).body.registration).toEqual(created.body.registration);

    const again = await register<ErrorAnswer>(ash);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('already_registered');

    const changed = validDoublesEntry({ tera_pokemon_slot: 4, tera_type: 'Steel', discord_tag: '@ash' });
    changed.team[3] = {
      species: 'Garchomp',
      item: 'Clear Amulet',
      moves: ['Earthquake', 'Stomping Tantrum', 'Protect', 'Rock Slide'],
    };
    const updated = await update(ash, changed);
    expect(updated.status).toBe(200);
    expect(updated.body.registration).toMatchObject({
      id: created.body.registration?.id,
      tera_pokemon_slot: 4,
      tera_type: 'Steel',
      discord_tag: '@ash',
    });
    expect((await mine(ash)).body.registration?.team[3]?.item).toBe('Clear Amulet');
  });

  it('keeps each user to their own row: another user can neither read nor change it', async () => {
    const owner = await player('Owner');
    const created = await register(owner);
    expect(created.status).toBe(201);
    const other = await player('Other');
    expect((await mine(other)).body.registration).toBeNull();
    const refused = await update<ErrorAnswer>(other, validDoublesEntry({ discord_tag: '@thief' }));
    expect(refused.status).toBe(404);
    // An id in the body is no way in: the row is the session's.
    const sneaky = await update<ErrorAnswer>(other, {
      ...validDoublesEntry(),
      id: created.body.registration?.id,
    });
    expect(sneaky.status).toBe(404);
    const [row] = await app.database.db
      .select()
      .from(doublesRegistrations)
      .where(eq(doublesRegistrations.id, created.body.registration!.id));
    expect(row?.discord_tag).toBe('@wakerider');
  });

  it('refuses a banned player an edit of their team with 403, changing nothing', async () => {
    const misty = await player('Misty');
    const created = await register(misty);
    expect(created.status).toBe(201);
    const [row] = await app.database.db
      .select({ user_id: doublesRegistrations.user_id })
      .from(doublesRegistrations)
      .where(eq(doublesRegistrations.id, created.body.registration!.id));
    const [record] = await app.database.db
      .insert(players)
      .values({ auth_user_id: row!.user_id, username: minecraftNames.get(misty)! })
      .onConflictDoUpdate({ target: players.auth_user_id, set: { username: minecraftNames.get(misty)! } })
      .returning({ id: players.id });
    await app.database.db
      .insert(bans)
      .values({ player_id: record!.id, reason: 'Cheating', banned_by_name: 'Staff' });

    const refused = await update<ErrorAnswer>(misty, validDoublesEntry({ discord_tag: '@banned' }));
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('banned');
    expect((await mine(misty)).body.registration?.discord_tag).toBe(created.body.registration?.discord_tag);
  });

  it('refuses an update without a registration', async () => {
    const newcomer = await player('Newcomer');
    const answer = await update<ErrorAnswer>(newcomer, validDoublesEntry());
    expect(answer.status).toBe(404);
    expect(answer.body.error.message).toBe('You have not registered for Mid-Season Doubles Showdown yet.');
  });

  it('refuses sign-ups and edits while the tournament is not open: closed, started, or before its opening time', async () => {
    const early = await player('Early');
    expect((await register(early)).status).toBe(201);
    const late = await player('Late');
    const closed = 'Registration is closed for Mid-Season Doubles Showdown.';
    const opensAt = new Date(Date.now() + 86_400_000);
    // The singles cup page's words, with the time in EST.
    const opens = `Registration opens ${estDateTime(opensAt.toISOString())}.`;
    for (const [values, message, answeredOpening] of [
      [{ status: 'closed' as const }, closed, null],
      [{ starts_at: new Date(Date.now() - 60_000) }, closed, null],
      [{ registration_opens_at: opensAt }, opens, opensAt.toISOString()],
    ] as const) {
      await withTournament(values, async () => {
        const refused = await register<ErrorAnswer>(late);
        expect(refused.status).toBe(409);
        expect(refused.body.error.message).toBe(message);
        const edit = await update<ErrorAnswer>(early, validDoublesEntry());
        expect(edit.status).toBe(409);
        expect(edit.body.error.message).toBe(message);
        const own = (await mine(late)).body.tournament;
        expect(own).toMatchObject({ registration_open: false, registration_opens_at: answeredOpening });
        const doubles = await app.json<DoublesTournamentResponse>('/api/doubles/tournament');
        expect(doubles.body.tournament.registration_opens_at).toBe(answeredOpening);
        const page = await app.json<{ tournament: { registration_open: boolean } }>(
          `/api/tournaments/${MID_SEASON_DOUBLES_SLUG}`,
        );
        expect(page.body.tournament.registration_open).toBe(false);
      });
    }
  });

  it('refuses a sign-up once the cap is reached', async () => {
    const first = await player('Capped');
    expect((await register(first)).status).toBe(201);
    const [{ n } = { n: 0 }] = await app.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(doublesRegistrations)
      .where(eq(doublesRegistrations.tournament_id, tournamentId));
    await withTournament({ cap: Math.max(2, n) }, async () => {
      if (n < 2) expect((await register(await player('Filler'))).status).toBe(201);
      const refused = await register<ErrorAnswer>(await player('TooLate'));
      expect(refused.status).toBe(409);
      expect(refused.body.error.code).toBe('tournament_full');
    });
  });
});

describe('one place per Minecraft name', () => {
  it('refuses a name another team holds, in any letter case, on sign-up and on edit, writing nothing', async () => {
    const holder = await player('NameHolder');
    const held = minecraftNames.get(holder)!;
    expect((await register(holder)).status).toBe(201);

    const copycat = await player('Copycat');
    const taken = await register<ErrorAnswer>(
      copycat,
      validDoublesEntry({ minecraft_username: held.toUpperCase() }),
    );
    expect(taken.status).toBe(409);
    const message = `The Minecraft name ${held.toUpperCase()} already holds a place in Mid-Season Doubles Showdown. Each Minecraft account signs up once: enter your own.`;
    expect(taken.body.error).toEqual({
      code: 'minecraft_name_taken',
      message,
      fields: { minecraft_username: [message] },
    });
    expect((await mine(copycat)).body.registration).toBeNull();

    // With a name of its own the second account registers, and cannot edit its way onto the first's.
    expect((await register(copycat)).status).toBe(201);
    const edit = await update<ErrorAnswer>(copycat, validDoublesEntry({ minecraft_username: held }));
    expect(edit.status).toBe(409);
    expect(edit.body.error.code).toBe('minecraft_name_taken');
    expect((await mine(copycat)).body.registration?.minecraft_username).toBe(minecraftNames.get(copycat));
    // The holder keeps editing under their own name.
    expect((await update(holder, validDoublesEntry({ discord_tag: '@holder' }))).status).toBe(200);
  });
});

describe('illegal teams', () => {
  async function refusal(body: unknown) {
    const answer = await register<ErrorAnswer>(await player('Illegal'), body);
    expect(answer.status).toBe(400);
    return answer.body.error;
  }

  it('refuses a missing agreement, a short team and three moves, per field', async () => {
    const short = validDoublesEntry({
      privacy_agreement: false as true,
      checkin_agreement: false as true,
      team: legalDoublesTeam().slice(0, 5),
    });
    const error = await refusal(short);
    expect(error.fields).toMatchObject({
      privacy_agreement: ['Agree to the Privacy Policy.'],
      // Each cup sets its own check-in window, so the message names no number of minutes.
      checkin_agreement: ['Confirm you will check in before the start.'],
      team: ['Bring exactly 6 Pokémon, each with 4 moves.'],
    });
    const three = withMember(2, {
      species: 'Flutter Mane',
      item: 'Focus Sash',
      moves: ['Moonblast', 'Protect', 'Icy Wind'],
    });
    expect((await refusal(three)).fields).toEqual({
      'team.2.moves': ['Each Pokémon needs exactly 4 moves.'],
    });
    expect((await refusal({ ...validDoublesEntry(), tera_pokemon_slot: 7 })).fields).toHaveProperty(
      'tera_pokemon_slot',
    );
  });

  it('names the rule and the Pokémon: duplicate species and items, legendaries, mechanics', async () => {
    const duplicateSpecies = await refusal(
      withMember(5, {
        species: 'Garchomp',
        item: 'Leftovers',
        moves: ['Earthquake', 'Dragon Claw', 'Protect', 'Swords Dance'],
      }),
    );
    expect(duplicateSpecies.fields).toEqual({
      'team.5.species': ['No duplicate species: Garchomp is already in slot 4.'],
    });
    expect(duplicateSpecies.message).toBe(
      'Your team breaks the tournament rules: No duplicate species: Garchomp is already in slot 4.',
    );

    const duplicateItem = await refusal(
      withMember(5, {
        species: 'Amoonguss',
        item: 'Life Orb',
        moves: ['Spore', 'Rage Powder', 'Pollen Puff', 'Protect'],
      }),
    );
    expect(duplicateItem.fields).toEqual({
      'team.5.item': ['No duplicate items: Life Orb is already held by Garchomp (slot 4).'],
    });

    const third = await refusal(
      withMember(3, {
        species: 'Miraidon',
        item: 'Choice Specs',
        moves: ['Electro Drift', 'Draco Meteor', 'Volt Switch', 'Dazzling Gleam'],
      }),
    );
    expect(third.fields?.['team.3.species']?.[0]).toBe(
      'At most 2 Legendary or Mythical Pokémon (the listed Paradox Pokémon count): Miraidon would be the 3rd, after Koraidon and Walking Wake.',
    );

    const mega = await refusal(
      withMember(3, {
        species: 'Garchomp',
        item: 'Garchompite',
        moves: ['Earthquake', 'Dragon Claw', 'Protect', 'Rock Slide'],
      }),
    );
    expect(mega.fields).toEqual({
      'team.3.item': [
        'No mid-battle mechanics (Mega Evolution): Garchomp may not hold Garchompite, a Mega Stone.',
      ],
    });
  });

  it("passes on Pokémon Showdown's verdict: an unlearnable move, a wrong Tera type, an unknown species", async () => {
    const splash = await refusal(
      withMember(3, {
        species: 'Garchomp',
        item: 'Life Orb',
        moves: ['Earthquake', 'Splash', 'Protect', 'Rock Slide'],
      }),
    );
    expect(splash.fields).toEqual({
      'team.3.moves.1': ["Not legal in Pokémon Showdown: Garchomp can't learn Splash."],
    });

    // Ogerpon (a counted legendary) in Walking Wake's place, holding its mask.
    const ogerpon = {
      ...validDoublesEntry(),
      team: legalDoublesTeam().map((m, i) =>
        i === 1
          ? {
              species: 'Ogerpon-Wellspring',
              item: 'Wellspring Mask',
              moves: ['Ivy Cudgel', 'Horn Leech', 'Follow Me', 'Spiky Shield'],
            }
          : m,
      ),
      tera_pokemon_slot: 2,
    };
    const tera = await refusal({ ...ogerpon, tera_type: 'Fire' });
    expect(tera.fields).toEqual({
      'team.1.species': [
        "Not legal in Pokémon Showdown: Ogerpon-Wellspring's Terastal type needs to be Water.",
      ],
    });
    expect((await register(await player('Mask'), { ...ogerpon, tera_type: 'Water' })).status).toBe(201);

    const unknown = await refusal(
      withMember(0, {
        species: 'Agumon',
        item: 'Choice Scarf',
        moves: ['Flare Blitz', 'Close Combat', 'U-turn', 'Protect'],
      }),
    );
    expect(unknown.fields?.['team.0.species']?.[0]).toBe('Pokémon 1: "Agumon" is not a Pokémon we know.');
  });

  it('refuses battle-only forms, and the held item that makes one, storing nothing', async () => {
    const forms = [
      ['Palafin-Hero', 'Palafin', ['Jet Punch', 'Wave Crash', 'Close Combat', 'Protect']],
      ['Aegislash-Blade', 'Aegislash', ['Shadow Sneak', 'Iron Head', "King's Shield", 'Shadow Ball']],
      ['Mimikyu-Busted', 'Mimikyu', ['Play Rough', 'Shadow Sneak', 'Trick Room', 'Protect']],
      ['Darmanitan-Galar-Zen', 'Darmanitan-Galar', ['Icicle Crash', 'Flare Blitz', 'U-turn', 'Protect']],
    ] as const;
    for (const [species, base, moves] of forms) {
      const browser = await player('BattleForm');
      const answer = await register<ErrorAnswer>(
        browser,
        withMember(4, { species, item: 'Sitrus Berry', moves: [...moves] }),
      );
      expect(answer.status, species).toBe(400);
      expect(answer.body.error.fields?.['team.4.species']?.[0]).toBe(
        `Only forms settable outside battle: ${species} is a battle-only form; enter ${base}, the form it starts the battle in.`,
      );
      expect((await mine(browser)).body.registration).toBeNull();
    }

    const crowned = await register<ErrorAnswer>(
      await player('Crowned'),
      withMember(1, {
        species: 'Zacian',
        item: 'Rusted Sword',
        moves: ['Iron Head', 'Play Rough', 'Protect', 'Swords Dance'],
      }),
    );
    expect(crowned.status).toBe(400);
    expect(crowned.body.error.fields?.['team.1.item']).toEqual([
      'Only forms settable outside battle: Zacian may not hold Rusted Sword, which makes it Zacian-Crowned (a battle-only form) as the battle starts.',
    ]);
  });

  it('accepts Pokémon that are only obtainable above level 50, since battles scale to 50', async () => {
    const arceus = withMember(1, {
      species: 'Arceus-Fire',
      item: 'Flame Plate',
      moves: ['Judgment', 'Protect', 'Recover', 'Earth Power'],
    });
    expect((await register(await player('Plate'), arceus)).status).toBe(201);
  });
});
