import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  NotificationPreferencesResponse,
  NotificationsResponse,
  UnreadCountResponse,
} from '../../../shared/notifications/api';
import { NOTIFICATION_KINDS, NOTIFICATIONS_PAGE_SIZE } from '../../../shared/notifications/kinds';
import { notifications, outboxMessages } from '../../db/schema';
import { sendJson, signedInAccount } from '../../test/accounts';
import { readSse } from '../../test/sse-reader';
import { createTestApp, type TestApp, type TestBrowser } from '../../test/test-app';
import { deliverDiscordMessages } from '../outbox';
import { notifyGiftReceived, notifyUser } from '.';

let app: TestApp & TestBrowser;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

type Failure = { error: { code: string; message: string; fields?: Record<string, string[]> } };
type Account = Awaited<ReturnType<typeof signedInAccount>>;

const inbox = (a: Account, query = '') =>
  a.browser.json<NotificationsResponse & Failure>(`/api/me/notifications${query}`);
const unread = async (a: Account) =>
  (await a.browser.json<UnreadCountResponse>('/api/me/notifications/unread-count')).body.unread;
const rowsOf = (userId: string) =>
  app.database.db.select().from(notifications).where(eq(notifications.user_id, userId));
const dmsFor = (notificationId: string) =>
  app.database.db
    .select()
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.kind, 'discord_dm'),
        eq(outboxMessages.subject_id, `notification:${notificationId}`),
      ),
    );

const notice = (causeId: string) => ({
  kind: 'refund' as const,
  causeId,
  title: `Refund ${causeId}`,
  link: '/purchase-history',
});

