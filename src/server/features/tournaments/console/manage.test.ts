import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalDoublesTeam, validDoublesEntry } from '../../../../shared/test/doubles-fixtures';
import type { TournamentPageResponse } from '../../../../shared/tournaments/api';
import type { BracketResponse } from '../../../../shared/tournaments/bracket-api';
import type {
  StaffTournamentResponse,
  StaffTournamentsResponse,
} from '../../../../shared/tournaments/console/api';
import type { TournamentCreateInput } from '../../../../shared/tournaments/console/requests';
import { FOUNDERS_CUP_SLUG, MID_SEASON_DOUBLES_SLUG } from '../../../../shared/tournaments/constants';
import {
  doublesRegistrations,
  notifications,
  players,
  season1Progression,
  staffAuditLog,
  tournamentMatches,
  tournamentRegistrations,
  tournaments,
  users,
} from '../../../db/schema';
import { createTestApp, type TestApp, type TestBrowser } from '../../../test/test-app';
import { createSession } from '../../auth';
import { registrationBody } from '../test-kit';

let app: TestApp & TestBrowser;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;
const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

async function account(role: 'player' | 'staff' | 'admin') {
  const name = `mng_${role}_${unique()}`;
  const [user] = await app.database.db
    .insert(users)
    .values({ discord_id: `test-${name}`, discord_username: name, role })
    .returning({ id: users.id });
  const { token } = await createSession(app.deps, user!.id);
  const browser = app.browser();
  browser.cookies.set('session', token);
  return { id: user!.id, name, browser };
}

const cupBody = (values: Partial<TournamentCreateInput> = {}): TournamentCreateInput => ({
  name: 'Summer Cup',
  slug: `summer-${unique()}`,
  format: 'singles',
  team_rules: 'founders-cup',
  cap: 8,
  waitlist: true,
  registration_opens_at: null,
  registration_closes_at: inDays(6),
  starts_at: inDays(7),
  check_in_minutes: 30,
  summary: 'A summer singles cup.',
  location: 'Arena',
  rules: ['Best of three.'],
  rewards: [{ place: '1st', prize: '1,000 CobbleDollars' }],
  ...values,
});

