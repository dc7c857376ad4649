import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BanCandidatesResponse, StaffBanResponse, StaffBansResponse } from '../../../shared/bans/api';
import { activeBansResponse } from '../../../shared/bridge/api';
import { validDoublesEntry } from '../../../shared/test/doubles-fixtures';
import { validApplication, validForms } from '../../../shared/test/form-fixtures';
import { bans, deliveries, gymLeaders, players, staffAuditLog } from '../../db/schema';
import { sendJson, signedInAccount, uniqueSuffix } from '../../test/accounts';
import { createTestApp, type TestApp, type TestBrowser } from '../../test/test-app';
import { createGameServer } from '../bridge';
import { recordEndedBans } from './bans';
import { sweepEndedBans } from './end-sweep';

let app: TestApp & TestBrowser;
let gameToken: string;
beforeAll(async () => {
  app = await createTestApp();
  gameToken = (await createGameServer(app.database.db, `bans-${Date.now()}`)).token;
});
afterAll(async () => {
  await app?.close();
});

type Failure = { error: { code: string; message: string; fields?: Record<string, string[]> } };
type Account = Awaited<ReturnType<typeof signedInAccount>>;

const ban = (staff: Account, body: unknown) =>
  staff.browser.post<StaffBanResponse & Failure>('/api/staff/bans', body);
const lift = (staff: Account, id: string, reason: string) =>
  staff.browser.post<StaffBanResponse & Failure>(`/api/staff/bans/${id}/lift`, { reason });

const gameBans = async () => {
  const res = await app.rawRequest('/api/game/v1/bans', {
    headers: { authorization: `Bearer ${gameToken}` },
  });
  expect(res.status).toBe(200);
  return activeBansResponse.parse(await res.json()).bans;
};

describe('banning from the console', () => {
  it('refuses visitors with 401 and players with 403', async () => {
    const target = await signedInAccount(app);
    const visitor = await app
      .browser()
      .post<Failure>('/api/staff/bans', { player_id: target.playerId, reason: 'x' });
    expect(visitor.status).toBe(401);
    const player = await signedInAccount(app);
    const refused = await ban(player, { player_id: target.playerId, reason: 'x' });
    expect(refused.status).toBe(403);
    expect((await player.browser.json('/api/staff/bans')).status).toBe(403);
    expect(
      (
        await player.browser.post('/api/staff/bans/00000000-0000-4000-8000-000000000000/lift', {
          reason: 'x',
        })
      ).status,
    ).toBe(403);
    expect(await app.database.db.select().from(bans).where(eq(bans.player_id, target.playerId))).toEqual([]);
  });

  it('checks the reason, the player and that the end is ahead', async () => {
    const staff = await signedInAccount(app, 'staff');
    const target = await signedInAccount(app);
    const blank = await ban(staff, { player_id: target.playerId, reason: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.body.error.fields?.reason).toEqual(['Give a reason.']);
    const past = await ban(staff, {
      player_id: target.playerId,
      reason: 'Spam',
      ends_at: '2020-01-01T00:00:00Z',
    });
    expect(past.status).toBe(400);
    expect(past.body.error.fields?.ends_at).toEqual(['The end must be in the future.']);
    const nobody = await ban(staff, { player_id: '00000000-0000-4000-8000-000000000000', reason: 'Spam' });
    expect(nobody.status).toBe(404);
  });

  it('staff ban a player once, the game server learns it, staff unban with a reason; both audited', async () => {
    const staff = await signedInAccount(app, 'staff');
    const target = await signedInAccount(app, 'player', true);
    const found = await staff.browser.json<BanCandidatesResponse>(`/api/staff/bans/players?q=${target.name}`);
    expect(found.body.players).toEqual([
      { id: target.playerId, name: target.name, minecraft_name: target.mc, banned: false },
    ]);

    const ends = new Date(Date.now() + 86_400_000).toISOString();
    const created = await ban(staff, { player_id: target.playerId, reason: 'Griefing spawn', ends_at: ends });
    expect(created.status).toBe(201);
    expect(created.body.ban).toMatchObject({
      active: true,
      reason: 'Griefing spawn',
      ends_at: ends,
      banned_by: staff.name,
    });
    const again = await ban(staff, { player_id: target.playerId, reason: 'Twice' });
    expect(again.status).toBe(409);

    const listed = await gameBans();
    expect(listed.filter((b) => b.player_uuid && b.player_name === target.mc)).toEqual([
      expect.objectContaining({ ban_id: created.body.ban.id, reason: 'Griefing spawn', ends_at: ends }),
    ]);
    const mine = await target.browser.json<{ ban: { reason: string; ends_at: string | null } | null }>(
      '/api/me/ban',
    );
    expect(mine.body.ban).toMatchObject({ reason: 'Griefing spawn', ends_at: ends });

    const lifted = await lift(staff, created.body.ban.id, 'Apologised');
    expect(lifted.status).toBe(200);
    expect(lifted.body.ban).toMatchObject({
      active: false,
      lift_reason: 'Apologised',
      lifted_by: staff.name,
    });
    expect((await lift(staff, created.body.ban.id, 'Again')).status).toBe(409);
    expect((await gameBans()).some((b) => b.ban_id === created.body.ban.id)).toBe(false);
    expect((await target.browser.json<{ ban: null }>('/api/me/ban')).body.ban).toBeNull();

    const queued = await app.database.db
      .select()
      .from(deliveries)
      .where(eq(deliveries.source, `ban:${created.body.ban.id}`))
      .orderBy(deliveries.sequence_step);
    expect(queued.map((d) => [d.command.split(' ')[0], d.sequence_step, d.require_online])).toEqual([
      ['ban', 1, false],
      ['pardon', 2, false],
    ]);
    expect(queued[0]!.command).toMatch(new RegExp(`^ban ${target.mc} Griefing spawn \\(until .* EST\\)$`));

    const audit = await app.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.target_id, target.playerId))
      .orderBy(staffAuditLog.id);
    expect(audit.map((a) => [a.action, a.actor_name, a.after?.player])).toEqual([
      ['player.ban', staff.name, `${target.name} (${target.mc})`],
      ['player.unban', staff.name, `${target.name} (${target.mc})`],
    ]);

    const history = await staff.browser.json<StaffBansResponse>(
      `/api/staff/bans?player_id=${target.playerId}`,
    );
    expect(history.body.bans.map((b) => b.active)).toEqual([false]);
  });
});