describe('the inbox API', () => {
  it('refuses visitors with 401 on every row', async () => {
    const visitor = app.browser();
    expect((await visitor.json('/api/me/notifications')).status).toBe(401);
    expect((await visitor.json('/api/me/notifications/unread-count')).status).toBe(401);
    expect((await visitor.post('/api/me/notifications/read-all')).status).toBe(401);
    expect((await visitor.json('/api/me/notification-preferences')).status).toBe(401);
    expect(
      (await sendJson(visitor, 'PUT', '/api/me/notification-preferences', { preferences: [] })).status,
    ).toBe(401);
  });

  it("lists only the reader's own rows, and another account's notification is 404 to mark", async () => {
    const mine = await signedInAccount(app);
    const other = await signedInAccount(app);
    await notifyUser(app.database.db, mine.id, notice('own-1'));
    await notifyUser(app.database.db, other.id, notice('other-1'));
    const list = await inbox(mine);
    expect(list.status).toBe(200);
    expect(list.body.notifications.map((n) => n.title)).toEqual(['Refund own-1']);
    const [theirs] = await rowsOf(other.id);
    const refused = await mine.browser.post<Failure>(`/api/me/notifications/${theirs!.id}/read`);
    expect(refused.status).toBe(404);
    expect((await rowsOf(other.id))[0]!.read_at).toBeNull();
    expect((await mine.browser.post<Failure>('/api/me/notifications/not-a-uuid/read')).status).toBe(404);
    expect((await inbox(mine, '?before=garbage')).status).toBe(400);
  });

  it("tells only the recipient's live streams of a new notification", async () => {
    const recipient = await signedInAccount(app);
    const bystander = await signedInAccount(app);
    const listen = async (browser: TestBrowser) => {
      const response = await browser.request('/api/live?topics=notifications,events');
      expect(response.status).toBe(200);
      const sse = readSse(response.body as ReadableStream<Uint8Array>);
      await sse.next((m) => m.event === 'ready');
      return sse;
    };
    const [mine, theirs, anonymous] = await Promise.all([
      listen(recipient.browser),
      listen(bystander.browser),
      listen(app.browser()),
    ]);
    try {
      await notifyUser(app.database.db, recipient.id, notice('live-1'));
      const change = await mine.next((m) => m.event === 'change');
      expect(JSON.parse(change.data)).toMatchObject({ topic: 'notifications', id: recipient.id });
      // A later public change is the first the others hear: the notice never reached them.
      await app.database.db.execute(
        sql`select pg_notify('live', ${JSON.stringify({ topic: 'events', op: 'UPDATE', id: 'e-live' })})`,
      );
      for (const sse of [theirs, anonymous]) {
        expect(JSON.parse((await sse.next((m) => m.event === 'change')).data)).toMatchObject({
          topic: 'events',
        });
      }
    } finally {
      await Promise.all([mine, theirs, anonymous].map((sse) => sse.close()));
    }
  });

  it('counts unread, marks one and then all read', async () => {
    const reader = await signedInAccount(app);
    for (const cause of ['a', 'b', 'c']) await notifyUser(app.database.db, reader.id, notice(cause));
    expect(await unread(reader)).toBe(3);
    const [first] = (await inbox(reader)).body.notifications;
    const marked = await reader.browser.post<UnreadCountResponse>(`/api/me/notifications/${first!.id}/read`);
    expect(marked.body.unread).toBe(2);
    // Marking again changes nothing.
    expect(
      (await reader.browser.post<UnreadCountResponse>(`/api/me/notifications/${first!.id}/read`)).body.unread,
    ).toBe(2);
    expect(
      (await reader.browser.post<UnreadCountResponse>('/api/me/notifications/read-all')).body.unread,
    ).toBe(0);
    expect((await inbox(reader)).body.notifications.every((n) => n.read_at !== null)).toBe(true);
  });

  it('pages newest first with a cursor, without repeats or gaps', async () => {
    const reader = await signedInAccount(app);
    const total = NOTIFICATIONS_PAGE_SIZE + 5;
    for (let i = 0; i < total; i++) await notifyUser(app.database.db, reader.id, notice(`page-${i}`));
    // A second apart in the order written: the embedded database's clock can give two rows one
    // instant, and rows of one instant are ordered by id, not by when they were written.
    await app.database.db.execute(sql`
      update ${notifications} n
      set created_at = '2026-11-28T00:00:00Z'::timestamptz + (s.written * interval '1 second')
      from (
        select id, (substring(title from 'page-([0-9]+)$'))::int as written from ${notifications}
        where user_id = ${reader.id}
      ) s
      where n.id = s.id`);
    const first = await inbox(reader);
    expect(first.body.notifications).toHaveLength(NOTIFICATIONS_PAGE_SIZE);
    const second = await inbox(reader, `?before=${encodeURIComponent(first.body.next_before!)}`);
    expect(second.body.next_before).toBeNull();
    const titles = [...first.body.notifications, ...second.body.notifications].map((n) => n.title);
    expect(titles).toEqual(Array.from({ length: total }, (_, i) => `Refund page-${total - 1 - i}`));
  });

  it('pages without a gap through notifications written in the same millisecond', async () => {
    const reader = await signedInAccount(app);
    const total = NOTIFICATIONS_PAGE_SIZE + 5;
    for (let i = 0; i < total; i++) await notifyUser(app.database.db, reader.id, notice(`tick-${i}`));
    // One millisecond, a microsecond apart in the order written: a cut at milliseconds loses rows.
    await app.database.db.execute(sql`
      update ${notifications} n
      set created_at = '2026-11-28T00:00:00.123Z'::timestamptz + s.rn * interval '1 microsecond'
      from (
        select id, row_number() over (order by created_at, id) as rn from ${notifications}
        where user_id = ${reader.id}
      ) s
      where n.id = s.id`);
    const first = await inbox(reader);
    const second = await inbox(reader, `?before=${encodeURIComponent(first.body.next_before!)}`);
    const titles = [...first.body.notifications, ...second.body.notifications].map((n) => n.title);
    expect(new Set(titles).size).toBe(total);
    expect(second.body.next_before).toBeNull();
  });

  it('saves deliveries per kind; every kind starts as the site only', async () => {
    const reader = await signedInAccount(app);
    const start = await reader.browser.json<NotificationPreferencesResponse>(
      '/api/me/notification-preferences',
    );
    expect(start.body.preferences).toHaveLength(NOTIFICATION_KINDS.length);
    expect(start.body.preferences.every((p) => p.delivery === 'site')).toBe(true);
    const saved = await sendJson<NotificationPreferencesResponse>(
      reader.browser,
      'PUT',
      '/api/me/notification-preferences',
      {
        preferences: [{ kind: 'refund', delivery: 'site_and_discord' }],
      },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.preferences.find((p) => p.kind === 'refund')?.delivery).toBe('site_and_discord');
    const bad = await sendJson<Failure>(reader.browser, 'PUT', '/api/me/notification-preferences', {
      preferences: [{ kind: 'refund', delivery: 'carrier_pigeon' }],
    });
    expect(bad.status).toBe(400);
    // Another account's choices are its own.
    const other = await signedInAccount(app);
    const theirs = await other.browser.json<NotificationPreferencesResponse>(
      '/api/me/notification-preferences',
    );
    expect(theirs.body.preferences.find((p) => p.kind === 'refund')?.delivery).toBe('site');
  });
});

