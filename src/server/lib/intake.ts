/**
 * The server's intake of new connections. libuv accepts one connection per event-loop turn, so when
 * a burst of players connects at once (a cup opens), the work each turn starts (a batched look-up, a
 * sign-up's transaction: synchronous on PGlite) runs before the next connection is even accepted,
 * and the burst is served one request at a time, each paying a whole transaction. Batches started
 * in a turn wait for the intake to fall quiet instead: while a connection was accepted in the last
 * `QUIET_MS`, they wait another turn, at most `MAX_WAIT_MS` in all, so the requests of a burst
 * reach the database together (decision 015).
 */
const QUIET_MS = 2;
const MAX_WAIT_MS = 50;

let lastAcceptAt = Number.NEGATIVE_INFINITY;

/** Called for each connection the server accepts. */
export function noteConnectionAccepted(at = performance.now()): void {
  lastAcceptAt = at;
}

/**
 * Runs `run` in a later event-loop turn, once no connection has been accepted for `QUIET_MS` (or
 * `MAX_WAIT_MS` after it was asked, whatever keeps arriving).
 */
export function afterIntakeQuiet(run: () => void, now: () => number = () => performance.now()): void {
  const askedAt = now();
  const check = () => {
    const at = now();
    if (at - lastAcceptAt < QUIET_MS && at - askedAt < MAX_WAIT_MS) setImmediate(check);
    else run();
  };
  setImmediate(check);
}
