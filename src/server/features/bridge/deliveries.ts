/**
 * The delivery queue: in-game commands the game servers run for players (purchases, refunds,
 * rank expiry…). Guarantees, in the order webstores usually break them:
 * - handing out does not delete: a delivery stays leased until acknowledged, and a lease that runs
 *   out (server crash, lost response) is handed out again with the SAME id, so the plugin can drop
 *   a command it already ran;
 * - `require_online` is decided per command: online-only commands are handed out only for players
 *   the server reports online, and `deferred` puts one back without counting a failure;
 * - once acknowledged as delivered, nothing hands it out again; failures back off and end as `dead`
 *   for staff to see; only the server a delivery was handed to can acknowledge it;
 * - deliveries that share a `sequenceKey` take effect in step order: a later step waits until every
 *   earlier one is delivered or dead, so a refund's take-back never runs before its grant.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DeliveryItem } from '../../../shared/bridge/api';
import { retryDelaySeconds } from '../../../shared/bridge/delivery-backoff';
import type { Deps } from '../../context';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { deliveries, players, purchases } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { notifyUser } from '../notifications';
import { queueStaffNotice } from '../outbox';

/** The game API's answer for a delivery id that names none. */
export const unknownDelivery = () => new AppError(404, 'unknown_delivery', 'No delivery has this id.');

export interface QueueDeliveryInput {
  /** Same key → same delivery: queueing twice (a repeated webhook) adds nothing. */
  idempotencyKey: string;
  playerUuid: string;
  command: string;
  requireOnline: boolean;
  source: string;
  /** Orders this delivery after every earlier step with the same key (see the file comment). */
  sequence?: { key: string; step: number };
}

/** Queues a command; returns the delivery id and whether it was new. Usable inside a transaction. */
export async function queueDelivery(
  db: Db,
  input: QueueDeliveryInput,
): Promise<{ id: string; created: boolean }> {
  const inserted = await db
    .insert(deliveries)
    .values({
      idempotency_key: input.idempotencyKey,
      player_uuid: input.playerUuid,
      command: input.command,
      require_online: input.requireOnline,
      source: input.source,
      sequence_key: input.sequence?.key ?? null,
      sequence_step: input.sequence?.step ?? null,
    })
    .onConflictDoNothing({ target: deliveries.idempotency_key })
    .returning({ id: deliveries.id });
  if (inserted[0]) return { id: inserted[0].id, created: true };
  const [existing] = await db
    .select({ id: deliveries.id })
    .from(deliveries)
    .where(eq(deliveries.idempotency_key, input.idempotencyKey));
  return { id: existing!.id, created: false };
}

/** Leases due deliveries to a server in one statement; concurrent callers never share one. */
export async function leaseDeliveries(
  deps: Deps,
  serverId: string,
  onlinePlayers: string[],
  limit: number,
): Promise<DeliveryItem[]> {
  const { db } = deps.database;
  const leaseSeconds = deps.env.DELIVERY_LEASE_SECONDS;
  const online = sql`array[${sql.join(
    onlinePlayers.map((u) => sql`${u}::uuid`),
    sql`, `,
  )}]::uuid[]`;
  const result = await db.execute(sql`
    update deliveries set
      status = 'leased',
      leased_by = ${serverId},
      lease_expires_at = now() + make_interval(secs => ${leaseSeconds}),
      hand_outs = hand_outs + 1
    where id in (
      select d.id from deliveries d
      where ((d.status = 'pending' and d.next_attempt_at <= now())
          or (d.status = 'leased' and d.lease_expires_at <= now()))
        and (d.require_online = false or d.player_uuid = any(${online}))
        and (d.sequence_key is null or not exists (
          select 1 from deliveries earlier
          where earlier.sequence_key = d.sequence_key
            and earlier.sequence_step < d.sequence_step
            and earlier.status in ('pending', 'leased')))
      order by d.created_at, d.id
      limit ${limit}
      for update skip locked
    )
    returning id, player_uuid, command, require_online, lease_expires_at, failed_attempts, created_at`);
  const rows = rowsOf<{
    id: string;
    player_uuid: string;
    command: string;
    require_online: boolean;
    lease_expires_at: string | Date;
    failed_attempts: number;
    created_at: string | Date;
  }>(result).sort((a, b) => new Date(a.created_at).getTime() - new Date(b.created_at).getTime());
  if (rows.length === 0) return [];
  const names = await db
    .select({ uuid: players.uuid, name: players.mc_username })
    .from(players)
    .where(inArray(players.uuid, [...new Set(rows.map((r) => r.player_uuid))]));
  const nameOf = new Map(names.map((n) => [n.uuid, n.name]));
  return rows.map((r) => ({
    id: r.id,
    player_uuid: r.player_uuid,
    player_name: nameOf.get(r.player_uuid) ?? null,
    command: r.command,
    require_online: r.require_online,
    lease_expires_at: new Date(r.lease_expires_at).toISOString(),
    attempt: Number(r.failed_attempts) + 1,
  }));
}

