/**
 * The open live streams of one app and how a change reaches them. Per topic with any streams there
 * is one hub subscription; the changes of one event-loop turn are serialized once per topic into
 * one buffer that is written to every stream of the topic. One interval sends the heartbeat to all
 * streams. With `versionsAfter`, a topic's changes wait (at most `VERSIONS_WAIT_MS`) for the
 * versions of the answers they affect, which the last of them carries (decision 031). On the Node server a stream writes straight
 * to its response socket (`socketSink`): no web stream, timer, closure or encoding per subscriber.
 * In-process requests (tests) get the same bytes through a ReadableStream body (`openBody`).
 */
import type { ServerResponse } from 'node:http';
import { LIVE_RESTARTING_EVENT } from '../../../shared/arena/live';
import type { LiveChange, LiveTopic } from '../../../shared/arena/types';
import type { LiveHub } from './hub';

/**
 * A client this many bytes behind its socket (about a hundred changes) is dropped; it reconnects,
 * gets `ready` and refetches. It also bounds what a slow subscriber holds in memory.
 */
export const MAX_BACKLOG_BYTES = 8 * 1024;

const encoder = new TextEncoder();
const sseEvent = (event: string, data: unknown) =>
  encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
const PING = encoder.encode(': ping\n\n');
const UNAVAILABLE = sseEvent('unavailable', {});
/** The SSE `retry` field and an event the client reads, so both EventSource and ours wait that long. */
const restarting = (retryMs: number) =>
  encoder.encode(
    `retry: ${retryMs}\nevent: ${LIVE_RESTARTING_EVENT}\ndata: ${JSON.stringify({ retry_ms: retryMs })}\n\n`,
  );

/** Where a stream's bytes go: a response socket, or a web stream for in-process requests. */
export interface StreamSink {
  /** Sends the answer's head, once subscribed (a failed subscription still answers 503). */
  start(): void;
  write(bytes: Uint8Array): void;
  /** Bytes written that the client has not taken yet. */
  backlog(): number;
  end(): void;
  /** Calls `listener` once when the client goes away. */
  onGone(listener: () => void): void;
}

/**
 * A sink writing to a Node response: the live route's answer on the real server. Once the stream
 * starts, the route takes the response over from the HTTP adapter, which still finishes "its"
 * answer when the handler returns (a head and an end, unless it sees the already-sent marker, which
 * Hono drops when a middleware adds a header afterwards). So from then on the adapter's calls are
 * no-ops on this response and the sink writes with the originals. A stream that never starts (its
 * subscription failed, or it was closed first) leaves the response to the adapter: the route's
 * error answer.
 */
export function socketSink(response: ServerResponse, headers: Record<string, string>): StreamSink {
  const writeHead = response.writeHead.bind(response);
  const write = response.write.bind(response);
  const end = response.end.bind(response);
  return {
    start() {
      response.writeHead = () => response;
      response.write = () => true;
      response.end = () => response;
      response.flushHeaders = () => {};
      writeHead(200, headers);
      // Headers and `ready` leave together in the first write.
    },
    write: (bytes) => void write(bytes),
    backlog: () => response.writableLength,
    end: () => void end(),
    onGone: (listener) => void response.once('close', listener),
  };
}

/** A sink feeding a ReadableStream body, measured in bytes like a socket. */
function bodySink() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let gone = () => {};
  const body = new ReadableStream<Uint8Array>(
    {
      start: (c) => {
        controller = c;
      },
      cancel: () => gone(),
    },
    { highWaterMark: 0, size: (chunk) => chunk.byteLength },
  );
  const sink: StreamSink = {
    start() {},
    write: (bytes) => controller.enqueue(bytes),
    // desiredSize goes below zero by the bytes the reader has not taken yet.
    backlog: () => -(controller.desiredSize ?? 0),
    end() {
      try {
        controller.close();
      } catch {
        // already cancelled by the reader
      }
    },
    onGone(listener) {
      gone = listener;
    },
  };
  return { body, sink };
}

/**
 * Topics whose change `id` is the user it concerns (a notification's recipient): only that user's
 * streams hear it, so one player's notice does not make every signed-in reader refetch.
 */
const PERSONAL_TOPICS: ReadonlySet<LiveTopic> = new Set<LiveTopic>(['notifications']);

interface Stream {
  topics: readonly LiveTopic[];
  /** The signed-in user who opened it, if any: the only one a personal topic's changes reach. */
  viewer: string | null;
  /** `ready` for this stream's topics, sent on opening and whenever notifications resume. */
  ready: Uint8Array;
  sink: StreamSink;
  /** Whether the answer's head went out: a stream that never started is answered by the route. */
  started: boolean;
  closed: boolean;
  /** Ends the wait for the subscription of a stream closed before it started. */
  abandon: () => void;
  onClose: () => void;
}

