/** The console's role mappings (admins only, audited) and the nightly reconciliation, against the fake Discord. */
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { RoleMappingsResponse } from '../../../shared/discord/roles';
import type { Deps } from '../../context';
import { tournamentRegistrations, tournaments } from '../../db/schema';
import { sendJson, signedInAccount, uniqueSuffix } from '../../test/accounts';
import { botAppForFile, deliverDiscordAhead } from '../../test/bot-app';
import type { FakeDiscord } from '../../test/fake-discord';
import type { TestApp, TestBrowser } from '../../test/test-app';
import { reconcileRoles } from '.';

let discord: FakeDiscord;
let app: TestApp & TestBrowser;
botAppForFile((made, fake) => {
  app = made;
  discord = fake;
});

const deliverAhead = () => deliverDiscordAhead(app);

describe('role mappings in the console', () => {
  it('are for admins only: 401 for visitors, 403 for staff', async () => {
    expect((await app.browser().json('/api/staff/discord/roles')).status).toBe(401);
    const staff = await signedInAccount(app, 'staff');
    expect((await staff.browser.json('/api/staff/discord/roles')).status).toBe(403);
    const save = await sendJson(staff.browser, 'PUT', '/api/staff/discord/roles', {
      target: 'staff',
      role_id: '111111111111111111',
    });
    expect(save.status).toBe(403);
  });

  it('refuses an unknown target or a role id that is not a snowflake', async () => {
    const admin = await signedInAccount(app, 'admin');
    const bad = await sendJson(admin.browser, 'PUT', '/api/staff/discord/roles', {
      target: 'rank:legend',
      role_id: 'abc',
    });
    expect(bad.status).toBe(400);
  });

  it('maps a rank, audits it, and lists it', async () => {
    const admin = await signedInAccount(app, 'admin');
    const saved = await sendJson<RoleMappingsResponse>(admin.browser, 'PUT', '/api/staff/discord/roles', {
      target: 'rank:elite',
      role_id: '222222222222222222',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.mappings.find((m) => m.target === 'rank:elite')?.role_id).toBe('222222222222222222');
    const audit = await admin.browser.json<{ entries: { action: string; target_id: string }[] }>(
      '/api/staff/audit?target_type=discord_role',
    );
    expect(
      audit.body.entries.some((e) => e.action === 'discord.role_mapping' && e.target_id === 'rank:elite'),
    ).toBe(true);
  });
});

describe('the panel', () => {
  async function cup(name: string, status: 'open' | 'completed' | 'cancelled') {
    const [row] = await app.database.db
      .insert(tournaments)
      .values({
        slug: `roles-${uniqueSuffix()}`,
        name,
        format: 'singles',
        status,
        cancel_reason: status === 'cancelled' ? 'The arena is being rebuilt.' : null,
        cap: 8,
        starts_at: new Date(Date.now() + 86_400_000),
      })
      .returning({ id: tournaments.id });
    return `tournament:${row!.id}`;
  }

  it('offers open tournaments, names them in the audit log, and refuses one that does not exist', async () => {
    const admin = await signedInAccount(app, 'admin');
    const open = await cup('Roles Open Cup', 'open');
    const done = await cup('Roles Finished Cup', 'completed');
    const listed = await admin.browser.json<RoleMappingsResponse>('/api/staff/discord/roles');
    const targets = listed.body.mappings.map((m) => m.target);
    expect(targets).toContain(open);
    expect(targets).not.toContain(done);
    expect(listed.body.mappings.find((m) => m.target === open)?.label).toBe('Registered for Roles Open Cup');

    expect(
      (
        await sendJson(admin.browser, 'PUT', '/api/staff/discord/roles', {
          target: open,
          role_id: '444444444444444444',
        })
      ).status,
    ).toBe(200);
    const audit = await admin.browser.json<{ entries: { after: { for: string; role_id: string } }[] }>(
      `/api/staff/audit?target_type=discord_role&target_id=${open}`,
    );
    expect(audit.body.entries[0]?.after).toEqual({
      for: 'Registered for Roles Open Cup',
      role_id: '444444444444444444',
    });

    const missing = await sendJson(admin.browser, 'PUT', '/api/staff/discord/roles', {
      target: 'tournament:00000000-0000-4000-8000-000000000000',
      role_id: '555555555555555555',
    });
    expect(missing.status).toBe(404);
  });

  it("refuses to map a cancelled cup's role, and still lets an admin unmap it", async () => {
    const admin = await signedInAccount(app, 'admin');
    const cancelled = await cup('Roles Cancelled Cup', 'cancelled');
    const save = (roleId: string | null) =>
      sendJson(admin.browser, 'PUT', '/api/staff/discord/roles', { target: cancelled, role_id: roleId });
    const refused = await save('666666666666666666');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: { code: 'tournament_cancelled' } });
    // Mapped before it was cancelled: the mapping can still go.
    await app.database.db.execute(
      sql`insert into discord_role_mappings (target, role_id) values (${cancelled}, '666666666666666666')`,
    );
    const unmapped = await save(null);
    expect(unmapped.status).toBe(200);
    expect(
      (unmapped.body as RoleMappingsResponse).mappings.find((m) => m.target === cancelled)?.role_id ?? null,
    ).toBeNull();
  });

  it('says the bot is configured and not in demo mode here, and counts no "would send"', async () => {
    const admin = await signedInAccount(app, 'admin');
    const listed = await admin.browser.json<RoleMappingsResponse>('/api/staff/discord/roles');
    expect(listed.body).toMatchObject({ bot_configured: true, would_send: 0 });
  });
});

