/**
 * Each cause a guild role follows queues its role change once, even when the cause is processed
 * again: a rank plan granted, renewed, expired or refunded, a staff role given and taken, a
 * gym-leader seat changing hands, a tournament sign-up and its withdrawal. The changes then reach
 * the fake Discord through a 429, and a 403 shows in the console.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoleMappingsResponse } from '../../../shared/discord/roles';
import { validDoublesEntry } from '../../../shared/test/doubles-fixtures';
import { MID_SEASON_DOUBLES_SLUG } from '../../../shared/tournaments/constants';
import type { Deps } from '../../context';
import {
  discordRoleMappings,
  doublesRegistrations,
  gymLeaders,
  outboxMessages,
  players,
  tournaments,
  users,
} from '../../db/schema';
import { sendJson, signedInAccount, uniqueSuffix } from '../../test/accounts';
import { botEnv, type FakeDiscord, startFakeDiscord } from '../../test/fake-discord';
import { startFakeStripe } from '../../test/fake-stripe';
import {
  buyer,
  checkout,
  completedEvent,
  refundEvent,
  sendEvent,
  shop,
  signedEvent,
} from '../../test/shop-kit';
import { createTestApp } from '../../test/test-app';
import { deliverDiscordMessages } from '.';

const ROLE = { expert: '700000000000000001', staff: '700000000000000002', seat: '700000000000000003' };
let discord: FakeDiscord;

beforeAll(async () => {
  discord = await startFakeDiscord();
  shop.fake = await startFakeStripe();
  shop.app = await createTestApp({
    ...shop.fake.env,
    ...botEnv(discord),
  });
  await shop.app.database.db.insert(discordRoleMappings).values([
    { target: 'rank:expert', role_id: ROLE.expert },
    { target: 'staff', role_id: ROLE.staff },
    { target: 'gym_leader', role_id: ROLE.seat },
  ]);
  // Checkouts name a gym leader to credit: one with a linked player, as the shop's tests have.
  await buyer('RolesLeader');
  const [leaderPlayer] = await shop.app.database.db
    .select()
    .from(players)
    .where(eq(players.username, 'RolesLeader'));
  const [leader] = await shop.app.database.db
    .insert(gymLeaders)
    .values({ display_name: 'Roles', element: 'dragon', player_id: leaderPlayer!.id, status: 'online' })
    .returning();
  shop.leaderId = leader!.id;
});
afterAll(async () => {
  await shop.app?.close();
  await shop.fake?.close();
  await discord?.close();
});

/** The role changes queued for an account, oldest first, as `<action> <target>`. */
async function roleChanges(userId: string) {
  const rows = await shop.app.database.db
    .select()
    .from(outboxMessages)
    .where(
      and(eq(outboxMessages.kind, 'discord_role'), sql`${outboxMessages.payload}->>'user_id' = ${userId}`),
    )
    .orderBy(outboxMessages.id);
  return rows.map((r) => `${r.payload.action} ${r.payload.target}`);
}

/** Every due change, as if `minutes` had gone by (back-offs and retry_after are due). */
const deliverAfter = (minutes: number) =>
  deliverDiscordMessages({
    ...shop.app.deps,
    now: () => new Date(Date.now() + minutes * 60_000),
  } satisfies Deps);

const discordIdOf = async (userId: string) => {
  const [user] = await shop.app.database.db.select().from(users).where(eq(users.id, userId));
  return user!.discord_id;
};
const hasRole = async (userId: string, roleId: string) =>
  discord.bot.members.get(await discordIdOf(userId))?.has(roleId) ?? false;

/** A buyer paying for the Expert plan on subscription `sub`: its checkout and first invoice. */
async function planBuyer(sub: string) {
  const name = `Roles${uniqueSuffix()}`.slice(0, 16);
  const browser = await buyer(name);
  const { purchase, session } = await checkout(browser, name, [
    { quantity: 1, price_id: 'price_rank_expert_monthly' },
  ]);
  const paid = [
    completedEvent(session.id, purchase.id, { payment_intent: null, subscription: sub, amount_total: 999 }),
    signedEvent('invoice.paid', {
      id: `in_first_${sub}`,
      billing_reason: 'subscription_create',
      amount_paid: 999,
      parent: { subscription_details: { subscription: sub, metadata: { purchase_id: purchase.id } } },
      payments: { data: [{ payment: { payment_intent: `pi_first_${sub}` } }] },
    }),
  ];
  return { purchase, paid, userId: purchase.user_id };
}