describe('a banned player', () => {
  async function bannedPlayer() {
    const staff = await signedInAccount(app, 'staff');
    const target = await signedInAccount(app);
    const created = await ban(staff, { player_id: target.playerId, reason: 'Toxic chat' });
    expect(created.status).toBe(201);
    return { staff, target, banId: created.body.ban.id };
  }

  const expectBanned = (res: { status: number; body: unknown }) => {
    expect(res).toEqual({
      status: 403,
      body: { error: { code: 'banned', message: 'You are banned permanently: Toxic chat' } },
    });
  };

  it('cannot sign up for a cup or the doubles, nor register for an event, until unbanned', async () => {
    const { staff, target, banId } = await bannedPlayer();
    const singles = {
      minecraft_username: 'Banned_One',
      discord_tag: '@banned',
      email: 'banned@example.com',
      timezone: 'est',
      pokemon_1: 'Garchomp',
      pokemon_2: 'Rotom-Wash',
      pokemon_3: 'Ferrothorn',
      pokemon_4: 'Volcarona',
      pokemon_5: 'Toxapex',
      pokemon_6: 'Latios',
      checkin_agreement: true,
      rules_agreement: true,
      streaming_consent: true,
    };
    const event = '/api/events/00000000-0000-4000-8000-000000000000/registration';
    expectBanned(await target.browser.post('/api/tournaments/no-such-cup/registration', singles));
    expectBanned(await target.browser.post('/api/doubles/registration', validDoublesEntry()));
    expectBanned(await target.browser.post(event, {}));

    expect((await lift(staff, banId, 'Served')).status).toBe(200);
    // Unbanned, the same calls get past the ban to the cup's and the event's own answers.
    expect((await target.browser.post('/api/tournaments/no-such-cup/registration', singles)).status).toBe(
      404,
    );
    expect((await target.browser.post(event, {})).status).toBe(404);
  });

  it('cannot send any form but a ban appeal, nor check out', async () => {
    const { target } = await bannedPlayer();
    for (const [path, body] of [
      ['/api/forms/support-tickets', validForms.support],
      ['/api/forms/bug-reports', validForms.bug],
      ['/api/forms/feature-requests', validForms.feature],
      ['/api/forms/player-reports', validForms.report],
      ['/api/forms/waitlist', validForms.waitlist],
      ['/api/forms/gym-leader-application', validApplication],
    ] as const) {
      expectBanned(await target.browser.post(path, body));
    }
    const appeal = await target.browser.post('/api/forms/ban-appeals', validForms.appeal);
    expect(appeal.status).toBe(201);
    expectBanned(await target.browser.post('/api/shop/checkout', { cartItems: [] }));
  });
});

