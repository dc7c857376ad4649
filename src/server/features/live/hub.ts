/**
 * Fans database change notifications out to live subscribers. Each app LISTENs on the 'live'
 * channel once (on first use) and keeps one in-memory set of handlers per topic, so a thousand
 * open streams cost one database connection. Triggers (drizzle/*_live_notify.sql) send the
 * notifications on commit, which also reaches every other instance on the same Postgres.
 */
import { LIVE_TOPICS, type LiveChange, type LiveTopic, liveChange } from '../../../shared/arena/types';
import type { Deps } from '../../context';

export type LiveHandler = (change: LiveChange) => void;

export function isLiveTopic(value: string): value is LiveTopic {
  return (LIVE_TOPICS as readonly string[]).includes(value);
}

/** A notification's payload, or null for one that is not JSON or not a change the site knows. */
function parseChange(payload: string): LiveChange | null {
  try {
    const change = liveChange.safeParse(JSON.parse(payload));
    return change.success ? change.data : null;
  } catch {
    return null;
  }
}

export function createLiveHub(deps: Pick<Deps, 'database' | 'logger'>) {
  const handlers = new Map<LiveTopic, Set<LiveHandler>>();
  const stateHandlers = new Set<(live: boolean) => void>();
  let listening: Promise<unknown> | undefined;
  let started = false;
  deps.database.onListenerState((up) => {
    for (const handler of stateHandlers) {
      try {
        handler(up);
      } catch (err) {
        deps.logger.error({ err }, 'live state subscriber failed');
      }
    }
  });

  const dispatch = (payload: string) => {
    const change = parseChange(payload);
    if (!change) {
      deps.logger.warn({ payload: payload.slice(0, 200) }, 'ignored malformed live notification');
      return;
    }
    for (const handler of handlers.get(change.topic) ?? []) {
      try {
        handler(change);
      } catch (err) {
        deps.logger.error({ err }, 'live subscriber failed');
      }
    }
  };

  const start = () => {
    listening ??= deps.database.listen('live', dispatch).then(
      () => {
        started = true;
      },
      (error: unknown) => {
        // Let the next subscriber try again rather than keep a dead listener.
        listening = undefined;
        throw error;
      },
    );
    return listening;
  };

  return {
    /** Starts listening (once); rejects when the database cannot LISTEN. */
    ready: () => start().then(() => undefined),
    /** Resolves once the app is listening; the returned function removes the handler. */
    async subscribe(topics: readonly LiveTopic[], handler: LiveHandler): Promise<() => void> {
      await start();
      for (const topic of topics) {
        let set = handlers.get(topic);
        if (!set) {
          set = new Set();
          handlers.set(topic, set);
        }
        set.add(handler);
      }
      return () => {
        for (const topic of topics) handlers.get(topic)?.delete(handler);
      };
    },
    /** Listening now: notifications reach subscribers. False before the first subscriber and while reconnecting. */
    isLive: () => started && deps.database.listenerState() === 'listening',
    /**
     * Hears when notifications stop (false) and resume (true). Changes in between were missed, so
     * whoever cached or showed data must refetch on resuming.
     */
    onState(handler: (live: boolean) => void): () => void {
      stateHandlers.add(handler);
      return () => stateHandlers.delete(handler);
    },
    subscriberCount(): number {
      const all = new Set<LiveHandler>();
      for (const set of handlers.values()) for (const handler of set) all.add(handler);
      return all.size;
    },
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;
