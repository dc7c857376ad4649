import type { GymLeader } from '@shared/arena/types';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { LIVE_KEYS } from './live-keys';
import { applyChange, refetchTopics } from './live-sync';

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

  it('refetches every subscribed topic on ready', () => {
    const client = new QueryClient();
    client.setQueryData([...LIVE_KEYS.matches], { matches: [] });
    client.setQueryData([...LIVE_KEYS.events], { events: [] });
    refetchTopics(client, ['matches']);
    expect(client.getQueryState(LIVE_KEYS.matches)?.isInvalidated).toBe(true);
    expect(client.getQueryState(LIVE_KEYS.events)?.isInvalidated).toBe(false);
  });
});
