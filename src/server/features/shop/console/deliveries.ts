/**
 * Staff actions on the in-game delivery queue. Retrying keeps the queue's order guarantee (see
 * bridge/deliveries.ts and docs/game-bridge.md): a retried delivery goes back to `pending`, so the
 * bridge holds it while an earlier step of its sequence is unfinished and holds later steps behind
 * it; and a retry is refused once a later step has been handed out or delivered, because running
 * the earlier command after it would reverse the decisions (a grant after its take-back).
 * Cancelling marks the delivery dead (the schema has no cancelled state): nothing hands out a dead
 * delivery, and later steps follow it as they follow any dead one.
 */
import { and, desc, eq, gt, inArray, ne, type SQL, sql } from 'drizzle-orm';
import {
  CANCELLED_BY_STAFF,
  DELIVERY_LIST_LIMIT,
  type DeliveryListState,
  type StaffDelivery,
} from '../../../../shared/shop/console/deliveries';
import type { Db } from '../../../db/client';
import { deliveries, players } from '../../../db/schema';
import { AppError, notFound } from '../../../lib/errors';
import type { ShopAudit, Tx } from './audit';

type DeliveryRow = typeof deliveries.$inferSelect;

/** `shop:<stage>:<purchase id>` names the purchase that queued it. */
function purchaseOf(source: string): string | null {
  const match = /^shop:[^:]+:([0-9a-f-]{36})$/i.exec(source);
  return match?.[1] ?? null;
}

function toStaffDelivery(row: DeliveryRow, playerName: string | null): StaffDelivery {
  return {
    id: row.id,
    status: row.status,
    player_uuid: row.player_uuid,
    player_name: playerName,
    command: row.command,
    require_online: row.require_online,
    failed_attempts: row.failed_attempts,
    hand_outs: row.hand_outs,
    last_error: row.last_error,
    source: row.source,
    purchase_id: purchaseOf(row.source),
    next_attempt_at: row.next_attempt_at.toISOString(),
    created_at: row.created_at.toISOString(),
  };
}

export function stateFilter(state: DeliveryListState): SQL {
  const failed = and(eq(deliveries.status, 'pending'), gt(deliveries.failed_attempts, 0))!;
  switch (state) {
    case 'failed':
      return failed;
    case 'dead':
      return eq(deliveries.status, 'dead');
    case 'pending':
      return eq(deliveries.status, 'pending');
    case 'leased':
      return eq(deliveries.status, 'leased');
    default:
      return sql`(${failed} or ${deliveries.status} = 'dead')`;
  }
}

async function withNames(db: Db | Tx, rows: DeliveryRow[]): Promise<StaffDelivery[]> {
  const uuids = [...new Set(rows.map((r) => r.player_uuid))];
  const names =
    uuids.length === 0
      ? []
      : await db
          .select({ uuid: players.uuid, name: players.mc_username })
          .from(players)
          .where(inArray(players.uuid, uuids));
  const nameOf = new Map(names.map((n) => [n.uuid, n.name]));
  return rows.map((r) => toStaffDelivery(r, nameOf.get(r.player_uuid) ?? null));
}

/**
 * The tab's order: newest first, and deliveries of one instant (a purchase's commands are queued
 * together) by id, so every read of the list, and the overview's sample of it, agree.
 */
export const newestDeliveriesFirst = [desc(deliveries.created_at), desc(deliveries.id)];

/** Newest first, at most DELIVERY_LIST_LIMIT. */
export async function listDeliveries(db: Db, state: DeliveryListState): Promise<StaffDelivery[]> {
  const rows = await db
    .select()
    .from(deliveries)
    .where(stateFilter(state))
    .orderBy(...newestDeliveriesFirst)
    .limit(DELIVERY_LIST_LIMIT);
  return withNames(db, rows);
}

/**
 * Locks the delivery and, when it is sequenced, every delivery of its sequence: the bridge's lease
 * skips locked rows, so nothing of the sequence is handed out while staff change it.
 */
