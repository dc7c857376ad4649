/**
 * Per-instance cache of serialized public reads. Every arena table change arrives as a live
 * notification (on every instance), which retires the answers built from that table; the TTL
 * (ARENA_CACHE_SECONDS) only bounds staleness from tables without a trigger (player names).
 * Without a working LISTEN (never opened, or lost until it reconnects) nothing is cached and
 * nothing is served from the cache, so a missed notification cannot pin old data.
 */
import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import type * as z from 'zod/mini';
import { LIVE_TOPICS, type LiveTopic } from '../../../shared/arena/types';
import type { AppEnv, Deps } from '../../context';
import { answerVersion, prebuiltJson, type SocketAnswer, socketAnswers } from '../../lib/prebuilt-response';
import type { LiveHub } from '../live';
import { type AskedAddress, addressesToVersion, askedLately, makeRoom, noteAsked } from './asked-addresses';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)) as Uint8Array<ArrayBuffer>;

/** How long a `ready`'s versions are reused while no change of its topics is heard. */
const READY_VERSIONS_MS = 1_000;
/** At most this many versions in a `ready`. */
const MAX_READY_VERSIONS = 32;

/** Distinct keys are few (three lists and ladder pages); past this the cache starts over. */
const MAX_ENTRIES = 1_000;

/** What a cached public read answers: the cache entry it is made of and its own headers. */
interface WholeAnswer {
  key: string;
  topics: readonly LiveTopic[];
  headers: Record<string, string>;
  /** The same answer as header lines and bytes for the Node server, kept with their body. */
  onSocket: ReturnType<typeof socketAnswers>;
  asked: AskedAddress;
}

