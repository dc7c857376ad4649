/**
 * Look-ups that every request makes (its session, its rate limit, its ban) asked for together are
 * answered by one call: those made within one event-loop turn (longer while new connections are
 * still being accepted: `intake.ts`), or while the previous call is under way, wait for the next. On PGlite one connection runs every statement in turn, so a burst of 200
 * requests costs a statement per batch instead of per request (decision 015).
 *
 * Nothing is kept between calls: each caller is answered by a statement that began after it asked,
 * so a session revoked or a limit used up on another instance is seen as the database has it.
 */
import { afterIntakeQuiet } from './intake';

/** One caller's outcome: its value, or the error it is answered with. */
export type Settled<O> = { ok: true; value: O } | { ok: false; error: unknown };

interface Asked<I, O> {
  input: I;
  answer(outcome: Settled<O>): void;
}

/**
 * `run` gets the inputs in the order they were asked and answers one outcome per input, in the same
 * order (an error as its own outcome); if it throws, every caller of that batch gets its error.
 */
export function batchedPerTurn<I, O>(run: (inputs: I[]) => Promise<Settled<O>[]>): (input: I) => Promise<O> {
  let waiting: Asked<I, O>[] = [];
  let busy = false;

  async function drain() {
    while (waiting.length > 0) {
      const batch = waiting;
      waiting = [];
      let outcomes: Settled<O>[];
      try {
        outcomes = await run(batch.map((asked) => asked.input));
      } catch (error) {
        outcomes = batch.map(() => ({ ok: false, error }));
      }
      batch.forEach((asked, i) => {
        asked.answer(outcomes[i] ?? { ok: false, error: new Error('a batched look-up answered too few') });
      });
    }
    busy = false;
  }

  return (input) =>
    new Promise<O>((resolve, reject) => {
      waiting.push({
        input,
        answer: (outcome) => (outcome.ok ? resolve(outcome.value) : reject(outcome.error)),
      });
      if (!busy) {
        busy = true;
        // The look-ups asked for in the rest of this turn join the first batch.
        afterIntakeQuiet(() => void drain());
      }
    });
}
