import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { DELIVERY_RETRY_DELAYS_SECONDS } from '../../../shared/bridge/delivery-backoff';
import type { FormSubmitResponse } from '../../../shared/forms/submissions';
import { staffNotificationsResponse } from '../../../shared/staff/notifications';
import { validForms } from '../../../shared/test/form-fixtures';
import type { Deps } from '../../context';
import { deliveries, gymLeaders, outboxMessages, users } from '../../db/schema';
import { type FakeDiscordWebhook, startFakeDiscordWebhook } from '../../test/fake-discord-webhook';
import { createTestApp, type TestApp, type TestBrowser } from '../../test/test-app';
import { createSession } from '../auth';
import { createGameServer, queueDelivery } from '../bridge';
import { queueStaffNotice, setStaffNotifications } from '../outbox';
import { deliverStaffNotifications, startStaffNotifier } from './notifier';

let app: (TestApp & TestBrowser) | undefined;
let fake: FakeDiscordWebhook | undefined;
afterEach(async () => {
  await app?.close();
  await fake?.close();
  app = undefined;
  fake = undefined;
});

let counter = 0;

/** An app whose staff webhook is the fake (or none), with the notifier switched as it would start. */
async function setUp(withWebhook = true) {
  fake = await startFakeDiscordWebhook();
  app = await createTestApp(withWebhook ? { STAFF_DISCORD_WEBHOOK_URL: fake.url } : {});
  const stop = await startStaffNotifier(app.deps, 3_600_000);
  stop();
  return { app, fake };
}

async function account(role: 'player' | 'staff' = 'player') {
  const name = `notice_${role}_${Date.now().toString(36)}${(counter++).toString(36)}`;
  const [user] = await app!.database.db
    .insert(users)
    .values({ discord_id: `test-${name}`, discord_username: name, role })
    .returning({ id: users.id });
  const browser = app!.browser();
  browser.cookies.set('session', (await createSession(app!.deps, user!.id)).token);
  return browser;
}

async function submitBug(title: string) {
  const res = await (await account()).post<FormSubmitResponse>('/api/forms/bug-reports', {
    ...validForms.bug,
    title,
  });
  expect(res.status).toBe(201);
  return res.body.id;
}

const noticesFor = (subject: string) =>
  app!.database.db.select().from(outboxMessages).where(eq(outboxMessages.subject_id, subject));

/** The app's dependencies at another moment, or aimed at another webhook. */
const at = (deps: Deps, now: Date, url = deps.env.STAFF_DISCORD_WEBHOOK_URL): Deps => ({
  ...deps,
  now: () => now,
  env: { ...deps.env, STAFF_DISCORD_WEBHOOK_URL: url },
});

