/**
 * Seeds the catalog tables from the built-in catalog and its delivery commands, on every start and
 * idempotently: a product already in the database is left as admins made it. Legendary boosts are
 * seeded retired (kept so old carts and lines are still recognised). Purchase lines sold before the
 * catalog moved into the database get the snapshot they were sold with: the built-in lists.
 */
import { and, inArray, isNull } from 'drizzle-orm';
import type { CatalogItem } from '../../../shared/shop/catalog';
import { CATALOG } from '../../../shared/shop/seed-catalog';
import type { Db } from '../../db/client';
import { purchaseItems, shopProductCommands, shopProducts } from '../../db/schema';
import { defaultTemplatesFor, STAGES } from './commands';

/** A gap between built-in products' sort orders, so admins can place new ones between them. */
const SORT_STEP = 10;

export function seedRowOf(item: CatalogItem, index: number, now: Date): typeof shopProducts.$inferInsert {
  return {
    id: item.id,
    price_id: item.price_id,
    name: item.name,
    description: item.description,
    category: item.category,
    section: item.group,
    kind: item.kind,
    interval: item.interval ?? null,
    rank: item.rank ?? null,
    unit_amount_cents: item.unit_amount_cents,
    quantity_in_pack: item.quantity_in_pack ?? null,
    duration_minutes: item.duration_minutes ?? null,
    multiplier: item.multiplier ?? null,
    emoji: item.emoji,
    visible: item.active,
    retired_at: item.active ? null : now,
    sort_order: (index + 1) * SORT_STEP,
  };
}

export async function seedCatalog(db: Db, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(shopProducts)
      .values(CATALOG.map((item, index) => seedRowOf(item, index, now)))
      .onConflictDoNothing()
      .returning({ id: shopProducts.id });
    const fresh = new Set(inserted.map((row) => row.id));
    const commands = CATALOG.filter((item) => fresh.has(item.id)).flatMap((item) => {
      const lists = defaultTemplatesFor(item);
      return STAGES.flatMap((stage) =>
        lists[stage].map((t, position) => ({
          product_id: item.id,
          stage,
          position,
          command: t.command,
          require_online: t.requireOnline,
        })),
      );
    });
    if (commands.length > 0) await tx.insert(shopProductCommands).values(commands).onConflictDoNothing();

    const unsnapshotted = await tx
      .selectDistinct({ id: purchaseItems.catalog_item_id })
      .from(purchaseItems)
      .where(isNull(purchaseItems.delivery_snapshot));
    for (const { id } of unsnapshotted) {
      const item = CATALOG.find((i) => i.id === id);
      if (!item) continue;
      const lists = defaultTemplatesFor(item);
      await tx
        .update(purchaseItems)
        .set({
          delivery_snapshot: {
            kind: item.kind,
            interval: item.interval ?? null,
            rank: item.rank ?? null,
            quantity_in_pack: item.quantity_in_pack ?? null,
            duration_minutes: item.duration_minutes ?? null,
            multiplier: item.multiplier ?? null,
            commands: lists,
          },
        })
        .where(and(inArray(purchaseItems.catalog_item_id, [id]), isNull(purchaseItems.delivery_snapshot)));
    }
  });
}