interface TopicStreams {
  topic: LiveTopic;
  streams: Set<Stream>;
  /** A personal topic's streams by their viewer (anonymous streams hear nothing of it). */
  byViewer: Map<string, Set<Stream>> | null;
  /** The hub subscription that feeds them; resolves to its removal. */
  subscription: Promise<() => void>;
  /** Changes not yet sent: this turn's, or those that came while a send waited for its versions. */
  pending: LiveChange[];
  /** A send is waiting for its versions; what changes meanwhile leaves in one write after it. */
  sending: boolean;
}

/**
 * How long a send waits for its versions. A slow read (a busy database, a pool taken by a burst)
 * then costs its readers a refetch, not a late change.
 */
const VERSIONS_WAIT_MS = 250;

const withinMs = <T>(work: Promise<T>, ms: number): Promise<T | undefined> =>
  new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      () => {
        clearTimeout(timer);
        resolve(undefined);
      },
    );
  });

/**
 * The new versions of the public answers a change of `topic` may alter, by address (decision 031);
 * undefined when unknown.
 */
export type VersionsAfter = (topic: LiveTopic) => Promise<Record<string, string> | undefined>;

/**
 * One topic's changes of a turn as one write. The last carries the versions, read after all of
 * them: the client refetches a topic's data once per burst, and compares with the burst's last.
 */
const changeEvents = (changes: LiveChange[], versions: Record<string, string> | undefined) =>
  joined(
    changes.map((change, i) =>
      sseEvent('change', versions && i === changes.length - 1 ? { ...change, versions } : change),
    ),
  );

const joined = (chunks: Uint8Array[]) =>
  chunks.length === 1 ? (chunks[0] as Uint8Array) : Buffer.concat(chunks);

/**
 * The versions of the public answers of `topics` current now, by address, read without waiting
 * (decision 031 addendum); undefined when unknown. The same object while they stay current, never
 * altered once returned: the `ready` made of it is reused for every stream of the same topics.
 */
export type VersionsNow = (topics: readonly LiveTopic[]) => Record<string, string> | undefined;