describe('accepting a ban appeal', () => {
  it('lifts the ban in the same step when staff ask, audited; without a ban nothing changes', async () => {
    const staff = await signedInAccount(app, 'staff');
    const target = await signedInAccount(app);
    const created = await ban(staff, { player_id: target.playerId, reason: 'Alt account' });
    const appeal = await target.browser.post<{ id: string }>('/api/forms/ban-appeals', validForms.appeal);
    expect(appeal.status).toBe(201);
    const url = `/api/staff/submissions/ban_appeal/${appeal.body.id}`;

    const notAccepting = await sendJson<Failure>(staff.browser, 'PATCH', url, {
      status: 'rejected',
      lift_ban: true,
    });
    expect(notAccepting.status).toBe(400);
    expect(notAccepting.body.error.fields?.lift_ban).toBeDefined();

    const accepted = await sendJson<{ status: string }>(staff.browser, 'PATCH', url, {
      status: 'accepted',
      lift_ban: true,
    });
    expect(accepted.status).toBe(200);
    const [row] = await app.database.db.select().from(bans).where(eq(bans.id, created.body.ban.id));
    expect(row).toMatchObject({ lift_reason: 'Ban appeal accepted', lifted_by_name: staff.name });
    const audit = await app.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.target_id, target.playerId))
      .orderBy(staffAuditLog.id);
    expect(audit.map((a) => a.action)).toEqual(['player.ban', 'player.unban']);

    // A second appeal from the now unbanned player: accepting it with a lift is refused whole.
    const second = await target.browser.post<{ id: string }>('/api/forms/ban-appeals', validForms.appeal);
    const secondUrl = `/api/staff/submissions/ban_appeal/${second.body.id}`;
    const refused = await sendJson<Failure>(staff.browser, 'PATCH', secondUrl, {
      status: 'accepted',
      lift_ban: true,
    });
    expect(refused.status).toBe(409);
    const detail = await staff.browser.json<{ submission: { status: string } }>(secondUrl);
    expect(detail.body.submission.status).toBe('new');
  });

  it('is done one appeal at a time, never in bulk, so each asks whether its ban is lifted', async () => {
    const staff = await signedInAccount(app, 'staff');
    const target = await signedInAccount(app);
    await ban(staff, { player_id: target.playerId, reason: 'Alt account' });
    const appeal = await target.browser.post<{ id: string }>('/api/forms/ban-appeals', validForms.appeal);
    expect(appeal.status).toBe(201);
    const items = [{ kind: 'ban_appeal', id: appeal.body.id }];
    const bulk = await staff.browser.post<Failure>('/api/staff/submissions/bulk', {
      items,
      status: 'accepted',
    });
    expect(bulk.status).toBe(400);
    expect(bulk.body.error.fields?.status).toEqual([
      'Accept each ban appeal on its own, where you choose whether its ban is lifted too.',
    ]);
    const url = `/api/staff/submissions/ban_appeal/${appeal.body.id}`;
    const detail = await staff.browser.json<{ submission: { status: string } }>(url);
    expect(detail.body.submission.status).toBe('new');
    // Declining and review take a batch as before.
    const declined = await staff.browser.post('/api/staff/submissions/bulk', { items, status: 'rejected' });
    expect(declined.status).toBe(200);
  });
});