/** The path and query of a request exactly as sent: the same address gets the same answer. */
const addressOf = (c: Context<AppEnv>) => {
  const url = c.req.url;
  return url.slice(url.indexOf('/', url.indexOf('//') + 2));
};

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

  /** The cached bytes of `key` while they are current, else undefined. */
  const current = (key: string, topics: readonly LiveTopic[]) => {
    if (ttlMs === 0 || !hub.isLive()) return undefined;
    const hit = entries.get(key);
    return hit && hit.generation === generationOf(topics) && Date.now() - hit.at < ttlMs
      ? hit.body
      : undefined;
  };
  const wholeAnswers = new Map<string, WholeAnswer>();
  /**
   * `versionsNow` by topic set, with the time it was made at and the generation of the topics its
   * answers are read from: an answer may also depend on topics outside the set (the ticker names
   * each match's leader), whose changes retire it just the same.
   */
  const readyVersions = new Map<
    string,
    {
      readFrom: readonly LiveTopic[];
      generation: number;
      at: number;
      versions: Record<string, string> | undefined;
    }
  >();
  const asked = new Map<string, AskedAddress>();

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

  /**
   * The UTF-8 JSON of `load()`, reused until one of `topics` changes or the TTL passes. Bytes,
   * not a string, so a hit costs no encoding. `contract` is the shared response schema the
   * browser reads the answer with: it types `load`, and the API tests parse the bytes with it.
   */
  const json = async <S extends z.ZodMiniType>(
    key: string,
    topics: readonly LiveTopic[],
    _contract: S,
    load: () => Promise<z.output<S>>,
  ): Promise<Uint8Array<ArrayBuffer>> => {
    if (ttlMs === 0 || !(await watch()) || !hub.isLive()) return encode(await load());
    const hit = current(key, topics);
    if (hit) return hit;
    const generation = generationOf(topics);
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
  };

  /** The current bytes and headers `answer` remembered for an anonymous GET of this address. */
  const cachedWhole = (method: string | undefined, hasCookie: boolean, address: () => string) => {
    if (wholeAnswers.size === 0 || method !== 'GET' || hasCookie) return undefined;
    const whole = wholeAnswers.get(address());
    const body = whole && current(whole.key, whole.topics);
    if (!whole || !body) return undefined;
    noteAsked(whole.asked, Date.now());
    return { body, whole };
  };

  return {
    json,

    /**
     * The versions after a change of `topic` of the addresses asked for most lately that depend on
     * it (`asked-addresses.ts`), read anew (which also fills the cache for the refetches to come); undefined when answers are
     * not cached or a read fails, so that clients refetch everything as before.
     */
    async versionsAfter(topic: LiveTopic): Promise<Record<string, string> | undefined> {
      if (ttlMs === 0 || !hub.isLive()) return undefined;
      const recent = addressesToVersion(asked, topic, Date.now());
      if (recent.length === 0) return undefined;
      try {
        const read = await Promise.all(recent.map(([, seen]) => seen.read()));
        return Object.fromEntries(recent.map(([address], i) => [address, answerVersion(read[i]!)]));
      } catch (err) {
        deps.logger.warn({ err, topic }, 'could not read the versions of a live change');
        return undefined;
      }
    },

    /**
     * The versions of the answers for `topics` the cache holds current now, by address, without a
     * read: what a live stream's `ready` carries once it is subscribed, so a client skips refetching
     * what it holds already (decision 031 addendum). Every change heard before now has retired the
     * entries it touched (a read under way when it came is not stored), and every change heard
     * after the stream subscribed reaches the stream: a version named here is never older than what
     * the stream will not be told about. Undefined when nothing is cached. Kept per topic set while
     * no change is heard of them or of the other topics the answers named are read from (and for a
     * second at most), so a reconnecting crowd costs one look.
     */
    versionsNow(topics: readonly LiveTopic[]): Record<string, string> | undefined {
      if (ttlMs === 0 || !hub.isLive()) return undefined;
      const now = Date.now();
      const memoKey = topics.join(',');
      const memo = readyVersions.get(memoKey);
      if (memo && now - memo.at < READY_VERSIONS_MS && memo.generation === generationOf(memo.readFrom))
        return memo.versions;
      const versions: Record<string, string> = {};
      const readFrom = new Set(topics);
      let named = 0;
      for (const [address, seen] of askedLately(asked, topics, now)) {
        const body = current(seen.key, seen.topics);
        if (!body) continue;
        versions[address] = answerVersion(body);
        for (const topic of seen.topics) readFrom.add(topic);
        if (++named === MAX_READY_VERSIONS) break;
      }
      const result = named > 0 ? versions : undefined;
      if (readyVersions.size >= MAX_ENTRIES) readyVersions.clear();
      const memoTopics = [...readFrom];
      readyVersions.set(memoKey, {
        readFrom: memoTopics,
        generation: generationOf(memoTopics),
        at: now,
        versions: result,
      });
      return result;
    },

    /**
     * A public read answered whole (`prebuiltJson`) from `json(key, …)`. Its address is remembered,
     * so that `answerCached` can give the next anonymous request for it the same bytes before the
     * API's middlewares and router run.
     */
    async answer<S extends z.ZodMiniType>(
      c: Context<AppEnv>,
      key: string,
      topics: readonly LiveTopic[],
      contract: S,
      load: () => Promise<z.output<S>>,
      headers: Record<string, string>,
    ): Promise<Response> {
      const body = await json(key, topics, contract, load);
      if (c.req.method === 'GET' && current(key, topics) === body) {
        const address = addressOf(c);
        const now = Date.now();
        let seen = asked.get(address);
        if (!seen) {
          makeRoom(asked, now);
          seen = { key, topics, read: () => json(key, topics, contract, load), at: now, rate: 0 };
          asked.set(address, seen);
        }
        noteAsked(seen, now);
        const known = wholeAnswers.get(address);
        // Kept while it answers the same way, so its socket lines are not made again.
        if (!c.var.user && (known?.key !== key || known.headers !== headers || known.asked !== seen)) {
          if (wholeAnswers.size >= MAX_ENTRIES) wholeAnswers.clear();
          wholeAnswers.set(address, {
            key,
            topics,
            headers,
            onSocket: socketAnswers(deps.env, headers),
            asked: seen,
          });
        }
      }
      return prebuiltJson(c, deps.env, body, headers);
    },

    /**
     * Mounted right after the request log: a GET without cookies (so without a session whose
     * renewal the answer would carry) for an address `answer` has served, whose bytes are still
     * current, is answered here. The address passed every check of the full path when it was
     * remembered, and nothing on that path depends on more than the address and the session.
     */
    answerCached(): MiddlewareHandler<AppEnv> {
      return async (c, next) => {
        const found = cachedWhole(c.req.method, c.req.header('cookie') !== undefined, () => addressOf(c));
        if (!found) return next();
        return prebuiltJson(c, deps.env, found.body, found.whole.headers);
      };
    },

    /**
     * The same check for a request on the Node server, before the adapter and Hono see it (the
     * cheapest way to serve a cached read): the answer to write, given the request's id, or
     * undefined.
     */
    answerForSocket(request: IncomingMessage): ((requestId: string) => SocketAnswer) | undefined {
      const found = cachedWhole(
        request.method,
        request.headers.cookie !== undefined,
        () => request.url ?? '',
      );
      if (!found) return undefined;
      const { body, whole } = found;
      return (requestId) => whole.onSocket(body, requestId, request.headers['accept-encoding']);
    },
  };
}

export type ReadCache = ReturnType<typeof createReadCache>;
