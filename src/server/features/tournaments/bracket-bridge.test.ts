/** The game server reports bracket results through the bridge, with its token, into the same re-flow. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bridgeMatchResultResponse } from '../../../shared/tournaments/bracket-requests';
import { tournamentRegistrations } from '../../db/schema';
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

/** A drawn bracket of four checked-in players named Alpha, Bravo, Charlie, Delta (slots 1-4). */
async function drawnCup() {
  const t = await createTournament(app, { status: 'live', starts_at: new Date(Date.now() - 60_000) });
  const ids: string[] = [];
  for (const [i, name] of ['Alpha', 'Bravo', 'Charlie', 'Delta'].entries()) {
    const user = await createPlayer(app);
    const [row] = await app.database.db
      .insert(tournamentRegistrations)
      .values({
        tournament_id: t.id,
        user_id: user.id,
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
  return { slug: t.slug, ids };
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
});
