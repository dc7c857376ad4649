/**
 * A change carries the versions its public answers have after it (decision 031): a reader whose
 * answer is already that version skips the refetch, one whose answer changed does not.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { liveReady } from '../../../shared/arena/live';
import { type LiveChange, liveChange } from '../../../shared/arena/types';
import type { Database } from '../../db/client';
import { gymLeaders, players } from '../../db/schema';
import { readSse, type SseMessage } from '../../test/sse-reader';
import { createTestApp, type TestApp, type TestBrowser, twoInstancesForFile } from '../../test/test-app';

const LEADERS = '/api/arena/leaders';

let one: TestApp & TestBrowser;
let two: TestApp & TestBrowser;
twoInstancesForFile((first, second) => {
  one = first;
  two = second;
});

/** A leader the public list shows (linked to a Minecraft account), or hides (no account). */
async function insertLeader(
  database: Database,
  name: string,
  shown: boolean,
  values: Partial<typeof gymLeaders.$inferInsert> = {},
) {
  const [player] = shown
    ? await database.db
        .insert(players)
        .values({ uuid: randomUUID(), username: name, mc_username: name })
        .returning({ id: players.id })
    : [undefined];
  const [row] = await database.db
    .insert(gymLeaders)
    .values({ display_name: name, element: 'bug', player_id: player?.id ?? null, ...values })
    .returning({ id: gymLeaders.id });
  return row?.id as string;
}

