/**
 * The tab's live subscription registry: mounted components declare the topics they show; the union
 * drives the one stream, which closes when nothing needs it.
 */
import type { LiveTopic } from '@shared/arena/live';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { LiveConnection } from './live-connection';
import { createChangeBatcher, refetchTopics } from './live-sync';

const counts = new Map<LiveTopic, number>();
let connection: LiveConnection | null = null;
let pending = false;

/** A stream that keeps the client's queries of its topics current. */
export function liveConnectionFor(client: QueryClient, fetchImpl?: typeof fetch) {
  return new LiveConnection({
    onReady: (topics, versions) => refetchTopics(client, topics, versions),
    onChange: createChangeBatcher(client),
    fetch: fetchImpl,
  });
}

function ensureConnection(client: QueryClient) {
  connection ??= liveConnectionFor(client);
  return connection;
}

/** Batches the mounts and unmounts of one render into a single topic change (one reconnect at most). */
function sync(client: QueryClient) {
  if (pending) return;
  pending = true;
  queueMicrotask(() => {
    pending = false;
    const topics = [...counts].filter(([, n]) => n > 0).map(([topic]) => topic);
    ensureConnection(client).setTopics(topics);
  });
}

/** Keeps the live stream subscribed to `topics` while the calling component is mounted. */
export function useLiveTopics(...topics: LiveTopic[]) {
  const client = useQueryClient();
  const key = topics.join(',');
  useEffect(() => {
    const list = key.split(',') as LiveTopic[];
    for (const topic of list) counts.set(topic, (counts.get(topic) ?? 0) + 1);
    sync(client);
    return () => {
      for (const topic of list) counts.set(topic, (counts.get(topic) ?? 1) - 1);
      sync(client);
    };
  }, [client, key]);
}
