import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveConnection } from './live-connection';
import { LIVE_KEYS } from './live-keys';
import { liveConnectionFor } from './use-live-topics';

/** A fake /api/live: each call returns a stream the test writes to. */
function fakeServer() {
  const streams: { url: string; push: (text: string) => void; end: () => void }[] = [];
  const fetchImpl = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        controller = c;
      },
    });
    init?.signal?.addEventListener('abort', () => controller.error(new Error('aborted')));
    const encoder = new TextEncoder();
    streams.push({
      url: String(url),
      push: (text) => controller.enqueue(encoder.encode(text)),
      end: () => controller.close(),
    });
    return new Response(body, { status: 200 });
  });
  return { streams, fetch: fetchImpl as unknown as typeof fetch };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

describe('LiveConnection', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('connects with the topics, calls onReady and delivers changes', async () => {
    const server = fakeServer();
    const onReady = vi.fn();
    const onChange = vi.fn();
    const live = new LiveConnection({ onReady, onChange, fetch: server.fetch });
    live.setTopics(['matches', 'gym_leaders', 'matches']);
    await flush();
    expect(server.streams[0]!.url).toBe('/api/live?topics=gym_leaders,matches');
    server.streams[0]!.push('event: ready\ndata: {}\n\n');
    server.streams[0]!.push('event: change\ndata: {"topic":"matches","op":"INSERT","id":"m1"}\n\n');
    await flush();
    expect(onReady).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith({ topic: 'matches', op: 'INSERT', id: 'm1' });
    live.close();
  });

  it('hands on the versions a ready names, and none from a ready it cannot read', async () => {
    const server = fakeServer();
    const onReady = vi.fn();
    const live = new LiveConnection({ onReady, onChange: vi.fn(), fetch: server.fetch });
    live.setTopics(['gym_leaders']);
    await flush();
    server.streams[0]!.push(
      'event: ready\ndata: {"topics":["gym_leaders"],"versions":{"/api/arena/leaders":"\\"v1\\""}}\n\n',
    );
    await flush();
    expect(onReady).toHaveBeenLastCalledWith(['gym_leaders'], { '/api/arena/leaders': '"v1"' });
    server.streams[0]!.push('event: ready\ndata: {"versions":7}\n\n');
    await flush();
    expect(onReady).toHaveBeenLastCalledWith(['gym_leaders'], undefined);
    live.close();
  });

  it('after the server reports its feed unavailable, waits and refetches on the next ready', async () => {
    const server = fakeServer();
    const onReady = vi.fn();
    const onState = vi.fn();
    const live = new LiveConnection({ onReady, onChange: vi.fn(), onState, fetch: server.fetch });
    live.setTopics(['matches']);
    await flush();
    server.streams[0]!.push('event: ready\ndata: {}\n\n');
    await flush();
    expect(onReady).toHaveBeenLastCalledWith(['matches'], undefined);
    server.streams[0]!.push('event: unavailable\ndata: {}\n\n');
    await flush();
    expect(onState).toHaveBeenLastCalledWith('waiting');
    server.streams[0]!.push('event: ready\ndata: {}\n\n');
    await flush();
    expect(onReady).toHaveBeenCalledTimes(2);
    expect(onState).toHaveBeenLastCalledWith('open');
    live.close();
  });

  it('on ready refetches data read while the stream was connecting, and a read still loading', async () => {
    // A change committed before the server subscribed is never sent: what was read until `ready`
    // may predate it.
    const server = fakeServer();
    const client = new QueryClient();
    const live = liveConnectionFor(client, server.fetch);
    live.setTopics(['matches', 'events']);
    await flush();
    await vi.advanceTimersByTimeAsync(100);
    client.setQueryData([...LIVE_KEYS.matches], { matches: [] });
    let reads = 0;
    const answers: (() => void)[] = [];
    const loading = new QueryObserver(client, {
      queryKey: [...LIVE_KEYS.events],
      queryFn: () => {
        reads++;
        return new Promise<{ events: [] }>((resolve) => answers.push(() => resolve({ events: [] })));
      },
    });
    const unsubscribe = loading.subscribe(() => undefined);
    await flush();
    expect(reads).toBe(1);
    await vi.advanceTimersByTimeAsync(100);
    server.streams[0]!.push('event: ready\ndata: {}\n\n');
    await flush();
    expect(client.getQueryState(LIVE_KEYS.matches)?.isInvalidated).toBe(true);
    answers[0]!();
    await flush();
    expect(reads).toBe(2);
    unsubscribe();
    live.close();
  });

  it('waits as long as a server that is shutting down asks before reconnecting', async () => {
    const server = fakeServer();
    const live = new LiveConnection({ onReady: vi.fn(), onChange: vi.fn(), fetch: server.fetch });
    live.setTopics(['matches']);
    await flush();
    server.streams[0]!.push('event: ready\ndata: {}\n\n');
    server.streams[0]!.push('retry: 3000\nevent: restarting\ndata: {"retry_ms":3000}\n\n');
    server.streams[0]!.end();
    await vi.advanceTimersByTimeAsync(2_999);
    expect(server.streams).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.streams).toHaveLength(2);
    live.close();
  });

  it('reconnects after 1, 2, 5 and 10 s, then every 10 s, and refetches on each ready', async () => {
    const server = fakeServer();
    const onReady = vi.fn();
    const live = new LiveConnection({ onReady, onChange: vi.fn(), fetch: server.fetch });
    live.setTopics(['events']);
    await flush();
    const gaps = [1000, 2000, 5000, 10000, 10000];
    for (const [i, gap] of gaps.entries()) {
      server.streams[i]!.end();
      await flush();
      await vi.advanceTimersByTimeAsync(gap - 1);
      expect(server.streams).toHaveLength(i + 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(server.streams).toHaveLength(i + 2);
    }
    // A successful ready resets the back-off to 1 s.
    const last = server.streams.at(-1)!;
    last.push('event: ready\ndata: {}\n\n');
    await flush();
    expect(onReady).toHaveBeenCalledTimes(1);
    last.end();
    await flush();
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.streams).toHaveLength(gaps.length + 2);
    live.close();
  });

  it('drops a stream that stays silent past heartbeat + timeout, but not one that pings', async () => {
    const server = fakeServer();
    const live = new LiveConnection({ onReady: vi.fn(), onChange: vi.fn(), fetch: server.fetch });
    live.setTopics(['matches']);
    await flush();
    server.streams[0]!.push('event: ready\ndata: {}\n\n');
    await vi.advanceTimersByTimeAsync(30_000);
    server.streams[0]!.push(': ping\n\n');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(server.streams).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(5_000 + 1_000);
    expect(server.streams).toHaveLength(2);
    live.close();
  });

  it('does not reconnect after close or when the topics are unchanged', async () => {
    const server = fakeServer();
    const live = new LiveConnection({ onReady: vi.fn(), onChange: vi.fn(), fetch: server.fetch });
    live.setTopics(['matches']);
    live.setTopics(['matches']);
    await flush();
    expect(server.streams).toHaveLength(1);
    live.close();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.streams).toHaveLength(1);
  });
});