describe('writing a notification', () => {
  it('gives one row per cause, replayed or concurrent, and one Discord message when asked for', async () => {
    const reader = await signedInAccount(app);
    await sendJson(reader.browser, 'PUT', '/api/me/notification-preferences', {
      preferences: [{ kind: 'gift_received', delivery: 'site_and_discord' }],
    });
    const gift = { recipientUserId: reader.id, giftId: 'gift-1', from: 'Misty', what: 'A Pokéball crate' };
    const results = await Promise.all(
      [1, 2, 3].map(() => app.database.db.transaction((tx) => notifyGiftReceived(tx, gift))),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await notifyGiftReceived(app.database.db, gift)).toBe(false);
    const rows = await rowsOf(reader.id);
    expect(rows).toHaveLength(1);
    expect(await dmsFor(rows[0]!.id)).toHaveLength(1);
  });

  it('rolls back with its cause', async () => {
    const reader = await signedInAccount(app);
    await expect(
      app.database.db.transaction(async (tx) => {
        await notifyUser(tx, reader.id, notice('rolled-back'));
        throw new Error('cause failed');
      }),
    ).rejects.toThrow('cause failed');
    expect(await rowsOf(reader.id)).toEqual([]);
  });

  it('any order of replays of a set of causes gives one row per cause (seeded)', async () => {
    const reader = await signedInAccount(app);
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 1, maxLength: 12 }),
        async (causes) => {
          run++;
          for (const cause of causes)
            await notifyUser(app.database.db, reader.id, notice(`prop-${run}-${cause}`));
          const titles = (await rowsOf(reader.id))
            .map((r) => r.title)
            .filter((t) => t.startsWith(`Refund prop-${run}-`));
          expect(titles.sort()).toEqual([...new Set(causes)].map((c) => `Refund prop-${run}-${c}`).sort());
        },
      ),
      { seed: 27, numRuns: 15 },
    );
  });

  it('turns a player\'s Discord message into a "would send" entry, listed for staff only', async () => {
    const reader = await signedInAccount(app);
    await sendJson(reader.browser, 'PUT', '/api/me/notification-preferences', {
      preferences: [{ kind: 'refund', delivery: 'site_and_discord' }],
    });
    await notifyUser(app.database.db, reader.id, notice('dm-1'));
    const [row] = await rowsOf(reader.id);
    await Promise.all([deliverDiscordMessages(app.deps), deliverDiscordMessages({ ...app.deps })]);
    const [dm] = await dmsFor(row!.id);
    expect(dm).toMatchObject({ status: 'would_send', attempts: 0, sent_at: null });
    const staff = await signedInAccount(app, 'staff');
    const listed = await staff.browser.json<{ would_send: { text: string }[] }>('/api/staff/outbox');
    expect(listed.status).toBe(200);
    expect(listed.body.would_send.some((m) => m.text.startsWith('Refund dm-1'))).toBe(true);
    expect((await reader.browser.json('/api/staff/outbox')).status).toBe(403);
    expect((await app.browser().json('/api/staff/outbox')).status).toBe(401);
  });
});
