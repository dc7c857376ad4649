/**
 * The server's intake of new connections. libuv accepts one connection per event-loop turn, so when
 * a burst of players connects at once (a cup opens), the work each turn starts (a batched look-up, a
 * sign-up's transaction: synchronous on PGlite) runs before the next connection is even accepted,
 * and the burst is served one request at a time, each paying a whole transaction. A batch asked for
 * in a turn therefore waits while connections are arriving: until none has come for `QUIET_MS`, at
 * most `MAX_WAIT_MS` in all, so the requests of a burst reach the database together (decision 015).
 * On a quiet server a batch runs a turn later, as it always did, or, asked by a request on a
 * connection just accepted, once that accept is `QUIET_MS` old. (Which connection asked is not
 * known here, and libuv accepts the next connection in the same turn as it reads a request, before
 * the request asks.)
 */
const QUIET_MS = 2;
const MAX_WAIT_MS = 50;

let lastAcceptAt = Number.NEGATIVE_INFINITY;

/** Called for each connection the server accepts. */
export function noteConnectionAccepted(at = performance.now()): void {
  lastAcceptAt = at;
}

/**
 * Runs `run` in a later event-loop turn: the next one, unless a connection was accepted in the last
 * `QUIET_MS`; then once none has come for `QUIET_MS` (or `MAX_WAIT_MS` after it was asked). Waiting
 * is a timer, so the loop sleeps in its poll for connections instead of spinning.
 */
export function afterIntakeQuiet(run: () => void, now: () => number = () => performance.now()): void {
  const askedAt = now();
  const check = () => {
    const at = now();
    const arriving = at - lastAcceptAt < QUIET_MS;
    if (arriving && at - askedAt < MAX_WAIT_MS)
      setTimeout(check, Math.max(1, QUIET_MS - (at - lastAcceptAt)));
    else run();
  };
  setImmediate(check);
}
