/** The game server reports bracket results through the bridge, with its token, into the same re-flow. */
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bridgeMatchResultResponse } from '../../../shared/tournaments/bracket-requests';
import {
  players,
  season1Progression,
  staffAuditLog,
  tournamentRegistrations,
  tournaments,
} from '../../db/schema';
import { sendJson, signedInAccount } from '../../test/accounts';
import { createTestApp, type TestApp, type TestBrowser } from '../../test/test-app';
import { createGameServer } from '../bridge';
import { generateBracket, readBracket } from './bracket-store';
import { createPlayer, createTournament } from './test-kit';

let app: TestApp & TestBrowser;
let token: string;

beforeAll(async () => {
  app = await createTestApp();
  token = (await createGameServer(app.database.db, 'cup-server')).token;
});
afterAll(async () => {
  await app?.close();
});

const report = (body: unknown, auth = `Bearer ${token}`) =>
  app.rawRequest('/api/game/v1/tournament-matches/result', {
    method: 'POST',
    headers: { authorization: auth, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

type Holder = { userId: string; uuid: string };

/**
 * A drawn bracket of four checked-in players named Alpha, Bravo, Charlie, Delta (slots 1-4), each
 * account linked to a Minecraft player of its own (`holders`, in the same order). `entered` puts
 * an account of an earlier cup in a slot.
 */
async function drawnCup(entered: (Holder | undefined)[] = []) {
  const t = await createTournament(app, { status: 'live', starts_at: new Date(Date.now() - 60_000) });
  const ids: string[] = [];
  const holders: Holder[] = [];
  for (const [i, name] of ['Alpha', 'Bravo', 'Charlie', 'Delta'].entries()) {
    let holder = entered[i];
    if (!holder) {
      const user = await createPlayer(app);
      holder = { userId: user.id, uuid: randomUUID() };
      await app.database.db
        .insert(players)
        .values({ auth_user_id: user.id, uuid: holder.uuid, username: user.name, mc_username: name });
    }
    holders.push(holder);
    const [row] = await app.database.db
      .insert(tournamentRegistrations)
      .values({
        tournament_id: t.id,
        user_id: holder.userId,
        minecraft_username: name,
        discord_tag: `@${name}`,
        email: `${name}@example.com`,
        timezone: 'utc',
        checkin_agreement: true,
        rules_agreement: true,
        streaming_consent: true,
        status: 'registered',
        registration_slot: i + 1,
        checked_in_at: new Date(),
      })
      .returning({ id: tournamentRegistrations.id });
    ids.push(row!.id);
  }
  await generateBracket(app.database.db, t.slug, new Date());
  return { slug: t.slug, ids, holders, uuids: holders.map((h) => h.uuid) };
}

type ErrorAnswer = { error: { code: string; message: string } };

/** Plays the bracket to its Grand Final: Alpha and Charlie reach it, Charlie wins it 2-0. */
async function playToFinal(slug: string) {
  // Alpha wins group A's final, then the semifinal against Bravo; Charlie beats Delta (from
  // Redemption Road) and then Alpha, who sits in the final's first seat.
  for (const [round_number, match_number, games_won_p1, games_won_p2, winner] of [
    [2, 1, 2, 0, 'Alpha'],
    [4, 2, 2, 0, 'Charlie'],
    [4, 1, 2, 1, 'Alpha'],
    [5, 1, 0, 2, 'Charlie'],
  ] as const) {
    const answer = await report({
      tournament_slug: slug,
      round_number,
      match_number,
      games_won_p1,
      games_won_p2,
      winner_minecraft_name: winner,
    });
    expect(answer.status).toBe(200);
  }
}

const championFlag = async (uuid: string) =>
  (
    await app.database.db
      .select({ champion: season1Progression.champion })
      .from(season1Progression)
      .where(eq(season1Progression.player_uuid, uuid))
  )[0]?.champion ?? false;

const cupRow = async (slug: string) =>
  (await app.database.db.select().from(tournaments).where(eq(tournaments.slug, slug)))[0]!;

/** An admin ends the open season from the console: its badges are archived and emptied. */
async function endSeason() {
  const { body } = await app.json<{ current: { number: number; name: string } }>('/api/season/archive');
  const admin = await signedInAccount(app, 'admin');
  const reset = await sendJson(admin.browser, 'POST', '/api/staff/season/reset', {
    season: body.current.number,
    confirm: body.current.name,
  });
  expect(reset.status).toBe(200);
}

describe('POST /api/game/v1/tournament-matches/result', () => {
  it('records a result by Minecraft name (any case) and moves the winner on', async () => {
    // Seeds 1 and 4 (Alpha, Delta) meet in group A's final; Bravo and Charlie win their groups by byes.
    const cup = await drawnCup();
    const response = await report({
      tournament_slug: cup.slug,
      round_number: 2,
      match_number: 1,
      games_won_p1: 1,
      games_won_p2: 2,
      winner_minecraft_name: 'delta',
    });
    expect(response.status).toBe(200);
    expect(bridgeMatchResultResponse.parse(await response.json())).toEqual({
      tournament_slug: cup.slug,
      round_number: 2,
      match_number: 1,
      match_status: 'completed',
      games_won_p1: 1,
      games_won_p2: 2,
      winner_registration_id: cup.ids[3],
      winner_minecraft_name: 'Delta',
      next_match: { round_number: 4, match_number: 1, slot: 1 },
      champion_minecraft_name: null,
    });
    const bracket = await readBracket(app.database.db, cup.slug);
    const at = (r: number, m: number) =>
      bracket.matches.find((x) => x.round_number === r && x.match_number === m)!;
    expect(at(4, 1)).toMatchObject({ player1_id: cup.ids[3], player2_id: cup.ids[1] });
    // The only group-stage loser, Alpha, is drawn for Redemption Road and meets Charlie.
    expect(at(3, 1)).toMatchObject({ player1_id: cup.ids[0], match_status: 'completed' });
    expect(at(4, 2)).toMatchObject({ player1_id: cup.ids[2], player2_id: cup.ids[0] });
  });

  it('takes a registration id, an in-progress score, and crowns the champion', async () => {
    const cup = await drawnCup();
    const semifinal = { tournament_slug: cup.slug, round_number: 4, match_number: 2 };
    // Group A's final first, so the semifinals have their players.
    await report({
      tournament_slug: cup.slug,
      round_number: 2,
      match_number: 1,
      games_won_p1: 2,
      games_won_p2: 0,
      winner_minecraft_name: 'Alpha',
    });
    const running = await report({ ...semifinal, games_won_p1: 1, games_won_p2: 0, status: 'in_progress' });
    expect(await running.json()).toMatchObject({ match_status: 'in_progress', next_match: null });
    await report({ ...semifinal, games_won_p1: 2, games_won_p2: 0, winner_registration_id: cup.ids[2] });
    await report({
      tournament_slug: cup.slug,
      round_number: 4,
      match_number: 1,
      games_won_p1: 2,
      games_won_p2: 1,
      winner_minecraft_name: 'Alpha',
    });
    const final = await report({
      tournament_slug: cup.slug,
      round_number: 5,
      match_number: 1,
      games_won_p1: 0,
      games_won_p2: 2,
      winner_minecraft_name: 'Charlie',
    });
    expect(await final.json()).toMatchObject({ champion_minecraft_name: 'Charlie', next_match: null });
    expect((await readBracket(app.database.db, cup.slug)).tournament.status).toBe('completed');
  });

  it('refuses a wrong token, an unclear winner and a stranger', async () => {
    const cup = await drawnCup();
    const base = {
      tournament_slug: cup.slug,
      round_number: 2,
      match_number: 1,
      games_won_p1: 2,
      games_won_p2: 0,
    };
    expect((await report({ ...base, winner_minecraft_name: 'Alpha' }, 'Bearer gst_wrong')).status).toBe(401);
    const neither = await report(base);
    expect(neither.status).toBe(400);
    expect(
      ((await neither.json()) as { error: { fields: Record<string, string[]> } }).error.fields,
    ).toHaveProperty('winner_minecraft_name');
    const both = await report({
      ...base,
      winner_minecraft_name: 'Alpha',
      winner_registration_id: cup.ids[0],
    });
    expect(both.status).toBe(400);
    const stranger = await report({ ...base, winner_minecraft_name: 'Bravo' });
    expect(stranger.status).toBe(400);
    expect(((await stranger.json()) as { error: { message: string } }).error.message).toBe(
      'The winner must be one of the two players of this match.',
    );
    expect(
      (await report({ ...base, tournament_slug: 'no-such-cup', winner_minecraft_name: 'Alpha' })).status,
    ).toBe(404);
    expect((await report({ ...base, match_number: 3, winner_minecraft_name: 'Alpha' })).status).toBe(409);
  });

  it('refuses results for a cancelled cup with 409, from the game server and from staff, and it stays cancelled', async () => {
    const cup = await drawnCup();
    const admin = await signedInAccount(app, 'admin');
    const cancelled = await sendJson(admin.browser, 'POST', `/api/staff/tournaments/${cup.slug}/cancel`, {
      reason: 'The server is down for the weekend.',
    });
    expect(cancelled.status).toBe(200);
    const fromGame = await report({
      tournament_slug: cup.slug,
      round_number: 2,
      match_number: 1,
      games_won_p1: 2,
      games_won_p2: 0,
      winner_minecraft_name: 'Alpha',
    });
    expect(fromGame.status).toBe(409);
    expect(((await fromGame.json()) as ErrorAnswer).error).toMatchObject({ code: 'tournament_cancelled' });
    const fromStaff = await sendJson<ErrorAnswer>(
      admin.browser,
      'POST',
      `/api/tournaments/${cup.slug}/matches/2/1/result`,
      { games_won_p1: 2, games_won_p2: 0, status: 'completed', winner_id: cup.ids[0] },
    );
    expect(fromStaff.status).toBe(409);
    expect(fromStaff.body.error.code).toBe('tournament_cancelled');
    const bracket = await readBracket(app.database.db, cup.slug);
    expect(bracket.tournament.status).toBe('cancelled');
    expect(bracket.matches.find((m) => m.round_number === 2 && m.match_number === 1)?.match_status).toBe(
      'pending',
    );
  });

  it('refuses to crown the winner of a cancelled cup', async () => {
    const cup = await drawnCup();
    await playToFinal(cup.slug);
    // A cup cancelled once its final is played (the status is set here: cancelling refuses a finished cup).
    await app.database.db
      .update(tournaments)
      .set({ status: 'cancelled', cancel_reason: 'Called off after the final.' })
      .where(eq(tournaments.slug, cup.slug));
    const admin = await signedInAccount(app, 'admin');
    const crowned = await sendJson<ErrorAnswer>(
      admin.browser,
      'POST',
      `/api/staff/tournaments/${cup.slug}/crown`,
    );
    expect(crowned.status).toBe(409);
    expect(crowned.body.error.code).toBe('tournament_cancelled');
    expect(await championFlag(cup.uuids[2]!)).toBe(false);
  });

  it('a corrected Grand Final after the crowning moves the crown and the badge to the new winner', async () => {
    const cup = await drawnCup();
    await playToFinal(cup.slug);
    const staff = await signedInAccount(app, 'staff');
    expect((await sendJson(staff.browser, 'POST', `/api/staff/tournaments/${cup.slug}/crown`)).status).toBe(
      200,
    );
    expect(await championFlag(cup.uuids[2]!)).toBe(true);
    const corrected = await report({
      tournament_slug: cup.slug,
      round_number: 5,
      match_number: 1,
      games_won_p1: 2,
      games_won_p2: 1,
      winner_minecraft_name: 'Alpha',
    });
    expect(corrected.status).toBe(200);
    expect(await corrected.json()).toMatchObject({ champion_minecraft_name: 'Alpha' });
    const row = await cupRow(cup.slug);
    expect(row.champion_registration_id).toBe(cup.ids[0]);
    expect(row.status).toBe('completed');
    expect(await championFlag(cup.uuids[0]!)).toBe(true);
    expect(await championFlag(cup.uuids[2]!)).toBe(false);
    const page = await app.json<{ tournament: { champion: string | null } }>(`/api/tournaments/${cup.slug}`);
    expect(page.body.tournament.champion).toBe('Alpha');
  });

  it('a correction that reopens the final after the crowning takes the crown back until staff crown again', async () => {
    const cup = await drawnCup();
    await playToFinal(cup.slug);
    const staff = await signedInAccount(app, 'staff');
    expect((await sendJson(staff.browser, 'POST', `/api/staff/tournaments/${cup.slug}/crown`)).status).toBe(
      200,
    );
    // Bravo won the semifinal after all: the final goes back to pending, Bravo against Charlie.
    const reopened = await sendJson(
      staff.browser,
      'POST',
      `/api/tournaments/${cup.slug}/matches/4/1/result`,
      {
        games_won_p1: 1,
        games_won_p2: 2,
        status: 'completed',
        winner_id: cup.ids[1],
      },
    );
    expect(reopened.status).toBe(200);
    const row = await cupRow(cup.slug);
    expect(row).toMatchObject({ status: 'live', champion_registration_id: null, crowned_at: null });
    expect(await championFlag(cup.uuids[2]!)).toBe(false);
    const audit = await app.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.target_id, `${cup.slug}:4:1`))
      .orderBy(staffAuditLog.id);
    expect(audit.at(-1)).toMatchObject({
      before: expect.objectContaining({ champion: 'Charlie' }),
      after: expect.objectContaining({ champion: null }),
    });
  });
  it('a crown won in an earlier season does not keep the champion flag of a moved crown', async () => {
    const staff = await signedInAccount(app, 'staff');
    const crown = (slug: string) => sendJson(staff.browser, 'POST', `/api/staff/tournaments/${slug}/crown`);
    const earlier = await drawnCup();
    await playToFinal(earlier.slug);
    expect((await crown(earlier.slug)).status).toBe(200);
    const charlie = earlier.holders[2]!;
    // The season ends: its badges are archived and emptied, the earlier cup keeps its champion.
    await endSeason();
    expect((await cupRow(earlier.slug)).champion_registration_id).toBe(earlier.ids[2]);

    const cup = await drawnCup([undefined, undefined, charlie]);
    await playToFinal(cup.slug);
    expect((await crown(cup.slug)).status).toBe(200);
    expect(await championFlag(charlie.uuid)).toBe(true);
    const corrected = await report({
      tournament_slug: cup.slug,
      round_number: 5,
      match_number: 1,
      games_won_p1: 2,
      games_won_p2: 1,
      winner_minecraft_name: 'Alpha',
    });
    expect(corrected.status).toBe(200);
    expect(await championFlag(charlie.uuid)).toBe(false);
    expect(await championFlag(cup.uuids[0]!)).toBe(true);
  });
  it("correcting the final of a cup crowned in an earlier season leaves the open season's badges alone", async () => {
    const staff = await signedInAccount(app, 'staff');
    const earlier = await drawnCup();
    await playToFinal(earlier.slug);
    expect(
      (await sendJson(staff.browser, 'POST', `/api/staff/tournaments/${earlier.slug}/crown`)).status,
    ).toBe(200);
    const crownedAt = (await cupRow(earlier.slug)).crowned_at;
    await endSeason();
    const corrected = await report({
      tournament_slug: earlier.slug,
      round_number: 5,
      match_number: 1,
      games_won_p1: 2,
      games_won_p2: 1,
      winner_minecraft_name: 'Alpha',
    });
    expect(corrected.status).toBe(200);
    const row = await cupRow(earlier.slug);
    expect(row.champion_registration_id).toBe(earlier.ids[0]);
    expect(row.crowned_at).toEqual(crownedAt);
    const rows = await app.database.db
      .select()
      .from(season1Progression)
      .where(inArray(season1Progression.player_uuid, [earlier.uuids[0]!, earlier.uuids[2]!]));
    expect(rows).toEqual([]);
  });
  it('a crown won in the same season keeps the champion flag of a moved crown', async () => {
    const staff = await signedInAccount(app, 'staff');
    const crown = (slug: string) => sendJson(staff.browser, 'POST', `/api/staff/tournaments/${slug}/crown`);
    const other = await drawnCup();
    await playToFinal(other.slug);
    expect((await crown(other.slug)).status).toBe(200);
    const charlie = other.holders[2]!;
    const cup = await drawnCup([undefined, undefined, charlie]);
    await playToFinal(cup.slug);
    expect((await crown(cup.slug)).status).toBe(200);
    const corrected = await report({
      tournament_slug: cup.slug,
      round_number: 5,
      match_number: 1,
      games_won_p1: 2,
      games_won_p2: 1,
      winner_minecraft_name: 'Alpha',
    });
    expect(corrected.status).toBe(200);
    expect(await championFlag(charlie.uuid)).toBe(true);
  });
});
