/**
 * The bot's messages against the local fake Discord: players' DMs and guild roles, sent once,
 * through 429s, closed DMs, missing permissions and an outage.
 */
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { NotificationPreferencesResponse } from '../../../shared/notifications/api';
import type { Deps } from '../../context';
import { discordRoleMappings, outboxMessages, users } from '../../db/schema';
import { sendJson, signedInAccount, uniqueSuffix } from '../../test/accounts';
import { botAppForFile } from '../../test/bot-app';
import type { FakeDiscord } from '../../test/fake-discord';
import type { TestApp, TestBrowser } from '../../test/test-app';
import { notifyUser, notifyUsers } from '../notifications';
import { deliverDiscordMessages, MISSING_PERMISSION, queueRoleSync } from '.';

let discord: FakeDiscord;
let app: TestApp & TestBrowser;
botAppForFile((made, fake) => {
  app = made;
  discord = fake;
});
beforeEach(() => {
  Object.assign(discord.bot, {
    down: false,
    failNext: 0,
    rateLimitNext: 0,
    rolesForbidden: false,
    dropNextAnswer: false,
  });
});

/**
 * A pass as if `minutes` had gone by: every back-off so far is due. A pass right after a row is
 * queued runs a minute ahead too: the row's due time is the database's clock at insert, which on
 * PostgreSQL can be a moment ahead of the app's `now` (seen: 3 ms), so the row was not yet due.
 */
const passAfter = (minutes: number) =>
  deliverDiscordMessages({ ...app.deps, now: () => new Date(Date.now() + minutes * 60_000) } satisfies Deps);

async function playerWantingDms() {
  const player = await signedInAccount(app);
  await sendJson(player.browser, 'PUT', '/api/me/notification-preferences', {
    preferences: [{ kind: 'refund', delivery: 'site_and_discord' }],
  });
  const discordId = `test-${player.name}`;
  return { ...player, discordId };
}

const notify = (userId: string, title: string) =>
  notifyUser(app.database.db, userId, {
    kind: 'refund',
    causeId: `refund:${uniqueSuffix()}`,
    title,
    link: '/purchase-history',
  });

const dmsTo = (discordId: string) => discord.bot.dms.filter((m) => m.recipient_id === discordId);
const messagesOf = (userId: string) =>
  app.database.db
    .select()
    .from(outboxMessages)
    .then((rows) => rows.filter((r) => r.payload.user_id === userId));

