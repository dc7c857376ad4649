import type { GymLeader } from '@shared/arena/types';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rememberAnswerVersion } from '../../lib/answer-versions';
import { LIVE_KEYS } from './live-keys';
import { applyChange, COALESCE_MS, createChangeBatcher, refetchTopics } from './live-sync';

const leader = (id: string) => ({ id, display_name: id }) as GymLeader;

describe('live sync', () => {
  it('removes a deleted leader from the cache without refetching', () => {
    const client = new QueryClient();
    client.setQueryData(LIVE_KEYS.gym_leaders, { leaders: [leader('a'), leader('b')] });
    applyChange(client, { topic: 'gym_leaders', op: 'DELETE', id: 'a' });
    const data = client.getQueryData<{ leaders: GymLeader[] }>(LIVE_KEYS.gym_leaders);
    expect(data?.leaders.map((l) => l.id)).toEqual(['b']);
    expect(client.getQueryState(LIVE_KEYS.gym_leaders)?.isInvalidated).toBe(false);
  });

  it('invalidates the topic’s queries on other changes', () => {
    const client = new QueryClient();
    client.setQueryData([...LIVE_KEYS.gym_leaders], { leaders: [leader('a')] });
    client.setQueryData([...LIVE_KEYS.elo_ratings, 'top', 10], { total: 0, entries: [] });
    client.setQueryData([...LIVE_KEYS.events], { events: [] });
    applyChange(client, { topic: 'gym_leaders', op: 'UPDATE', id: 'a' });
    applyChange(client, { topic: 'elo_ratings', op: 'INSERT', id: 'x' });
    expect(client.getQueryState(LIVE_KEYS.gym_leaders)?.isInvalidated).toBe(true);
    expect(client.getQueryState([...LIVE_KEYS.elo_ratings, 'top', 10])?.isInvalidated).toBe(true);
    expect(client.getQueryState(LIVE_KEYS.events)?.isInvalidated).toBe(false);
    applyChange(client, { topic: 'event_registrations', op: 'INSERT', id: 'r' });
    expect(client.getQueryState(LIVE_KEYS.events)?.isInvalidated).toBe(true);
  });

  it('refetches the match list when a leader changes, since it shows the leaders’ names', () => {
    const client = new QueryClient();
    client.setQueryData([...LIVE_KEYS.matches], { matches: [] });
    applyChange(client, { topic: 'gym_leaders', op: 'UPDATE', id: 'a' });
    expect(client.getQueryState(LIVE_KEYS.matches)?.isInvalidated).toBe(true);
    // Unless the list is already at the version the change gives it.
    const unchanged = new QueryClient();
    const matches = { matches: [] };
    rememberAnswerVersion(matches, { address: '/api/arena/matches', version: '"m1"' });
    unchanged.setQueryData([...LIVE_KEYS.matches], matches);
    const versions = { '/api/arena/matches': '"m1"' };
    applyChange(unchanged, { topic: 'gym_leaders', op: 'UPDATE', id: 'a', versions });
    expect(unchanged.getQueryState(LIVE_KEYS.matches)?.isInvalidated).toBe(false);
  });

  it('refetches every subscribed topic on ready', () => {
    const client = new QueryClient();
    client.setQueryData([...LIVE_KEYS.matches], { matches: [] });
    client.setQueryData([...LIVE_KEYS.events], { events: [] });
    refetchTopics(client, ['matches']);
    expect(client.getQueryState(LIVE_KEYS.matches)?.isInvalidated).toBe(true);
    expect(client.getQueryState(LIVE_KEYS.events)?.isInvalidated).toBe(false);
  });
});

