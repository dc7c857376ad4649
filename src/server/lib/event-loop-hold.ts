/**
 * Keeps the event loop running until `work` settles.
 *
 * Node runs V8's own tasks (the end of a WebAssembly compile, a garbage collection step) from the
 * event loop. While a start awaits only such work (PGlite's opening), no handle keeps the loop
 * alive, so it stops, and from then on Node waits for every background compile job, PGlite's
 * WebAssembly being optimized among them, before it runs any JavaScript, and again after each
 * batch of V8 tasks, until something opens a handle. A restart waited up to a second there, after
 * its port had opened, before it accepted a connection.
 */
export async function holdEventLoopUntil<T>(work: Promise<T>): Promise<T> {
  // Never fires: its only use is to be a live handle. (Timer delays stop at 2^31 - 1 ms.)
  const hold = setInterval(() => {}, 2 ** 31 - 1);
  try {
    return await work;
  } finally {
    clearInterval(hold);
  }
}
