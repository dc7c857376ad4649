import { eq } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RegistrationResult, TournamentPageResponse } from '../../../shared/tournaments/api';
import { doublesRegistrations, tournamentRegistrations, tournaments } from '../../db/schema';
import { createTestApp, TEST_ORIGIN, type TestApp, type TestBrowser } from '../../test/test-app';
import { register as registerNow, settleDueTournaments } from './registration';
import { createPlayer, createTournament, registrationBody } from './test-kit';

let app: TestApp & TestBrowser;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

type Player = Awaited<ReturnType<typeof createPlayer>>;

async function call<T>(player: Player | null, method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = { origin: TEST_ORIGIN };
  if (player) headers.cookie = player.cookie;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await app.rawRequest(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

const register = (player: Player | null, slug: string, body = registrationBody(player?.name ?? 'nobody')) =>
  call<RegistrationResult & { error?: { code: string; message: string; fields?: Record<string, string[]> } }>(
    player,
    'POST',
    `/api/tournaments/${slug}/registration`,
    body,
  );
const page = (player: Player | null, slug: string) =>
  call<TournamentPageResponse>(player, 'GET', `/api/tournaments/${slug}`);

describe('tournament page', () => {
  it('shows the tournament, the confirmed players and no registration to a visitor', async () => {
    const t = await createTournament(app, { name: 'Visible Cup', rules: ['Be kind.'] });
    const player = await createPlayer(app);
    expect((await register(player, t.slug)).status).toBe(201);
    const { status, body } = await page(null, t.slug);
    expect(status).toBe(200);
    expect(body.tournament).toMatchObject({
      name: 'Visible Cup',
      cap: 16,
      registered: 1,
      waitlisted: 0,
      rules: ['Be kind.'],
    });
    expect(body.tournament.registration_open).toBe(true);
    expect(body.registrations).toEqual([
      {
        id: expect.any(String),
        minecraft_username: registrationBody(player.name).minecraft_username,
        registration_slot: 1,
      },
    ]);
    expect(body.me).toBeNull();
    expect(JSON.stringify(body)).not.toContain('@example.com');
  });

  it('answers the opening time only while sign-ups are still to open', async () => {
    const hour = 3_600_000;
    const ahead = new Date(Date.now() + hour);
    const later = await createTournament(app, { registration_opens_at: ahead });
    expect((await page(null, later.slug)).body.tournament).toMatchObject({
      registration_open: false,
      registration_opens_at: ahead.toISOString(),
    });
    // Opened an hour ago and closed since: the page must not say that registration opens.
    const over = await createTournament(app, {
      registration_opens_at: new Date(Date.now() - 2 * hour),
      registration_closes_at: new Date(Date.now() - hour),
    });
    expect((await page(null, over.slug)).body.tournament).toMatchObject({
      registration_open: false,
      registration_opens_at: null,
    });
  });

  it('hides drafts and unknown slugs', async () => {
    const draft = await createTournament(app, { status: 'draft' });
    expect((await page(null, draft.slug)).status).toBe(404);
    expect((await page(null, 'no-such-cup')).status).toBe(404);
  });
});

describe('registration', () => {
  it('refuses visitors, bad input and illegal teams, naming the rule and the Pokémon', async () => {
    const t = await createTournament(app);
    expect((await register(null, t.slug)).status).toBe(401);
    const player = await createPlayer(app);
    const blank = await register(player, t.slug, {
      ...registrationBody(player.name),
      pokemon_3: ' ',
      email: 'nope',
    });
    expect(blank.status).toBe(400);
    expect(blank.body.error?.fields).toMatchObject({
      pokemon_3: ['Pokémon #3 is required.'],
      email: expect.any(Array),
    });

    const illegal = await register(
      player,
      t.slug,
      registrationBody(player.name, {
        pokemon_1: 'Koraidon',
        pokemon_2: 'Latios-Mega',
        pokemon_3: 'Diancie-Mega',
        pokemon_4: 'Garchomp',
        pokemon_5: 'Garchomp',
        pokemon_6: 'Notamon',
      }),
    );
    expect(illegal.status).toBe(400);
    const fields = illegal.body.error?.fields ?? {};
    expect(fields.pokemon_1?.[0]).toMatch(/Koraidon is on the restricted list/);
    expect(fields.pokemon_2).toBeUndefined();
    expect(fields.pokemon_3?.[0]).toMatch(/At most 1 Legendary or Mythical over 600.*Diancie-Mega \(700\)/);
    expect(fields.pokemon_4).toBeUndefined();
    expect(fields.pokemon_5?.[0]).toMatch(/No duplicate species: Garchomp/);
    expect(fields.pokemon_6?.[0]).toMatch(/Notamon is not a Pokémon/);
    const rows = await app.database.db
      .select()
      .from(tournamentRegistrations)
      .where(eq(tournamentRegistrations.tournament_id, t.id));
    expect(rows).toHaveLength(0);
  });

  it('refuses battle-only forms, naming the form to enter, and stores nothing', async () => {
    const t = await createTournament(app);
    const player = await createPlayer(app);
    const answer = await register(
      player,
      t.slug,
      registrationBody(player.name, { pokemon_2: 'Palafin-Hero', pokemon_5: 'Mimikyu-Busted' }),
    );
    expect(answer.status).toBe(400);
    expect(answer.body.error?.fields).toEqual({
      pokemon_2: ['Palafin-Hero is a battle-only form; enter Palafin, the form it starts the battle in.'],
      pokemon_5: ['Mimikyu-Busted is a battle-only form; enter Mimikyu, the form it starts the battle in.'],
    });
    const rows = await app.database.db
      .select()
      .from(tournamentRegistrations)
      .where(eq(tournamentRegistrations.tournament_id, t.id));
    expect(rows).toHaveLength(0);
  });

  it('registers once: a second sign-up is refused as Already Registered', async () => {
    const t = await createTournament(app, { name: 'Once Cup' });
    const player = await createPlayer(app);
    const first = await register(player, t.slug);
    expect(first.status).toBe(201);
    expect(first.body.registration).toMatchObject({
      status: 'registered',
      registration_slot: 1,
      checked_in: false,
    });
    const again = await register(player, t.slug);
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({
      code: 'already_registered',
      message: "You're already registered for Once Cup.",
    });
    expect((await page(player, t.slug)).body.me).toMatchObject({
      status: 'registered',
      registration_slot: 1,
    });
  });

  it("refuses another account's Minecraft name, in any letter case, while its sign-up is active", async () => {
    const t = await createTournament(app, { cap: 2 });
    const [first, holder, copycat, waiting] = await Promise.all([1, 2, 3, 4].map(() => createPlayer(app)));
    const held = registrationBody(holder!.name).minecraft_username;
    expect((await register(first!, t.slug)).status).toBe(201);
    expect((await register(holder!, t.slug)).body.registration).toMatchObject({ registration_slot: 2 });
    // The tournament is full: the copy would have been waitlisted.
    const copy = await register(copycat!, t.slug, {
      ...registrationBody(copycat!.name),
      minecraft_username: held.toLowerCase(),
    });
    expect(copy.status).toBe(409);
    const message = `The Minecraft name ${held.toLowerCase()} already holds a place in Test Cup. Each Minecraft account signs up once: enter your own.`;
    expect(copy.body.error).toEqual({
      code: 'minecraft_name_taken',
      message,
      fields: { minecraft_username: [message] },
    });
    expect((await page(copycat!, t.slug)).body.me).toBeNull();

    // A waitlisted sign-up holds its name too; a withdrawal frees it.
    const waitingName = registrationBody(waiting!.name).minecraft_username;
    expect((await register(waiting!, t.slug)).body.registration).toMatchObject({ status: 'waitlisted' });
    const onWaitlist = await register(copycat!, t.slug, {
      ...registrationBody(copycat!.name),
      minecraft_username: waitingName,
    });
    expect(onWaitlist.status).toBe(409);
    expect((await call(holder!, 'DELETE', `/api/tournaments/${t.slug}/registration`)).status).toBe(200);
    const freed = await register(copycat!, t.slug, {
      ...registrationBody(copycat!.name),
      minecraft_username: held,
    });
    expect(freed.status).toBe(201);
    const rows = await app.database.db
      .select()
      .from(tournamentRegistrations)
      .where(eq(tournamentRegistrations.tournament_id, t.id));
    expect(rows.filter((r) => r.user_id === copycat!.id)).toHaveLength(1);
  });

  it('is closed after the close time and for tournaments that are not open', async () => {
    const closedByTime = await createTournament(app, { registration_closes_at: new Date(Date.now() - 1000) });
    const closedByStatus = await createTournament(app, { status: 'closed' });
    const player = await createPlayer(app);
    for (const t of [closedByTime, closedByStatus]) {
      const result = await register(player, t.slug);
      expect(result.status).toBe(409);
      expect(result.body.error?.code).toBe('registration_closed');
    }
  });

  it('fills the cap, then waitlists in arrival order; withdrawal promotes the first in line', async () => {
    const t = await createTournament(app, { cap: 2 });
    const [a, b, c, d] = await Promise.all([1, 2, 3, 4].map(() => createPlayer(app)));
    for (const p of [a!, b!, c!, d!]) expect((await register(p, t.slug)).status).toBe(201);
    expect((await page(c!, t.slug)).body.me).toMatchObject({ status: 'waitlisted', waitlist_position: 1 });
    expect((await page(d!, t.slug)).body.me).toMatchObject({ status: 'waitlisted', waitlist_position: 2 });

    const left = await call<RegistrationResult>(a!, 'DELETE', `/api/tournaments/${t.slug}/registration`);
    expect(left.status).toBe(200);
    expect(left.body.registration).toMatchObject({ status: 'withdrawn', registration_slot: null });
    // Seeds follow arrival: b moves up to 1, the promoted c comes after.
    expect((await page(b!, t.slug)).body.me).toMatchObject({ status: 'registered', registration_slot: 1 });
    expect((await page(c!, t.slug)).body.me).toMatchObject({ status: 'registered', registration_slot: 2 });
    expect((await page(d!, t.slug)).body.me).toMatchObject({ status: 'waitlisted', waitlist_position: 1 });

    // Coming back after withdrawing joins the end of the line.
    expect((await register(a!, t.slug)).body.registration).toMatchObject({
      status: 'waitlisted',
      waitlist_position: 2,
    });
    expect((await call(a!, 'DELETE', `/api/tournaments/no-such/registration`)).status).toBe(404);
  });
});

describe('doubles tournaments', () => {
  it('take no singles sign-ups and count their teams', async () => {
    const t = await createTournament(app, { format: 'doubles' });
    const player = await createPlayer(app);
    const refused = await register(player, t.slug);
    expect(refused.status).toBe(409);
    expect(refused.body.error?.code).toBe('wrong_sign_up');
    await app.database.db.insert(doublesRegistrations).values({
      tournament_id: t.id,
      user_id: player.id,
      minecraft_username: 'Doubler',
      discord_tag: '@doubler',
      email: 'doubler@example.com',
      timezone: 'EST',
      team: [],
      tera_type: 'Fire',
      rules_agreement: true,
      checkin_agreement: true,
      privacy_agreement: true,
    });
    expect((await page(null, t.slug)).body.tournament).toMatchObject({ registered: 1, waitlisted: 0 });
  });
});

describe('200 sign-ups at once', () => {
  it('yields exactly the cap registered with slots 1..cap, the rest waitlisted in arrival order, nobody twice', async () => {
    const t = await createTournament(app);
    const players = await Promise.all(Array.from({ length: 200 }, () => createPlayer(app)));
    // Every player submits twice at once: the duplicate must never register a second time.
    const results = await Promise.all(players.flatMap((p) => [register(p, t.slug), register(p, t.slug)]));
    expect(results.filter((r) => r.status === 201)).toHaveLength(200);
    expect(results.filter((r) => r.status === 409)).toHaveLength(200);
    const rows = await app.database.db
      .select()
      .from(tournamentRegistrations)
      .where(eq(tournamentRegistrations.tournament_id, t.id));
    expect(rows).toHaveLength(200);
    const registered = rows.filter((r) => r.status === 'registered');
    expect(registered.map((r) => r.registration_slot).sort((x, y) => x! - y!)).toEqual(
      Array.from({ length: 16 }, (_, i) => i + 1),
    );
    const waitlisted = rows.filter((r) => r.status === 'waitlisted');
    expect(waitlisted).toHaveLength(184);
    // Everyone registered arrived before everyone waitlisted.
    const lastRegistered = Math.max(...registered.map((r) => r.arrival));
    expect(Math.min(...waitlisted.map((r) => r.arrival))).toBeGreaterThan(lastRegistered);
  }, 120_000);
});

describe('a sign-up under the tournament lock', () => {
  /** The statements one sign-up runs from taking the tournament's lock until it lets go. */
  async function statementsUnderLock(player: Player, slug: string) {
    const built = vi.spyOn(PgDialect.prototype, 'sqlToQuery');
    try {
      const result = await register(player, slug);
      const texts = built.mock.results.map((r) => (r.value as { sql: string }).sql);
      const locked = texts.findIndex((text) => / for update$/.test(text));
      expect(locked).toBeGreaterThanOrEqual(0);
      return {
        result,
        count: texts.slice(locked).filter((text) => !/^(commit|rollback)$/.test(text)).length,
      };
    } finally {
      built.mockRestore();
    }
  }

  // A cup's opening is a burst of sign-ups queued on this lock: a batch holds it for the lock itself,
  // one read of the cup's sign-ups, one statement writing them, the batch's notifications (one
  // insert, one read of who wants them on Discord) and one look for a Discord role mapped to the
  // cup, whatever it registers, waitlists or brings back.
  const UNDER_LOCK = 6;
  it('holds it for six statements, registered, waitlisted or back after withdrawing', async () => {
    const t = await createTournament(app, { cap: 2 });
    const [first, second, third] = await Promise.all([1, 2, 3].map(() => createPlayer(app)));
    expect((await register(first!, t.slug)).status).toBe(201);
    const registered = await statementsUnderLock(second!, t.slug);
    expect(registered.result.body.registration).toMatchObject({ status: 'registered', registration_slot: 2 });
    expect(registered.count).toBe(UNDER_LOCK);
    const waitlisted = await statementsUnderLock(third!, t.slug);
    expect(waitlisted.result.body.registration).toMatchObject({ status: 'waitlisted', waitlist_position: 1 });
    expect(waitlisted.count).toBe(UNDER_LOCK);
    expect((await call(second!, 'DELETE', `/api/tournaments/${t.slug}/registration`)).status).toBe(200);
    const back = await statementsUnderLock(second!, t.slug);
    expect(back.result.body.registration).toMatchObject({ status: 'waitlisted', waitlist_position: 1 });
    expect(back.count).toBe(UNDER_LOCK);
  });

  it('is taken once for sign-ups asked for together, each answered with its own result', async () => {
    const t = await createTournament(app, { cap: 3 });
    const players = await Promise.all([1, 2, 3, 4, 5].map(() => createPlayer(app)));
    const built = vi.spyOn(PgDialect.prototype, 'sqlToQuery');
    try {
      const now = new Date();
      const results = await Promise.allSettled([
        ...players.map((p) => registerNow(app.database.db, t.slug, p.id, registrationBody(p.name), now)),
        // The first player again, after the batch's others.
        registerNow(app.database.db, t.slug, players[0]!.id, registrationBody(players[0]!.name), now),
      ]);
      const texts = built.mock.results.map((r) => (r.value as { sql: string }).sql);
      expect(texts.filter((text) => / for update$/.test(text))).toHaveLength(1);
      const locked = texts.findIndex((text) => / for update$/.test(text));
      expect(texts.slice(locked).filter((text) => !/^(commit|rollback)$/.test(text))).toHaveLength(
        UNDER_LOCK,
      );
      expect(results.map((r) => (r.status === 'fulfilled' ? r.value.registration_slot : null))).toEqual([
        1,
        2,
        3,
        null,
        null,
        null,
      ]);
      expect(results.map((r) => (r.status === 'fulfilled' ? r.value.waitlist_position : null))).toEqual([
        null,
        null,
        null,
        1,
        2,
        null,
      ]);
      const last = results[5]!;
      expect(last.status === 'rejected' && (last.reason as { code: string }).code).toBe('already_registered');
    } finally {
      built.mockRestore();
    }
  });

  it('renumbers seeds left out of arrival order first, then seeds the newest last', async () => {
    const t = await createTournament(app, { cap: 4 });
    const [a, b, c, d] = await Promise.all([1, 2, 3, 4].map(() => createPlayer(app)));
    for (const p of [a!, b!, c!]) expect((await register(p, t.slug)).status).toBe(201);
    // Slots as rows from before seeds followed arrival could hold them: a gap, and b above a.
    for (const [p, slot] of [
      [a!, 7],
      [b!, 5],
      [c!, 3],
    ] as const) {
      await app.database.db
        .update(tournamentRegistrations)
        .set({ registration_slot: slot })
        .where(eq(tournamentRegistrations.user_id, p.id));
    }
    expect((await register(d!, t.slug)).body.registration).toMatchObject({
      status: 'registered',
      registration_slot: 4,
    });
    const nameOf = (p: Player) => registrationBody(p.name).minecraft_username;
    expect(
      (await page(null, t.slug)).body.registrations.map((r) => [r.registration_slot, r.minecraft_username]),
    ).toEqual([
      [1, nameOf(a!)],
      [2, nameOf(b!)],
      [3, nameOf(c!)],
      [4, nameOf(d!)],
    ]);
  });
});

describe('check-in and the start', () => {
  it('opens check-in 30 minutes before the start, then drops no-shows and fills from checked-in waitlisters', async () => {
    const start = new Date(Date.now() + 20 * 60_000);
    const t = await createTournament(app, { cap: 2, starts_at: start, check_in_minutes: 30 });
    const early = await createTournament(app, { starts_at: new Date(Date.now() + 2 * 3_600_000) });
    const [a, b, c, d] = await Promise.all([1, 2, 3, 4].map(() => createPlayer(app)));
    for (const p of [a!, b!, c!, d!]) expect((await register(p, t.slug)).status).toBe(201);

    expect((await register(a!, early.slug)).status).toBe(201);
    const tooEarly = await call<{ error: { code: string } }>(
      a!,
      'POST',
      `/api/tournaments/${early.slug}/check-in`,
    );
    expect(tooEarly.status).toBe(409);
    expect(tooEarly.body.error.code).toBe('check_in_not_open');

    expect((await page(a!, t.slug)).body.me).toMatchObject({ can_check_in: true, checked_in: false });
    // a checks in; b does not; d (second in line) checks in, c (first in line) does not.
    for (const p of [a!, d!]) {
      const done = await call<RegistrationResult>(p, 'POST', `/api/tournaments/${t.slug}/check-in`);
      expect(done.status).toBe(200);
      expect(done.body.registration).toMatchObject({ checked_in: true, can_check_in: false });
    }
    expect((await call(null, 'POST', `/api/tournaments/${t.slug}/check-in`)).status).toBe(401);

    expect(await settleDueTournaments(app.database.db, new Date(start.getTime() - 1000))).toBe(0);
    expect(
      await settleDueTournaments(app.database.db, new Date(start.getTime() + 1000)),
    ).toBeGreaterThanOrEqual(1);
    const statusOf = async (p: Player) => (await page(p, t.slug)).body.me;
    expect(await statusOf(a!)).toMatchObject({ status: 'registered', registration_slot: 1 });
    expect(await statusOf(b!)).toMatchObject({ status: 'dropped', registration_slot: null });
    expect(await statusOf(c!)).toMatchObject({ status: 'waitlisted' });
    expect(await statusOf(d!)).toMatchObject({ status: 'registered', registration_slot: 2 });
    const [row] = await app.database.db.select().from(tournaments).where(eq(tournaments.id, t.id));
    expect(row?.status).toBe('live');
    // Settling again changes nothing.
    await settleDueTournaments(app.database.db, new Date(start.getTime() + 60_000));
    expect(await statusOf(d!)).toMatchObject({ status: 'registered', registration_slot: 2 });
    const late = await call<{ error: { code: string } }>(c!, 'POST', `/api/tournaments/${t.slug}/check-in`);
    expect(late.status).toBe(409);
  });
});

describe('seeds', () => {
  const seeds = async (slug: string) =>
    (await page(null, slug)).body.registrations.map((r) => [r.registration_slot, r.minecraft_username]);
  const nameOf = (p: Player) => registrationBody(p.name).minecraft_username;

  it('follow arrival when a withdrawal promotes a waitlisted player, and after a late sign-up', async () => {
    const t = await createTournament(app, { cap: 3 });
    const [a, b, c, d, e] = await Promise.all([1, 2, 3, 4, 5].map(() => createPlayer(app)));
    for (const p of [a!, b!, c!, d!]) expect((await register(p, t.slug)).status).toBe(201);
    expect((await call(a!, 'DELETE', `/api/tournaments/${t.slug}/registration`)).status).toBe(200);
    expect(await seeds(t.slug)).toEqual([
      [1, nameOf(b!)],
      [2, nameOf(c!)],
      [3, nameOf(d!)],
    ]);
    // With nobody waiting, a withdrawal leaves the last seed open for the next to arrive.
    expect((await call(b!, 'DELETE', `/api/tournaments/${t.slug}/registration`)).status).toBe(200);
    expect((await register(e!, t.slug)).body.registration).toMatchObject({ registration_slot: 3 });
    expect(await seeds(t.slug)).toEqual([
      [1, nameOf(c!)],
      [2, nameOf(d!)],
      [3, nameOf(e!)],
    ]);
  });

  it('follow arrival at the start, when checked-in waitlisted players replace no-shows', async () => {
    const start = new Date(Date.now() + 20 * 60_000);
    const t = await createTournament(app, { cap: 3, starts_at: start, check_in_minutes: 30 });
    const [a, b, c, d] = await Promise.all([1, 2, 3, 4].map(() => createPlayer(app)));
    for (const p of [a!, b!, c!, d!]) expect((await register(p, t.slug)).status).toBe(201);
    // a (seed 1) does not check in; the waitlisted d does.
    for (const p of [b!, c!, d!]) {
      expect((await call(p, 'POST', `/api/tournaments/${t.slug}/check-in`)).status).toBe(200);
    }
    await settleDueTournaments(app.database.db, new Date(start.getTime() + 1000));
    expect(await seeds(t.slug)).toEqual([
      [1, nameOf(b!)],
      [2, nameOf(c!)],
      [3, nameOf(d!)],
    ]);
  });
});

describe('next tournament', () => {
  it('is the open tournament whose sign-ups close soonest', async () => {
    const soon = new Date(Date.now() + 60_000);
    const t = await createTournament(app, { registration_closes_at: soon, name: 'Soonest Cup' });
    const { status, body } = await call<{ tournament: { slug: string; path: string } | null }>(
      null,
      'GET',
      '/api/tournaments/next',
    );
    expect(status).toBe(200);
    expect(body.tournament).toMatchObject({ slug: t.slug, path: `/tournaments/${t.slug}` });
  });

  it('of two whose sign-ups close and that start in one instant, is the first by slug', async () => {
    // A database of its own: the next tournament is the soonest of all.
    const fresh = await createTestApp();
    try {
      const closes = new Date(Date.now() + 60_000);
      const starts = new Date(Date.now() + 3_600_000);
      const tied = { registration_closes_at: closes, starts_at: starts };
      // Made in the other order, so only the slug can put the first one first.
      await createTournament(fresh, { ...tied, slug: 'tied-cup-b' });
      await createTournament(fresh, { ...tied, slug: 'tied-cup-a' });
      const next = await fresh.json<{ tournament: { slug: string } | null }>('/api/tournaments/next');
      expect(next.body.tournament?.slug).toBe('tied-cup-a');
    } finally {
      await fresh.close();
    }
  });
});
