/**
 * GET /api/staff/outbox: the newest dead letters (messages refused for good) and the Discord
 * messages this server would have sent, for staff to see what went wrong or what would go out.
 */
import { desc, eq } from 'drizzle-orm';
import { outboxConsoleEndpoints } from '../../../../shared/outbox/console/endpoints';
import type { OutboxMessageView, StaffOutboxResponse } from '../../../../shared/outbox/messages';
import type { Deps } from '../../../context';
import type { Db } from '../../../db/client';
import { outboxMessages } from '../../../db/schema';
import { endpointRoutes } from '../../../lib/endpoint-routes';
import { requireStaff } from '../../auth';

const LISTED = 50;

type OutboxMessage = typeof outboxMessages.$inferSelect;

/** A player's message carries its text; a staff notice is named by its kind and subject. */
function view(row: OutboxMessage): OutboxMessageView {
  const text = typeof row.payload.text === 'string' ? row.payload.text : `${row.kind} · ${row.subject_id}`;
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    text,
    attempts: row.attempts,
    last_error: row.last_error,
    created_at: row.created_at.toISOString(),
  };
}

const newest = (db: Db, status: 'failed' | 'would_send') =>
  db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.status, status))
    .orderBy(desc(outboxMessages.id))
    .limit(LISTED);

export function outboxConsoleRoutes(deps: Deps) {
  const { db } = deps.database;
  return endpointRoutes('/staff/outbox').on(outboxConsoleEndpoints.list, async (c) => {
    requireStaff(c, 'Only staff members can see the outbox.');
    c.header('Cache-Control', 'no-store');
    const [failed, wouldSend] = await Promise.all([newest(db, 'failed'), newest(db, 'would_send')]);
    return c.json({
      dead_letters: failed.map(view),
      would_send: wouldSend.map(view),
    } satisfies StaffOutboxResponse);
  }).routes;
}
