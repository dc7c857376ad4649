/**
 * Fans database change notifications out to live subscribers. Each app LISTENs on the 'live'
 * channel once (on first use) and keeps one in-memory set of handlers per topic, so a thousand
 * open streams cost one database connection. Triggers (drizzle/*_live_notify.sql) send the
 * notifications on commit, which also reaches every other instance on the same Postgres.
 */
import { LIVE_TOPICS, type LiveChange, type LiveTopic } from '../../../shared/arena/types';
import type { Deps } from '../../context';

export type LiveHandler = (change: LiveChange) => void;

const OPS = new Set<LiveChange['op']>(['INSERT', 'UPDATE', 'DELETE']);

export function isLiveTopic(value: string): value is LiveTopic {
  return (LIVE_TOPICS as readonly string[]).includes(value);
}

function parseChange(payload: string): LiveChange | null {
  try {
    const value = JSON.parse(payload) as Partial<LiveChange>;
    if (typeof value.topic !== 'string' || !isLiveTopic(value.topic)) return null;
    if (!value.op || !OPS.has(value.op) || typeof value.id !== 'string') return null;
    return { topic: value.topic, op: value.op, id: value.id };
  } catch {
    return null;
  }
}

export function createLiveHub(deps: Pick<Deps, 'database' | 'logger'>) {
  const handlers = new Map<LiveTopic, Set<LiveHandler>>();
  let listening: Promise<unknown> | undefined;

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
    listening ??= deps.database.listen('live', dispatch).catch((error: unknown) => {
      // Let the next subscriber try again rather than keep a dead listener.
      listening = undefined;
      throw error;
    });
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
    subscriberCount(): number {
      const all = new Set<LiveHandler>();
      for (const set of handlers.values()) for (const handler of set) all.add(handler);
      return all.size;
    },
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;
