/**
 * The steps every moment of a purchase's life shares: lock the purchase row (so concurrent or
 * repeated events serialise on it) and queue one stage of its lines' in-game commands, keyed so
 * that the same stage for the same reason is queued once.
 */
import { asc, eq } from 'drizzle-orm';
import { findCatalogItemById } from '../../../shared/shop/catalog';
import type { Deps } from '../../context';
import type { Db } from '../../db/client';
import { purchaseItems, purchases } from '../../db/schema';
import { queueDelivery } from '../bridge/deliveries';
import { commandsFor, type GroupTemplates, type TemplateTable } from './commands';

export interface ShopContext {
  deps: Deps;
  templates: TemplateTable;
}

export type Purchase = typeof purchases.$inferSelect;

export const DAY_MS = 86_400_000;

export async function lockPurchase(tx: Db, id: string): Promise<Purchase | undefined> {
  const [row] = await tx.select().from(purchases).where(eq(purchases.id, id)).for('update').limit(1);
  return row;
}

export async function findBySubscription(tx: Db, subscriptionId: string): Promise<Purchase | undefined> {
  const [row] = await tx
    .select()
    .from(purchases)
    .where(eq(purchases.stripe_subscription_id, subscriptionId))
    .limit(1);
  return row;
}

/** Queues `stage` for each line (only the plan lines when `onlyPlans`); returns how many were new. */
export async function queueStage(
  ctx: ShopContext,
  tx: Db,
  purchase: Purchase,
  stage: keyof GroupTemplates,
  keyPrefix: string,
  onlyPlans = false,
): Promise<number> {
  const lines = await tx
    .select()
    .from(purchaseItems)
    .where(eq(purchaseItems.purchase_id, purchase.id))
    .orderBy(asc(purchaseItems.id));
  let queued = 0;
  for (const line of lines) {
    const item = findCatalogItemById(line.catalog_item_id);
    if (onlyPlans && item?.kind !== 'subscription') continue;
    const commands = commandsFor(ctx.templates, stage, {
      player: purchase.minecraft_username,
      uuid: purchase.player_uuid,
      item,
      catalogItemId: line.catalog_item_id,
      count: line.quantity,
    });
    for (const [index, command] of commands.entries()) {
      const { created } = await queueDelivery(tx, {
        idempotencyKey: `${keyPrefix}:${line.id}:${index}`,
        playerUuid: purchase.player_uuid,
        command: command.command,
        requireOnline: command.requireOnline,
        source: `shop:${stage}:${purchase.id}`,
      });
      if (created) queued++;
    }
  }
  return queued;
}