describe('change batching', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refetches each topic once per burst of row changes', () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    for (const key of [LIVE_KEYS.matches, LIVE_KEYS.elo_ratings, LIVE_KEYS.gym_leaders, LIVE_KEYS.events])
      client.setQueryData([...key], { rows: [] });
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const apply = createChangeBatcher(client);
    // One finished match: the match, two ratings and the leader's record.
    apply({ topic: 'matches', op: 'INSERT', id: 'm1' });
    apply({ topic: 'elo_ratings', op: 'UPDATE', id: 'p1' });
    apply({ topic: 'elo_ratings', op: 'UPDATE', id: 'p2' });
    apply({ topic: 'gym_leaders', op: 'UPDATE', id: 'l1' });
    expect(invalidate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(COALESCE_MS);
    expect(invalidate).toHaveBeenCalledTimes(1);
    const invalidated = (key: readonly string[]) => client.getQueryState([...key])?.isInvalidated;
    expect([LIVE_KEYS.matches, LIVE_KEYS.elo_ratings, LIVE_KEYS.gym_leaders].map(invalidated)).toEqual([
      true,
      true,
      true,
    ]);
    expect(invalidated(LIVE_KEYS.events)).toBe(false);
    apply({ topic: 'matches', op: 'INSERT', id: 'm2' });
    vi.advanceTimersByTime(COALESCE_MS);
    expect(invalidate).toHaveBeenCalledTimes(2);
  });

  it('fetches a query under several of a burst’s roots once', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const queryFn = vi.fn(async () => ({ tournament: null }));
    // The doubles cup: under the doubles root and the tournaments root both.
    const queryKey = [...LIVE_KEYS.doubles_registrations, 'tournament'];
    const unsubscribe = new QueryObserver(client, { queryKey, queryFn }).subscribe(() => {});
    await vi.advanceTimersByTimeAsync(0);
    expect(queryFn).toHaveBeenCalledTimes(1);
    const apply = createChangeBatcher(client);
    // A sign-up of a cup: three topics whose roots cover the doubles cup.
    apply({ topic: 'tournaments', op: 'UPDATE', id: 't' });
    apply({ topic: 'tournament_registrations', op: 'INSERT', id: 'r' });
    apply({ topic: 'doubles_registrations', op: 'INSERT', id: 'd' });
    await vi.advanceTimersByTimeAsync(COALESCE_MS);
    expect(queryFn).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('still removes a deleted leader at once', () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    client.setQueryData(LIVE_KEYS.gym_leaders, { leaders: [leader('a'), leader('b')] });
    createChangeBatcher(client)({ topic: 'gym_leaders', op: 'DELETE', id: 'a' });
    const data = client.getQueryData<{ leaders: GymLeader[] }>(LIVE_KEYS.gym_leaders);
    expect(data?.leaders.map((l) => l.id)).toEqual(['b']);
  });
});

describe('change versions', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const LEADERS = '/api/arena/leaders';
  /** The leaders as the API gave them, at `version`. */
  const leadersAt = (client: QueryClient, version: string) => {
    const data = { leaders: [leader('a')] };
    rememberAnswerVersion(data, { address: LEADERS, version });
    client.setQueryData(LIVE_KEYS.gym_leaders, data);
  };
  const invalidated = (client: QueryClient) => client.getQueryState(LIVE_KEYS.gym_leaders)?.isInvalidated;

  it('does not refetch data already at the change’s version', () => {
    const client = new QueryClient();
    leadersAt(client, '"v1"');
    applyChange(client, { topic: 'gym_leaders', op: 'UPDATE', id: 'a', versions: { [LEADERS]: '"v1"' } });
    expect(invalidated(client)).toBe(false);
  });

  it('refetches data at another version, of an address the change does not name, or of no version', () => {
    for (const [held, versions] of [
      ['"v1"', { [LEADERS]: '"v2"' }],
      ['"v1"', { '/api/arena/matches': '"v1"' }],
      ['"v1"', undefined],
    ] as const) {
      const client = new QueryClient();
      leadersAt(client, held);
      applyChange(client, { topic: 'gym_leaders', op: 'UPDATE', id: 'a', versions });
      expect(invalidated(client)).toBe(true);
    }
    const client = new QueryClient();
    client.setQueryData(LIVE_KEYS.gym_leaders, { leaders: [leader('a')] });
    applyChange(client, { topic: 'gym_leaders', op: 'UPDATE', id: 'a', versions: { [LEADERS]: '"v1"' } });
    expect(invalidated(client)).toBe(true);
  });

  it('compares a burst with its last change’s versions', () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    leadersAt(client, '"v2"');
    const apply = createChangeBatcher(client);
    apply({ topic: 'gym_leaders', op: 'UPDATE', id: 'a' });
    apply({ topic: 'gym_leaders', op: 'UPDATE', id: 'b', versions: { [LEADERS]: '"v2"' } });
    vi.advanceTimersByTime(COALESCE_MS);
    expect(invalidated(client)).toBe(false);
    apply({ topic: 'gym_leaders', op: 'UPDATE', id: 'a', versions: { [LEADERS]: '"v2"' } });
    apply({ topic: 'gym_leaders', op: 'UPDATE', id: 'b' });
    vi.advanceTimersByTime(COALESCE_MS);
    expect(invalidated(client)).toBe(true);
  });
});

