import { describe, expect, it } from 'vitest';
import type { LiveChange, LiveTopic } from '../../../shared/arena/types';
import { readSse } from '../../test/sse-reader';
import { createFanOut, MAX_BACKLOG_BYTES, type StreamSink } from './fan-out';
import type { LiveHandler, LiveHub } from './hub';

/** A hub without a database: the test says when a change arrives and when notifications stop. */
function fakeHub() {
  const handlers = new Map<LiveTopic, Set<LiveHandler>>();
  const stateHandlers = new Set<(live: boolean) => void>();
  const hub = {
    subscribe: async (topics: readonly LiveTopic[], handler: LiveHandler) => {
      for (const topic of topics) {
        const set = handlers.get(topic) ?? new Set();
        set.add(handler);
        handlers.set(topic, set);
      }
      return () => {
        for (const topic of topics) handlers.get(topic)?.delete(handler);
      };
    },
    onState: (handler: (live: boolean) => void) => {
      stateHandlers.add(handler);
      return () => stateHandlers.delete(handler);
    },
  } as unknown as LiveHub;
  return {
    hub,
    emit: (change: LiveChange) => {
      for (const handler of handlers.get(change.topic) ?? []) handler(change);
    },
    setLive: (live: boolean) => {
      for (const handler of stateHandlers) handler(live);
    },
    handlerCount: (topic: LiveTopic) => handlers.get(topic)?.size ?? 0,
  };
}

const HOUR = 3_600_000;

/** The data of the one event in `bytes`. */
const sseData = (bytes: Uint8Array | undefined) =>
  /^data: (.*)$/m.exec(new TextDecoder().decode(bytes))?.[1] ?? '';

