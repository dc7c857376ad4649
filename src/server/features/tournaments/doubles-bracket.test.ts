/**
 * Doubles teams go through the cup's check-in and bracket: a team checks in in the window, staff
 * draw from the checked-in teams, staff and the game server record and correct results, and the
 * final's winner is crowned with the season badge.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationKind } from '../../../shared/notifications/kinds';
import type { BracketResponse } from '../../../shared/tournaments/bracket-api';
import {
  doublesRegistrations,
  notifications,
  players,
  season1Progression,
  staffAuditLog,
  tournaments,
  users,
} from '../../db/schema';
import { createTestApp, type TestApp, type TestBrowser } from '../../test/test-app';
import { createSession } from '../auth';
import { createGameServer } from '../bridge';
import { sendCheckInNotices } from './notices';

let app: TestApp & TestBrowser;
let token: string;
let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

beforeAll(async () => {
  app = await createTestApp();
  token = (await createGameServer(app.database.db, 'doubles-server')).token;
});
afterAll(async () => {
  await app?.close();
});

async function account(role: 'player' | 'staff') {
  const name = `dbl_${role}_${unique()}`;
  const [user] = await app.database.db
    .insert(users)
    .values({ discord_id: `test-${name}`, discord_username: name, role })
    .returning({ id: users.id });
  const { token: session } = await createSession(app.deps, user!.id);
  const browser = app.browser();
  browser.cookies.set('session', session);
  return { id: user!.id, name, browser };
}

const MEMBER = {
  species: 'Incineroar',
  item: 'Sitrus Berry',
  moves: ['Fake Out', 'Flare Blitz', 'Parting Shot', 'Knock Off'],
};

/** A doubles tournament whose check-in is open (the start is 20 minutes away). */
async function doublesCup() {
  const [row] = await app.database.db
    .insert(tournaments)
    .values({
      slug: `doubles-${unique()}`,
      name: 'Test Doubles',
      format: 'doubles',
      status: 'open',
      cap: 16,
      starts_at: new Date(Date.now() + 20 * 60_000),
      check_in_minutes: 30,
    })
    .returning();
  return row!;
}

/** A team entered by a fresh player under `name`; answers the player and the team's id. */
async function team(tournamentId: string, name: string) {
  const player = await account('player');
  const [row] = await app.database.db
    .insert(doublesRegistrations)
    .values({
      tournament_id: tournamentId,
      user_id: player.id,
      minecraft_username: name,
      discord_tag: `@${player.name}`,
      email: `${player.name}@example.com`,
      timezone: 'est',
      team: Array.from({ length: 6 }, () => MEMBER),
      tera_type: 'Fire',
      rules_agreement: true,
      checkin_agreement: true,
      privacy_agreement: true,
    })
    .returning({ id: doublesRegistrations.id });
  return { ...player, teamId: row!.id };
}

const checkIn = (browser: TestBrowser, slug: string) =>
  browser.post<{ registration?: { checked_in: boolean }; error?: { code: string; message: string } }>(
    `/api/tournaments/${slug}/check-in`,
  );

/** Moves the start into the past, as the clock would. */
const started = (id: string) =>
  app.database.db
    .update(tournaments)
    .set({ starts_at: new Date(Date.now() - 60_000) })
    .where(eq(tournaments.id, id));

