/** Timings of the live stream client (the spec's realtime numbers). */

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
