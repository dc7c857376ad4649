/**
 * The steps every moment of a purchase's life shares: lock the purchase row and queue one stage of
 * its lines' in-game commands, keyed so that the same decision is queued once and ordered after the
 * purchase's earlier decisions (deliveries with one sequence key run in step order).
 */
import { asc, eq } from 'drizzle-orm';
import { findCatalogItemById } from '../../../shared/shop/seed-catalog';
import type { Deps } from '../../context';
import type { Db } from '../../db/client';
import { purchaseItems, purchases } from '../../db/schema';
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

export async function lockPurchase(tx: Db, id: string): Promise<Purchase | undefined> {
  const [row] = await tx.select().from(purchases).where(eq(purchases.id, id)).for('update').limit(1);
  return row;
}

/** A purchase's plan lines (rank subscriptions), or everything else. */
export type LineSet = 'plans' | 'items';

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
  for (const line of lines) {
    if (isPlanLine(line) !== (set === 'plans')) continue;
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
        sequence: { key: `purchase:${purchase.id}`, step },
      });
      if (created) queued++;
    }
  }
  return queued;
}
