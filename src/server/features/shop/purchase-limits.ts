/**
 * Per-player and global purchase limits and required products, counted from stored purchases.
 * Runs inside checkout's transaction under a lock per limited product, so two checkouts at once
 * cannot both take the last unit.
 */
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { purchaseItems, purchases, shopProducts } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { PricedLine } from './checkout';
import { beingPaid, DAY_MS } from './purchase-steps';

/** The key space of pg_advisory_xact_lock(int, int) is shared: this number is the limits' half. */
const LIMIT_LOCK_SPACE = 73_183;

/**
 * Purchases that hold their units (and their discount code's use): paid (or in dispute), or still
 * being paid (`beingPaid`: a checkout opened within a day, the provider's session life, or one
 * completed awaiting a delayed payment).
 */
export const holdingUnits = (now: Date) =>
  or(inArray(purchases.status, ['completed', 'disputed']), beingPaid(now, DAY_MS));

async function unitsSold(tx: Db, productId: string, now: Date, userId?: string): Promise<number> {
  const [row] = await tx
    .select({ units: sql<number>`coalesce(sum(${purchaseItems.quantity}), 0)::int` })
    .from(purchaseItems)
    .innerJoin(purchases, eq(purchases.id, purchaseItems.purchase_id))
    .where(
      and(
        eq(purchaseItems.catalog_item_id, productId),
        holdingUnits(now),
        userId ? eq(purchases.user_id, userId) : undefined,
      ),
    );
  return Number(row?.units ?? 0);
}

async function ownsProduct(tx: Db, productId: string, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: purchases.id })
    .from(purchaseItems)
    .innerJoin(purchases, eq(purchases.id, purchaseItems.purchase_id))
    .where(
      and(
        eq(purchaseItems.catalog_item_id, productId),
        eq(purchases.user_id, userId),
        inArray(purchases.status, ['completed', 'disputed']),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function checkPurchaseLimits(tx: Db, userId: string, lines: PricedLine[], now: Date) {
  const fields: Record<string, string[]> = {};
  const inCart = new Set(lines.map((l) => l.item.id));
  // Locks in one order (by product id), so two carts naming the same products cannot deadlock.
  const limited = lines
    .map((l) => l.product.row)
    .filter((row) => row.per_player_limit !== null || row.global_limit !== null)
    .map((row) => row.id)
    .sort();
  for (const id of limited) {
    await tx.execute(sql`select pg_advisory_xact_lock(${LIMIT_LOCK_SPACE}::int, hashtext(${id}::text))`);
  }
  for (const [index, line] of lines.entries()) {
    const { row } = line.product;
    const field = `cartItems.${index}.quantity`;
    if (row.per_player_limit !== null) {
      const left = row.per_player_limit - (await unitsSold(tx, row.id, now, userId));
      if (line.quantity > left) {
        fields[field] = [
          left > 0
            ? `You can buy ${left} more of ${row.name}`
            : `You have bought the most of ${row.name} one player may`,
        ];
        continue;
      }
    }
    if (row.global_limit !== null) {
      const left = row.global_limit - (await unitsSold(tx, row.id, now));
      if (line.quantity > left) {
        fields[field] = [left > 0 ? `Only ${left} of ${row.name} are left` : `${row.name} is sold out`];
        continue;
      }
    }
    const required = row.required_product_id;
    if (required && !inCart.has(required) && !(await ownsProduct(tx, required, userId))) {
      const [needed] = await tx
        .select({ name: shopProducts.name })
        .from(shopProducts)
        .where(eq(shopProducts.id, required));
      fields[`cartItems.${index}.price_id`] = [`${row.name} needs ${needed?.name ?? required} first`];
    }
  }
  if (Object.keys(fields).length > 0) {
    throw new AppError(400, 'purchase_limit', 'Some items in your cart cannot be bought.', fields);
  }
}