const send = (browser: TestBrowser, method: string, path: string, body?: unknown) =>
  browser.json<
    StaffTournamentResponse & { error?: { code: string; message: string; fields?: Record<string, string[]> } }
  >(path, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const auditOf = (slug: string) =>
  app.database.db
    .select()
    .from(staffAuditLog)
    .where(like(staffAuditLog.target_id, slug))
    .orderBy(staffAuditLog.id);

/** An open doubles cup of four places, a week away. */
async function doublesCup(slug: string, name: string) {
  const [row] = await app.database.db
    .insert(tournaments)
    .values({
      slug,
      name,
      format: 'doubles',
      team_rules: 'mid-season-doubles',
      status: 'open',
      cap: 4,
      starts_at: new Date(inDays(7)),
    })
    .returning();
  return row!;
}

async function create(values: Partial<TournamentCreateInput> = {}) {
  const admin = await account('admin');
  const body = cupBody(values);
  const res = await send(admin.browser, 'POST', '/api/staff/tournaments', body);
  expect(res.status).toBe(201);
  return { admin, slug: body.slug, body };
}

async function signUp(slug: string) {
  const player = await account('player');
  const res = await player.browser.post(
    `/api/tournaments/${slug}/registration`,
    registrationBody(player.name),
  );
  return { ...player, status: res.status, body: res.body as { registration?: { status: string } } };
}

const changeBody = (body: TournamentCreateInput, values: Partial<TournamentCreateInput>) => {
  const { slug: _slug, format: _format, team_rules: _rules, ...change } = { ...body, ...values };
  return change;
};

describe('creating a tournament', () => {
  it('refuses visitors (401), players and staff (403), and writes nothing', async () => {
    const body = cupBody();
    expect((await send(app.browser(), 'POST', '/api/staff/tournaments', body)).status).toBe(401);
    expect(
      (await send((await account('player')).browser, 'POST', '/api/staff/tournaments', body)).status,
    ).toBe(403);
    expect(
      (await send((await account('staff')).browser, 'POST', '/api/staff/tournaments', body)).status,
    ).toBe(403);
    expect(
      await app.database.db.select().from(tournaments).where(eq(tournaments.slug, body.slug)),
    ).toHaveLength(0);
  });

  it('an admin creates a cup: published at once, on its public page and in the console list, audited by name', async () => {
    const { admin, slug } = await create({ name: 'Published Cup' });
    const page = await app.browser().json<TournamentPageResponse>(`/api/tournaments/${slug}`);
    expect(page.status).toBe(200);
    expect(page.body.tournament).toMatchObject({
      name: 'Published Cup',
      cap: 8,
      registration_open: true,
      cancel_reason: null,
    });
    const list = await admin.browser.json<StaffTournamentsResponse>('/api/staff/tournaments');
    expect(list.body.tournaments.find((t) => t.slug === slug)).toMatchObject({
      status: 'open',
      practice_draw: null,
    });
    const [trace] = await auditOf(slug);
    expect(trace).toMatchObject({ action: 'tournament.create', actor_name: admin.name });
    expect(trace?.after).toMatchObject({ name: 'Published Cup', cap: 8 });
  });

  it('answers bad input with 400 and field messages, a taken slug with 409', async () => {
    const admin = await account('admin');
    const late = await send(
      admin.browser,
      'POST',
      '/api/staff/tournaments',
      cupBody({ registration_closes_at: inDays(8), slug: 'Bad Slug!', cap: 40 }),
    );
    expect(late.status).toBe(400);
    expect(Object.keys(late.body.error?.fields ?? {}).sort()).toEqual([
      'cap',
      'registration_closes_at',
      'slug',
    ]);
    const doubles = await send(
      admin.browser,
      'POST',
      '/api/staff/tournaments',
      cupBody({ format: 'doubles' as 'singles', team_rules: 'mid-season-doubles' }),
    );
    expect(doubles.status).toBe(400);
    expect(doubles.body.error?.fields?.format?.[0]).toMatch(/Mid-Season Doubles/);
    const { slug } = await create();
    const taken = await send(admin.browser, 'POST', '/api/staff/tournaments', cupBody({ slug }));
    expect(taken.status).toBe(409);
    expect(taken.body.error?.fields?.slug).toBeDefined();
  });
});

describe('changing a tournament', () => {
  it('refuses a cap below the players holding a place; a higher cap promotes the waitlist in order', async () => {
    const { admin, slug, body } = await create({ cap: 2 });
    const first = await signUp(slug);
    const second = await signUp(slug);
    const third = await signUp(slug);
    const fourth = await signUp(slug);
    expect([first, second, third, fourth].map((p) => p.body.registration?.status)).toEqual([
      'registered',
      'registered',
      'waitlisted',
      'waitlisted',
    ]);
    // Three hold a place (the third moved up by hand here): the cap can go no lower than three.
    await app.database.db.update(tournaments).set({ cap: 3 }).where(eq(tournaments.slug, slug));
    await app.database.db
      .update(tournamentRegistrations)
      .set({ status: 'registered', registration_slot: 3 })
      .where(eq(tournamentRegistrations.user_id, third.id));
    const lower = await send(
      admin.browser,
      'PATCH',
      `/api/staff/tournaments/${slug}`,
      changeBody(body, { cap: 2 }),
    );
    expect(lower.status).toBe(409);
    expect(lower.body.error?.code).toBe('cap_below_registered');
    const higher = await send(
      admin.browser,
      'PATCH',
      `/api/staff/tournaments/${slug}`,
      changeBody(body, { cap: 4 }),
    );
    expect(higher.status).toBe(200);
    expect(higher.body.tournament.cap).toBe(4);
    const [fourthRow] = await app.database.db
      .select()
      .from(tournamentRegistrations)
      .where(eq(tournamentRegistrations.user_id, fourth.id));
    expect(fourthRow).toMatchObject({ status: 'registered', registration_slot: 4 });
    const trail = (await auditOf(slug)).map((r) => r.action);
    expect(trail).toEqual(['tournament.create', 'tournament.update', 'tournament_registration.promote']);
  });

  it("a doubles tournament's cap cannot go below its registered teams", async () => {
    const doubles = await doublesCup(`doubles-${unique()}`, 'Doubles Test');
    for (let i = 0; i < 3; i++) {
      const player = await account('player');
      await app.database.db.insert(doublesRegistrations).values({
        tournament_id: doubles!.id,
        user_id: player.id,
        minecraft_username: `Team_${i}`,
        discord_tag: '@team',
        email: 'team@example.com',
        timezone: 'est',
        team: [],
        tera_type: 'Fire',
        rules_agreement: true,
        checkin_agreement: true,
        privacy_agreement: true,
      });
    }
    const staff = await account('staff');
    const { slug: _s, format: _f, team_rules: _t, ...change } = cupBody({ name: 'Doubles Test', cap: 2 });
    const lower = await send(staff.browser, 'PATCH', `/api/staff/tournaments/${doubles!.slug}`, change);
    expect(lower.status).toBe(409);
    expect(lower.body.error?.message).toMatch(/3 teams/);
    const higher = await send(staff.browser, 'PATCH', `/api/staff/tournaments/${doubles!.slug}`, {
      ...change,
      cap: 8,
    });
    expect(higher.body.tournament.cap).toBe(8);
  });

  it('staff change texts and dates; players cannot; a waitlist turned off refuses a full field', async () => {
    const { slug, body } = await create({ cap: 2, waitlist: false });
    const player = await account('player');
    expect(
      (
        await send(
          player.browser,
          'PATCH',
          `/api/staff/tournaments/${slug}`,
          changeBody(body, { name: 'Hijacked' }),
        )
      ).status,
    ).toBe(403);
    const staff = await account('staff');
    const renamed = await send(
      staff.browser,
      'PATCH',
      `/api/staff/tournaments/${slug}`,
      changeBody(body, { name: 'Renamed Cup', check_in_minutes: 45 }),
    );
    expect(renamed.body.tournament).toMatchObject({ name: 'Renamed Cup', check_in_minutes: 45 });
    const trace = (await auditOf(slug)).at(-1);
    expect(trace?.before).toEqual({ name: 'Summer Cup', check_in_minutes: 30 });
    await signUp(slug);
    await signUp(slug);
    const full = await signUp(slug);
    expect(full.status).toBe(409);
  });

  it('sign-ups open and close by hand; a later opening keeps them shut until opened', async () => {
    const { slug } = await create({ registration_opens_at: inDays(2) });
    const read = async () =>
      (await app.browser().json<TournamentPageResponse>(`/api/tournaments/${slug}`)).body.tournament;
    expect((await read()).registration_open).toBe(false);
    expect((await signUp(slug)).status).toBe(409);
    const staff = await account('staff');
    expect((await send(staff.browser, 'POST', `/api/staff/tournaments/${slug}/open`)).status).toBe(200);
    expect((await read()).registration_open).toBe(true);
    expect((await signUp(slug)).status).toBe(201);
    const closed = await send(staff.browser, 'POST', `/api/staff/tournaments/${slug}/close`);
    expect(closed.body.tournament.status).toBe('closed');
    expect((await read()).registration_open).toBe(false);
    expect((await auditOf(slug)).map((r) => r.action)).toEqual([
      'tournament.create',
      'tournament.open',
      'tournament.close',
    ]);
  });
});

describe('cancelling', () => {
  it('admins only, with a reason that registered players see on the page', async () => {
    const { admin, slug } = await create();
    const registered = await signUp(slug);
    const staff = await account('staff');
    expect(
      (await send(staff.browser, 'POST', `/api/staff/tournaments/${slug}/cancel`, { reason: 'x' })).status,
    ).toBe(403);
    const blank = await send(admin.browser, 'POST', `/api/staff/tournaments/${slug}/cancel`, {
      reason: '  ',
    });
    expect(blank.status).toBe(400);
    const cancelled = await send(admin.browser, 'POST', `/api/staff/tournaments/${slug}/cancel`, {
      reason: 'The arena is being rebuilt.',
    });
    expect(cancelled.body.tournament).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'The arena is being rebuilt.',
    });
    const page = await registered.browser.json<TournamentPageResponse>(`/api/tournaments/${slug}`);
    expect(page.body.tournament).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'The arena is being rebuilt.',
    });
    expect(page.body.me?.status).toBe('registered');
    expect((await signUp(slug)).status).toBe(409);
    expect(
      (await send(admin.browser, 'POST', `/api/staff/tournaments/${slug}/cancel`, { reason: 'Again' }))
        .status,
    ).toBe(409);
  });
});