const report = (body: unknown) =>
  app.rawRequest('/api/game/v1/tournament-matches/result', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('doubles check-in', () => {
  it('checks a team in during the window and refuses visitors, players without a team and early callers', async () => {
    const cup = await doublesCup();
    const alpha = await team(cup.id, 'Dbl_Alpha');
    expect((await app.browser().post(`/api/tournaments/${cup.slug}/check-in`)).status).toBe(401);
    const stranger = await account('player');
    const notRegistered = await checkIn(stranger.browser, cup.slug);
    expect(notRegistered.status).toBe(404);
    expect(notRegistered.body.error?.message).toBe('You are not registered for this tournament.');

    const done = await checkIn(alpha.browser, cup.slug);
    expect(done.status).toBe(200);
    expect(done.body.registration).toMatchObject({ checked_in: true, can_check_in: false });
    const [row] = await app.database.db
      .select()
      .from(doublesRegistrations)
      .where(eq(doublesRegistrations.id, alpha.teamId));
    expect(row?.checked_in_at).not.toBeNull();

    const later = await doublesCup();
    await app.database.db
      .update(tournaments)
      .set({ starts_at: new Date(Date.now() + 3 * 3_600_000) })
      .where(eq(tournaments.id, later.id));
    const bravo = await team(later.id, 'Dbl_Bravo');
    const early = await checkIn(bravo.browser, later.slug);
    expect(early.status).toBe(409);
    expect(early.body.error?.code).toBe('check_in_not_open');
    await started(later.id);
    const late = await checkIn(bravo.browser, later.slug);
    expect(late.status).toBe(409);
    expect(late.body.error?.code).toBe('check_in_closed');
  });
});

describe('doubles check-in, staff and the clock', () => {
  it('staff check a team in from the console, audited once, and the list says who may still check in', async () => {
    const cup = await doublesCup();
    const alpha = await team(cup.id, 'Dbl_Staff_A');
    const staff = await account('staff');
    const listed = async () =>
      (
        await staff.browser.json<{
          registrations: { id: string; checked_in: boolean; can_check_in: boolean }[];
        }>(`/api/staff/tournaments/${cup.slug}/registrations`)
      ).body.registrations.find((r) => r.id === alpha.teamId);
    expect(await listed()).toMatchObject({ checked_in: false, can_check_in: true });
    const url = `/api/staff/tournaments/${cup.slug}/registrations/${alpha.teamId}/check-in`;
    expect((await alpha.browser.post(url)).status).toBe(403);
    expect((await staff.browser.post(url)).status).toBe(200);
    // Again: nothing changes and no second trace.
    expect((await staff.browser.post(url)).status).toBe(200);
    expect(await listed()).toMatchObject({ checked_in: true, can_check_in: false });
    const audit = await app.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, 'tournament_registration.check_in'));
    const ours = audit.filter((a) => a.target_id === cup.slug);
    expect(ours).toHaveLength(1);
    expect(ours[0]).toMatchObject({
      before: { player: 'Dbl_Staff_A', checked_in: false },
      after: { player: 'Dbl_Staff_A', checked_in: true },
    });
    // Another cup's team is not found under this cup.
    const other = await doublesCup();
    const stranger = await team(other.id, 'Dbl_Staff_B');
    const wrongCup = `/api/staff/tournaments/${cup.slug}/registrations/${stranger.teamId}/check-in`;
    expect((await staff.browser.post(wrongCup)).status).toBe(404);
  });

  it("tells a team's player when check-in opens and, not checked in, when it closes soon", async () => {
    const cup = await doublesCup();
    const present = await team(cup.id, 'Dbl_Clock_A');
    const absent = await team(cup.id, 'Dbl_Clock_B');
    const inbox = (userId: string, kind: NotificationKind) =>
      app.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.user_id, userId), eq(notifications.kind, kind)));
    // The cup starts in 20 minutes with a 30-minute window: check-in is open.
    await sendCheckInNotices(app.database.db, new Date());
    for (const player of [present, absent]) {
      const [notice] = await inbox(player.id, 'check_in_open');
      expect(notice).toMatchObject({
        title: 'Check-in is open for Test Doubles',
        link: `/tournaments/${cup.slug}`,
      });
    }
    expect((await checkIn(present.browser, cup.slug)).status).toBe(200);
    await sendCheckInNotices(app.database.db, new Date(cup.starts_at.getTime() - 9 * 60_000));
    const [closing] = await inbox(absent.id, 'check_in_closing');
    expect(closing?.body).toMatch(/ or your team is not drawn\.$/);
    expect(await inbox(present.id, 'check_in_closing')).toEqual([]);
  });
});