const sendTwice = async (event: { payload: string; header: string }) => {
  const answers = await Promise.all([sendEvent(event), sendEvent(event)]);
  expect(answers.map((a) => a.status)).toEqual([200, 200]);
  expect((await sendEvent(event)).status).toBe(200);
};

describe('a rank plan', () => {
  it('granted, renewed and expired: one change each, replayed or at once, applied through a 429', async () => {
    const sub = `sub_roles_${uniqueSuffix()}`;
    const { paid, userId } = await planBuyer(sub);
    for (const event of paid) await sendTwice(event);
    expect(await roleChanges(userId)).toEqual([`add rank:expert`]);

    const renewal = signedEvent('invoice.paid', {
      id: `in_renew_${sub}`,
      billing_reason: 'subscription_cycle',
      amount_paid: 999,
      parent: { subscription_details: { subscription: sub } },
      payments: { data: [{ payment: { payment_intent: `pi_renew_${sub}` } }] },
    });
    await sendTwice(renewal);
    expect(await roleChanges(userId)).toEqual([`add rank:expert`, `add rank:expert`]);

    discord.bot.rateLimitNext = 1;
    await deliverDiscordMessages(shop.app.deps);
    expect(await hasRole(userId, ROLE.expert)).toBe(false);
    await deliverAfter(1);
    expect(await hasRole(userId, ROLE.expert)).toBe(true);

    await sendTwice(signedEvent('customer.subscription.deleted', { id: sub }));
    expect(await roleChanges(userId)).toEqual([`add rank:expert`, `add rank:expert`, `remove rank:expert`]);
    await deliverAfter(2);
    expect(await hasRole(userId, ROLE.expert)).toBe(false);
  });

  it('refunded: one removal, and a 403 from Discord shows in the console', async () => {
    const sub = `sub_refund_${uniqueSuffix()}`;
    const { paid, userId } = await planBuyer(sub);
    for (const event of paid) await sendEvent(event);
    await deliverAfter(3);
    expect(await hasRole(userId, ROLE.expert)).toBe(true);

    await sendTwice(refundEvent(`pi_first_${sub}`, 999, 999));
    expect(await roleChanges(userId)).toEqual([`add rank:expert`, `remove rank:expert`]);
    discord.bot.rolesForbidden = true;
    try {
      await deliverAfter(4);
    } finally {
      discord.bot.rolesForbidden = false;
    }
    expect(await hasRole(userId, ROLE.expert)).toBe(true);
    const admin = await signedInAccount(shop.app, 'admin');
    const panel = await admin.browser.json<RoleMappingsResponse>('/api/staff/discord/roles');
    expect(panel.body.missing_permission).toBeGreaterThan(0);
  });
});

