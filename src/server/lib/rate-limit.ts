import { sql } from 'drizzle-orm';
import { RATE_LIMIT_KEPT_HOURS } from '../../shared/site/retention';
import type { Db } from '../db/client';
import { tooManyRequests } from './errors';

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
  return Number((result as unknown as { rows: { removed: number }[] }).rows[0]?.removed ?? 0);
}

/**
 * Fixed-window counter kept in Postgres so that every instance behind a load balancer counts
 * together. One statement increments or restarts the window, so concurrent calls cannot both pass.
 */
export async function consumeRateLimit(
  db: Db,
  key: string,
  limit: number,
  windowSeconds: number,
  message = 'Too many requests. Please wait a moment and try again.',
): Promise<void> {
  assertWindow(windowSeconds);
  const result = await db.execute<{ count: number; retry_after: number }>(sql`
    insert into rate_limits (key, window_start, count) values (${key}, now(), 1)
    on conflict (key) do update set
      count = case when rate_limits.window_start < now() - make_interval(secs => ${windowSeconds})
                   then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start < now() - make_interval(secs => ${windowSeconds})
                   then now() else rate_limits.window_start end
    returning count,
      extract(epoch from window_start + make_interval(secs => ${windowSeconds}) - now()) as retry_after`);
  const row = (result as unknown as { rows: { count: number; retry_after: number }[] }).rows[0];
  if (Number(row?.count ?? 0) > limit) {
    throw tooManyRequests('rate_limited', message, Number(row?.retry_after ?? windowSeconds));
  }
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
  const row = (result as unknown as { rows: { count: number; retry_after: number }[] }).rows[0];
  if (row && Number(row.count) >= limit) {
    throw tooManyRequests('rate_limited', message, Number(row.retry_after));
  }
}

/** Gives back one use, for an attempt that was counted but then refused (nothing was stored). */
export async function refundRateLimit(db: Db, key: string): Promise<void> {
  await db.execute(sql`update rate_limits set count = count - 1 where key = ${key} and count > 0`);
}