/** What an anonymous reader of the leaders holds: the answer's version (its ETag, weak as sent). */
async function readLeaders(app: TestApp, showing?: string) {
  const response = await app.rawRequest(LEADERS);
  expect(response.status).toBe(200);
  const text = await response.text();
  const etag = response.headers.get('etag');
  expect(etag).toMatch(/^W\/"/);
  return { version: etag?.slice(2), shows: showing === undefined || text.includes(showing) };
}

/**
 * The version a reader of `app` holds once its answer shows the leader `name`, inserted through the
 * other instance: until that insert's notice arrives, `app` may still serve the answer from before.
 */
async function heldShowing(app: TestApp, name: string) {
  await expect.poll(async () => (await readLeaders(app, name)).shows, { timeout: 5_000 }).toBe(true);
  return (await readLeaders(app)).version;
}

async function open(app: TestApp, topics: string) {
  const response = await app.rawRequest(`/api/live?topics=${topics}`);
  expect(response.status).toBe(200);
  const sse = readSse(response.body as ReadableStream<Uint8Array>);
  await sse.next((m) => m.event === 'ready');
  return sse;
}

/**
 * The update of leader `id` (the notifications of this file's inserts, its own included, may still
 * be on the way).
 */
const changeOf = (id: string) => (m: SseMessage) => {
  if (m.event !== 'change') return false;
  const change = JSON.parse(m.data) as LiveChange;
  return change.id === id && change.op === 'UPDATE';
};

describe('live change versions', () => {
  it('a change that alters nothing public carries the version the reader holds', async () => {
    const id = await insertLeader(one.database, 'Hidden Hopper', false);
    const sse = await open(two, 'gym_leaders');
    try {
      const held = (await readLeaders(two)).version;
      expect(held).toMatch(/^"[\w-]+"$/);
      // Written through the other instance: the change reaches this one by NOTIFY.
      await one.database.db
        .update(gymLeaders)
        .set({ display_name: 'Still Hidden' })
        .where(eq(gymLeaders.id, id));
      const change = liveChange.parse(JSON.parse((await sse.next(changeOf(id), 5_000)).data));
      expect(change.versions?.[LEADERS]).toBe(held);
    } finally {
      await sse.close();
    }
  });

  it('a change that alters the answer carries its new version', async () => {
    const id = await insertLeader(one.database, 'Shown Shuckle', true);
    const sse = await open(two, 'gym_leaders');
    try {
      const held = await heldShowing(two, 'Shown Shuckle');
      await one.database.db.update(gymLeaders).set({ status: 'online' }).where(eq(gymLeaders.id, id));
      const change = liveChange.parse(JSON.parse((await sse.next(changeOf(id), 5_000)).data));
      expect(change.versions?.[LEADERS]).toBeDefined();
      expect(change.versions?.[LEADERS]).not.toBe(held);
      // The version is the one the refetch gets.
      expect((await readLeaders(two)).version).toBe(change.versions?.[LEADERS]);
    } finally {
      await sse.close();
    }
  });

  it('a presence heartbeat of a leader online changes no version', async () => {
    const id = await insertLeader(one.database, 'Beating Beedrill', true, {
      status: 'online',
      last_active_at: new Date(Date.now() - 60_000),
    });
    const sse = await open(two, 'gym_leaders');
    try {
      const held = await heldShowing(two, 'Beating Beedrill');
      await one.database.db
        .update(gymLeaders)
        .set({ last_active_at: new Date() })
        .where(eq(gymLeaders.id, id));
      const change = liveChange.parse(JSON.parse((await sse.next(changeOf(id), 5_000)).data));
      expect(change.versions?.[LEADERS]).toBe(held);
    } finally {
      await sse.close();
    }
  });
});

/** Opens a stream of `topics` and reads its first `ready`. */
async function readyOf(app: TestApp, topics: string) {
  const response = await app.rawRequest(`/api/live?topics=${topics}`);
  expect(response.status).toBe(200);
  const sse = readSse(response.body as ReadableStream<Uint8Array>);
  const ready = liveReady.parse(JSON.parse((await sse.next((m) => m.event === 'ready')).data));
  return { sse, ready };
}

describe('ready versions', () => {
  it('a stream opened after a read names the version of the answer the reader holds', async () => {
    await insertLeader(one.database, 'Ready Rattata', true);
    const held = await heldShowing(two, 'Ready Rattata');
    const { sse, ready } = await readyOf(two, 'gym_leaders,matches');
    try {
      expect(ready.versions?.[LEADERS]).toBe(held);
    } finally {
      await sse.close();
    }
  });

  it('a change heard before the stream subscribed is not hidden by its ready', async () => {
    const id = await insertLeader(one.database, 'Racing Raticate', true);
    const held = await heldShowing(two, 'Racing Raticate');
    // Changed through the other instance, and heard here, before the stream opens.
    await one.database.db
      .update(gymLeaders)
      .set({ display_name: 'Raced Raticate' })
      .where(eq(gymLeaders.id, id));
    const now = await heldShowing(two, 'Raced Raticate');
    expect(now).not.toBe(held);
    const { sse, ready } = await readyOf(two, 'gym_leaders');
    try {
      expect(ready.versions?.[LEADERS]).toBe(now);
    } finally {
      await sse.close();
    }
  });

  it('streams of the same topics get the same ready, and one opened after a change its new version', async () => {
    const id = await insertLeader(one.database, 'Twin Tauros', true);
    const held = await heldShowing(two, 'Twin Tauros');
    const first = await readyOf(two, 'gym_leaders');
    const second = await readyOf(two, 'gym_leaders');
    try {
      expect(first.ready.versions?.[LEADERS]).toBe(held);
      expect(second.ready).toEqual(first.ready);
      // Changed through the other instance within the second a ready's versions are reused for.
      await one.database.db
        .update(gymLeaders)
        .set({ display_name: 'Tripled Tauros' })
        .where(eq(gymLeaders.id, id));
      const now = await heldShowing(two, 'Tripled Tauros');
      expect(now).not.toBe(held);
      const third = await readyOf(two, 'gym_leaders');
      await third.sse.close();
      expect(third.ready.versions?.[LEADERS]).toBe(now);
    } finally {
      await first.sse.close();
      await second.sse.close();
    }
  });

  it('names no versions when public answers are not cached', async () => {
    const uncached = await createTestApp({ ARENA_CACHE_SECONDS: '0' });
    try {
      expect((await uncached.rawRequest(LEADERS)).status).toBe(200);
      const { sse, ready } = await readyOf(uncached, 'gym_leaders');
      await sse.close();
      expect(ready.versions).toBeUndefined();
    } finally {
      await uncached.close();
    }
  });
});
