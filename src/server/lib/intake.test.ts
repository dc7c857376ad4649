import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { afterIntakeQuiet, noteConnectionAccepted } from './intake';
import { batchedPerTurn } from './turn-batch';

/** A clock the test sets, far from any real accept. */
function settableClock() {
  let at = performance.now() + 1e9;
  return {
    now: () => at,
    advance: (ms: number) => {
      at += ms;
      return at;
    },
  };
}

/** Lets the event loop run `turns` turns, each a timer of 1 ms or less. */
async function runTurns(turns: number) {
  for (let i = 0; i < turns; i++) await new Promise((resolve) => setTimeout(resolve, 1));
}

afterEach(() => noteConnectionAccepted(Number.NEGATIVE_INFINITY));

describe('waiting for the intake of new connections to fall quiet', () => {
  it('runs a turn later when no connection is arriving', async () => {
    const clock = settableClock();
    noteConnectionAccepted(clock.now());
    clock.advance(2);
    let ran = false;
    afterIntakeQuiet(() => {
      ran = true;
    }, clock.now);
    expect(ran).toBe(false);
    await new Promise((resolve) => setImmediate(resolve));
    expect(ran).toBe(true);
  });

  it('waits while connections keep being accepted after it was asked, and runs once they stop', async () => {
    const clock = settableClock();
    let ranAt: number | null = null;
    afterIntakeQuiet(() => {
      ranAt = clock.now();
    }, clock.now);
    let lastAccept = clock.now();
    for (let turn = 0; turn < 10; turn++) {
      lastAccept = clock.advance(0.5);
      noteConnectionAccepted(lastAccept);
      await runTurns(1);
      expect(ranAt).toBeNull();
    }
    for (let turn = 0; turn < 50 && ranAt === null; turn++) {
      clock.advance(0.5);
      await runTurns(1);
    }
    expect(ranAt).not.toBeNull();
    expect(ranAt! - lastAccept).toBeGreaterThanOrEqual(2);
  });

  it('stops waiting 50 ms after it was asked, however many connections arrive', async () => {
    const clock = settableClock();
    const askedAt = clock.now();
    let ranAt: number | null = null;
    afterIntakeQuiet(() => {
      ranAt = clock.now();
    }, clock.now);
    for (let turn = 0; turn < 200 && ranAt === null; turn++) {
      noteConnectionAccepted(clock.advance(0.5));
      await runTurns(1);
    }
    expect(ranAt).not.toBeNull();
    expect(ranAt! - askedAt).toBeGreaterThanOrEqual(50);
  });
});

describe('a burst of new connections', () => {
  it('is looked up in a few batches even when each batch holds the event loop (as PGlite does)', async () => {
    let batches = 0;
    const lookUp = batchedPerTurn(async (ids: number[]) => {
      batches++;
      const until = performance.now() + 3;
      while (performance.now() < until) {
        // A synchronous statement: nothing else runs meanwhile, no connection is accepted.
      }
      return ids.map((id) => ({ ok: true as const, value: id }));
    });
    const server = createServer((request, response) => {
      void lookUp(Number(request.url?.slice(1))).then((id) => response.end(String(id)));
    }).on('connection', () => noteConnectionAccepted());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const requests = 64;
      const answers = await Promise.all(
        Array.from({ length: requests }, (_, i) =>
          fetch(`http://127.0.0.1:${port}/${i}`, { headers: { connection: 'close' } }).then((r) => r.text()),
        ),
      );
      expect(answers).toEqual(Array.from({ length: requests }, (_, i) => String(i)));
      // Accepted one per turn, each lookup would run alone: one batch per request.
      expect(batches).toBeLessThanOrEqual(requests / 2);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