describe('the nightly reconciliation', () => {
  it('holds no transaction while it waits on Discord: a request reads the database meanwhile', async () => {
    const admin = await signedInAccount(app, 'admin');
    await sendJson(admin.browser, 'PUT', '/api/staff/discord/roles', {
      target: 'staff',
      role_id: '777777777777777777',
    });
    let release = () => {};
    discord.bot.hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    const order: string[] = [];
    const round = reconcileRoles(app.deps).then((outcome) => {
      order.push('round');
      return outcome;
    });
    try {
      await vi.waitFor(() => expect(discord.bot.held).toBeGreaterThan(0));
      const read = await admin.browser.json<RoleMappingsResponse>('/api/staff/discord/roles');
      expect(read.status).toBe(200);
      expect(discord.bot.held).toBeGreaterThan(0);
      order.push('read');
    } finally {
      discord.bot.hold = null;
      release();
    }
    expect(await round).toMatchObject({ reconciled: true, skipped: 0 });
    expect(order).toEqual(['read', 'round']);
  });

  it('skips a member Discord rate-limits, says so in the log, and goes on with the others', async () => {
    const admin = await signedInAccount(app, 'admin');
    // A second member the staff role is wanted for, whatever the file's other tests made before.
    await signedInAccount(app, 'staff');
    await sendJson(admin.browser, 'PUT', '/api/staff/discord/roles', {
      target: 'staff',
      role_id: '777777777777777778',
    });
    const warnings: unknown[][] = [];
    const logger = Object.create(app.deps.logger, {
      warn: { value: (...args: unknown[]) => warnings.push(args) },
    }) as Deps['logger'];
    discord.bot.rateLimitNext = 1;
    const round = await reconcileRoles({ ...app.deps, logger });
    expect(round).toMatchObject({ reconciled: true, skipped: 1 });
    if (!round.reconciled) return;
    expect(round.members).toBeGreaterThan(1);
    expect(warnings).toEqual([[{ reason: 'rate_limited' }, 'Discord role reconciliation skipped a member']]);
  });

  it('takes a replaced role back from the members the bot gave it, and says so in the audit log', async () => {
    const admin = await signedInAccount(app, 'admin');
    const map = (roleId: string) =>
      sendJson(admin.browser, 'PUT', '/api/staff/discord/roles', { target: 'staff', role_id: roleId });
    const member = await signedInAccount(app, 'staff');
    const discordId = `test-${member.name}`;
    const [first, second] = ['666666666666666661', '666666666666666662'];
    expect((await map(first)).status).toBe(200);
    await reconcileRoles(app.deps);
    await deliverAhead();
    expect(discord.bot.members.get(discordId)?.has(first)).toBe(true);

    expect((await map(second)).status).toBe(200);
    await reconcileRoles(app.deps);
    await deliverAhead();
    const roles = discord.bot.members.get(discordId);
    expect([roles?.has(first), roles?.has(second)]).toEqual([false, true]);
    const audit = await admin.browser.json<{ entries: { after: Record<string, unknown> }[] }>(
      '/api/staff/audit?target_type=discord_role&target_id=staff',
    );
    expect(audit.body.entries[0]?.after).toMatchObject({ for: 'Staff', role_id: second });
    expect(audit.body.entries[0]?.after.old_role_taken_back_from).toMatch(/^[1-9]\d* members$/);
  });

  it('runs a scheduled round once a day across instances: a second one soon after asks Discord nothing', async () => {
    const admin = await signedInAccount(app, 'admin');
    await sendJson(admin.browser, 'PUT', '/api/staff/discord/roles', {
      target: 'staff',
      role_id: '777777777777777777',
    });
    await signedInAccount(app, 'staff');
    const { db } = app.database;
    await db.execute(sql`delete from rate_limits where key = 'job:discord-role-reconcile'`);
    const memberReads = () => discord.bot.calls.filter((call) => call.startsWith('GET ')).length;

    const before = memberReads();
    expect(await reconcileRoles(app.deps, { onlyIfDue: true })).toMatchObject({ reconciled: true });
    const afterFirst = memberReads();
    expect(afterFirst).toBeGreaterThan(before);
    // Another instance's timer, an hour later or at once: nothing to do.
    expect(await reconcileRoles(app.deps, { onlyIfDue: true })).toEqual({ reconciled: false });
    expect(memberReads()).toBe(afterFirst);
    // A day later it is due again.
    await db.execute(
      sql`update rate_limits set window_start = now() - interval '21 hours' where key = 'job:discord-role-reconcile'`,
    );
    expect(await reconcileRoles(app.deps, { onlyIfDue: true })).toMatchObject({ reconciled: true });
    expect(memberReads()).toBeGreaterThan(afterFirst);
  });

  it('gives back a role someone removed by hand, and shows a 403 in the console', async () => {
    const admin = await signedInAccount(app, 'admin');
    await sendJson(admin.browser, 'PUT', '/api/staff/discord/roles', {
      target: 'staff',
      role_id: '333333333333333333',
    });
    const member = await signedInAccount(app, 'staff');
    const discordId = `test-${member.name}`;
    await reconcileRoles(app.deps);
    await deliverAhead();
    expect(discord.bot.members.get(discordId)?.has('333333333333333333')).toBe(true);

    discord.bot.members.get(discordId)?.delete('333333333333333333');
    discord.bot.rolesForbidden = true;
    const round = await reconcileRoles(app.deps);
    expect(round).toMatchObject({ reconciled: true });
    await deliverAhead();
    const listed = await admin.browser.json<RoleMappingsResponse>('/api/staff/discord/roles');
    expect(listed.body.missing_permission).toBeGreaterThan(0);
    expect(listed.body.last_refused_at).not.toBeNull();

    discord.bot.rolesForbidden = false;
    await reconcileRoles(app.deps);
    await deliverAhead();
    expect(discord.bot.members.get(discordId)?.has('333333333333333333')).toBe(true);
    // A change Discord accepted after the fix clears the warning.
    const fixed = await admin.browser.json<RoleMappingsResponse>('/api/staff/discord/roles');
    expect(fixed.body).toMatchObject({ missing_permission: 0, last_refused_at: null });
  });
});

