/**
 * Hydration in turns. Preact hydrates a page in one go, and on a slow phone the home page's one go
 * was a single task of about 300 ms, which the phone cannot answer a tap during (and which
 * Lighthouse counts as blocking time). A part wrapped in `HydrateInTurn` keeps the server's markup
 * and hydrates in a task of its own, one part after another in page order, so the main thread is
 * free between them.
 *
 * It uses Preact's hydration with Suspense: a part that suspends while hydrating keeps its DOM
 * node, and hydrates it when its promise settles. Three rules for a wrapped part:
 * - It renders exactly one root element (a header, a section, a footer): that node is what is kept.
 * - Its first render draws the first paint. Hydration repairs text but keeps the server's
 *   attributes, and by its turn another part may have fetched what it shows: data that is not in
 *   the paint waits for `useIsClient` (as the footer's Discord and game-server lines do).
 * - `useId` counts in render order: a part that calls it after a wrapped one would shift its ids
 *   (`e2e/hydration-ids.spec.ts` compares every page's ids and id references with the server's).
 * Outside the first hydration (every client-side render) a part renders at once.
 */
import { type ReactElement, Suspense, useState } from 'react';

/** True while the first paint is being adopted: from the first hydration until its last turn. */
let hydrating = false;
let pendingTurns = 0;
/** The turn of the part wrapped last: each part waits for the one before it. */
let previousTurn: Promise<void> = Promise.resolve();

/** Runs the app's first hydration, during which wrapped parts wait their turn. */
export function hydrateInTurns(hydrate: () => void): void {
  // A hidden tab has no one to keep responsive, and its timers run at most once a second.
  hydrating = !document.hidden;
  previousTurn = Promise.resolve();
  try {
    hydrate();
  } finally {
    // Parts of a lazy page part (the home arena) resume after this call, still in the first
    // hydration: they take turns too, until the last one has hydrated.
    if (pendingTurns === 0) hydrating = false;
  }
}

/** True while the first paint is being adopted: from the first hydration until its last turn. */
export function adoptingFirstPaint(): boolean {
  return hydrating;
}

/** Settles when every part that waited its turn in the first hydration so far has hydrated. */
export function afterHydrationTurns(): Promise<void> {
  return previousTurn;
}

interface Turn {
  promise: Promise<void>;
  due: boolean;
}

function nextTurn(): Turn {
  pendingTurns++;
  const turn: Turn = { promise: Promise.resolve(), due: false };
  turn.promise = previousTurn.then(
    () =>
      new Promise<void>((resolve) => {
        // A macrotask, so the part hydrates in a task of its own.
        setTimeout(() => {
          turn.due = true;
          if (--pendingTurns === 0) hydrating = false;
          resolve();
        }, 0);
      }),
  );
  previousTurn = turn.promise;
  return turn;
}

function WaitForTurn({ children }: { children: ReactElement }) {
  const [turn] = useState(() => (hydrating ? nextTurn() : null));
  if (turn && !turn.due) throw turn.promise;
  return children;
}

/** Hydrates `children` (one root element) in a task of its own, after the parts before it. */
export function HydrateInTurn({ children }: { children: ReactElement }) {
  return (
    <Suspense fallback={null}>
      <WaitForTurn>{children}</WaitForTurn>
    </Suspense>
  );
}
