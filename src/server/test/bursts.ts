/**
 * Property tests of requests asked at once (sign-ups, rate limits): a random burst of requests
 * with pauses between some, each pause letting a batching line start a batch before the next
 * request is asked, so one burst is split over several batches. The answers are compared with a
 * model that takes the same requests one at a time in the order asked. Seeded, so a failure replays.
 */
import fc from 'fast-check';

/** One seed for every burst property, so a failure's report replays as it ran. */
export const BURST_SEED = 20_261_127;
/** A burst's property may take this long on a loaded machine (a real database per request). */
export const BURST_TIMEOUT_MS = 120_000;

export type Pause = { kind: 'pause' };
export type Burst<Op> = (Op | Pause)[];

/** Bursts of 1 to 24 steps: the requests at their weights, and a pause at weight 1. */
export function burstOf<Op>(...requests: fc.WeightedArbitrary<Op>[]): fc.Arbitrary<Burst<Op>> {
  const steps: fc.WeightedArbitrary<Op | Pause>[] = [
    ...requests,
    { weight: 1, arbitrary: fc.constant({ kind: 'pause' as const }) },
  ];
  return fc.array(fc.oneof(...steps), { minLength: 1, maxLength: 24 });
}

export const isPause = <Op>(step: Op | Pause): step is Pause => (step as { kind?: unknown }).kind === 'pause';

/**
 * Asks each request of the burst in order without awaiting it, yielding to the event loop at each
 * pause; the answers, settled in the order asked. Each is settled as soon as asked, so a refusal
 * answered during a pause is not reported as unhandled.
 */
export async function askBurst<Op, T>(
  burst: Burst<Op>,
  ask: (op: Op) => Promise<T>,
): Promise<PromiseSettledResult<T>[]> {
  const asked: Promise<PromiseSettledResult<T>>[] = [];
  for (const step of burst) {
    if (isPause(step)) {
      await new Promise((resolve) => setImmediate(resolve));
      continue;
    }
    asked.push(
      ask(step).then(
        (value) => ({ status: 'fulfilled', value }),
        (reason: unknown) => ({ status: 'rejected', reason }),
      ),
    );
  }
  return Promise.all(asked);
}

/** Runs the property `runs` times from the shared seed. */
export const assertBursts = <Ts>(property: fc.IAsyncProperty<Ts>, runs: number): Promise<void> =>
  fc.assert(property, { seed: BURST_SEED, numRuns: runs });
