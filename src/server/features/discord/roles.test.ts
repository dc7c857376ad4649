/** The console's role mappings (admins only, audited) and the nightly reconciliation, against the fake Discord. */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RoleMappingsResponse } from '../../../shared/discord/roles';
import type { Deps } from '../../context';
import { tournaments } from '../../db/schema';
import { sendJson, signedInAccount, uniqueSuffix } from '../../test/accounts';
import { type FakeDiscord, startFakeDiscord } from '../../test/fake-discord';
import { createTestApp, type TestApp, type TestBrowser } from '../../test/test-app';
import { deliverDiscordMessages } from '../outbox';
import { reconcileRoles } from '.';

let discord: FakeDiscord;
let app: TestApp & TestBrowser;
beforeAll(async () => {
  discord = await startFakeDiscord();
  app = await createTestApp({
    DISCORD_API_URL: discord.apiUrl,
    DISCORD_BOT_TOKEN: discord.bot.token,
    DISCORD_GUILD_ID: '123456789012345678',
  });
});
afterAll(async () => {
  await app?.close();
  await discord?.close();
});

/** A pass a minute ahead: a row's due time is the database's clock, which may run a moment ahead. */
const deliverAhead = () =>
  deliverDiscordMessages({ ...app.deps, now: () => new Date(Date.now() + 60_000) } satisfies Deps);

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
  async function cup(name: string, status: 'open' | 'completed') {
    const [row] = await app.database.db
      .insert(tournaments)
      .values({
        slug: `roles-${uniqueSuffix()}`,
        name,
        format: 'singles',
        status,
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

  it('gives back a role someone removed by hand, and shows a 403 in the console', async () => {
    const admin = await signedInAccount(app, 'admin');
    await sendJson(admin.browser, 'PUT', '/api/staff/discord/roles', {
      target: 'staff',
      role_id: '333333333333333333',
    });
    const member = await signedInAccount(app, 'staff');
    const discordId = `test-${member.name}`;
    await reconcileRoles(app.deps);
    await deliverDiscordMessages(app.deps);
    expect(discord.bot.members.get(discordId)?.has('333333333333333333')).toBe(true);

    discord.bot.members.get(discordId)?.delete('333333333333333333');
    discord.bot.rolesForbidden = true;
    const round = await reconcileRoles(app.deps);
    expect(round).toMatchObject({ reconciled: true });
    await deliverDiscordMessages(app.deps);
    const listed = await admin.browser.json<RoleMappingsResponse>('/api/staff/discord/roles');
    expect(listed.body.missing_permission).toBeGreaterThan(0);
    expect(listed.body.last_refused_at).not.toBeNull();

    discord.bot.rolesForbidden = false;
    await reconcileRoles(app.deps);
    await deliverDiscordMessages(app.deps);
    expect(discord.bot.members.get(discordId)?.has('333333333333333333')).toBe(true);
    // A change Discord accepted after the fix clears the warning.
    const fixed = await admin.browser.json<RoleMappingsResponse>('/api/staff/discord/roles');
    expect(fixed.body).toMatchObject({ missing_permission: 0, last_refused_at: null });
  });
});