describe('a timed ban that runs out', () => {
  const HOUR_MS = 60 * 60_000;
  const later = (ms: number) => new Date(Date.now() + ms);
  const sweepAt = (now: Date) => sweepEndedBans({ ...app.deps, now: () => now });

  async function bannedFor(hours: number | null, minecraft = true) {
    const staff = await signedInAccount(app, 'staff');
    const target = await signedInAccount(app, 'player', minecraft);
    const ends_at = hours === null ? undefined : later(hours * HOUR_MS).toISOString();
    const created = await ban(staff, { player_id: target.playerId, reason: 'Spamming trades', ends_at });
    expect(created.status).toBe(201);
    return { staff, target, banId: created.body.ban.id };
  }

  /** The game server's commands of one ban, in step order: `[verb, step]`. */
  const commandsOf = async (banId: string) =>
    (
      await app.database.db
        .select()
        .from(deliveries)
        .where(eq(deliveries.source, `ban:${banId}`))
        .orderBy(deliveries.sequence_step)
    ).map((d) => [d.command, d.sequence_step]);

  const auditOf = async (playerId: string) =>
    (
      await app.database.db
        .select()
        .from(staffAuditLog)
        .where(eq(staffAuditLog.target_id, playerId))
        .orderBy(staffAuditLog.id)
    ).map((a) => [a.action, a.actor_name, a.after?.player ?? null, a.after?.source ?? null]);

  it('gets one pardon for the game server once its end passes, audited as the server by name', async () => {
    const { staff, target, banId } = await bannedFor(1);
    expect(await sweepAt(new Date())).toMatchObject({ swept: true });
    expect(await commandsOf(banId)).toEqual([[expect.stringMatching(/^ban /), 1]]);

    expect(await sweepAt(later(2 * HOUR_MS))).toMatchObject({ swept: true });
    expect(await sweepAt(later(3 * HOUR_MS))).toMatchObject({ swept: true });
    expect(await commandsOf(banId)).toEqual([
      [expect.stringMatching(/^ban /), 1],
      [`pardon ${target.mc}`, 2],
    ]);
    const label = `${target.name} (${target.mc})`;
    expect(await auditOf(target.playerId)).toEqual([
      ['player.ban', staff.name, label, null],
      ['player.ban_end', null, label, 'end date reached'],
    ]);
    const [row] = await app.database.db.select().from(bans).where(eq(bans.id, banId));
    expect(row).toMatchObject({ lifted_at: null, lift_reason: null });
    expect(row!.end_recorded_at).toBeInstanceOf(Date);
  });

  it('gets no second pardon when staff lifted it before its end', async () => {
    const { staff, target, banId } = await bannedFor(1);
    expect((await lift(staff, banId, 'Served enough')).status).toBe(200);
    await sweepAt(later(2 * HOUR_MS));
    expect(await commandsOf(banId)).toEqual([
      [expect.stringMatching(/^ban /), 1],
      [`pardon ${target.mc}`, 2],
    ]);
    expect((await auditOf(target.playerId)).map(([action]) => action)).toEqual([
      'player.ban',
      'player.unban',
    ]);
  });

  it('never ends when it is permanent', async () => {
    const { target, banId } = await bannedFor(null);
    await sweepAt(new Date('2999-01-01T00:00:00Z'));
    expect(await commandsOf(banId)).toEqual([[expect.stringMatching(/^ban /), 1]]);
    expect((await auditOf(target.playerId)).map(([action]) => action)).toEqual(['player.ban']);
    const [row] = await app.database.db.select().from(bans).where(eq(bans.id, banId));
    expect(row!.end_recorded_at).toBeNull();
  });

  it('is recorded, without a command, for a player with no Minecraft account', async () => {
    const { target, banId } = await bannedFor(1, false);
    await sweepAt(later(2 * HOUR_MS));
    expect(await commandsOf(banId)).toEqual([]);
    expect((await auditOf(target.playerId)).map(([action]) => action)).toEqual([
      'player.ban',
      'player.ban_end',
    ]);
    const [row] = await app.database.db.select().from(bans).where(eq(bans.id, banId));
    expect(row!.end_recorded_at).toBeInstanceOf(Date);
  });

  it('gets its pardon before a new ban of the player made before the sweep came', async () => {
    const staff = await signedInAccount(app, 'staff');
    const target = await signedInAccount(app, 'player', true);
    const [old] = await app.database.db
      .insert(bans)
      .values({
        player_id: target.playerId,
        reason: 'Earlier offence',
        starts_at: later(-3 * HOUR_MS),
        ends_at: later(-HOUR_MS),
        banned_by_name: staff.name,
      })
      .returning();
    const created = await ban(staff, { player_id: target.playerId, reason: 'Again' });
    expect(created.status).toBe(201);
    expect(await commandsOf(old!.id)).toEqual([[`pardon ${target.mc}`, 2]]);
    expect(await commandsOf(created.body.ban.id)).toEqual([[expect.stringMatching(/^ban .* Again$/), 3]]);
    await sweepAt(later(HOUR_MS));
    expect(await commandsOf(old!.id)).toHaveLength(1);
  });

  it('gets one pardon when two instances sweep at once, and when two claims race past the lock', async () => {
    const first = await bannedFor(1);
    const second = await bannedFor(1);
    const end = later(2 * HOUR_MS);
    const outcomes = await Promise.all([sweepAt(end), sweepAt(end)]);
    expect(outcomes.some((o) => o.swept)).toBe(true);
    // The claim alone, as two transactions that both got past the lock would make it.
    const third = await bannedFor(1);
    await Promise.all([
      app.database.db.transaction((tx) => recordEndedBans(tx, end, third.target.playerId)),
      app.database.db.transaction((tx) => recordEndedBans(tx, end, third.target.playerId)),
    ]);
    for (const { target, banId } of [first, second, third]) {
      expect(await commandsOf(banId)).toEqual([
        [expect.stringMatching(/^ban /), 1],
        [`pardon ${target.mc}`, 2],
      ]);
      const ends = await app.database.db
        .select()
        .from(staffAuditLog)
        .where(and(eq(staffAuditLog.target_id, target.playerId), eq(staffAuditLog.action, 'player.ban_end')));
      expect(ends).toHaveLength(1);
    }
  });
});