describe('live fan-out', () => {
  it('feeds every stream of a topic from one hub subscription, dropped with the last stream', async () => {
    const { hub, emit, handlerCount } = fakeHub();
    const fanOut = createFanOut(hub, HOUR);
    const streams = await Promise.all(
      [['matches'], ['matches', 'events'], ['events']].map(async (topics) =>
        readSse(await fanOut.openBody(topics as LiveTopic[], () => {})),
      ),
    );
    try {
      for (const sse of streams) await sse.next((m) => m.event === 'ready');
      expect(handlerCount('matches')).toBe(1);
      expect(handlerCount('events')).toBe(1);

      emit({ topic: 'matches', op: 'INSERT', id: 'm1' });
      const [first, second, third] = streams;
      for (const sse of [first, second]) {
        const change = await sse?.next((m) => m.event === 'change');
        expect(JSON.parse(change?.data ?? '')).toEqual({ topic: 'matches', op: 'INSERT', id: 'm1' });
      }
      emit({ topic: 'events', op: 'UPDATE', id: 'e1' });
      // The events-only stream never saw the match: its next change is the event.
      expect(JSON.parse((await third?.next((m) => m.event === 'change'))?.data ?? '')).toMatchObject({
        topic: 'events',
      });

      await first?.close();
      await second?.close();
      await expect.poll(() => handlerCount('matches')).toBe(0);
      expect(handlerCount('events')).toBe(1);
    } finally {
      for (const sse of streams) await sse.close();
    }
    await expect.poll(() => handlerCount('events')).toBe(0);
  });

  it("sends a personal topic's change only to the streams of the user it names", async () => {
    const { hub, emit } = fakeHub();
    const fanOut = createFanOut(hub, HOUR);
    const topics: LiveTopic[] = ['notifications', 'matches'];
    const [mine, myOtherTab, theirs, anonymous] = await Promise.all(
      ['u1', 'u1', 'u2', null].map(async (viewer) =>
        readSse(await fanOut.openBody(topics, () => {}, viewer)),
      ),
    );
    const streams = [mine, myOtherTab, theirs, anonymous];
    try {
      for (const sse of streams) await sse?.next((m) => m.event === 'ready');
      emit({ topic: 'notifications', op: 'INSERT', id: 'u1' });
      emit({ topic: 'matches', op: 'INSERT', id: 'm1' });
      for (const sse of [mine, myOtherTab]) {
        expect(JSON.parse((await sse?.next((m) => m.event === 'change'))?.data ?? '')).toMatchObject({
          topic: 'notifications',
          id: 'u1',
        });
      }
      // The others' next change is the match: u1's notice never reached them.
      for (const sse of [theirs, anonymous]) {
        expect(JSON.parse((await sse?.next((m) => m.event === 'change'))?.data ?? '')).toMatchObject({
          topic: 'matches',
        });
      }
      await mine?.close();
      emit({ topic: 'notifications', op: 'UPDATE', id: 'u1' });
      expect(JSON.parse((await myOtherTab?.next((m) => m.event === 'change'))?.data ?? '')).toMatchObject({
        topic: 'matches',
      });
      expect(JSON.parse((await myOtherTab?.next((m) => m.event === 'change'))?.data ?? '')).toMatchObject({
        topic: 'notifications',
        op: 'UPDATE',
      });
    } finally {
      for (const sse of streams) await sse?.close();
    }
  });

  it('sends one heartbeat to every open stream', async () => {
    const { hub } = fakeHub();
    const fanOut = createFanOut(hub, 20);
    const streams = [
      readSse(await fanOut.openBody(['matches'], () => {})),
      readSse(await fanOut.openBody(['events'], () => {})),
    ];
    try {
      for (const sse of streams) {
        await sse.next((m) => m.event === 'comment');
        await sse.next((m) => m.event === 'comment');
      }
    } finally {
      for (const sse of streams) await sse.close();
    }
  });

  it('says unavailable while notifications are down, then ready with each stream’s topics', async () => {
    const { hub, setLive } = fakeHub();
    const fanOut = createFanOut(hub, HOUR);
    const sse = readSse(await fanOut.openBody(['matches', 'elo_ratings'], () => {}));
    try {
      await sse.next((m) => m.event === 'ready');
      setLive(false);
      await sse.next((m) => m.event === 'unavailable');
      setLive(true);
      const ready = await sse.next((m) => m.event === 'ready');
      expect(JSON.parse(ready.data)).toEqual({ topics: ['matches', 'elo_ratings'] });
    } finally {
      await sse.close();
    }
  });

  it('names versions in the first ready only: the ready after an outage goes bare, so everything is refetched', async () => {
    const { hub, setLive } = fakeHub();
    const versions = { '/api/arena/matches': '"v1"' };
    const fanOut = createFanOut(hub, HOUR, undefined, () => versions);
    const sse = readSse(await fanOut.openBody(['matches'], () => {}));
    try {
      expect(JSON.parse((await sse.next((m) => m.event === 'ready')).data)).toEqual({
        topics: ['matches'],
        versions,
      });
      setLive(false);
      await sse.next((m) => m.event === 'unavailable');
      // Changes went unheard meanwhile and the read cache starts over: the reader refetches it all.
      setLive(true);
      expect(JSON.parse((await sse.next((m) => m.event === 'ready')).data)).toEqual({ topics: ['matches'] });
    } finally {
      await sse.close();
    }
  });

  it('gives streams of the same topics the same ready until their versions change', async () => {
    const { hub } = fakeHub();
    // As the read cache answers: the same versions while no change of the topics is heard.
    let versions = { '/api/arena/matches': '"v1"' };
    const fanOut = createFanOut(hub, HOUR, undefined, () => versions);
    /** The first bytes a new stream of `topics` is sent. */
    const readyOf = async (topics: LiveTopic[]) => {
      const written: Uint8Array[] = [];
      const sink: StreamSink = {
        start() {},
        write: (bytes) => written.push(bytes),
        backlog: () => 0,
        end() {},
        onGone() {},
      };
      await fanOut.open(topics, sink, () => {});
      return written[0];
    };
    try {
      const first = await readyOf(['matches', 'gym_leaders']);
      // Not merely equal: made once.
      expect(await readyOf(['matches', 'gym_leaders'])).toBe(first);
      const otherOrder = await readyOf(['gym_leaders', 'matches']);
      expect(JSON.parse(sseData(otherOrder)).topics).toEqual(['gym_leaders', 'matches']);

      versions = { '/api/arena/matches': '"v2"' };
      const after = await readyOf(['matches', 'gym_leaders']);
      expect(JSON.parse(sseData(after))).toEqual({ topics: ['matches', 'gym_leaders'], versions });
    } finally {
      fanOut.endAll(0);
    }
  });

  it('sends the changes of one turn as one write, in order', async () => {
    const { hub, emit } = fakeHub();
    const fanOut = createFanOut(hub, HOUR);
    const body = await fanOut.openBody(['matches'], () => {});
    const reader = body.getReader();
    try {
      await reader.read(); // ready
      for (let i = 0; i < 3; i++) emit({ topic: 'matches', op: 'INSERT', id: `m${i}` });
      const { value } = await reader.read();
      const text = new TextDecoder().decode(value);
      expect(text.match(/"id":"m\d"/g)).toEqual(['"id":"m0"', '"id":"m1"', '"id":"m2"']);
    } finally {
      await reader.cancel();
    }
  });

  it('drops a stream whose reader falls too far behind, and lets it go once', async () => {
    const { hub, emit, handlerCount } = fakeHub();
    const fanOut = createFanOut(hub, HOUR);
    let closed = 0;
    const body = await fanOut.openBody(['matches'], () => closed++);
    // Nobody reads: every turn's changes wait in the stream's queue until the backlog is too long.
    let sent = 0;
    while (closed === 0 && sent < 1000) {
      emit({ topic: 'matches', op: 'INSERT', id: `m${sent++}` });
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(closed).toBe(1);
    const perChange = new TextEncoder().encode(
      'event: change\ndata: {"topic":"matches","op":"INSERT","id":"m100"}\n\n',
    );
    expect(sent).toBeGreaterThan(MAX_BACKLOG_BYTES / (perChange.byteLength + 1));
    expect(sent).toBeLessThan(MAX_BACKLOG_BYTES / (perChange.byteLength - 2) + 3);
    await expect.poll(() => handlerCount('matches')).toBe(0);

    // What was queued before the cut is still delivered, then the stream ends.
    const reader = body.getReader();
    let events = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      events += new TextDecoder().decode(value).split('event: change').length - 1;
    }
    expect(events).toBe(sent - 1);
    await reader.cancel();
    expect(closed).toBe(1);
  });

  it('refuses to open when the hub cannot subscribe, and tries again for the next stream', async () => {
    const { hub } = fakeHub();
    let failing = true;
    const real = hub.subscribe;
    hub.subscribe = (topics, handler) =>
      failing ? Promise.reject(new Error('no LISTEN')) : real(topics, handler);
    const fanOut = createFanOut(hub, HOUR);
    let closed = 0;
    await expect(fanOut.openBody(['matches'], () => closed++)).rejects.toThrow('no LISTEN');
    expect(closed).toBe(1);
    failing = false;
    const sse = readSse(await fanOut.openBody(['matches'], () => {}));
    try {
      await sse.next((m) => m.event === 'ready');
    } finally {
      await sse.close();
    }
  });

  it('sends a change without versions when their read does not answer, and never holds the next ones back', async () => {
    const { hub, emit } = fakeHub();
    const fanOut = createFanOut(hub, HOUR, () => new Promise(() => {}));
    const sse = readSse(await fanOut.openBody(['matches'], () => {}));
    try {
      await sse.next((m) => m.event === 'ready');
      emit({ topic: 'matches', op: 'INSERT', id: 'm1' });
      expect(JSON.parse((await sse.next((m) => m.event === 'change')).data)).toEqual({
        topic: 'matches',
        op: 'INSERT',
        id: 'm1',
      });
      emit({ topic: 'matches', op: 'INSERT', id: 'm2' });
      expect(JSON.parse((await sse.next((m) => m.event === 'change')).data)).toMatchObject({ id: 'm2' });
    } finally {
      await sse.close();
    }
  });

  it('sends the changes that come while a send waits for its versions together after it, with the next versions', async () => {
    const { hub, emit } = fakeHub();
    const reads: ((versions: Record<string, string>) => void)[] = [];
    const fanOut = createFanOut(
      hub,
      HOUR,
      () => new Promise<Record<string, string> | undefined>((resolve) => reads.push(resolve)),
    );
    const sse = readSse(await fanOut.openBody(['matches'], () => {}));
    try {
      await sse.next((m) => m.event === 'ready');
      emit({ topic: 'matches', op: 'INSERT', id: 'm1' });
      await expect.poll(() => reads.length).toBe(1);
      for (let turn = 2; turn <= 4; turn++) {
        emit({ topic: 'matches', op: 'INSERT', id: `m${turn}` });
        await new Promise((resolve) => setImmediate(resolve));
      }
      // One read at a time, however many turns changed meanwhile.
      expect(reads).toHaveLength(1);
      reads[0]?.({ '/api/arena/matches': '"v1"' });
      expect(JSON.parse((await sse.next((m) => m.event === 'change')).data)).toMatchObject({
        id: 'm1',
        versions: { '/api/arena/matches': '"v1"' },
      });
      await expect.poll(() => reads.length).toBe(2);
      reads[1]?.({ '/api/arena/matches': '"v4"' });
      const later = [];
      for (let i = 0; i < 3; i++) later.push(JSON.parse((await sse.next((m) => m.event === 'change')).data));
      expect(later.map((change) => change.id)).toEqual(['m2', 'm3', 'm4']);
      expect(later.map((change) => change.versions)).toEqual([
        undefined,
        undefined,
        { '/api/arena/matches': '"v4"' },
      ]);
    } finally {
      await sse.close();
    }
  });
});