describe('a cancelled cup', () => {
  it('takes no withdrawal: no place opens for the waitlist, and nobody is told they are in', async () => {
    const { admin, slug } = await create({ cap: 2, waitlist: true });
    const registered = await signUp(slug);
    await signUp(slug);
    const waiting = await signUp(slug);
    expect(waiting.body.registration?.status).toBe('waitlisted');
    expect(
      (await send(admin.browser, 'POST', `/api/staff/tournaments/${slug}/cancel`, { reason: 'Rain.' }))
        .status,
    ).toBe(200);
    const left = await send(registered.browser, 'DELETE', `/api/tournaments/${slug}/registration`);
    expect(left.status).toBe(409);
    expect(left.body.error?.code).toBe('tournament_cancelled');
    const page = await waiting.browser.json<TournamentPageResponse>(`/api/tournaments/${slug}`);
    expect(page.body.me?.status).toBe('waitlisted');
    const told = await app.database.db
      .select({ kind: notifications.kind })
      .from(notifications)
      .where(eq(notifications.user_id, waiting.id));
    expect(told.map((n) => n.kind)).not.toContain('waitlist_promoted');
  });
});

describe('the practice draw', () => {
  it('staff only; a labelled copy with stand-ins and a drawn bracket, removable', async () => {
    const { slug } = await create({ cap: 4 });
    await signUp(slug);
    expect((await send(app.browser(), 'POST', `/api/staff/tournaments/${slug}/practice-draw`)).status).toBe(
      401,
    );
    expect(
      (await send((await account('player')).browser, 'POST', `/api/staff/tournaments/${slug}/practice-draw`))
        .status,
    ).toBe(403);
    const staff = await account('staff');
    expect((await send(staff.browser, 'POST', `/api/staff/tournaments/${slug}/practice-draw`)).status).toBe(
      201,
    );
    const [practice] = await app.database.db
      .select()
      .from(tournaments)
      .where(eq(tournaments.slug, `${slug}-practice`));
    expect(practice?.name).toBe('Practice draw: Summer Cup');
    const seats = await app.database.db
      .select()
      .from(tournamentRegistrations)
      .where(eq(tournamentRegistrations.tournament_id, practice!.id));
    expect(seats.map((s) => s.minecraft_username).filter((n) => n.startsWith('Stand_in'))).toHaveLength(3);
    const drawn = await app.database.db
      .select()
      .from(tournamentMatches)
      .where(eq(tournamentMatches.tournament_id, practice!.id));
    expect(drawn.length).toBeGreaterThan(0);
    const list = await staff.browser.json<StaffTournamentsResponse>('/api/staff/tournaments');
    expect(list.body.tournaments.find((t) => t.slug === slug)?.practice_draw).toBe(`${slug}-practice`);
    expect((await send(staff.browser, 'POST', `/api/staff/tournaments/${slug}/practice-draw`)).status).toBe(
      409,
    );
    expect((await send(staff.browser, 'DELETE', `/api/staff/tournaments/${slug}/practice-draw`)).status).toBe(
      200,
    );
    expect(
      await app.database.db
        .select()
        .from(tournaments)
        .where(eq(tournaments.slug, `${slug}-practice`)),
    ).toHaveLength(0);
    expect((await send(staff.browser, 'DELETE', `/api/staff/tournaments/${slug}/practice-draw`)).status).toBe(
      404,
    );
    expect((await auditOf(slug)).map((r) => r.action).slice(1)).toEqual([
      'tournament.practice_draw',
      'tournament.practice_remove',
    ]);
  });

  it('tells nobody of its matches or results: the real players signed up hear nothing from it', async () => {
    const { slug } = await create({ cap: 4 });
    const real = await signUp(slug);
    const inboxOf = (userId: string) =>
      app.database.db
        .select({ kind: notifications.kind, title: notifications.title })
        .from(notifications)
        .where(eq(notifications.user_id, userId));
    const before = await inboxOf(real.id);
    expect(before.map((n) => n.kind)).toEqual(['tournament_signup']);
    const staff = await account('staff');
    expect((await send(staff.browser, 'POST', `/api/staff/tournaments/${slug}/practice-draw`)).status).toBe(
      201,
    );
    // The real player is seed 1 and meets seed 4, a stand-in, in group A's final.
    const bracket = await app.json<BracketResponse>(`/api/tournaments/${slug}-practice/bracket`);
    const seat = bracket.body.registrations.find((r) => r.minecraft_username === real.name.slice(-16))!;
    const match = bracket.body.matches.find(
      (m) => m.match_status === 'pending' && m.player2_id !== null && m.player1_id === seat.id,
    )!;
    const result = await send(
      staff.browser,
      'POST',
      `/api/tournaments/${slug}-practice/matches/${match.round_number}/${match.match_number}/result`,
      { games_won_p1: 2, games_won_p2: 0, status: 'completed', winner_id: seat.id },
    );
    expect(result.status).toBe(200);
    expect(await inboxOf(real.id)).toEqual(before);
  });
});

