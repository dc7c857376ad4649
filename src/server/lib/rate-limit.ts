import { sql } from 'drizzle-orm';
import { RATE_LIMIT_KEPT_HOURS } from '../../shared/site/retention';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { tooManyRequests } from './errors';
import { batchedPerTurn, type Settled } from './turn-batch';

/**
 * No limit counts over more than a day. A row whose window started before that counts nothing
 * (the next use starts a new window), so the retention sweep deletes it: the keys hold client
 * addresses and user ids, which are kept no longer than they serve.
 */
const LONGEST_RATE_LIMIT_WINDOW_SECONDS = RATE_LIMIT_KEPT_HOURS * 60 * 60;

function assertWindow(windowSeconds: number) {
  if (windowSeconds > LONGEST_RATE_LIMIT_WINDOW_SECONDS) {
    throw new Error(`A rate limit window of ${windowSeconds} s outlives the rows the retention sweep keeps.`);
  }
}

/** Deletes the counters of windows that ended; returns how many went. */
export async function purgeStaleRateLimits(db: Db): Promise<number> {
  const result = await db.execute<{ removed: number }>(sql`
    with removed as (
      delete from rate_limits
      where window_start < now() - make_interval(secs => ${LONGEST_RATE_LIMIT_WINDOW_SECONDS})
      returning 1
    )
    select count(*)::int as removed from removed`);
  return Number(rowsOf<{ removed: number }>(result)[0]?.removed ?? 0);
}

/** One use of a limit's allowance, and what its window has counted with it. */
interface Use {
  key: string;
  windowSeconds: number;
}
interface Counted {
  count: number;
  retryAfter: number;
}

/**
 * Counts a batch of uses: one statement per window length (a burst has one), each key once with
 * how many of its uses the batch holds. Keys go in sorted order, so two instances' batches lock the
 * counters they share in the same order and never wait on each other in a cycle. The uses of one
 * key are counted in the order asked: the first gets the counter before the batch plus one.
 */
async function countUses(db: Db, uses: Use[]): Promise<Settled<Counted>[]> {
  const outcomes: Settled<Counted>[] = [];
  for (const windowSeconds of new Set(uses.map((use) => use.windowSeconds))) {
    const asked = new Map<string, number[]>();
    uses.forEach((use, i) => {
      if (use.windowSeconds === windowSeconds) asked.set(use.key, [...(asked.get(use.key) ?? []), i]);
    });
    const keys = [...asked.keys()].sort();
    const expired = sql`rate_limits.window_start < now() - make_interval(secs => ${windowSeconds})`;
    const result = await db.execute(sql`
      insert into rate_limits (key, window_start, count)
      values ${sql.join(
        keys.map((key) => sql`(${key}, now(), ${asked.get(key)!.length}::int)`),
        sql`, `,
      )}
      on conflict (key) do update set
        count = case when ${expired} then excluded.count else rate_limits.count + excluded.count end,
        window_start = case when ${expired} then now() else rate_limits.window_start end
      returning key, count,
        extract(epoch from window_start + make_interval(secs => ${windowSeconds}) - now()) as retry_after`);
    const rows = rowsOf<{ key: string; count: number; retry_after: number }>(result);
    for (const row of rows) {
      const indexes = asked.get(row.key) ?? [];
      const before = Number(row.count) - indexes.length;
      indexes.forEach((index, nth) => {
        outcomes[index] = {
          ok: true,
          value: { count: before + nth + 1, retryAfter: Number(row.retry_after) },
        };
      });
    }
  }
  return outcomes;
}

/** Each database's counter: the uses asked for in one event-loop turn are counted together. */
const countersOf = new WeakMap<Db, (use: Use) => Promise<Counted>>();
function counterOf(db: Db) {
  let count = countersOf.get(db);
  if (!count) {
    count = batchedPerTurn((uses: Use[]) => countUses(db, uses));
    countersOf.set(db, count);
  }
  return count;
}

/**
 * Fixed-window counter kept in Postgres so that every instance behind a load balancer counts
 * together. One statement increments or restarts the window, so concurrent calls cannot both pass;
 * the calls of one event-loop turn share that statement (`countUses`), each counted in turn.
 */
export async function consumeRateLimit(
  db: Db,
  key: string,
  limit: number,
  windowSeconds: number,
  message = 'Too many requests. Please wait a moment and try again.',
): Promise<void> {
  assertWindow(windowSeconds);
  const { count, retryAfter } = await counterOf(db)({ key, windowSeconds });
  if (count > limit) throw tooManyRequests('rate_limited', message, retryAfter);
}

/**
 * Refuses (429) when the window's allowance is already used up, without using any of it: for a
 * step that comes before the counted action (uploading files for an application not sent yet).
 */
export async function checkRateLimit(
  db: Db,
  key: string,
  limit: number,
  windowSeconds: number,
  message = 'Too many requests. Please wait a moment and try again.',
): Promise<void> {
  assertWindow(windowSeconds);
  const result = await db.execute<{ count: number; retry_after: number }>(sql`
    select count,
      extract(epoch from window_start + make_interval(secs => ${windowSeconds}) - now()) as retry_after
    from rate_limits
    where key = ${key} and window_start >= now() - make_interval(secs => ${windowSeconds})`);
  const row = rowsOf<{ count: number; retry_after: number }>(result)[0];
  if (row && Number(row.count) >= limit) {
    throw tooManyRequests('rate_limited', message, Number(row.retry_after));
  }
}

/** Gives back one use, for an attempt that was counted but then refused (nothing was stored). */
export async function refundRateLimit(db: Db, key: string): Promise<void> {
  await db.execute(sql`update rate_limits set count = count - 1 where key = ${key} and count > 0`);
}