describe("players' Discord messages", () => {
  it('sends each once, escaped and pinging nobody, even when two workers run', async () => {
    const player = await playerWantingDms();
    await notify(player.id, 'Refund for **@everyone** <@123> [x](https://evil.test)');
    await Promise.all([deliverDiscordMessages(app.deps), deliverDiscordMessages(app.deps)]);
    await passAfter(60);
    const sent = dmsTo(player.discordId);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.allowed_mentions).toEqual({ parse: [] });
    expect(sent[0]!.content).toContain('\\*\\*\\@everyone\\*\\* \\<\\@123\\>');
    expect(sent[0]!.content).not.toContain('[x](');
    const [row] = await messagesOf(player.id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('waits out a 429 and then sends', async () => {
    const player = await playerWantingDms();
    await notify(player.id, 'Refund after a rate limit');
    discord.bot.rateLimitNext = 1;
    await passAfter(1);
    expect(dmsTo(player.discordId)).toHaveLength(0);
    const [waiting] = await messagesOf(player.id);
    expect(waiting).toMatchObject({ status: 'pending', last_error: 'rate limited by Discord' });
    await passAfter(2);
    expect(dmsTo(player.discordId)).toHaveLength(1);
  });

  it('marks closed DMs (50007), stops queueing, and the player can resume', async () => {
    const player = await playerWantingDms();
    discord.bot.closedDms.add(player.discordId);
    await notify(player.id, 'Refund to a closed inbox');
    await passAfter(1);
    const [refused] = await messagesOf(player.id);
    expect(refused).toMatchObject({ status: 'failed' });
    const prefs = await player.browser.json<NotificationPreferencesResponse>(
      '/api/me/notification-preferences',
    );
    expect(prefs.body.discord_dms_blocked).toBe(true);
    await notify(player.id, 'Not queued while blocked');
    await notifyUsers(app.database.db, [
      {
        userId: player.id,
        notice: { kind: 'refund', causeId: `refund:${uniqueSuffix()}`, title: 'Nor in a batch' },
      },
    ]);
    expect(await messagesOf(player.id)).toHaveLength(1);

    discord.bot.closedDms.delete(player.discordId);
    const resumed = await player.browser.post<NotificationPreferencesResponse>(
      '/api/me/notification-preferences/resume-discord',
    );
    expect(resumed).toMatchObject({ status: 200, body: { discord_dms_blocked: false } });
    await notify(player.id, 'Queued again');
    await passAfter(1);
    expect(dmsTo(player.discordId).map((m) => m.content)).toEqual(['Queued again\n/purchase\\-history']);
    expect((await app.browser().post('/api/me/notification-preferences/resume-discord')).status).toBe(401);
  });

  it('keeps everything through an outage and sends each message once when Discord is back', async () => {
    const player = await playerWantingDms();
    await notify(player.id, 'First during the outage');
    await notify(player.id, 'Second during the outage');
    discord.bot.down = true;
    await deliverDiscordMessages(app.deps);
    await passAfter(1);
    expect(dmsTo(player.discordId)).toHaveLength(0);
    expect((await messagesOf(player.id)).every((m) => m.status === 'pending' && m.attempts >= 1)).toBe(true);

    // Back, but the answer to the first send is lost: the retry must not post it again.
    discord.bot.down = false;
    discord.bot.dropNextAnswer = true;
    await passAfter(60);
    await passAfter(120);
    expect(dmsTo(player.discordId).map((m) => m.content.split('\n')[0])).toEqual([
      'First during the outage',
      'Second during the outage',
    ]);
    expect((await messagesOf(player.id)).every((m) => m.status === 'sent')).toBe(true);
  });
});

describe('guild roles', () => {
  async function mapped(target: string) {
    const roleId = `${Date.now()}${Math.floor(Math.random() * 1e6)}`.slice(0, 19);
    await app.database.db
      .insert(discordRoleMappings)
      .values({ target, role_id: roleId })
      .onConflictDoUpdate({ target: discordRoleMappings.target, set: { role_id: roleId } });
    return roleId;
  }

  it('adds the staff role and removes it when the role is taken away, idempotently', async () => {
    const roleId = await mapped('staff');
    const member = await signedInAccount(app, 'staff');
    const discordId = `test-${member.name}`;
    await queueRoleSync(app.database.db, member.id, 'staff');
    await queueRoleSync(app.database.db, member.id, 'staff');
    await passAfter(1);
    expect(discord.bot.members.get(discordId)?.has(roleId)).toBe(true);

    await app.database.db.update(users).set({ role: 'player' }).where(eq(users.id, member.id));
    await queueRoleSync(app.database.db, member.id, 'staff');
    await passAfter(1);
    expect(discord.bot.members.get(discordId)?.has(roleId)).toBe(false);
  });

  it('does not give back a role taken away while the earlier add waited to be retried', async () => {
    const roleId = await mapped('staff');
    const member = await signedInAccount(app, 'staff');
    const discordId = `test-${member.name}`;
    await queueRoleSync(app.database.db, member.id, 'staff');
    await app.database.db.update(users).set({ role: 'player' }).where(eq(users.id, member.id));
    await queueRoleSync(app.database.db, member.id, 'staff');
    discord.bot.failNext = 1;
    await passAfter(1);
    await passAfter(10);
    expect(discord.bot.members.get(discordId)?.has(roleId) ?? false).toBe(false);
    const rows = (await messagesOf(member.id)).sort((a, b) => a.id - b.id);
    expect(rows.map((r) => [r.status, r.payload.action])).toEqual([
      ['sent', 'remove'],
      ['sent', 'remove'],
    ]);
  });

  it('marks a 403 as missing permission instead of retrying', async () => {
    await mapped('staff');
    const member = await signedInAccount(app, 'admin');
    discord.bot.rolesForbidden = true;
    await queueRoleSync(app.database.db, member.id, 'staff');
    await passAfter(1);
    const rows = await app.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.kind, 'discord_role'));
    const mine = rows.filter((r) => r.payload.user_id === member.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ status: 'failed', last_error: MISSING_PERMISSION });
  });

  it('queues nothing for a target no role is mapped to', async () => {
    const member = await signedInAccount(app);
    await queueRoleSync(app.database.db, member.id, { tournamentId: '00000000-0000-4000-8000-000000000000' });
    const rows = await app.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.kind, 'discord_role'));
    expect(rows.filter((r) => r.payload.user_id === member.id)).toHaveLength(0);
  });
});
