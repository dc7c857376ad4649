/** GET /api/gym-leaders/:slug, the leader page's answer, and the presence history it reads. */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaderProfile, PRESENCE_WINDOW_DAYS } from '../../../shared/gym-leaders/profile';
import { gymLeaderPresence, gymLeaders, matches, players } from '../../db/schema';
import { createTestApp, type TestApp, type TestBrowser } from '../../test/test-app';
import { purgeOldPresence } from './presence-retention';

let app: TestApp & TestBrowser;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

let counter = 0;
function nextPlayer(prefix: string) {
  counter += 1;
  return {
    uuid: `1ead0000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    name: `${prefix}${counter}`,
  };
}

const HOUR = 3_600_000;
/** Today's midnight in EST (UTC-5), `days` days back. */
const estMidnight = (days: number) => {
  const now = Date.now() - 5 * HOUR;
  return new Date(now - (now % (24 * HOUR)) - days * 24 * HOUR + 5 * HOUR);
};

async function leaderNamed(displayName: string, element: 'fire' | 'water' = 'fire') {
  const db = app.database.db;
  const leader = nextPlayer('Leader');
  const [row] = await db
    .insert(players)
    .values({ uuid: leader.uuid, username: leader.name, mc_username: leader.name })
    .returning({ id: players.id });
  const [gym] = await db
    .insert(gymLeaders)
    .values({ display_name: displayName, element, player_id: row!.id, badges_awarded: 1 })
    .returning({ id: gymLeaders.id });
  return { ...leader, id: gym!.id };
}

describe('GET /api/gym-leaders/:slug', () => {
  it("answers the leader's gym, type, badge, record, challengers' results and usual hours", async () => {
    const db = app.database.db;
    const leader = await leaderNamed('Blaze Ember Test');
    const winner = nextPlayer('Winner');
    const loser = nextPlayer('Loser');
    await db.insert(players).values([
      { uuid: winner.uuid, username: winner.name, mc_username: winner.name },
      { uuid: loser.uuid, username: loser.name, mc_username: loser.name },
    ]);
    const at = (h: number) => new Date(Date.now() - h * HOUR);
    await db.insert(matches).values([
      // The challenger beat the leader (earned the badge), then another lost; one still running.
      {
        external_id: `lp-${leader.uuid}-1`,
        started_at: at(5),
        ended_at: at(4),
        leader_uuid: leader.uuid,
        challenger_uuid: winner.uuid,
        winner_uuid: winner.uuid,
        loser_uuid: leader.uuid,
      },
      {
        external_id: `lp-${leader.uuid}-2`,
        started_at: at(3),
        ended_at: at(2),
        leader_uuid: leader.uuid,
        challenger_uuid: loser.uuid,
        winner_uuid: leader.uuid,
        loser_uuid: loser.uuid,
      },
      {
        external_id: `lp-${leader.uuid}-3`,
        started_at: at(1),
        leader_uuid: leader.uuid,
        challenger_uuid: loser.uuid,
      },
    ]);
    // Online 18:00-21:00 EST on five of the last days.
    for (let d = 2; d <= 6; d++) {
      const midnight = estMidnight(d).getTime();
      await db.insert(gymLeaderPresence).values([
        { leader_id: leader.id, status: 'online', at: new Date(midnight + 18 * HOUR) },
        { leader_id: leader.id, status: 'offline', at: new Date(midnight + 21 * HOUR) },
      ]);
    }

    const response = await app.request('/api/gym-leaders/blaze-ember-test');
    expect(response.status).toBe(200);
    const body = leaderProfile.parse(await response.json());
    expect(body).toMatchObject({
      slug: 'blaze-ember-test',
      display_name: 'Blaze Ember Test',
      minecraft_name: leader.name,
      element: 'fire',
      gym: 'Fire Gym',
      badge: 'Inferno Badge',
      status: 'offline',
      record: { wins: 1, losses: 1, badges_awarded: 1 },
      usually_online: [{ from: 18, to: 21 }],
    });
    expect(body.challenges.map((c) => [c.challenger, c.challenger_name, c.outcome])).toEqual([
      [loser.name, loser.name, 'lost'],
      [winner.name, winner.name, 'won'],
    ]);
  });

  it('answers 404 for a slug nobody has, a malformed one, and a leader linked to no player', async () => {
    await app.database.db.insert(gymLeaders).values({ display_name: 'Unlinked Leader', element: 'water' });
    for (const slug of ['no-such-leader', 'Not_A_Slug', 'unlinked-leader']) {
      const response = await app.request(`/api/gym-leaders/${slug}`);
      expect(response.status).toBe(404);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('not_found');
    }
  });
});

describe('the presence history', () => {
  it('opens the window in the status of the last change before it, the id deciding a tie, as the purge keeps', async () => {
    const db = app.database.db;
    const before = new Date(Date.now() - (PRESENCE_WINDOW_DAYS + 1) * 24 * HOUR);
    const usualHoursOf = async (slug: string) =>
      leaderProfile.parse(await (await app.request(`/api/gym-leaders/${slug}`)).json()).usually_online;
    // Two changes of one instant, no change since: the later by id says the status ever after.
    const online = await leaderNamed('Tie Ends Online');
    const offline = await leaderNamed('Tie Ends Offline');
    const id = (n: number) => `7ce00000-0000-4000-8000-${String(n).padStart(12, '0')}`;
    // Written against id order, so the order they were written in cannot pass for the rule.
    await db.insert(gymLeaderPresence).values([
      { id: id(2), leader_id: online.id, status: 'online', at: before },
      { id: id(1), leader_id: online.id, status: 'offline', at: before },
      { id: id(4), leader_id: offline.id, status: 'offline', at: before },
      { id: id(3), leader_id: offline.id, status: 'online', at: before },
    ]);
    expect(await usualHoursOf('tie-ends-online')).toEqual([{ from: 0, to: 24 }]);
    expect(await usualHoursOf('tie-ends-offline')).toEqual([]);
    await purgeOldPresence({ now: () => new Date() }, db);
    const kept = await db
      .select({ id: gymLeaderPresence.id })
      .from(gymLeaderPresence)
      .where(sql`${gymLeaderPresence.id} in (${id(1)}, ${id(2)}, ${id(3)}, ${id(4)})`);
    expect(kept.map((row) => row.id).sort()).toEqual([id(2), id(4)]);
    expect(await usualHoursOf('tie-ends-online')).toEqual([{ from: 0, to: 24 }]);
    expect(await usualHoursOf('tie-ends-offline')).toEqual([]);
  });

  it('keeps a row per status change, whoever makes it, and none for a heartbeat', async () => {
    const db = app.database.db;
    const leader = await leaderNamed('Presence Keeper', 'water');
    const history = () =>
      db
        .select({ status: gymLeaderPresence.status })
        .from(gymLeaderPresence)
        .where(eq(gymLeaderPresence.leader_id, leader.id))
        .orderBy(gymLeaderPresence.at);
    // Each change is stamped with the database's clock, which can give consecutive changes one
    // instant: the rows so far move a second back before the next change, so they sort as written.
    const earlier = () =>
      db
        .update(gymLeaderPresence)
        .set({ at: sql`${gymLeaderPresence.at} - interval '1 second'` })
        .where(eq(gymLeaderPresence.leader_id, leader.id));
    expect(await history()).toEqual([{ status: 'offline' }]);
    await earlier();
    await db.update(gymLeaders).set({ status: 'online' }).where(eq(gymLeaders.id, leader.id));
    await earlier();
    // A heartbeat: the same status again.
    await db
      .update(gymLeaders)
      .set({ status: 'online', last_active_at: new Date() })
      .where(and(eq(gymLeaders.id, leader.id)));
    await earlier();
    await db.update(gymLeaders).set({ status: 'busy' }).where(eq(gymLeaders.id, leader.id));
    expect((await history()).map((r) => r.status)).toEqual(['offline', 'online', 'busy']);
  });
});
