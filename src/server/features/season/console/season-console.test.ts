import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { playerProfile } from '../../../../shared/players/profile';
import { seasonArchiveResponse } from '../../../../shared/season/archive';
import { badgeChangeResponse, seasonResetResponse } from '../../../../shared/season/console/api';
import { seasonProgressionResponse } from '../../../../shared/season/progression';
import type { Tx } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { eloRatings, players, staffAuditLog } from '../../../db/schema';
import { sendJson, signedInAccount, uniqueSuffix } from '../../../test/accounts';
import { expectContract } from '../../../test/contract';
import { createTestApp, type TestApp, type TestBrowser } from '../../../test/test-app';
import { writeBadge } from '../badges';

let app: TestApp & TestBrowser;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

/** A Minecraft player known only in game (no site account), with a fresh name and uuid. */
async function inGamePlayer() {
  const name = `Mc${uniqueSuffix()}`.slice(0, 16);
  const uuid = randomUUID();
  await app.database.db.insert(players).values({ uuid, username: name, mc_username: name });
  return { name, uuid };
}

const changeBadge = (browser: TestBrowser, body: unknown) =>
  sendJson(browser, 'POST', '/api/staff/season/badges', body);
const reset = (browser: TestBrowser, body: unknown) =>
  sendJson(browser, 'POST', '/api/staff/season/reset', body);

async function publicProgress(uuid: string) {
  const { body } = await app.json('/api/season/progression');
  return seasonProgressionResponse.parse(body).players.find((p) => p.uuid === uuid);
}

async function archive() {
  const { status, body } = await app.json('/api/season/archive');
  expect(status).toBe(200);
  return expectContract(seasonArchiveResponse, body);
}

/** A transaction that makes `write` and holds it uncommitted until `commit` is called. */
function uncommitted(write: (tx: Tx) => Promise<void>) {
  let commit!: () => void;
  const committing = new Promise<void>((resolve) => {
    commit = resolve;
  });
  let markWritten!: () => void;
  const written = new Promise<void>((resolve) => {
    markWritten = resolve;
  });
  const done = app.database.db.transaction(async (tx) => {
    await write(tx);
    markWritten();
    await committing;
  });
  return { written, commit, done };
}

/** Waits until a session of this database waits on a lock, checking every 10 ms up to `checks` times. */
async function untilOneWaitsOnALock(checks = Number.POSITIVE_INFINITY) {
  for (let check = 0; check < checks; check++) {
    const waiting = rowsOf<{ n: number }>(
      await app.database.db.execute(
        sql`select count(*)::int as n from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`,
      ),
    );
    if (Number(waiting[0]?.n) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('POST /api/staff/season/badges', () => {
  it('refuses visitors (401) and players (403)', async () => {
    const { name } = await inGamePlayer();
    const body = { player: name, badge: 'fire', awarded: true };
    expect((await changeBadge(app, body)).status).toBe(401);
    const player = await signedInAccount(app, 'player');
    const refused = await changeBadge(player.browser, body);
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).toContain('Only staff members can change badges.');
  });

  it('checks the player and the badge per field, and refuses a player nobody knows', async () => {
    const staff = await signedInAccount(app, 'staff');
    const invalid = await changeBadge(staff.browser, {
      player: 'no spaces!',
      badge: 'dragon',
      awarded: 'yes',
    });
    expect(invalid.status).toBe(400);
    expect(Object.keys((invalid.body as { error: { fields: object } }).error.fields).sort()).toEqual([
      'awarded',
      'badge',
      'player',
    ]);
    const unknown = await changeBadge(staff.browser, {
      player: `Nobody${uniqueSuffix()}`.slice(0, 16),
      badge: 'fire',
      awarded: true,
    });
    expect(unknown.status).toBe(404);
  });

  it('by name, changes the newest holder of that name, as the player page does', async () => {
    const staff = await signedInAccount(app, 'staff');
    const name = `Tw${uniqueSuffix()}`.slice(0, 16);
    const [older, newer] = [randomUUID(), randomUUID()];
    await app.database.db.insert(players).values([
      { uuid: older, username: name, mc_username: name, created_at: new Date('2025-01-01T00:00:00Z') },
      { uuid: newer, username: name, mc_username: name, created_at: new Date('2025-06-01T00:00:00Z') },
    ]);
    const res = await changeBadge(staff.browser, { player: name, badge: 'fire', awarded: true });
    expect(res.status).toBe(200);
    expect(expectContract(badgeChangeResponse, res.body).player).toMatchObject({ uuid: newer });
    expect((await app.json(`/api/players/${name}`)).body).toMatchObject({ name });
    expect(await publicProgress(older)).toBeUndefined();
  });

  it('awards, corrects and revokes: each shows on the public list, and is audited by name', async () => {
    const staff = await signedInAccount(app, 'staff');
    const hunter = await inGamePlayer();
    const awarded = await changeBadge(staff.browser, {
      player: hunter.name.toLowerCase(),
      badge: 'fire',
      awarded: true,
    });
    expect(awarded.status).toBe(200);
    expect(expectContract(badgeChangeResponse, awarded.body).player).toMatchObject({
      name: hunter.name,
      badge_count: 1,
    });
    // A correction: the water badge was meant, not fire (by uuid this time).
    await changeBadge(staff.browser, { player: hunter.uuid, badge: 'water', awarded: true });
    await changeBadge(staff.browser, { player: hunter.uuid, badge: 'fire', awarded: false });
    await changeBadge(staff.browser, { player: hunter.name, badge: 'champion', awarded: true });
    let shown = await publicProgress(hunter.uuid);
    expect(shown?.badges.filter((b) => b.earned).map((b) => b.type)).toEqual(['water']);
    expect(shown?.champion).toBe(true);
    // Revoked; repeating it changes nothing and writes no second trace.
    await changeBadge(staff.browser, { player: hunter.name, badge: 'champion', awarded: false });
    await changeBadge(staff.browser, { player: hunter.name, badge: 'champion', awarded: false });
    shown = await publicProgress(hunter.uuid);
    expect(shown?.champion).toBe(false);

    const trail = await app.database.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.target_id, hunter.uuid), eq(staffAuditLog.action, 'season.badge')))
      .orderBy(staffAuditLog.id);
    expect(trail.map((row) => [row.actor_name, row.after?.badge, row.after?.held])).toEqual([
      [staff.name, 'Fire Badge', 'yes'],
      [staff.name, 'Water Badge', 'yes'],
      [staff.name, 'Fire Badge', 'no'],
      [staff.name, 'Champion', 'yes'],
      [staff.name, 'Champion', 'no'],
    ]);
    expect(trail.every((row) => row.after?.player === hunter.name && row.target_type === 'player')).toBe(
      true,
    );
  });
});

