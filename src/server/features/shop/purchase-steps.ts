/**
 * The steps every moment of a purchase's life shares: lock the purchase row and queue one stage of
 * its lines' in-game commands, keyed so that the same decision is queued once and ordered after the
 * earlier decisions it must follow (deliveries with one sequence key run in step order).
 */
import { and, asc, eq, gt, max, or, sql } from 'drizzle-orm';
import { findCatalogItemById } from '../../../shared/shop/seed-catalog';
import type { Deps } from '../../context';
import type { Db } from '../../db/client';
import { deliveries, purchaseItems, purchases, stripeEvents } from '../../db/schema';
import { queueDelivery } from '../bridge';
import type { CatalogStore } from './catalog-store';
import { defaultCommandsFor, type GroupTemplates, renderCommands } from './commands';

export interface ShopContext {
  deps: Deps;
  catalog: CatalogStore;
}

type Line = typeof purchaseItems.$inferSelect;

/** A plan line (rank subscription): by what it was sold as, else by the built-in catalog. */
export const isPlanLine = (line: Pick<Line, 'catalog_item_id' | 'delivery_snapshot'>) =>
  (line.delivery_snapshot?.kind ?? findCatalogItemById(line.catalog_item_id)?.kind) === 'subscription';

export type Purchase = typeof purchases.$inferSelect;

export const DAY_MS = 86_400_000;

/**
 * A pending purchase whose session completed with a delayed payment method (bank debit): the
 * money is on its way, and the purchase stays pending until that payment succeeds or fails, which
 * can take days.
 */
export const awaitingPayment = sql<boolean>`exists (
  select 1 from ${stripeEvents}
  where ${stripeEvents.purchase_id} = ${purchases.id}
    and ${stripeEvents.fact} ->> 'kind' = 'checkout_awaiting_payment'
)`;

/**
 * The one rule for "still being paid": pending, and either opened within `openMs` (its session
 * may still be paid) or completed awaiting a delayed payment. Stock, code uses (a day: a payment
 * session's life) and a buyer's one plan (a plan session's life) are held while it holds.
 */
export const beingPaid = (now: Date, openMs: number) =>
  and(
    eq(purchases.status, 'pending'),
    or(gt(purchases.created_at, new Date(now.getTime() - openMs)), awaitingPayment),
  );

export async function lockPurchase(tx: Db, id: string): Promise<Purchase | undefined> {
  const [row] = await tx.select().from(purchases).where(eq(purchases.id, id)).for('update').limit(1);
  return row;
}

/** A purchase's plan lines (rank subscriptions), or everything else. */
export type LineSet = 'plans' | 'items';

/**
 * The sequence a decision's commands join. A purchase's items follow its own earlier decisions
 * (`purchase:<id>`, step = the decision's number). Rank plans follow every earlier plan decision of
 * the buyer, across purchases (`plan:<user>`, the next step): a plan change or a new plan after an
 * ended one grants the rank in another purchase than the one taking the old rank back, and the
 * take-back (`removetemp`, all of the rank's time) must never run after the grant. Reconciliation
 * decides in order (the replaced plan first) under the payments lock, so the next step is free.
 */
async function sequenceFor(tx: Db, purchase: Purchase, set: LineSet, step: number) {
  if (set === 'items') return { key: `purchase:${purchase.id}`, step };
  const key = `plan:${purchase.user_id}`;
  const [last] = await tx
    .select({ step: max(deliveries.sequence_step) })
    .from(deliveries)
    .where(eq(deliveries.sequence_key, key));
  return { key, step: (last?.step ?? 0) + 1 };
}

/** Queues `stage` for the purchase's lines of one set as decision `step`; returns how many commands were new. */
export async function queueStage(
  tx: Db,
  purchase: Purchase,
  stage: keyof GroupTemplates,
  step: number,
  set: LineSet,
): Promise<number> {
  const lines = await tx
    .select()
    .from(purchaseItems)
    .where(eq(purchaseItems.purchase_id, purchase.id))
    .orderBy(asc(purchaseItems.id));
  let queued = 0;
  let sequence: { key: string; step: number } | null = null;
  for (const line of lines) {
    if (isPlanLine(line) !== (set === 'plans')) continue;
    sequence ??= await sequenceFor(tx, purchase, set, step);
    // The line's own snapshot: what it was sold with, never today's catalog.
    const snapshot = line.delivery_snapshot;
    const item = findCatalogItemById(line.catalog_item_id);
    const values = {
      player: purchase.minecraft_username,
      uuid: purchase.player_uuid,
      item: snapshot ?? item,
      catalogItemId: line.catalog_item_id,
      count: line.quantity,
    };
    const commands = snapshot
      ? renderCommands(snapshot.commands[stage], values)
      : defaultCommandsFor(item, stage, values);
    for (const [index, command] of commands.entries()) {
      const { created } = await queueDelivery(tx, {
        idempotencyKey: `shop:${purchase.id}:${step}:${line.id}:${index}`,
        playerUuid: purchase.player_uuid,
        command: command.command,
        requireOnline: command.requireOnline,
        source: `shop:${stage}:${purchase.id}`,
        sequence,
      });
      if (created) queued++;
    }
  }
  return queued;
}