describe("a cancelled cup's role in the nightly round", () => {
  type Account = Awaited<ReturnType<typeof signedInAccount>>;
  const discordIdOf = (account: Account) => `test-${account.name}`;
  const hasRole = (account: Account, roleId: string) =>
    discord.bot.members.get(discordIdOf(account))?.has(roleId) ?? false;

  /** An open cup, its "Registered for" role mapped to `roleId` when given. */
  async function openCup(admin: Account, roleId?: string) {
    const [row] = await app.database.db
      .insert(tournaments)
      .values({
        slug: `round-${uniqueSuffix()}`,
        name: 'Round Cup',
        format: 'singles',
        status: 'open',
        cap: 8,
        starts_at: new Date(Date.now() + 86_400_000),
      })
      .returning({ id: tournaments.id, slug: tournaments.slug });
    if (roleId) {
      const saved = await sendJson(admin.browser, 'PUT', '/api/staff/discord/roles', {
        target: `tournament:${row!.id}`,
        role_id: roleId,
      });
      expect(saved.status).toBe(200);
    }
    return row!;
  }

  /** A place written as a row: its sign-up queues no role change, so only the round gives the role. */
  async function place(cup: { id: string }, player: Account, slot: number) {
    await app.database.db.insert(tournamentRegistrations).values({
      tournament_id: cup.id,
      user_id: player.id,
      minecraft_username: `Rc${uniqueSuffix()}`.slice(0, 16),
      discord_tag: `@${player.name}`,
      email: `${player.name}@example.com`,
      timezone: 'est',
      checkin_agreement: true,
      rules_agreement: true,
      streaming_consent: false,
      status: 'registered',
      registration_slot: slot,
    });
  }

  async function cancel(admin: Account, slug: string) {
    const cancelled = await sendJson(admin.browser, 'POST', `/api/staff/tournaments/${slug}/cancel`, {
      reason: 'The arena is being rebuilt.',
    });
    expect(cancelled.status).toBe(200);
  }

  /** How many adds and removals of the role were ever queued for the member. */
  async function queuedChanges(player: Account, roleId: string) {
    const result = await app.database.db.execute(sql`
      select count(*) filter (where payload->>'action' = 'add')::int as adds,
             count(*) filter (where payload->>'action' = 'remove')::int as removals
        from outbox_messages
       where kind = 'discord_role' and subject_id = ${`role:${player.id}:${roleId}`}`);
    return (result as unknown as { rows: { adds: number; removals: number }[] }).rows[0];
  }

  it('gives it to none of its players, and takes it from one who was given it back by hand', async () => {
    const admin = await signedInAccount(app, 'admin');
    const roleId = '820000000000000001';
    const cup = await openCup(admin, roleId);
    const [regranted, without] = [await signedInAccount(app), await signedInAccount(app)];
    await place(cup, regranted, 1);
    await place(cup, without, 2);
    await reconcileRoles(app.deps);
    await deliverAhead();
    expect([hasRole(regranted, roleId), hasRole(without, roleId)]).toEqual([true, true]);

    await cancel(admin, cup.slug);
    await deliverAhead();
    expect([hasRole(regranted, roleId), hasRole(without, roleId)]).toEqual([false, false]);
    // A moderator gives one of them the role again on Discord.
    discord.bot.members.get(discordIdOf(regranted))?.add(roleId);

    expect(await reconcileRoles(app.deps)).toMatchObject({ reconciled: true });
    await deliverAhead();
    expect([hasRole(regranted, roleId), hasRole(without, roleId)]).toEqual([false, false]);
    // The round queued the one removal, and no add for either: the worker would have turned an add
    // into a removal when sending it, so Discord's side alone would not show one.
    expect(await queuedChanges(regranted, roleId)).toEqual({ adds: 1, removals: 2 });
    expect(await queuedChanges(without, roleId)).toEqual({ adds: 1, removals: 1 });
  });

  it('asks Discord nothing about a player whose only place is in a cancelled cup the bot gave no role for', async () => {
    const admin = await signedInAccount(app, 'admin');
    const open = await openCup(admin, '820000000000000002');
    const cancelled = await openCup(admin);
    const [stays, leaves] = [await signedInAccount(app), await signedInAccount(app)];
    await place(open, stays, 1);
    await place(cancelled, leaves, 1);
    await cancel(admin, cancelled.slug);

    const reads = (player: Account) =>
      discord.bot.calls.filter(
        (call) => call.startsWith('GET ') && call.endsWith(`/members/${discordIdOf(player)}`),
      ).length;
    expect(await reconcileRoles(app.deps)).toMatchObject({ reconciled: true });
    expect([reads(stays), reads(leaves)]).toEqual([1, 0]);
  });
});
