/**
 * One line per tournament on this instance (decision 015, 27 Nov): the changes to a cup's sign-ups
 * are taken in the order they were asked for. Sign-ups that queue one after another while the line
 * is busy (or within one event-loop turn, longer while a burst's connections are still being
 * accepted: `lib/intake.ts`) are run together, as one batch in one transaction under
 * one lock; any other change (a withdrawal) runs alone in its turn. Across instances the tournament
 * row's lock still orders everything: the line only spares this instance a transaction per sign-up.
 */
import { afterIntakeQuiet } from '../../lib/intake';
import type { Settled } from '../../lib/turn-batch';

interface Waiting<T> {
  settle(outcome: Settled<T>): void;
}

interface SignUpJob<S, T> extends Waiting<T> {
  kind: 'sign-up';
  request: S;
}

interface AloneJob extends Waiting<unknown> {
  kind: 'alone';
  run(): Promise<unknown>;
}

type Job<S, T> = SignUpJob<S, T> | AloneJob;

interface Line<S, T> {
  jobs: Job<S, T>[];
  running: boolean;
}

/** Runs a batch of sign-ups in arrival order; answers one outcome per request, in the same order. */
export type BatchRunner<S, T> = (key: string, requests: S[]) => Promise<Settled<T>[]>;

export class SignUpLines<S, T> {
  private readonly lines = new Map<string, Line<S, T>>();

  constructor(private readonly runBatch: BatchRunner<S, T>) {}

  /** Queues a sign-up for the tournament `key`; it is judged after everything queued before it. */
  signUp(key: string, request: S): Promise<T> {
    return this.enqueue(key, (settle) => ({ kind: 'sign-up', request, settle }));
  }

  /** Queues a change that runs alone, after every sign-up queued before it and before any after. */
  alone<R>(key: string, run: () => Promise<R>): Promise<R> {
    return this.enqueue(key, (settle) => ({ kind: 'alone', run, settle }) as AloneJob) as Promise<R>;
  }

  private enqueue<R>(key: string, make: (settle: (outcome: Settled<R>) => void) => Job<S, T>): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      const settle = (outcome: Settled<R>) => (outcome.ok ? resolve(outcome.value) : reject(outcome.error));
      let line = this.lines.get(key);
      if (!line) {
        line = { jobs: [], running: false };
        this.lines.set(key, line);
      }
      line.jobs.push(make(settle as (outcome: Settled<unknown>) => void));
      if (!line.running) {
        line.running = true;
        // The sign-ups of this event-loop turn join the first batch.
        afterIntakeQuiet(() => void this.drain(key, line));
      }
    });
  }

  private async drain(key: string, line: Line<S, T>) {
    while (line.jobs.length > 0) {
      const head = line.jobs[0]!;
      if (head.kind === 'alone') {
        line.jobs.shift();
        try {
          head.settle({ ok: true, value: await head.run() });
        } catch (error) {
          head.settle({ ok: false, error });
        }
        continue;
      }
      const end = line.jobs.findIndex((job) => job.kind !== 'sign-up');
      const batch = line.jobs.splice(0, end === -1 ? line.jobs.length : end) as SignUpJob<S, T>[];
      let outcomes: Settled<T>[];
      try {
        outcomes = await this.runBatch(
          key,
          batch.map((job) => job.request),
        );
      } catch (error) {
        outcomes = batch.map(() => ({ ok: false, error }));
      }
      batch.forEach((job, i) => {
        job.settle(outcomes[i] ?? { ok: false, error: new Error('sign-up batch answered too few outcomes') });
      });
    }
    line.running = false;
    this.lines.delete(key);
  }
}