describe('bans follow the Minecraft account when it is linked or unlinked', () => {
  const linkTo = (staff: Account, userId: string, uuid: string, name: string) =>
    sendJson(staff.browser, 'PUT', `/api/staff/links/${userId}`, { player_uuid: uuid, player_name: name });
  const commandsOf = async (banId: string) =>
    (
      await app.database.db
        .select()
        .from(deliveries)
        .where(eq(deliveries.source, `ban:${banId}`))
        .orderBy(deliveries.sequence_step)
    ).map((d) => [d.command, d.sequence_key, d.sequence_step]);
  const bansOf = async (staff: Account, playerId: string) =>
    (await staff.browser.json<StaffBansResponse>(`/api/staff/bans?player_id=${playerId}`)).body.bans;

  async function inGameOnly() {
    const uuid = randomUUID();
    const mc = `Mc${uniqueSuffix()}`.slice(0, 16);
    const [row] = await app.database.db
      .insert(players)
      .values({ uuid, username: mc, mc_username: mc })
      .returning({ id: players.id });
    return { playerId: row!.id, uuid, mc };
  }

  it('keeps the ban of a player known only in game when staff link it to a site account', async () => {
    const staff = await signedInAccount(app, 'staff');
    const account = await signedInAccount(app);
    const game = await inGameOnly();
    const created = await ban(staff, { player_id: game.playerId, reason: 'Xray' });
    expect(created.status).toBe(201);
    expect((await linkTo(staff, account.id, game.uuid, game.mc)).status).toBe(200);

    expect(await bansOf(staff, account.playerId)).toEqual([
      expect.objectContaining({ id: created.body.ban.id, active: true }),
    ]);
    expect(await gameBans()).toContainEqual(
      expect.objectContaining({ ban_id: created.body.ban.id, player_uuid: game.uuid, player_name: game.mc }),
    );
    const refused = await account.browser.json<{ ban: { reason: string } | null }>('/api/me/ban');
    expect(refused.body.ban).toMatchObject({ reason: 'Xray' });
    const moves = await app.database.db
      .select()
      .from(staffAuditLog)
      .where(
        and(eq(staffAuditLog.target_id, account.playerId), eq(staffAuditLog.action, 'player.bans_moved')),
      );
    expect(moves.map((a) => [a.actor_name, a.before?.player, a.after?.player, a.after?.bans])).toEqual([
      [staff.name, game.mc, `${account.name} (${game.mc})`, 1],
    ]);
  });

  it('keeps the ban with the Minecraft account when staff unlink it, and lifting it queues the pardon', async () => {
    const staff = await signedInAccount(app, 'staff');
    const target = await signedInAccount(app, 'player', true);
    const created = await ban(staff, { player_id: target.playerId, reason: 'Duping' });
    expect(created.status).toBe(201);
    const [linked] = await app.database.db.select().from(players).where(eq(players.id, target.playerId));
    expect((await sendJson(staff.browser, 'DELETE', `/api/staff/links/${target.id}`)).status).toBe(200);

    expect(await gameBans()).toContainEqual(
      expect.objectContaining({ ban_id: created.body.ban.id, player_uuid: linked!.uuid }),
    );
    expect((await lift(staff, created.body.ban.id, 'Appeal accepted')).status).toBe(200);
    expect(await commandsOf(created.body.ban.id)).toEqual([
      [expect.stringMatching(new RegExp(`^ban ${target.mc} `)), `ban:${linked!.uuid}`, 1],
      [`pardon ${target.mc}`, `ban:${linked!.uuid}`, 2],
    ]);
  });

  it("moves commands queued under a player row's key into their Minecraft account's sequence (0052)", async () => {
    const staff = await signedInAccount(app, 'staff');
    const target = await signedInAccount(app, 'player', true);
    const created = await ban(staff, { player_id: target.playerId, reason: 'Griefing' });
    expect(created.status).toBe(201);
    const [linked] = await app.database.db.select().from(players).where(eq(players.id, target.playerId));
    // As queued before bans followed the Minecraft account: keyed by the player row.
    await app.database.db
      .update(deliveries)
      .set({ sequence_key: `ban:${target.playerId}` })
      .where(eq(deliveries.source, `ban:${created.body.ban.id}`));
    await app.database.db.execute(sql.raw(readFileSync('drizzle/0052_ban_sequence_by_account.sql', 'utf8')));
    expect((await lift(staff, created.body.ban.id, 'Appeal accepted')).status).toBe(200);
    expect(await commandsOf(created.body.ban.id)).toEqual([
      [expect.stringMatching(new RegExp(`^ban ${target.mc} `)), `ban:${linked!.uuid}`, 1],
      [`pardon ${target.mc}`, `ban:${linked!.uuid}`, 2],
    ]);
  });

  it('keeps both bans when a banned account takes a banned Minecraft account, pardoning after the last', async () => {
    const staff = await signedInAccount(app, 'staff');
    const account = await signedInAccount(app);
    const game = await inGameOnly();
    const onAccount = await ban(staff, { player_id: account.playerId, reason: 'Spam' });
    const inGame = await ban(staff, { player_id: game.playerId, reason: 'Xray' });
    expect((await linkTo(staff, account.id, game.uuid, game.mc)).status).toBe(200);
    expect((await bansOf(staff, account.playerId)).map((b) => [b.reason, b.active]).sort()).toEqual([
      ['Spam', true],
      ['Xray', true],
    ]);
    expect((await lift(staff, inGame.body.ban.id, 'Served')).status).toBe(200);
    expect((await commandsOf(inGame.body.ban.id)).map(([command]) => command)).toEqual([
      expect.stringMatching(/^ban /),
    ]);
    expect((await lift(staff, onAccount.body.ban.id, 'Served')).status).toBe(200);
    expect((await commandsOf(onAccount.body.ban.id)).map(([command]) => command)).toEqual([
      `pardon ${game.mc}`,
    ]);
  });

  it("moves a gym leader's seat with the Minecraft account", async () => {
    const staff = await signedInAccount(app, 'staff');
    const first = await signedInAccount(app, 'player', true);
    const second = await signedInAccount(app);
    const [seat] = await app.database.db
      .insert(gymLeaders)
      .values({ display_name: `Seat ${uniqueSuffix()}`, element: 'water', player_id: first.playerId })
      .returning({ id: gymLeaders.id });
    const [linked] = await app.database.db.select().from(players).where(eq(players.id, first.playerId));
    const seatHolder = async () =>
      (
        await app.database.db
          .select({ uuid: players.uuid, user: players.auth_user_id })
          .from(gymLeaders)
          .innerJoin(players, eq(players.id, gymLeaders.player_id))
          .where(eq(gymLeaders.id, seat!.id))
      )[0];
    expect((await linkTo(staff, second.id, linked!.uuid!, first.mc)).status).toBe(200);
    expect(await seatHolder()).toEqual({ uuid: linked!.uuid, user: second.id });
    expect((await sendJson(staff.browser, 'DELETE', `/api/staff/links/${second.id}`)).status).toBe(200);
    expect(await seatHolder()).toEqual({ uuid: linked!.uuid, user: null });
  });
});