describe('staff notifications to Discord', () => {
  it('queues a new form in its transaction and posts it once, even with two workers at it', async () => {
    const { app, fake } = await setUp();
    const id = await submitBug('Zubat clips through walls');
    const [notice] = await noticesFor(`bug_report:${id}`);
    expect(notice).toMatchObject({ kind: 'submission', status: 'pending' });

    const other = { ...app.deps };
    await Promise.all([deliverStaffNotifications(app.deps), deliverStaffNotifications(other)]);
    await deliverStaffNotifications(app.deps);
    const mine = fake.messages.filter((m) => m.content.includes('Zubat clips through walls'));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.content).toMatch(
      /^New bug report: “Zubat clips through walls” — http:\/\/site\.test\/staff$/,
    );
    expect(mine[0]!.allowed_mentions).toEqual({ parse: [] });
    expect((await noticesFor(`bug_report:${id}`))[0]).toMatchObject({ status: 'sent', attempts: 1 });

    // Sent notices are dropped after 30 days.
    await deliverStaffNotifications(at(app.deps, new Date(Date.now() + 29 * 86_400_000)));
    expect(await noticesFor(`bug_report:${id}`)).toHaveLength(1);
    await deliverStaffNotifications(at(app.deps, new Date(Date.now() + 31 * 86_400_000)));
    expect(await noticesFor(`bug_report:${id}`)).toEqual([]);
  });

  it("keeps a dispute's notice (its once-ever record) and the bot's role rows past the 30 days", async () => {
    const { app, fake } = await setUp();
    await setStaffNotifications(app.database.db, true);
    const longAgo = new Date(Date.now() - 40 * 86_400_000);
    const subject = `du_${Date.now().toString(36)}`;
    await app.database.db.insert(outboxMessages).values([
      { kind: 'dispute', subject_id: subject, payload: {}, status: 'sent', sent_at: longAgo },
      { kind: 'discord_role', subject_id: `role:${subject}`, payload: {}, status: 'sent', sent_at: longAgo },
      {
        kind: 'submission',
        subject_id: `bug_report:${subject}`,
        payload: {},
        status: 'sent',
        sent_at: longAgo,
      },
    ]);
    await deliverStaffNotifications(app.deps);
    expect((await noticesFor(`bug_report:${subject}`)).length).toBe(0);
    expect((await noticesFor(subject)).map((n) => n.kind)).toEqual(['dispute']);
    expect((await noticesFor(`role:${subject}`)).map((n) => n.kind)).toEqual(['discord_role']);

    // A later fact of the same dispute announces nothing again.
    await queueStaffNotice(app.database.db, { kind: 'dispute', subject, payload: {}, once: true });
    expect(await noticesFor(subject)).toHaveLength(1);
    expect(fake.messages).toEqual([]);
  });

  it('names no one: a ban appeal or a player report is announced by its kind only', async () => {
    const { app, fake } = await setUp();
    const appeal = await (await account()).post<FormSubmitResponse>(
      '/api/forms/ban-appeals',
      validForms.appeal,
    );
    const report = await (await account()).post<FormSubmitResponse>(
      '/api/forms/player-reports',
      validForms.report,
    );
    expect([appeal.status, report.status]).toEqual([201, 201]);
    expect(await noticesFor(`ban_appeal:${appeal.body.id}`)).toHaveLength(1);
    expect(await noticesFor(`player_report:${report.body.id}`)).toHaveLength(1);
    await deliverStaffNotifications(app.deps);
    const contents = fake.messages.map((m) => m.content);
    expect(contents).toContain('New ban appeal — http://site.test/staff');
    expect(contents).toContain('New player report — http://site.test/staff');
    expect(contents.join('\n')).not.toMatch(/Ash_99|Griefer/);
  });

  it('shows what players wrote as plain text: no masked links, headings, quotes, mentions or live URLs', async () => {
    const { app, fake } = await setUp();
    const title = '[Free Nitro](https://evil.example) # Big > quote @everyone <@123> **bold** ||hidden||';
    const id = await submitBug(title);
    const [leader] = await app.database.db
      .insert(gymLeaders)
      .values({ display_name: '# Leader_<@&42> [me](https://x.example)', element: 'fire' })
      .returning({ id: gymLeaders.id });
    await app.database.db.insert(outboxMessages).values({
      kind: 'leader_negative',
      subject_id: leader!.id,
      payload: { gym_leader_id: leader!.id, balance_cents: -500 },
      // Due a moment ago: the column's default is the database's clock, in microseconds, which a
      // pass in the same millisecond reads as later than its own time and leaves for the next one.
      next_attempt_at: new Date(Date.now() - 1_000),
    });
    await deliverStaffNotifications(app.deps);
    const contents = fake.messages.map((m) => m.content);

    const bug = contents.find((c) => c.startsWith('New bug report') && c.includes('Free Nitro'));
    expect(bug).toBe(
      'New bug report: “\\[Free Nitro\\]\\(https\\://evil.example\\) \\# Big \\> quote \\@everyone ' +
        '\\<\\@123\\> \\*\\*bold\\*\\* \\|\\|hidden\\|\\|” — http://site.test/staff',
    );
    const owed = contents.find((c) => c.startsWith('Gym leader') && c.includes('Leader'));
    expect(owed).toBe(
      'Gym leader \\# Leader\\_\\<\\@&42\\> \\[me\\]\\(https\\://x.example\\) owes money: balance -$5.00 ' +
        'after a refund or dispute reversed an earning already paid out — http://site.test/staff',
    );
    // Only our own link is live: every other `://` is escaped.
    for (const content of [bug!, owed!]) {
      expect(content.match(/(?<!\\)https?:\/\//g)).toEqual(['http://']);
      expect(content.match(/\bhttp:\/\/site\.test\/staff$/)).not.toBeNull();
    }
    expect(await noticesFor(`bug_report:${id}`)).toMatchObject([{ status: 'sent' }]);
  });

  it('retries after a 500 with back-off, and waits out a 429 for Discord’s retry_after', async () => {
    const { app, fake } = await setUp();
    const id = await submitBug('Retry me');
    const now = new Date();
    fake.failWith.push(500);
    expect(await deliverStaffNotifications(at(app.deps, now))).toBe(0);
    let [row] = await noticesFor(`bug_report:${id}`);
    expect(row).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_error: 'HTTP 500',
      claimed_until: null,
    });
    expect(row!.next_attempt_at.getTime() - now.getTime()).toBe(5_000);

    // Not due yet: nothing is posted.
    const hits = fake.hits;
    await deliverStaffNotifications(at(app.deps, now));
    expect(fake.hits).toBe(hits);

    const later = new Date(now.getTime() + 5_000);
    fake.failWith.push(429);
    fake.retryAfter = 2.5;
    await deliverStaffNotifications(at(app.deps, later));
    [row] = await noticesFor(`bug_report:${id}`);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, last_error: 'rate limited by Discord' });
    expect(row!.next_attempt_at.getTime() - later.getTime()).toBe(2_500);

    await deliverStaffNotifications(at(app.deps, new Date(later.getTime() + 2_500)));
    [row] = await noticesFor(`bug_report:${id}`);
    expect(row).toMatchObject({ status: 'sent', attempts: 2 });
    expect(fake.messages.filter((m) => m.content.includes('Retry me'))).toHaveLength(1);
  });

  it('keeps notices while Discord is down, without holding up the request or logging the token', async () => {
    const { app, fake } = await setUp();
    const down = await startFakeDiscordWebhook();
    await down.close();
    const lines: string[] = [];
    const logger = {
      ...app.deps.logger,
      warn: (...args: unknown[]) => lines.push(JSON.stringify(args)),
      info: (...args: unknown[]) => lines.push(JSON.stringify(args)),
    } as unknown as Deps['logger'];
    const id = await submitBug('While Discord sleeps');
    const now = new Date();
    for (let i = 0; i < 3; i++) {
      const when = new Date(now.getTime() + i * 3_600_000);
      await deliverStaffNotifications({ ...at(app.deps, when, down.url), logger });
    }
    const [row] = await noticesFor(`bug_report:${id}`);
    expect(row).toMatchObject({ status: 'pending', attempts: 3, last_error: 'network error' });
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('\n')).not.toContain('secret-token');

    await deliverStaffNotifications(at(app.deps, new Date(now.getTime() + 86_400_000)));
    expect(fake.messages.filter((m) => m.content.includes('While Discord sleeps'))).toHaveLength(1);
  });

  it('gives up on a notice Discord refuses for good, and the console counts it', async () => {
    const { app, fake } = await setUp();
    const staff = await account('staff');
    const id = await submitBug('Refused');
    fake.failWith.push(404);
    await deliverStaffNotifications(app.deps);
    const [row] = await noticesFor(`bug_report:${id}`);
    expect(row).toMatchObject({ status: 'failed', last_error: 'HTTP 404' });
    const res = await staff.json('/api/staff/notifications');
    expect(res.status).toBe(200);
    const summary = staffNotificationsResponse.parse(res.body);
    expect(summary.enabled).toBe(true);
    expect(summary.failed).toBeGreaterThanOrEqual(1);
  });

  it('queues a delivery the bridge gave up on, not one staff cancelled', async () => {
    const { app, fake } = await setUp();
    const queued = [];
    for (const n of [1, 2]) {
      queued.push(
        await queueDelivery(app.database.db, {
          idempotencyKey: `notice-test-${n}-${counter++}`,
          playerUuid: '00000000-0000-4000-8000-00000000aaaa',
          command: `say ${n}`,
          requireOnline: false,
          source: `test:${n}`,
        }),
      );
    }
    const [dead, cancelled] = queued;
    // The game server fails the first one on its last try, through the bridge's own answer.
    const { token } = await createGameServer(app.database.db, `notice-server-${counter++}`);
    await app.database.db
      .update(deliveries)
      .set({ failed_attempts: DELIVERY_RETRY_DELAYS_SECONDS.length })
      .where(eq(deliveries.id, dead!.id));
    const leased = await app.rawRequest('/api/game/v1/deliveries?limit=50', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(leased.status).toBe(200);
    const ack = (id: string, body: object) =>
      app!
        .rawRequest(`/api/game/v1/deliveries/${id}/ack`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
        .then((res) => res.json());
    expect(await ack(dead!.id, { status: 'failed', error: 'Unknown command' })).toMatchObject({
      status: 'dead',
      applied: true,
    });
    // The other one goes back unrun, and staff cancel it.
    expect(await ack(cancelled!.id, { status: 'deferred' })).toMatchObject({ applied: true });
    const staff = await account('staff');
    expect((await staff.post(`/api/staff/deliveries/${cancelled!.id}/cancel`, {})).status).toBe(200);
    expect(await noticesFor(cancelled!.id)).toEqual([]);
    expect(await noticesFor(dead!.id)).toHaveLength(1);
    await deliverStaffNotifications(app.deps);
    expect(fake.messages.map((m) => m.content)).toContainEqual(
      expect.stringMatching(/given up after 5 attempts \(test:1\)\. Last error: Unknown command/),
    );
  });

  it('queues nothing while STAFF_DISCORD_WEBHOOK_URL is unset (and never calls out)', async () => {
    const { app, fake } = await setUp(false);
    const staff = await account('staff');
    // A server started earlier with a webhook had switched it on: this start switches it off.
    await setStaffNotifications(app.database.db, true);
    await startStaffNotifier(app.deps, 3_600_000).then((stop) => stop());
    const id = await submitBug('Nobody hears this');
    expect(await noticesFor(`bug_report:${id}`)).toEqual([]);
    expect(await deliverStaffNotifications(app.deps)).toBe(0);
    expect(fake.hits).toBe(0);
    const summary = staffNotificationsResponse.parse((await staff.json('/api/staff/notifications')).body);
    expect(summary).toMatchObject({ enabled: false, pending: 0 });
    const all = await app.database.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.kind, 'submission')));
    expect(all).toEqual([]);
  });
});