export type AckStatus = 'delivered' | 'failed' | 'deferred';

/** A shop purchase's first command run in game tells its buyer, once per purchase. */
async function notifyPurchaseDelivered(tx: Db, source: string) {
  const purchaseId = /^shop:grant:([0-9a-f-]{36})$/i.exec(source)?.[1];
  if (!purchaseId) return;
  const [purchase] = await tx
    .select({ user_id: purchases.user_id })
    .from(purchases)
    .where(eq(purchases.id, purchaseId));
  if (!purchase) return;
  await notifyUser(tx, purchase.user_id, {
    kind: 'purchase_delivered',
    causeId: `delivered:${purchaseId}`,
    title: 'Your purchase was delivered in game',
    body: `Purchase ${purchaseId.slice(0, 8)}.`,
    link: '/purchase-history',
  });
}

export async function acknowledgeDelivery(
  deps: Deps,
  serverId: string,
  id: string,
  status: AckStatus,
  error?: string,
) {
  return deps.database.db.transaction(async (tx) => {
    const [row] = await tx.select().from(deliveries).where(eq(deliveries.id, id)).for('update').limit(1);
    if (!row) throw unknownDelivery();
    const unchanged = { id, status: row.status, applied: false };
    if (row.status === 'delivered' || row.status === 'dead') return unchanged;
    // Only the server it was handed to can say what happened to it: a delivery never handed out,
    // or handed to another server since, was not run by this one.
    if (row.hand_outs === 0 || row.leased_by !== serverId) {
      throw new AppError(409, 'not_leased', 'This delivery is not leased to this server.');
    }
    if (status === 'delivered') {
      // The command ran: accept it even if the lease ran out meanwhile, unless another server holds it.
      await tx
        .update(deliveries)
        .set({ status: 'delivered', delivered_at: deps.now(), lease_expires_at: null, last_error: null })
        .where(eq(deliveries.id, id));
      await notifyPurchaseDelivered(tx, row.source);
      return { id, status: 'delivered' as const, applied: true };
    }
    if (row.status !== 'leased') return unchanged;
    if (status === 'deferred') {
      await tx
        .update(deliveries)
        .set({ status: 'pending', lease_expires_at: null, leased_by: null, next_attempt_at: deps.now() })
        .where(eq(deliveries.id, id));
      return { id, status: 'pending' as const, applied: true };
    }
    const failedAttempts = row.failed_attempts + 1;
    const delay = retryDelaySeconds(failedAttempts);
    const next = delay === null ? null : new Date(deps.now().getTime() + delay * 1000);
    await tx
      .update(deliveries)
      .set({
        status: next ? 'pending' : 'dead',
        failed_attempts: failedAttempts,
        next_attempt_at: next ?? row.next_attempt_at,
        lease_expires_at: null,
        leased_by: null,
        last_error: error?.slice(0, 500) ?? 'failed without a message',
      })
      .where(and(eq(deliveries.id, id)));
    if (!next) {
      deps.logger.warn({ deliveryId: id, source: row.source }, 'delivery given up after retries');
      await queueStaffNotice(tx, {
        kind: 'delivery_dead',
        subject: id,
        payload: {
          delivery_id: id,
          source: row.source,
          failed_attempts: failedAttempts,
          last_error: (error ?? 'failed without a message').slice(0, 300),
        },
      });
    }
    return { id, status: next ? ('pending' as const) : ('dead' as const), applied: true };
  });
}
