/**
 * The open live streams of one app and how a change reaches them. Per topic with any streams there
 * is one hub subscription; each change is serialized once into one buffer that is queued on every
 * stream of its topic. One interval sends the heartbeat to all streams. A stream is the body of
 * its answer (a ReadableStream the HTTP adapter copies to the socket), so it costs no timer, no
 * closure per change and no encoding of its own.
 */
import { LIVE_RESTARTING_EVENT } from '../../../shared/arena/live';
import type { LiveChange, LiveTopic } from '../../../shared/arena/types';
import type { LiveHub } from './hub';

/** A client this many events behind its socket is dropped; it reconnects, gets `ready` and refetches. */
const MAX_QUEUED_EVENTS = 100;

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

interface Stream {
  topics: readonly LiveTopic[];
  /** `ready` for this stream's topics, sent on opening and whenever notifications resume. */
  ready: Uint8Array;
  controller: ReadableStreamDefaultController<Uint8Array>;
  closed: boolean;
  onClose: () => void;
}

interface TopicStreams {
  streams: Set<Stream>;
  /** The hub subscription that feeds them; resolves to its removal. */
  subscription: Promise<() => void>;
}

export function createFanOut(hub: LiveHub, heartbeatMs: number) {
  const byTopic = new Map<LiveTopic, TopicStreams>();
  const all = new Set<Stream>();
  let heartbeat: NodeJS.Timeout | undefined;

  const close = (stream: Stream) => {
    if (stream.closed) return;
    stream.closed = true;
    all.delete(stream);
    for (const topic of stream.topics) {
      const entry = byTopic.get(topic);
      if (!entry?.streams.delete(stream) || entry.streams.size > 0) continue;
      // The last stream of the topic: the hub forgets the topic's handler.
      byTopic.delete(topic);
      entry.subscription.then((unsubscribe) => unsubscribe()).catch(() => {});
    }
    if (all.size === 0 && heartbeat) {
      clearInterval(heartbeat);
      heartbeat = undefined;
    }
    try {
      stream.controller.close();
    } catch {
      // already cancelled by the reader
    }
    stream.onClose();
  };

  const send = (stream: Stream, bytes: Uint8Array) => {
    if (stream.closed) return;
    // desiredSize goes below zero by the number of events the socket has not taken yet.
    if ((stream.controller.desiredSize ?? 0) < -MAX_QUEUED_EVENTS) return close(stream);
    stream.controller.enqueue(bytes);
  };

  const broadcast = (streams: Iterable<Stream>, bytes: Uint8Array) => {
    for (const stream of streams) send(stream, bytes);
  };

  // While the database connection is down changes go unheard: say so, and say `ready` again when it
  // is back so pages refetch what they missed.
  hub.onState((live) => {
    for (const stream of all) send(stream, live ? stream.ready : UNAVAILABLE);
  });

  const subscribe = (topic: LiveTopic): TopicStreams => {
    let entry = byTopic.get(topic);
    if (!entry) {
      const streams = new Set<Stream>();
      entry = {
        streams,
        subscription: hub.subscribe([topic], (change: LiveChange) =>
          broadcast(streams, sseEvent('change', change)),
        ),
      };
      byTopic.set(topic, entry);
    }
    return entry;
  };

  return {
    /**
     * Ends every open stream, telling its client to come back after `retryMs` (the server is
     * shutting down; another instance, or this one restarted, will answer).
     */
    endAll(retryMs: number) {
      for (const stream of [...all]) {
        send(stream, restarting(retryMs));
        close(stream);
      }
    },
    /**
     * A stream of `topics` that starts with `ready`, or a rejection when the hub cannot subscribe.
     * `onClose` runs once, when the client goes away or is dropped.
     */
    async open(topics: readonly LiveTopic[], onClose: () => void): Promise<ReadableStream<Uint8Array>> {
      let stream: Stream | undefined;
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          stream = { topics, ready: sseEvent('ready', { topics }), controller, closed: false, onClose };
        },
        cancel() {
          if (stream) close(stream);
        },
      });
      const opened = stream as unknown as Stream;
      const entries = topics.map(subscribe);
      for (const entry of entries) entry.streams.add(opened);
      all.add(opened);
      try {
        await Promise.all(entries.map((entry) => entry.subscription));
      } catch (error) {
        // Drop the failed subscriptions so the next stream tries again.
        for (const topic of topics) if (byTopic.get(topic)?.streams.has(opened)) byTopic.delete(topic);
        close(opened);
        throw error;
      }
      opened.controller.enqueue(opened.ready);
      heartbeat ??= setInterval(() => broadcast(all, PING), heartbeatMs).unref();
      return body;
    },
  };
}
