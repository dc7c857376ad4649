/**
 * Per-instance cache of serialized public reads. Every arena table change arrives as a live
 * notification (on every instance), which retires the answers built from that table; the TTL
 * (ARENA_CACHE_SECONDS) only bounds staleness from tables without a trigger (player names).
 * Without a working LISTEN (never opened, or lost until it reconnects) nothing is cached and
 * nothing is served from the cache, so a missed notification cannot pin old data.
 */
import type * as z from 'zod/mini';
import { LIVE_TOPICS, type LiveTopic } from '../../../shared/arena/types';
import type { Deps } from '../../context';
import type { LiveHub } from '../live';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)) as Uint8Array<ArrayBuffer>;

/** Distinct keys are few (three lists and ladder pages); past this the cache starts over. */
const MAX_ENTRIES = 1_000;

export function createReadCache(deps: Pick<Deps, 'env' | 'logger'>, hub: LiveHub) {
  const ttlMs = deps.env.ARENA_CACHE_SECONDS * 1000;
  const generations = new Map<LiveTopic, number>(LIVE_TOPICS.map((t) => [t, 0]));
  const entries = new Map<string, { body: Uint8Array<ArrayBuffer>; at: number; generation: number }>();
  const inFlight = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();
  let watching: Promise<boolean> | undefined;
  // Changes made while LISTEN was down were never heard: forget everything, and the bumped
  // generations keep reads already under way from being stored.
  hub.onState(() => {
    for (const topic of LIVE_TOPICS) generations.set(topic, (generations.get(topic) ?? 0) + 1);
    entries.clear();
  });

  const generationOf = (topics: readonly LiveTopic[]) =>
    topics.reduce((sum, topic) => sum + (generations.get(topic) ?? 0), 0);

  const watch = () => {
    watching ??= hub
      .subscribe(LIVE_TOPICS, (change) => {
        generations.set(change.topic, (generations.get(change.topic) ?? 0) + 1);
      })
      .then(
        () => true,
        (err: unknown) => {
          deps.logger.warn({ err }, 'live notifications unavailable; arena reads are not cached');
          watching = undefined;
          return false;
        },
      );
    return watching;
  };

  return {
    /**
     * The UTF-8 JSON of `load()`, reused until one of `topics` changes or the TTL passes. Bytes,
     * not a string, so a hit costs no encoding. `contract` is the shared response schema the
     * browser reads the answer with: it types `load`, and the API tests parse the bytes with it.
     */
    async json<S extends z.ZodMiniType>(
      key: string,
      topics: readonly LiveTopic[],
      _contract: S,
      load: () => Promise<z.output<S>>,
    ): Promise<Uint8Array<ArrayBuffer>> {
      if (ttlMs === 0 || !(await watch()) || !hub.isLive()) return encode(await load());
      const generation = generationOf(topics);
      const hit = entries.get(key);
      if (hit && hit.generation === generation && Date.now() - hit.at < ttlMs) return hit.body;
      // Callers that saw the same generation share one database read.
      const flightKey = `${key}#${generation}`;
      let pending = inFlight.get(flightKey);
      if (!pending) {
        const at = Date.now();
        pending = load()
          .then((value) => {
            const body = encode(value);
            if (generationOf(topics) === generation) {
              if (entries.size >= MAX_ENTRIES) entries.clear();
              entries.set(key, { body, at, generation });
            }
            return body;
          })
          .finally(() => inFlight.delete(flightKey));
        inFlight.set(flightKey, pending);
      }
      return pending;
    },
  };
}

export type ReadCache = ReturnType<typeof createReadCache>;
