import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { AppError } from './errors';

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
  const result = await db.execute<{ count: number }>(sql`
    insert into rate_limits (key, window_start, count) values (${key}, now(), 1)
    on conflict (key) do update set
      count = case when rate_limits.window_start < now() - make_interval(secs => ${windowSeconds})
                   then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start < now() - make_interval(secs => ${windowSeconds})
                   then now() else rate_limits.window_start end
    returning count`);
  const count = Number((result as unknown as { rows: { count: number }[] }).rows[0]?.count ?? 0);
  if (count > limit) throw new AppError(429, 'rate_limited', message);
}