export function createFanOut(
  hub: LiveHub,
  heartbeatMs: number,
  versionsAfter?: VersionsAfter,
  versionsNow?: VersionsNow,
) {
  const byTopic = new Map<LiveTopic, TopicStreams>();
  const all = new Set<Stream>();
  /** Topics with changes waiting for the end of this turn, in the order they first changed. */
  const waiting = new Set<TopicStreams>();
  let flushScheduled = false;
  let heartbeat: NodeJS.Timeout | undefined;
  /**
   * A first `ready`'s bytes by the versions it names (and its topics, in their order): a crowd
   * reconnecting to the same page shares one. A change of the topics makes `versionsNow` answer
   * with new versions, so stale bytes are never found; they go when their versions do.
   */
  const readyBytes = new WeakMap<Record<string, string>, { topics: string; bytes: Uint8Array }>();
  const readyNaming = (topics: readonly LiveTopic[], versions: Record<string, string>) => {
    const key = topics.join(',');
    const made = readyBytes.get(versions);
    if (made?.topics === key) return made.bytes;
    const bytes = sseEvent('ready', { topics, versions });
    readyBytes.set(versions, { topics: key, bytes });
    return bytes;
  };

  const close = (stream: Stream) => {
    if (stream.closed) return;
    stream.closed = true;
    all.delete(stream);
    for (const topic of stream.topics) {
      const entry = byTopic.get(topic);
      if (entry && stream.viewer) removeViewer(entry, stream.viewer, stream);
      if (!entry?.streams.delete(stream) || entry.streams.size > 0) continue;
      // The last stream of the topic: the hub forgets the topic's handler.
      byTopic.delete(topic);
      waiting.delete(entry);
      entry.subscription.then((unsubscribe) => unsubscribe()).catch(() => {});
    }
    if (all.size === 0 && heartbeat) {
      clearInterval(heartbeat);
      heartbeat = undefined;
    }
    if (stream.started) stream.sink.end();
    else stream.abandon();
    stream.onClose();
  };

  /** Writes to a stream that has started: one still subscribing gets `ready` first, when it starts. */
  const send = (stream: Stream, bytes: Uint8Array) => {
    if (stream.closed || !stream.started) return;
    if (stream.sink.backlog() > MAX_BACKLOG_BYTES) return close(stream);
    stream.sink.write(bytes);
  };

  const addViewer = (entry: TopicStreams, viewer: string, stream: Stream) => {
    if (!entry.byViewer) return;
    const own = entry.byViewer.get(viewer) ?? new Set<Stream>();
    own.add(stream);
    entry.byViewer.set(viewer, own);
  };
  function removeViewer(entry: TopicStreams, viewer: string, stream: Stream) {
    const own = entry.byViewer?.get(viewer);
    if (own?.delete(stream) && own.size === 0) entry.byViewer?.delete(viewer);
  }

  const broadcast = (streams: Iterable<Stream>, bytes: Uint8Array) => {
    for (const stream of streams) send(stream, bytes);
  };

  /**
   * Sends a topic's pending changes as one write per stream, the last with the versions read after
   * them. One send per topic at a time, so a later burst's versions never reach a client before an
   * earlier one's; the changes that come meanwhile wait and leave together in the next.
   */
  const sendWithVersions = (entry: TopicStreams, readVersions: VersionsAfter) => {
    const changes = entry.pending;
    entry.pending = [];
    entry.sending = true;
    void withinMs(readVersions(entry.topic), VERSIONS_WAIT_MS)
      .then((versions) => broadcast(entry.streams, changeEvents(changes, versions)))
      .finally(() => {
        entry.sending = false;
        if (entry.pending.length > 0 && byTopic.get(entry.topic) === entry)
          sendWithVersions(entry, readVersions);
      });
  };

  /** Sends each topic's changes of this turn as one write per stream. */
  const flush = () => {
    flushScheduled = false;
    for (const entry of waiting) {
      if (versionsAfter) {
        if (!entry.sending) sendWithVersions(entry, versionsAfter);
        continue;
      }
      const changes = entry.pending;
      entry.pending = [];
      broadcast(entry.streams, changeEvents(changes, undefined));
    }
    waiting.clear();
  };

  // While the database connection is down changes go unheard: say so, and say `ready` again when it
  // is back so pages refetch what they missed.
  hub.onState((live) => {
    flush();
    for (const stream of all) send(stream, live ? stream.ready : UNAVAILABLE);
  });

  const subscribe = (topic: LiveTopic): TopicStreams => {
    let entry = byTopic.get(topic);
    if (!entry) {
      const created: TopicStreams = {
        topic,
        streams: new Set<Stream>(),
        byViewer: PERSONAL_TOPICS.has(topic) ? new Map() : null,
        pending: [],
        sending: false,
        subscription: hub.subscribe([topic], (change: LiveChange) => {
          if (created.byViewer) {
            // Rare and addressed to one person: sent at once to their own streams only.
            const own = created.byViewer.get(change.id);
            if (own) broadcast(own, sseEvent('change', change));
            return;
          }
          created.pending.push(change);
          waiting.add(created);
          if (!flushScheduled) {
            flushScheduled = true;
            setImmediate(flush);
          }
        }),
      };
      entry = created;
      byTopic.set(topic, entry);
    }
    return entry;
  };

  /**
   * Adds a stream of `topics` writing to `sink`, which starts with `ready` once every topic is
   * subscribed; rejects (and starts nothing) when the hub cannot subscribe, or at once when the
   * stream is closed first (the client went, or the server is shutting down). `onClose` runs once,
   * when the client goes away or is dropped. `viewer`: the signed-in user, if any.
   */
  const open = async (
    topics: readonly LiveTopic[],
    sink: StreamSink,
    onClose: () => void,
    viewer: string | null = null,
  ) => {
    const stream: Stream = {
      topics,
      viewer,
      ready: sseEvent('ready', { topics }),
      sink,
      started: false,
      closed: false,
      abandon: () => {},
      onClose,
    };
    const abandoned = new Promise<void>((resolve) => {
      stream.abandon = resolve;
    });
    const entries = topics.map(subscribe);
    for (const entry of entries) {
      entry.streams.add(stream);
      if (viewer) addViewer(entry, viewer, stream);
    }
    all.add(stream);
    sink.onGone(() => close(stream));
    try {
      await Promise.race([Promise.all(entries.map((entry) => entry.subscription)), abandoned]);
    } catch (error) {
      // Drop the failed subscriptions so the next stream tries again.
      for (const topic of topics) if (byTopic.get(topic)?.streams.has(stream)) byTopic.delete(topic);
      close(stream);
      throw error;
    }
    if (stream.closed) throw new Error('The live stream was closed before it started.');
    stream.started = true;
    sink.start();
    // The first `ready` names the versions current once every topic is subscribed: the client
    // keeps what it holds at them. A `ready` after an outage goes bare, as the cache starts over.
    const versions = versionsNow?.(topics);
    sink.write(versions ? readyNaming(topics, versions) : stream.ready);
    heartbeat ??= setInterval(() => broadcast(all, PING), heartbeatMs).unref();
  };

  return {
    open,
    /** `open` for an in-process request: the stream is the answer's body. */
    async openBody(
      topics: readonly LiveTopic[],
      onClose: () => void,
      viewer: string | null = null,
    ): Promise<ReadableStream<Uint8Array>> {
      const { body, sink } = bodySink();
      await open(topics, sink, onClose, viewer);
      return body;
    },
    /**
     * Ends every open stream, telling its client to come back after `retryMs` (the server is
     * shutting down; another instance, or this one restarted, will answer).
     */
    endAll(retryMs: number) {
      flush();
      for (const stream of [...all]) {
        send(stream, restarting(retryMs));
        close(stream);
      }
    },
  };
}
