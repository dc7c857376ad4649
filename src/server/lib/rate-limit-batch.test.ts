/**
 * Rate limits counted in batches: random uses of a few keys (two window lengths), asked for at
 * once with pauses that split them over several batches, must pass and refuse exactly as the same
 * uses counted one at a time in the order asked would, and leave each counter at its number of
 * uses. Against the real database; seeded, so a failure replays.
 */
import { randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../db/schema';
import { askBurst, assertBursts, BURST_TIMEOUT_MS, burstOf } from '../test/bursts';
import { createTestApp, type TestApp } from '../test/test-app';
import { consumeRateLimit } from './rate-limit';

const KEYS = 3;
const LIMIT = 3;

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

type Use = { kind: 'use'; key: number };
const burstArb = burstOf<Use>({
  weight: 6,
  arbitrary: fc.record({ kind: fc.constant('use' as const), key: fc.nat(KEYS - 1) }),
});
/** Keys 0 and 1 count over a minute, key 2 over ten: two window lengths in one batch. */
const windowOf = (key: number) => (key === 2 ? 600 : 60);

describe('rate limits counted together', () => {
  it(
    'pass the first uses of each key up to the limit, in the order asked, and count every use',
    async () => {
      await assertBursts(
        fc.asyncProperty(burstArb, async (burst) => {
          const run = randomBytes(4).toString('hex');
          const keyName = (key: number) => `batch-test:${run}:${key}`;
          const asked = burst.filter((step): step is Use => step.kind === 'use');
          const outcomes = await askBurst(burst, (use: Use) =>
            consumeRateLimit(app.database.db, keyName(use.key), LIMIT, windowOf(use.key)),
          );
          // Passed, or refused with 429; anything else fails the property.
          const passed = outcomes.map((outcome) => {
            if (outcome.status === 'fulfilled') return true;
            if ((outcome.reason as { status?: number }).status !== 429) throw outcome.reason;
            return false;
          });
          const usesSoFar = new Map<number, number>();
          const expected = asked.map(({ key }) => {
            const uses = (usesSoFar.get(key) ?? 0) + 1;
            usesSoFar.set(key, uses);
            return uses <= LIMIT;
          });
          expect(passed).toEqual(expected);
          const counters = await app.database.db
            .select({ key: rateLimits.key, count: rateLimits.count })
            .from(rateLimits)
            .where(inArray(rateLimits.key, [0, 1, 2].map(keyName)));
          expect(Object.fromEntries(counters.map((c) => [c.key, c.count]))).toEqual(
            Object.fromEntries([...usesSoFar].map(([key, uses]) => [keyName(key), uses])),
          );
        }),
        20,
      );
    },
    BURST_TIMEOUT_MS,
  );

  it('starts a window again for a key whose window ended, even within a batch of other keys', async () => {
    const run = randomBytes(4).toString('hex');
    const stale = `batch-test:${run}:stale`;
    await app.database.db
      .insert(rateLimits)
      .values({ key: stale, window_start: new Date(Date.now() - 120_000), count: LIMIT });
    const outcomes = await Promise.allSettled([
      consumeRateLimit(app.database.db, stale, LIMIT, 60),
      consumeRateLimit(app.database.db, `batch-test:${run}:fresh`, LIMIT, 60),
      consumeRateLimit(app.database.db, stale, LIMIT, 60),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    const [row] = await app.database.db
      .select({ count: rateLimits.count })
      .from(rateLimits)
      .where(inArray(rateLimits.key, [stale]));
    expect(row?.count).toBe(2);
  });
});
