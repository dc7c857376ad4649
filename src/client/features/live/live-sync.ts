/** What a ready or change message does to the query cache. */
import type { LiveChange, LiveTopic } from '@shared/arena/live';
import type { GymLeader } from '@shared/arena/types';
import type { QueryClient } from '@tanstack/react-query';
import { LIVE_KEYS, liveRoots } from './live-keys';

/**
 * After every (re)connect: refetch what the stream covers, so nothing missed while away is lost.
 * Data fetched after the stream started connecting is already as new as the stream: with `since`,
 * only older data is refetched (a page that just loaded does not fetch everything twice).
 */
export function refetchTopics(client: QueryClient, topics: readonly LiveTopic[], since?: number) {
  for (const topic of topics) {
    for (const queryKey of liveRoots(topic)) {
      void client.invalidateQueries({
        queryKey,
        predicate: since === undefined ? undefined : (query) => query.state.dataUpdatedAt < since,
      });
    }
  }
}

/** Leaders: refetch on insert or update, remove locally on delete. Other topics: refetch. */
export function applyChange(client: QueryClient, change: LiveChange) {
  if (change.topic === 'gym_leaders' && change.op === 'DELETE') {
    client.setQueriesData<{ leaders: GymLeader[] }>({ queryKey: LIVE_KEYS.gym_leaders }, (data) =>
      data ? { ...data, leaders: data.leaders.filter((leader) => leader.id !== change.id) } : data,
    );
    return;
  }
  for (const queryKey of liveRoots(change.topic)) void client.invalidateQueries({ queryKey });
}

/** How long changes are gathered before their topics refetch: one finished match changes several rows. */
export const COALESCE_MS = 50;

/**
 * Applies changes with each topic refetched once per burst: the changes of one transaction (a
 * match, both ratings, the leader) arrive as separate row messages within milliseconds.
 */
export function createChangeBatcher(client: QueryClient, delayMs = COALESCE_MS) {
  const topics = new Set<LiveTopic>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    timer = undefined;
    const due = [...topics];
    topics.clear();
    for (const queryKey of new Set(due.flatMap(liveRoots))) void client.invalidateQueries({ queryKey });
  };
  return (change: LiveChange) => {
    if (change.topic === 'gym_leaders' && change.op === 'DELETE') {
      applyChange(client, change);
      return;
    }
    topics.add(change.topic);
    if (timer === undefined) timer = setTimeout(flush, delayMs);
  };
}