describe('ready versions', () => {
  const LEADERS = '/api/arena/leaders';
  const versioned = (version: string) => {
    const data = { leaders: [leader('a')] };
    rememberAnswerVersion(data, { address: LEADERS, version });
    return data;
  };
  /** A client showing the leaders, fetched by `queryFn`; answers whether `ready` fetched them again. */
  async function readyFetches(
    held: { leaders: GymLeader[] } | undefined,
    queryFn: () => Promise<unknown>,
    versions: Record<string, string> | undefined,
  ) {
    const client = new QueryClient();
    if (held) client.setQueryData(LIVE_KEYS.gym_leaders, held);
    const fn = vi.fn(queryFn);
    const observer = new QueryObserver(client, {
      queryKey: [...LIVE_KEYS.gym_leaders],
      queryFn: fn,
      staleTime: 60_000,
    });
    const unsubscribe = observer.subscribe(() => {});
    const before = fn.mock.calls.length;
    refetchTopics(client, ['gym_leaders'], versions);
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
    unsubscribe();
    return fn.mock.calls.length - before;
  }

  it('keeps data already at the version ready names', async () => {
    expect(await readyFetches(versioned('"v1"'), async () => versioned('"v1"'), { [LEADERS]: '"v1"' })).toBe(
      0,
    );
  });

  it('refetches data at another version, of an address ready does not name, or of no version', async () => {
    expect(await readyFetches(versioned('"v1"'), async () => versioned('"v2"'), { [LEADERS]: '"v2"' })).toBe(
      1,
    );
    expect(await readyFetches(versioned('"v1"'), async () => versioned('"v1"'), { '/api/x': '"v1"' })).toBe(
      1,
    );
    expect(await readyFetches(versioned('"v1"'), async () => versioned('"v1"'), undefined)).toBe(1);
    expect(
      await readyFetches({ leaders: [leader('a')] }, async () => versioned('"v1"'), { [LEADERS]: '"v1"' }),
    ).toBe(1);
  });

  it('checks a first load under way once it has its data', async () => {
    // Still loading when ready comes: refetched only if it arrives at another version.
    const client = new QueryClient();
    const fn = vi.fn(async () => versioned('"v1"'));
    const unsubscribe = new QueryObserver(client, {
      queryKey: [...LIVE_KEYS.gym_leaders],
      queryFn: fn,
    }).subscribe(() => {});
    refetchTopics(client, ['gym_leaders'], { [LEADERS]: '"v1"' });
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fn).toHaveBeenCalledTimes(1);
    const other = new QueryClient();
    const stale = vi.fn(async () => versioned('"v0"'));
    const off = new QueryObserver(other, { queryKey: [...LIVE_KEYS.gym_leaders], queryFn: stale }).subscribe(
      () => {},
    );
    refetchTopics(other, ['gym_leaders'], { [LEADERS]: '"v1"' });
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
    expect(stale).toHaveBeenCalledTimes(2);
    unsubscribe();
    off();
  });

  it('fetches a query under several of its topics’ roots once', async () => {
    const client = new QueryClient();
    const fn = vi.fn(async () => ({ events: [] }));
    const unsubscribe = new QueryObserver(client, {
      queryKey: [...LIVE_KEYS.events],
      queryFn: fn,
      staleTime: 60_000,
    }).subscribe(() => {});
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fn).toHaveBeenCalledTimes(1);
    refetchTopics(client, [
      'events',
      'event_registrations',
      'tournaments',
      'tournament_registrations',
      'doubles_registrations',
    ]);
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fn).toHaveBeenCalledTimes(2);
    unsubscribe();
  });
});