describe('the practice draw of a doubles cup', () => {
  it('seats its teams in sign-up order, then stand-in teams, and its removal takes the teams along', async () => {
    const cup = await doublesCup(MID_SEASON_DOUBLES_SLUG, 'Mid-Season Doubles Showdown');
    const signedUp: string[] = [];
    for (const name of ['First_Team', 'Second_Team']) {
      const player = await account('player');
      const res = await player.browser.post(
        '/api/doubles/registration',
        validDoublesEntry({ minecraft_username: name, tera_type: 'Water' }),
      );
      expect(res.status).toBe(201);
      signedUp.push(name);
    }
    // A second apart in the order signed up: two sign-ups can share one instant, and teams of one
    // instant are seated by id, not by when they came.
    await app.database.db
      .update(doublesRegistrations)
      .set({ created_at: sql`${doublesRegistrations.created_at} - interval '1 second'` })
      .where(
        and(
          eq(doublesRegistrations.tournament_id, cup!.id),
          eq(doublesRegistrations.minecraft_username, 'First_Team'),
        ),
      );
    const staff = await account('staff');
    const slug = MID_SEASON_DOUBLES_SLUG;
    expect((await send(staff.browser, 'POST', `/api/staff/tournaments/${slug}/practice-draw`)).status).toBe(
      201,
    );
    const [practice] = await app.database.db
      .select()
      .from(tournaments)
      .where(eq(tournaments.slug, `${slug}-practice`));
    expect(practice).toMatchObject({ format: 'doubles', practice_of: cup!.id });
    const teams = await app.database.db
      .select()
      .from(doublesRegistrations)
      .where(eq(doublesRegistrations.tournament_id, practice!.id));
    expect(teams).toHaveLength(4);
    expect(teams.every((t) => t.checked_in_at !== null)).toBe(true);
    expect(teams.find((t) => t.minecraft_username === 'First_Team')).toMatchObject({
      tera_type: 'Water',
      team: legalDoublesTeam(),
    });
    expect(
      await app.database.db
        .select()
        .from(tournamentRegistrations)
        .where(eq(tournamentRegistrations.tournament_id, practice!.id)),
    ).toHaveLength(0);
    const bracket = await app.json<BracketResponse>(`/api/tournaments/${slug}-practice/bracket`);
    expect(bracket.body.registrations.map((r) => r.minecraft_username)).toEqual([
      ...signedUp,
      'Stand_in_03',
      'Stand_in_04',
    ]);
    const seated = new Set(teams.map((t) => t.id));
    const seats = bracket.body.matches
      .flatMap((m) => [m.player1_id, m.player2_id])
      .filter((id) => id !== null);
    expect(new Set(seats)).toEqual(seated);
    expect((await send(staff.browser, 'DELETE', `/api/staff/tournaments/${slug}/practice-draw`)).status).toBe(
      200,
    );
    const left = await app.database.db
      .select({ tournament_id: doublesRegistrations.tournament_id })
      .from(doublesRegistrations)
      .where(inArray(doublesRegistrations.id, [...seated]));
    expect(left).toEqual([]);
    expect(
      await app.database.db
        .select()
        .from(doublesRegistrations)
        .where(eq(doublesRegistrations.tournament_id, cup!.id)),
    ).toHaveLength(2);
    const audit = await auditOf(slug);
    expect(audit.map((r) => r.action)).toEqual(['tournament.practice_draw', 'tournament.practice_remove']);
    expect(audit[0]?.after).toMatchObject({ teams: 2, stand_ins: 2 });
  });
});

