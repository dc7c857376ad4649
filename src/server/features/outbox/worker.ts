/**
 * The outbox's workers claim due rows the same way: one `UPDATE … WHERE id IN (SELECT … FOR UPDATE
 * SKIP LOCKED)` that sets a claim deadline, so two instances never take the same row and a worker
 * that dies mid-send leaves the claim to expire. The staff webhook's worker is
 * `staff/notifier.ts`; this file settles players' Discord messages (`discord_dm`). Until the
 * Discord bot exists (no bot token on any server yet) nothing is sent: each message is marked
 * `would_send`, which the console lists, so staff (and a demo's visitor) see what would go out.
 */
import { inArray, sql } from 'drizzle-orm';
import type { OutboxKind } from '../../../shared/outbox/messages';
import type { Deps } from '../../context';
import type { Db } from '../../db/client';
import { outboxMessages } from '../../db/schema';

type OutboxMessage = typeof outboxMessages.$inferSelect;

/** How long a claimed row is left to its worker before another may take it (a crash mid-send). */
const CLAIM_MS = 60_000;
const DM_BATCH = 50;
export const OUTBOX_WORKER_INTERVAL_MS = 5_000;

function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/** Takes up to `limit` due rows of the given kinds for this worker (others skip them while claimed). */
export async function claimDue(
  db: Db,
  now: Date,
  limit: number,
  kinds: readonly OutboxKind[],
): Promise<OutboxMessage[]> {
  const until = new Date(now.getTime() + CLAIM_MS);
  const result = await db.execute(sql`
    update outbox_messages set claimed_until = ${until.toISOString()}::timestamptz
    where id in (
      select id from outbox_messages
      where status = 'pending' and next_attempt_at <= ${now.toISOString()}::timestamptz
        and kind in (${sql.join(
          kinds.map((k) => sql`${k}`),
          sql`, `,
        )})
        and (claimed_until is null or claimed_until <= ${now.toISOString()}::timestamptz)
      order by id
      limit ${limit}
      for update skip locked
    )
    returning id`);
  const ids = rowsOf<{ id: number | string }>(result).map((r) => Number(r.id));
  if (ids.length === 0) return [];
  const rows = await db.select().from(outboxMessages).where(inArray(outboxMessages.id, ids));
  return rows.sort((a, b) => a.id - b.id);
}

/**
 * One pass over players' due Discord messages. With no bot to send them, each becomes a
 * `would_send` entry. Returns how many were settled.
 */
export async function deliverDiscordDms(deps: Deps): Promise<number> {
  const { db } = deps.database;
  const claimed = await claimDue(db, deps.now(), DM_BATCH, ['discord_dm']);
  if (claimed.length === 0) return 0;
  await db
    .update(outboxMessages)
    .set({ status: 'would_send', claimed_until: null, last_error: 'no Discord bot configured' })
    .where(
      inArray(
        outboxMessages.id,
        claimed.map((m) => m.id),
      ),
    );
  return claimed.length;
}

/** Settles players' Discord messages on a timer; every instance may run it. Returns the stop function. */
export function startOutboxWorker(deps: Deps, intervalMs = OUTBOX_WORKER_INTERVAL_MS): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    deliverDiscordDms(deps)
      .catch((err) => deps.logger.warn({ err }, 'outbox pass failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
