/** What a ready or change message does to the query cache. */
import type { GymLeader, LiveChange, LiveTopic } from '@shared/arena/types';
import type { QueryClient } from '@tanstack/react-query';
import { LIVE_KEYS } from './live-keys';

/** After every (re)connect: refetch what the stream covers, so nothing missed while away is lost. */
export function refetchTopics(client: QueryClient, topics: readonly LiveTopic[]) {
  for (const topic of topics) void client.invalidateQueries({ queryKey: LIVE_KEYS[topic] });
}

/** Leaders: refetch on insert or update, remove locally on delete. Other topics: refetch. */
export function applyChange(client: QueryClient, change: LiveChange) {
  if (change.topic === 'gym_leaders' && change.op === 'DELETE') {
    client.setQueriesData<{ leaders: GymLeader[] }>({ queryKey: LIVE_KEYS.gym_leaders }, (data) =>
      data ? { ...data, leaders: data.leaders.filter((leader) => leader.id !== change.id) } : data,
    );
    return;
  }
  void client.invalidateQueries({ queryKey: LIVE_KEYS[change.topic] });
}
