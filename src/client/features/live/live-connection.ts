/**
 * One live stream per tab, read with fetch rather than EventSource: EventSource hides the server's
 * comment heartbeats and retries on its own schedule, while the spec wants a silent stream noticed
 * (heartbeat 25 s + 10 s grace) and reconnects after 1, 2, 5, 10 s, then every 10 s.
 */
import {
  HEARTBEAT_MS,
  HEARTBEAT_TIMEOUT_MS,
  LIVE_RESTARTING_EVENT,
  type LiveChange,
  type LiveTopic,
  liveChange,
  liveReady,
  RECONNECT_DELAYS_MS,
  reconnectDelay,
} from '@shared/arena/live';
import { createSseParser } from './sse-parser';

export type LiveState = 'idle' | 'connecting' | 'open' | 'waiting';

export interface LiveConnectionOptions {
  /**
   * The stream is subscribed: changes from now on arrive as messages. What was read before may have
   * missed a change committed before the subscription, so every query of the topics is refetched,
   * except data already at the `versions` the server names (decision 031).
   */
  onReady: (topics: LiveTopic[], versions?: Readonly<Record<string, string>>) => void;
  onChange: (change: LiveChange) => void;
  onState?: (state: LiveState) => void;
  fetch?: typeof fetch;
}

export class LiveConnection {
  private topics: LiveTopic[] = [];
  private controller: AbortController | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private watchdog: ReturnType<typeof setTimeout> | undefined;
  private attempt = 0;
  private generation = 0;
  /** The wait a server that is shutting down asked for, used for the next reconnect only. */
  private retryHintMs: number | undefined;

  constructor(private readonly options: LiveConnectionOptions) {}

  /** Connects for these topics, reconnecting only when the set changed; none closes the stream. */
  setTopics(topics: readonly LiveTopic[]) {
    const next = [...new Set(topics)].sort();
    if (next.join(',') === this.topics.join(',') && (this.controller || this.retryTimer)) return;
    this.topics = next;
    this.stop();
    this.attempt = 0;
    if (next.length > 0) this.connect();
    else this.options.onState?.('idle');
  }

  close() {
    this.topics = [];
    this.stop();
    this.options.onState?.('idle');
  }

  private stop() {
    this.generation++;
    this.controller?.abort();
    this.controller = null;
    clearTimeout(this.retryTimer);
    clearTimeout(this.watchdog);
    this.retryTimer = undefined;
  }

  private connect() {
    const generation = ++this.generation;
    const controller = new AbortController();
    this.controller = controller;
    this.options.onState?.('connecting');
    void this.read(controller, generation)
      .catch(() => undefined)
      .finally(() => {
        if (generation !== this.generation) return; // replaced or closed on purpose
        this.controller = null;
        clearTimeout(this.watchdog);
        this.scheduleReconnect();
      });
  }

  private scheduleReconnect() {
    this.options.onState?.('waiting');
    const delay = this.retryHintMs ?? reconnectDelay(this.attempt++);
    this.retryHintMs = undefined;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      this.connect();
    }, delay);
  }

  private armWatchdog(controller: AbortController) {
    clearTimeout(this.watchdog);
    this.watchdog = setTimeout(() => controller.abort(), HEARTBEAT_MS + HEARTBEAT_TIMEOUT_MS);
  }

  private async read(controller: AbortController, generation: number) {
    const doFetch = this.options.fetch ?? fetch;
    const topics = this.topics;
    const response = await doFetch(`/api/live?topics=${topics.join(',')}`, {
      headers: { Accept: 'text/event-stream' },
      credentials: 'same-origin',
      signal: controller.signal,
      // A stream that stays open for the tab's life, as an EventSource is: fetched at low priority,
      // so the browser (and a page-load audit) does not count it among what the page is loading.
      priority: 'low',
    });
    if (!response.ok || !response.body) throw new Error(`live stream answered ${response.status}`);
    this.armWatchdog(controller);
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    const feed = createSseParser();
    for (;;) {
      const { value, done } = await reader.read();
      if (done || generation !== this.generation) return;
      this.armWatchdog(controller);
      for (const message of feed(value)) {
        if (message.type !== 'event') continue;
        if (message.event === 'ready') {
          this.attempt = 0;
          this.options.onState?.('open');
          this.options.onReady(topics, readyVersions(message.data));
        } else if (message.event === 'unavailable') {
          // The server lost its database feed; its next `ready` refetches everything subscribed.
          this.options.onState?.('waiting');
        } else if (message.event === LIVE_RESTARTING_EVENT) {
          this.retryHintMs = restartDelay(message.data);
        } else if (message.event === 'change') {
          try {
            this.options.onChange(liveChange.parse(JSON.parse(message.data)));
          } catch {
            // A malformed message is skipped; the next ready refetches anyway.
          }
        }
      }
    }
  }
}

/** The versions a `ready` names; none when it names none or cannot be read (all is refetched). */
function readyVersions(data: string): Readonly<Record<string, string>> | undefined {
  try {
    return liveReady.parse(JSON.parse(data)).versions;
  } catch {
    return undefined;
  }
}

/** The server's requested wait, within the back-off's bounds; a garbled hint falls back to it. */
function restartDelay(data: string): number | undefined {
  try {
    const ms = Number((JSON.parse(data) as { retry_ms?: unknown }).retry_ms);
    const longest = RECONNECT_DELAYS_MS[RECONNECT_DELAYS_MS.length - 1]!;
    return Number.isFinite(ms) ? Math.min(Math.max(ms, 0), longest) : undefined;
  } catch {
    return undefined;
  }
}