async function lockWithSequence(tx: Tx, id: string): Promise<{ row: DeliveryRow; sequence: DeliveryRow[] }> {
  const [found] = await tx.select().from(deliveries).where(eq(deliveries.id, id)).limit(1);
  if (!found) throw notFound('No delivery has this id.');
  if (!found.sequence_key) {
    const [row] = await tx.select().from(deliveries).where(eq(deliveries.id, id)).for('update');
    return { row: row!, sequence: [] };
  }
  const sequence = await tx
    .select()
    .from(deliveries)
    .where(eq(deliveries.sequence_key, found.sequence_key))
    .orderBy(deliveries.id)
    .for('update');
  const row = sequence.find((d) => d.id === id)!;
  return { row, sequence: sequence.filter((d) => d.id !== id) };
}

const auditValues = (row: DeliveryRow) => ({
  status: row.status,
  failed_attempts: row.failed_attempts,
  last_error: row.last_error,
});

/** Makes a failed or dead delivery due now with a fresh round of retries. */
export async function retryDelivery(db: Db, audit: ShopAudit, id: string, now: Date): Promise<StaffDelivery> {
  return db.transaction(async (tx) => {
    const { row, sequence } = await lockWithSequence(tx, id);
    const failed = row.status === 'pending' && row.failed_attempts > 0;
    if (row.status !== 'dead' && !failed) {
      throw new AppError(409, 'not_retryable', 'Only failed or dead deliveries can be retried.');
    }
    const step = row.sequence_step;
    const overtaken =
      step !== null &&
      sequence.some(
        (d) =>
          d.sequence_step !== null &&
          d.sequence_step > step &&
          (d.status === 'delivered' || d.status === 'leased'),
      );
    if (overtaken) {
      throw new AppError(
        409,
        'out_of_order',
        "A later command in the same order (this purchase, or this buyer's rank plans) was already handed out; retrying this one would run it out of order.",
      );
    }
    const [updated] = await tx
      .update(deliveries)
      .set({
        status: 'pending',
        failed_attempts: 0,
        next_attempt_at: now,
        lease_expires_at: null,
        leased_by: null,
      })
      .where(eq(deliveries.id, id))
      .returning();
    const [shown] = await withNames(tx, [updated!]);
    // The log reads the delivery by its command and its player's name, not by ids.
    const label = { command: row.command, player: shown!.player_name ?? row.player_uuid };
    await audit(tx, {
      action: 'delivery.retry',
      targetType: 'delivery',
      targetId: id,
      before: { ...label, ...auditValues(row) },
      after: { ...label, ...auditValues(updated!) },
    });
    return shown!;
  });
}

/** Gives a delivery up for good: it ends dead and is never handed out. */
export async function cancelDelivery(
  db: Db,
  actorName: string,
  audit: ShopAudit,
  id: string,
): Promise<StaffDelivery> {
  return db.transaction(async (tx) => {
    const { row } = await lockWithSequence(tx, id);
    if (row.status === 'delivered') {
      throw new AppError(409, 'already_delivered', 'This delivery already ran in game.');
    }
    if (row.status === 'leased') {
      // The game server may be running it right now; its answer decides.
      throw new AppError(
        409,
        'leased',
        'A game server holds this delivery right now. Wait for its answer, then cancel.',
      );
    }
    if (row.status === 'dead' && row.last_error?.startsWith(CANCELLED_BY_STAFF)) {
      throw new AppError(409, 'already_cancelled', 'This delivery is already cancelled.');
    }
    const reason = `${CANCELLED_BY_STAFF} (${actorName})`;
    const [updated] = await tx
      .update(deliveries)
      .set({ status: 'dead', lease_expires_at: null, leased_by: null, last_error: reason })
      .where(and(eq(deliveries.id, id), ne(deliveries.status, 'delivered')))
      .returning();
    const [shown] = await withNames(tx, [updated!]);
    // The log reads the delivery by its command and its player's name, not by ids.
    const label = { command: row.command, player: shown!.player_name ?? row.player_uuid };
    await audit(tx, {
      action: 'delivery.cancel',
      targetType: 'delivery',
      targetId: id,
      before: { ...label, ...auditValues(row) },
      after: { ...label, ...auditValues(updated!) },
    });
    return shown!;
  });
}
