/**
 * The audit log: every staff write calls `recordAudit` with its own transaction, so a change and
 * its trace commit together or not at all. The table refuses updates and deletes.
 */
import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { AuditEntry } from '../../../shared/staff/api';
import type { AuditQuery } from '../../../shared/staff/requests';
import { AUDIT_PAGE_SIZE, type AuditAction, type AuditTargetType } from '../../../shared/staff/review';
import type { SessionUser } from '../../context';
import type { Db, Tx } from '../../db/client';
import { staffAuditLog } from '../../db/schema';

/** A transaction, never the root handle: a trace written outside the change could outlive it. */
export type { Tx } from '../../db/client';

/** What a row records of the values before and after: flat and JSON-simple. */
type AuditValues = NonNullable<AuditEntry['after']>;

/** Who did it; null is the server itself (admins from configuration). */
export type Actor = Pick<SessionUser, 'id' | 'discord_username'> | null;

export interface AuditChange {
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string;
  before?: AuditValues | null;
  after?: AuditValues | null;
}

export async function recordAudit(tx: Tx, actor: Actor, ...changes: AuditChange[]): Promise<void> {
  if (changes.length === 0) return;
  await tx.insert(staffAuditLog).values(
    changes.map((change) => ({
      actor_user_id: actor?.id ?? null,
      actor_name: actor?.discord_username ?? null,
      action: change.action,
      target_type: change.targetType,
      target_id: change.targetId,
      before: change.before ?? null,
      after: change.after ?? null,
    })),
  );
}

/** An audit writer bound to one actor, for features that run their own transaction (the bracket). */
export const auditAs =
  (actor: Actor) =>
  (tx: Tx, change: AuditChange): Promise<void> =>
    recordAudit(tx, actor, change);

/** Newest first, a page at a time (`before` is the last id of the previous page). */
export async function listAudit(
  db: Db,
  query: AuditQuery,
): Promise<{ entries: AuditEntry[]; next_before: number | null }> {
  const filters: SQL[] = [];
  if (query.actor) filters.push(eq(staffAuditLog.actor_user_id, query.actor));
  if (query.target_type) filters.push(eq(staffAuditLog.target_type, query.target_type));
  if (query.target_id) filters.push(eq(staffAuditLog.target_id, query.target_id));
  if (query.before) filters.push(lt(staffAuditLog.id, query.before));
  const rows = await db
    .select()
    .from(staffAuditLog)
    .where(and(...filters))
    .orderBy(desc(staffAuditLog.id))
    .limit(AUDIT_PAGE_SIZE + 1);
  const page = rows.slice(0, AUDIT_PAGE_SIZE);
  return {
    entries: page.map((row) => ({
      id: row.id,
      actor: row.actor_user_id && row.actor_name ? { id: row.actor_user_id, name: row.actor_name } : null,
      action: row.action,
      target_type: row.target_type,
      target_id: row.target_id,
      before: row.before,
      after: row.after,
      created_at: row.created_at.toISOString(),
    })),
    next_before: rows.length > AUDIT_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null,
  };
}