describe('POST /api/staff/season/reset', () => {
  it('refuses visitors (401), players and staff who are not admins (403)', async () => {
    const { current } = await archive();
    const body = { season: current.number, confirm: current.name };
    expect((await reset(app, body)).status).toBe(401);
    for (const role of ['player', 'staff'] as const) {
      const account = await signedInAccount(app, role);
      const refused = await reset(account.browser, body);
      expect(refused.status).toBe(403);
      expect(JSON.stringify(refused.body)).toContain('Only admins can reset the season.');
    }
    expect((await archive()).current).toEqual(current);
  });

  it('checks the body, and asks for the season name typed exactly', async () => {
    const admin = await signedInAccount(app, 'admin');
    const invalid = await reset(admin.browser, { season: 'one', confirm: '' });
    expect(invalid.status).toBe(400);
    const { current } = await archive();
    const mistyped = await reset(admin.browser, { season: current.number, confirm: 'season one' });
    expect(mistyped.status).toBe(422);
    expect(JSON.stringify(mistyped.body)).toContain(`Type the season's name, ${current.name}`);
    expect((await archive()).current).toEqual(current);
  });

  it('archives badges and ladder rows, empties the badges, opens the next season once', async () => {
    const admin = await signedInAccount(app, 'admin');
    const staff = await signedInAccount(app, 'staff');
    const { db } = app.database;
    const badged = await inGamePlayer();
    const ladderOnly = await inGamePlayer();
    await changeBadge(staff.browser, { player: badged.name, badge: 'ghost', awarded: true });
    await changeBadge(staff.browser, { player: badged.name, badge: 'fire', awarded: true });
    await db.insert(eloRatings).values([
      { player_uuid: badged.uuid, rating: 1234, wins: 5, losses: 2 },
      { player_uuid: ladderOnly.uuid, rating: 1100, wins: 1, losses: 3 },
    ]);
    const before = await archive();
    const body = { season: before.current.number, confirm: before.current.name };

    // A double click: both arrive together; one archives, the other is refused.
    const [first, second] = await Promise.all([reset(admin.browser, body), reset(admin.browser, body)]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([200, 409]);
    const done = expectContract(seasonResetResponse, (first.status === 200 ? first : second).body);
    expect(done.archived).toMatchObject({ number: before.current.number, name: before.current.name });
    expect(done.current).toMatchObject({
      number: before.current.number + 1,
      name: `Season ${before.current.number + 1}`,
      archived_at: null,
    });

    // The badges are empty; the archive keeps them with the ladder rows, readable by anyone.
    expect(await publicProgress(badged.uuid)).toBeUndefined();
    const after = await archive();
    expect(after.current.number).toBe(before.current.number + 1);
    const season = after.archived.find((s) => s.number === before.current.number);
    expect(season?.archived_at).not.toBeNull();
    expect(season?.players.find((p) => p.uuid === badged.uuid)).toEqual({
      uuid: badged.uuid,
      name: badged.name,
      champion: false,
      badges: ['fire', 'ghost'],
      badge_count: 2,
      rating: 1234,
      wins: 5,
      losses: 2,
    });
    expect(season?.players.find((p) => p.uuid === ladderOnly.uuid)).toMatchObject({
      badges: [],
      rating: 1100,
    });

    // The same season again is refused; the audit names the seasons and the admin.
    const again = await reset(admin.browser, body);
    expect(again.status).toBe(409);
    expect(JSON.stringify(again.body)).toContain(`${before.current.name} is already archived`);
    const trail = await db
      .select()
      .from(staffAuditLog)
      .where(
        and(
          eq(staffAuditLog.action, 'season.reset'),
          eq(staffAuditLog.target_id, String(before.current.number)),
        ),
      );
    expect(trail.map((row) => [row.actor_name, row.after?.archived, row.after?.opened])).toEqual([
      [admin.name, before.current.name, done.current.name],
    ]);

    // The new season takes badges again.
    await changeBadge(staff.browser, { player: badged.name, badge: 'dark', awarded: true });
    expect((await publicProgress(badged.uuid))?.badge_count).toBe(1);
  });

  it("gives the player page the open season by its name, then the player's archived seasons", async () => {
    const admin = await signedInAccount(app, 'admin');
    const staff = await signedInAccount(app, 'staff');
    const trainer = await inGamePlayer();
    await changeBadge(staff.browser, { player: trainer.name, badge: 'steel', awarded: true });
    const before = await archive();
    const done = await reset(admin.browser, { season: before.current.number, confirm: before.current.name });
    expect(done.status).toBe(200);
    await changeBadge(staff.browser, { player: trainer.name, badge: 'psychic', awarded: true });
    const { current } = await archive();
    const page = await app.json(`/api/players/${trainer.name}`);
    expect(page.status).toBe(200);
    expect(playerProfile.parse(page.body).seasons).toEqual([
      { season: current.name, champion: false, badges: ['psychic'], total: 9 },
      { season: before.current.name, champion: false, badges: ['steel'], total: 9 },
    ]);
  });

  // PGlite is one connection: transactions take turns, so only PostgreSQL can interleave them.
  it.runIf(inject('testDatabase').kind === 'postgres')(
    'archives a badge the game server commits while the reset runs, instead of deleting it unseen',
    async () => {
      const admin = await signedInAccount(app, 'admin');
      const staff = await signedInAccount(app, 'staff');
      const holder = await inGamePlayer();
      await changeBadge(staff.browser, { player: holder.name, badge: 'fire', awarded: true });
      const before = await archive();

      // The game server's award of a second badge, written but not yet committed.
      const award = uncommitted((tx) =>
        writeBadge(tx, { player_uuid: holder.uuid, badge: 'dark', awarded: true }).then(() => undefined),
      );
      await award.written;
      const resetting = reset(admin.browser, { season: before.current.number, confirm: before.current.name });
      // The reset reaches the progression rows and waits on the award's lock: commit it then.
      await untilOneWaitsOnALock();
      award.commit();
      await award.done;
      expect((await resetting).status).toBe(200);

      const season = (await archive()).archived.find((s) => s.number === before.current.number);
      expect(season?.players.find((p) => p.uuid === holder.uuid)?.badges).toEqual(['fire', 'dark']);
    },
  );
  it.runIf(inject('testDatabase').kind === 'postgres')(
    'waits for a match report in flight, so both players of the match are archived with its result',
    async () => {
      const admin = await signedInAccount(app, 'admin');
      const staff = await signedInAccount(app, 'staff');
      const { db } = app.database;
      const winner = await inGamePlayer();
      const loser = await inGamePlayer();
      // One of them has a badge, the other is on the ladder only: the reset reads them apart.
      await changeBadge(staff.browser, { player: winner.name, badge: 'ice', awarded: true });
      await db.insert(eloRatings).values([
        { player_uuid: winner.uuid, rating: 1200, wins: 10, losses: 0 },
        { player_uuid: loser.uuid, rating: 1000, wins: 0, losses: 4 },
      ]);
      const before = await archive();

      // A match report's rating writes, made but not yet committed.
      const match = uncommitted(async (tx) => {
        await tx
          .update(eloRatings)
          .set({ rating: 1225, wins: 11 })
          .where(eq(eloRatings.player_uuid, winner.uuid));
        await tx
          .update(eloRatings)
          .set({ rating: 975, losses: 5 })
          .where(eq(eloRatings.player_uuid, loser.uuid));
      });
      await match.written;
      const resetting = reset(admin.browser, { season: before.current.number, confirm: before.current.name });
      // Give the reset its chance to wait on the match's row locks (bounded: without the wait it
      // simply finishes first, and the archive below shows the ratings before the match).
      await untilOneWaitsOnALock(300);
      match.commit();
      await match.done;
      expect((await resetting).status).toBe(200);

      const season = (await archive()).archived.find((s) => s.number === before.current.number);
      const archived = (uuid: string) => season?.players.find((p) => p.uuid === uuid);
      expect(archived(winner.uuid)).toMatchObject({ rating: 1225, wins: 11, losses: 0 });
      expect(archived(loser.uuid)).toMatchObject({ rating: 975, wins: 0, losses: 5 });
    },
  );
});
