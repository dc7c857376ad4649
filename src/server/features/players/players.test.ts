import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playerProfile } from '../../../shared/players/profile';
import {
  eloRatings,
  gymLeaders,
  matches,
  players,
  season1Progression,
  tournamentMatches,
  tournamentRegistrations,
  tournaments,
  users,
} from '../../db/schema';
import { createTestApp, type TestApp, type TestBrowser } from '../../test/test-app';

let app: TestApp & TestBrowser;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

let counter = 0;
/** A fresh Minecraft uuid and name for each player a test makes. */
function nextPlayer(prefix: string) {
  counter += 1;
  const n = String(counter).padStart(12, '0');
  return { uuid: `91a7e500-0000-4000-8000-${n}`, name: `${prefix}${counter}`.slice(0, 16) };
}

const day = (d: number) => new Date(Date.UTC(2026, 10, d, 12));

async function profileOf(name: string, on: TestBrowser = app) {
  const response = await on.request(`/api/players/${encodeURIComponent(name)}`);
  expect(response.status).toBe(200);
  const body = await response.json();
  return { body, profile: playerProfile.parse(body) };
}

describe('GET /api/players/:name', () => {
  it('answers a rated player: rating, rank, win rate, streaks, chart points in order and recent matches', async () => {
    const { db } = app.database;
    const me = nextPlayer('Rated');
    const leader = nextPlayer('Leader');
    const rival = nextPlayer('Rival');
    const [leaderRow] = await db
      .insert(players)
      .values([
        { uuid: me.uuid, username: me.name, mc_username: me.name },
        { uuid: leader.uuid, username: leader.name, mc_username: leader.name },
        { uuid: rival.uuid, username: rival.name, mc_username: rival.name },
      ])
      .returning({ id: players.id, uuid: players.uuid })
      .then((rows) => rows.filter((r) => r.uuid === leader.uuid));
    await db
      .insert(gymLeaders)
      .values({ display_name: 'Gym Leader Flint', element: 'fire', player_id: leaderRow!.id });
    // Far above anyone else in this file's database, so the ranks are known.
    await db.insert(eloRatings).values([
      { player_uuid: me.uuid, rating: 9214, wins: 3, losses: 1, streak: 1 },
      { player_uuid: rival.uuid, rating: 9300, wins: 1, losses: 1, streak: -1 },
    ]);
    const played = [
      // won as challenger against the leader, +16
      {
        d: 1,
        leader: leader.uuid,
        challenger: me.uuid,
        winner: me.uuid,
        leaderDelta: -16,
        challengerDelta: 16,
      },
      // won again, +10
      {
        d: 2,
        leader: leader.uuid,
        challenger: me.uuid,
        winner: me.uuid,
        leaderDelta: -10,
        challengerDelta: 10,
      },
      // lost as leader to the rival, -12
      {
        d: 3,
        leader: me.uuid,
        challenger: rival.uuid,
        winner: rival.uuid,
        leaderDelta: -12,
        challengerDelta: 12,
      },
      // won as leader against the rival, +14
      {
        d: 4,
        leader: me.uuid,
        challenger: rival.uuid,
        winner: me.uuid,
        leaderDelta: 14,
        challengerDelta: -14,
      },
    ];
    await db.insert(matches).values(
      // Stored newest first, so the answer's order comes from the end times.
      [...played].reverse().map((m) => ({
        external_id: `profile-${me.uuid}-${m.d}`,
        started_at: new Date(day(m.d).getTime() - 600_000),
        ended_at: day(m.d),
        leader_uuid: m.leader,
        challenger_uuid: m.challenger,
        winner_uuid: m.winner,
        loser_uuid: m.winner === m.leader ? m.challenger : m.leader,
        leader_delta: m.leaderDelta,
        challenger_delta: m.challengerDelta,
      })),
    );
    // A battle still running is not a result.
    await db.insert(matches).values({
      external_id: `profile-${me.uuid}-running`,
      started_at: day(5),
      leader_uuid: leader.uuid,
      challenger_uuid: me.uuid,
    });

    const { profile } = await profileOf(me.name);
    expect(profile.name).toBe(me.name);
    expect(profile.ladder).toEqual({
      rating: 9214,
      rank: 2,
      rated_players: profile.ladder?.rated_players,
      wins: 3,
      losses: 1,
      win_rate: 0.75,
      streak: 1,
      best_streak: 2,
    });
    expect(profile.ladder?.rated_players).toBeGreaterThanOrEqual(2);
    // 9214 now, walked back through +14, -12, +10, +16.
    expect(profile.history.map((p) => p.rating)).toEqual([9186, 9202, 9212, 9200, 9214]);
    expect(profile.history.map((p) => p.at)).toEqual([1, 1, 2, 3, 4].map((d) => day(d).toISOString()));
    expect(profile.recent.map((m) => [m.role, m.result, m.delta, m.opponent, m.opponent_name])).toEqual([
      ['leader', 'won', 14, rival.name, rival.name],
      ['leader', 'lost', -12, rival.name, rival.name],
      ['challenger', 'won', 10, 'Gym Leader Flint', leader.name],
      ['challenger', 'won', 16, 'Gym Leader Flint', leader.name],
    ]);
    expect(profile.gym).toBeNull();

    const leaderProfile = (await profileOf(leader.name)).profile;
    expect(leaderProfile.gym).toEqual({ display_name: 'Gym Leader Flint', element: 'fire' });
    expect(leaderProfile.recent.map((m) => [m.result, m.opponent_name])).toEqual([
      ['lost', me.name],
      ['lost', me.name],
    ]);
  });

  it('finds the player by name in any case', async () => {
    const { db } = app.database;
    const me = nextPlayer('MixedCase');
    await db.insert(players).values({ uuid: me.uuid, username: 'site_name', mc_username: me.name });
    for (const asked of [me.name.toLowerCase(), me.name.toUpperCase()]) {
      expect((await profileOf(asked)).profile.name).toBe(me.name);
    }
  });

  it('answers a player without matches with an empty history and no ladder place', async () => {
    const { db } = app.database;
    const me = nextPlayer('Fresh');
    await db.insert(players).values({ uuid: me.uuid, username: me.name, mc_username: me.name });
    const { profile } = await profileOf(me.name);
    expect(profile).toEqual({
      name: me.name,
      ladder: null,
      history: [],
      recent: [],
      seasons: [],
      placements: [],
      gym: null,
    });
  });

  it('answers 404 with the site error for a name nobody has, and for a site account never linked', async () => {
    const { db } = app.database;
    await db.insert(players).values({ username: 'NeverLinked', mc_username: null });
    for (const name of ['NobodyByThisName', 'NeverLinked', 'x'.repeat(40)]) {
      const response = await app.request(`/api/players/${name}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        error: { code: 'not_found', message: 'No player by that name has played on the server.' },
      });
    }
  });

  it('shows season badges and cup placements, and nothing private', async () => {
    const { db } = app.database;
    const me = nextPlayer('Badged');
    const other = nextPlayer('Finalist');
    const [user] = await db
      .insert(users)
      .values({
        discord_id: `discord-${me.uuid}`,
        discord_username: `discord_${counter}`,
        email: `secret-${counter}@example.com`,
      })
      .returning({ id: users.id });
    const [otherUser] = await db
      .insert(users)
      .values({ discord_id: `discord-${other.uuid}`, discord_username: `discord_other_${counter}` })
      .returning({ id: users.id });
    await db.insert(players).values([
      {
        auth_user_id: user!.id,
        uuid: me.uuid,
        username: `discord_${counter}`,
        mc_username: me.name,
        discord_id: `discord-${me.uuid}`,
      },
      { auth_user_id: otherUser!.id, uuid: other.uuid, username: other.name, mc_username: other.name },
    ]);
    await db.insert(season1Progression).values({ player_uuid: me.uuid, fire_badge: true, fairy_badge: true });
    const registration = (tournamentId: string, userId: string, name: string, slot: number) => ({
      tournament_id: tournamentId,
      user_id: userId,
      minecraft_username: name.toLowerCase(),
      discord_tag: '@secret_tag',
      email: `${name}@private.example`,
      timezone: 'utc',
      checkin_agreement: true,
      rules_agreement: true,
      streaming_consent: true,
      status: 'registered' as const,
      registration_slot: slot,
    });
    const cup = async (name: string, d: number, status: 'completed' | 'draft') => {
      const [row] = await db
        .insert(tournaments)
        .values({ slug: `profile-cup-${counter}-${d}`, name, format: 'singles', status, starts_at: day(d) })
        .returning();
      const [mine, theirs] = await db
        .insert(tournamentRegistrations)
        .values([
          registration(row!.id, user!.id, me.name, 1),
          registration(row!.id, otherUser!.id, other.name, 2),
        ])
        .returning({ id: tournamentRegistrations.id });
      return { row: row!, mine: mine!.id, theirs: theirs!.id };
    };
    const won = await cup('Autumn Cup', 10, 'completed');
    await db.insert(tournamentMatches).values({
      tournament_id: won.row.id,
      round_number: 5,
      match_number: 1,
      match_status: 'completed',
      player1_id: won.mine,
      player2_id: won.theirs,
      winner_id: won.mine,
    });
    await db
      .update(tournaments)
      .set({ champion_registration_id: won.mine, crowned_at: day(11) })
      .where(eq(tournaments.id, won.row.id));
    const semis = await cup('Winter Cup', 20, 'completed');
    await db.insert(tournamentMatches).values({
      tournament_id: semis.row.id,
      round_number: 4,
      match_number: 1,
      match_status: 'completed',
      player1_id: semis.theirs,
      player2_id: semis.mine,
      winner_id: semis.theirs,
    });
    // A cup still being drafted is no placement.
    await cup('Draft Cup', 25, 'draft');

    const { body, profile } = await profileOf(me.name.toLowerCase());
    expect(profile.seasons).toEqual([
      { season: 'Season 1', champion: false, badges: ['fire', 'fairy'], total: 9 },
    ]);
    expect(profile.placements.map((p) => [p.tournament, p.placement])).toEqual([
      ['Winter Cup', 'Reached Tournament Semifinals'],
      ['Autumn Cup', 'Champion'],
    ]);
    expect((await profileOf(other.name)).profile.placements.map((p) => p.placement)).toEqual([
      'Reached Tournament Semifinals',
      'Runner-up',
    ]);
    const text = JSON.stringify(body);
    for (const secret of [
      `discord-${me.uuid}`,
      `discord_${counter}`,
      'private.example',
      'secret',
      'discord',
      'email',
    ]) {
      expect(text).not.toContain(secret);
    }
  });
});