describe('a doubles bracket', () => {
  it('is drawn by staff from the checked-in teams, played through the bridge and staff, corrected and crowned', async () => {
    const cup = await doublesCup();
    const names = ['Dbl_Alpha', 'Dbl_Bravo', 'Dbl_Charlie', 'Dbl_Delta', 'Dbl_NoShow'];
    const teams = [];
    for (const name of names) teams.push(await team(cup.id, name));
    // A second apart in the order entered: teams entered in one instant are seated by id, not by
    // when they came.
    const entered = Date.now() - 60_000;
    for (const [i, t] of teams.entries()) {
      await app.database.db
        .update(doublesRegistrations)
        .set({ created_at: new Date(entered + i * 1000) })
        .where(eq(doublesRegistrations.id, t.teamId));
    }
    for (const t of teams.slice(0, 4)) expect((await checkIn(t.browser, cup.slug)).status).toBe(200);
    await started(cup.id);

    const draw = `/api/tournaments/${cup.slug}/bracket`;
    expect((await app.browser().post(draw)).status).toBe(401);
    expect((await teams[0]!.browser.post(draw)).status).toBe(403);
    const staff = await account('staff');
    const drawn = await staff.browser.post<BracketResponse>(draw);
    expect(drawn.status).toBe(201);
    // The no-show is not seeded; the four who checked in are, in arrival order.
    expect(drawn.body.seeds.map((s) => s.registration_id)).toEqual(teams.slice(0, 4).map((t) => t.teamId));
    expect(drawn.body.registrations.map((r) => r.minecraft_username)).toEqual(names);
    expect((await staff.browser.post(draw)).status).toBe(409);

    // Group A's final (seeds 1 and 4) from the game server, by the team's player's name.
    const groupFinal = await report({
      tournament_slug: cup.slug,
      round_number: 2,
      match_number: 1,
      games_won_p1: 0,
      games_won_p2: 2,
      winner_minecraft_name: 'dbl_delta',
    });
    expect(groupFinal.status).toBe(200);
    expect(await groupFinal.json()).toMatchObject({
      winner_registration_id: teams[3]!.teamId,
      winner_minecraft_name: 'Dbl_Delta',
    });
    // Staff correct it: Alpha won.
    const result = (round: number, match: number) =>
      `/api/tournaments/${cup.slug}/matches/${round}/${match}/result`;
    const corrected = await staff.browser.post<BracketResponse>(result(2, 1), {
      games_won_p1: 2,
      games_won_p2: 1,
      status: 'completed',
      winner_id: teams[0]!.teamId,
    });
    expect(corrected.status).toBe(200);
    const at = (b: BracketResponse, r: number, m: number) =>
      b.matches.find((x) => x.round_number === r && x.match_number === m)!;
    expect(at(corrected.body, 2, 1).winner_id).toBe(teams[0]!.teamId);
    expect(at(corrected.body, 4, 1).player1_id).toBe(teams[0]!.teamId);
    expect(
      (await teams[1]!.browser.post(result(2, 1), { games_won_p1: 0, games_won_p2: 2, status: 'completed' }))
        .status,
    ).toBe(403);

    // Play it out: semifinals, then the final.
    let bracket = corrected.body;
    for (const [round, match] of [
      [4, 2],
      [4, 1],
      [5, 1],
    ] as const) {
      const m = at(bracket, round, match);
      const played = await staff.browser.post<BracketResponse>(result(round, match), {
        games_won_p1: 2,
        games_won_p2: 0,
        status: 'completed',
        winner_id: m.player1_id,
      });
      expect(played.status).toBe(200);
      bracket = played.body;
    }
    expect(bracket.tournament.status).toBe('completed');
    const championTeam = teams.find((t) => t.teamId === at(bracket, 5, 1).winner_id)!;

    const uuid = crypto.randomUUID();
    await app.database.db
      .insert(players)
      .values({ auth_user_id: championTeam.id, uuid, username: championTeam.name, mc_username: 'Champ' });
    const crowned = await staff.browser.post<{ tournament: { champion: string | null } }>(
      `/api/staff/tournaments/${cup.slug}/crown`,
    );
    expect(crowned.status).toBe(200);
    expect(crowned.body.tournament.champion).toBe(names[teams.indexOf(championTeam)]);
    const [badge] = await app.database.db
      .select()
      .from(season1Progression)
      .where(eq(season1Progression.player_uuid, uuid));
    expect(badge?.champion).toBe(true);
  });
});
