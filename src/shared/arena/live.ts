/**
 * The live stream's contract: its topics and a change's shape, and the client's timings (the
 * spec's realtime numbers).
 */
import * as z from 'zod/mini';

/**
 * GET /api/live?topics=a,b (Server-Sent Events). Each change is one `event: change` message whose
 * data is a LiveChange. A `ready` event follows every (re)connect, after which clients refetch.
 */
export const LIVE_TOPICS = [
  'gym_leaders',
  'matches',
  'elo_ratings',
  'events',
  'event_registrations',
  'vote_party',
  'tournaments',
  'tournament_registrations',
  'tournament_matches',
  'doubles_registrations',
  'season1_progression',
  'status_incidents',
  'content',
  'atlas',
  'catalog',
  /** Guild role mappings and the bot's settled role changes: the console's Discord roles panel. */
  'discord_roles',
  /** Discount codes and the checkouts that take or give back their uses: the console's Codes tab. */
  'discount_codes',
  /** A player's notification: the change's id is the recipient, and only their own streams hear it. */
  'notifications',
] as const;
export type LiveTopic = (typeof LIVE_TOPICS)[number];

export const liveChange = z.object({
  topic: z.enum(LIVE_TOPICS),
  op: z.enum(['INSERT', 'UPDATE', 'DELETE']),
  /** Primary key of the changed row (uuid or text). */
  id: z.string(),
  /**
   * The public answers this change may alter, by address, each with the version (ETag) it has
   * after the change: a client holding that version already skips the refetch (decision 031).
   * Absent: refetch everything under the topic.
   */
  versions: z.optional(z.record(z.string(), z.string())),
});
export type LiveChange = z.infer<typeof liveChange>;

/** A `ready` event's data: the topics subscribed, and the versions current then (decision 031). */
export const liveReady = z.object({
  topics: z.array(z.string()),
  /**
   * The public answers of the topics the server holds current once subscribed, by address: data
   * already at its version is not refetched. Absent: refetch everything under the topics.
   */
  versions: z.optional(z.record(z.string(), z.string())),
});

/** Reconnect delays after a dropped stream: 1, 2, 5, 10 s, then 10 s for every later attempt. */
export const RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000] as const;
/** The server beats every 25 s; with 10 s of grace, silence beyond this means a dead stream. */
export const HEARTBEAT_MS = 25_000;
export const HEARTBEAT_TIMEOUT_MS = 10_000;

/** Sent as a stream's last event when the server shuts down; its data says when to reconnect. */
export const LIVE_RESTARTING_EVENT = 'restarting';
/** How long clients wait before reconnecting to a server that is shutting down. */
export const RESTART_RETRY_MS = 2_000;

/** Delay before reconnect attempt `attempt` (0-based). */
export function reconnectDelay(attempt: number): number {
  return RECONNECT_DELAYS_MS[Math.min(Math.max(attempt, 0), RECONNECT_DELAYS_MS.length - 1)]!;
}