describe('crowning the champion', () => {
  /** Gives the signed-up account a Minecraft player row, as the game server would; answers its uuid. */
  async function linkPlayer(account: { id: string; name: string }) {
    const uuid = crypto.randomUUID();
    await app.database.db.insert(players).values({
      auth_user_id: account.id,
      uuid,
      username: account.name,
      mc_username: account.name.slice(-16),
    });
    return uuid;
  }

  /** The cup completed as the bracket leaves it: its final (round 5, match 1) won by `winner`. */
  async function finalWonBy(slug: string, winner: { id: string }) {
    const [row] = await app.database.db.select().from(tournaments).where(eq(tournaments.slug, slug));
    const [found] = await app.database.db
      .select()
      .from(tournamentRegistrations)
      .where(eq(tournamentRegistrations.user_id, winner.id));
    const registration = found!;
    await app.database.db.update(tournaments).set({ status: 'completed' }).where(eq(tournaments.id, row!.id));
    await app.database.db.insert(tournamentMatches).values({
      tournament_id: row!.id,
      round_number: 5,
      match_number: 1,
      match_status: 'completed',
      games_won_p1: 2,
      player1_id: registration.id,
      winner_id: registration.id,
    });
    return registration;
  }

  it("gives the final's winner the champion badge once and shows them on the tournament", async () => {
    const { slug } = await create();
    const winner = await signUp(slug);
    const uuid = await linkPlayer(winner);
    const staff = await account('staff');
    const early = await send(staff.browser, 'POST', `/api/staff/tournaments/${slug}/crown`);
    expect(early.status).toBe(409);
    expect(early.body.error?.code).toBe('final_not_played');
    const registration = await finalWonBy(slug, winner);
    expect(
      (await send((await account('player')).browser, 'POST', `/api/staff/tournaments/${slug}/crown`)).status,
    ).toBe(403);
    const crowned = await send(staff.browser, 'POST', `/api/staff/tournaments/${slug}/crown`);
    expect(crowned.status).toBe(200);
    expect(crowned.body.tournament.champion).toBe(registration.minecraft_username);
    const [badge] = await app.database.db
      .select()
      .from(season1Progression)
      .where(eq(season1Progression.player_uuid, uuid));
    expect(badge?.champion).toBe(true);
    const page = await app.browser().json<TournamentPageResponse>(`/api/tournaments/${slug}`);
    expect(page.body.tournament.champion).toBe(registration.minecraft_username);
    const again = await send(staff.browser, 'POST', `/api/staff/tournaments/${slug}/crown`);
    expect(again.status).toBe(409);
    expect(again.body.error?.code).toBe('already_crowned');
    const crowns = (await auditOf(slug)).filter((r) => r.action === 'tournament.crown');
    expect(crowns).toHaveLength(1);
    expect(crowns[0]?.after).toMatchObject({
      champion: registration.minecraft_username,
      player: winner.name,
    });
  });
  it("crowns Founders' Cup #1's winner without the Season champion badge, as its page says", async () => {
    // This file's database has no seeded cups: the Founders' Cup is made here, under its own slug.
    const { slug } = await create({ slug: FOUNDERS_CUP_SLUG, name: "Founders' Cup #1" });
    const winner = await signUp(slug);
    const uuid = await linkPlayer(winner);
    const registration = await finalWonBy(slug, winner);
    const staff = await account('staff');
    const crowned = await send(staff.browser, 'POST', `/api/staff/tournaments/${slug}/crown`);
    expect(crowned.status).toBe(200);
    expect(crowned.body.tournament.champion).toBe(registration.minecraft_username);
    const badges = await app.database.db
      .select()
      .from(season1Progression)
      .where(eq(season1Progression.player_uuid, uuid));
    expect(badges.filter((b) => b.champion)).toEqual([]);
  });
});