describe('staff, seats and sign-ups', () => {
  it('a staff role given twice and taken away: one add, one removal', async () => {
    const admin = await signedInAccount(shop.app, 'admin');
    const member = await signedInAccount(shop.app);
    const change = (role: string) =>
      sendJson(admin.browser, 'POST', `/api/staff/members/${member.id}/role`, { role });
    expect((await change('staff')).status).toBe(200);
    expect((await change('staff')).status).toBe(200);
    await deliverAfter(5);
    expect(await hasRole(member.id, ROLE.staff)).toBe(true);
    expect((await change('player')).status).toBe(200);
    expect(await roleChanges(member.id)).toEqual(['add staff', 'remove staff']);
    await deliverAfter(6);
    expect(await hasRole(member.id, ROLE.staff)).toBe(false);
  });

  it('a gym-leader seat passed from one player to another: the role follows both, once', async () => {
    const admin = await signedInAccount(shop.app, 'admin');
    const first = await signedInAccount(shop.app, 'player', true);
    const second = await signedInAccount(shop.app, 'player', true);
    const [seat] = await shop.app.database.db
      .insert(gymLeaders)
      .values({ display_name: `Seat ${uniqueSuffix()}`, element: 'fire' })
      .returning();
    const link = (player: string) =>
      sendJson(admin.browser, 'PATCH', `/api/staff/leaders/${seat!.id}`, { player });
    expect((await link(first.mc)).status).toBe(200);
    expect((await link(first.mc)).status).toBe(200);
    expect(await roleChanges(first.id)).toEqual(['add gym_leader']);
    expect((await link(second.mc)).status).toBe(200);
    expect(await roleChanges(first.id)).toEqual(['add gym_leader', 'remove gym_leader']);
    expect(await roleChanges(second.id)).toEqual(['add gym_leader']);
    await deliverAfter(7);
    expect(await hasRole(first.id, ROLE.seat)).toBe(false);
    expect(await hasRole(second.id, ROLE.seat)).toBe(true);
  });

  it('a gym leader created with a linked player: the seat role follows at once', async () => {
    const admin = await signedInAccount(shop.app, 'admin');
    const player = await signedInAccount(shop.app, 'player', true);
    const created = await sendJson(admin.browser, 'POST', '/api/staff/leaders', {
      display_name: `New seat ${uniqueSuffix()}`.slice(0, 40),
      element: 'water',
      status: 'offline',
      player: player.mc,
    });
    expect(created.status).toBe(201);
    expect(await roleChanges(player.id)).toEqual(['add gym_leader']);
    await deliverAfter(7);
    expect(await hasRole(player.id, ROLE.seat)).toBe(true);
  });

  it('a doubles team registered, then withdrawn by staff: the cup role follows the team', async () => {
    const { db } = shop.app.database;
    const [cup] = await db
      .insert(tournaments)
      .values({
        slug: MID_SEASON_DOUBLES_SLUG,
        name: 'Roles Doubles',
        format: 'doubles',
        status: 'open',
        cap: 16,
        starts_at: new Date(Date.now() + 14 * 86_400_000),
      })
      .returning();
    const roleId = '700000000000000005';
    await db.insert(discordRoleMappings).values({ target: `tournament:${cup!.id}`, role_id: roleId });
    const player = await signedInAccount(shop.app);
    const team = { ...validDoublesEntry(), minecraft_username: `Rd${uniqueSuffix()}`.slice(0, 16) };
    expect((await sendJson(player.browser, 'POST', '/api/doubles/registration', team)).status).toBe(201);
    expect(await roleChanges(player.id)).toEqual([`add tournament:${cup!.id}`]);
    await deliverAfter(10);
    expect(await hasRole(player.id, roleId)).toBe(true);

    const staff = await signedInAccount(shop.app, 'staff');
    const [entry] = await db
      .select({ id: doublesRegistrations.id })
      .from(doublesRegistrations)
      .where(eq(doublesRegistrations.user_id, player.id));
    const withdrawn = await staff.browser.post(
      `/api/staff/tournaments/${cup!.slug}/registrations/${entry!.id}/withdraw`,
    );
    expect(withdrawn.status).toBe(200);
    expect(await roleChanges(player.id)).toEqual([
      `add tournament:${cup!.id}`,
      `remove tournament:${cup!.id}`,
    ]);
    await deliverAfter(11);
    expect(await hasRole(player.id, roleId)).toBe(false);
  });

  it('a tournament sign-up and its withdrawal, each asked twice: one add, one removal', async () => {
    const [cup] = await shop.app.database.db
      .insert(tournaments)
      .values({
        slug: `roles-cup-${uniqueSuffix()}`,
        name: 'Roles Cup',
        format: 'singles',
        status: 'open',
        cap: 8,
        starts_at: new Date(Date.now() + 7 * 86_400_000),
      })
      .returning();
    const roleId = '700000000000000004';
    await shop.app.database.db
      .insert(discordRoleMappings)
      .values({ target: `tournament:${cup!.id}`, role_id: roleId });
    const player = await signedInAccount(shop.app);
    const url = `/api/tournaments/${cup!.slug}/registration`;
    const body = {
      minecraft_username: `Rc${uniqueSuffix()}`.slice(0, 16),
      discord_tag: `@${player.name}`,
      email: `${player.name}@example.com`,
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
    expect((await sendJson(player.browser, 'POST', url, body)).status).toBe(201);
    expect((await sendJson(player.browser, 'POST', url, body)).status).toBe(409);
    expect(await roleChanges(player.id)).toEqual([`add tournament:${cup!.id}`]);
    await deliverAfter(8);
    expect(await hasRole(player.id, roleId)).toBe(true);

    expect((await sendJson(player.browser, 'DELETE', url)).status).toBe(200);
    expect((await sendJson(player.browser, 'DELETE', url)).status).not.toBe(500);
    expect(await roleChanges(player.id)).toEqual([
      `add tournament:${cup!.id}`,
      `remove tournament:${cup!.id}`,
    ]);
    await deliverAfter(9);
    expect(await hasRole(player.id, roleId)).toBe(false);
  });
});
