import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { afterIntakeQuiet, noteConnectionAccepted } from './intake';
import { batchedPerTurn } from './turn-batch';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** A clock the test moves: each reading is 0.5 ms after the last, far from any real accept. */
function steppingClock() {
  let at = performance.now() + 1e9;
  return {
    now: () => {
      at += 0.5;
      return at;
    },
    peek: () => at,
  };
}

describe('waiting for the intake of new connections to fall quiet', () => {
  it('runs a turn later when no connection is arriving', async () => {
    const clock = steppingClock();
    noteConnectionAccepted(Number.NEGATIVE_INFINITY);
    let ran = false;
    afterIntakeQuiet(() => {
      ran = true;
    }, clock.now);
    expect(ran).toBe(false);
    await nextTurn();
    expect(ran).toBe(true);
  });

  it('waits while connections keep being accepted, and runs once they stop', async () => {
    const clock = steppingClock();
    noteConnectionAccepted(clock.peek());
    let ranAt: number | null = null;
    afterIntakeQuiet(() => {
      ranAt = clock.peek();
    }, clock.now);
    let lastAccept = clock.peek();
    for (let turn = 0; turn < 10; turn++) {
      await nextTurn();
      expect(ranAt).toBeNull();
      lastAccept = clock.peek();
      noteConnectionAccepted(lastAccept);
    }
    for (let turn = 0; turn < 10 && ranAt === null; turn++) await nextTurn();
    expect(ranAt).not.toBeNull();
    expect(ranAt! - lastAccept).toBeGreaterThanOrEqual(2);
  });

  it('stops waiting 50 ms after it was asked, however many connections arrive', async () => {
    const clock = steppingClock();
    const askedAt = clock.peek();
    let ranAt: number | null = null;
    afterIntakeQuiet(() => {
      ranAt = clock.peek();
    }, clock.now);
    for (let turn = 0; turn < 200 && ranAt === null; turn++) {
      noteConnectionAccepted(clock.peek());
      await nextTurn();
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
      expect(batches).toBeLessThanOrEqual(requests / 4);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
