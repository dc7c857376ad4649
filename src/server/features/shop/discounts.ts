/**
 * The discounts checkout applies: the sales running now and a buyer's code. A code's use is
 * counted from the purchases that name it and hold it (paid, in dispute, or pending for under a
 * day, like the purchase limits), under an advisory lock per code inside checkout's transaction, so
 * two checkouts racing for the last use cannot both get it; an abandoned or failed checkout gives
 * its use back when it stops holding.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import { type CodeRule, formatCents, type SaleRule } from '../../../shared/shop/discounts';
import type { Db } from '../../db/client';
import { purchases, shopDiscountCodes, shopSales } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { holdingUnits } from './purchase-limits';

/** The key space of pg_advisory_xact_lock(int, int) is shared: this number is the codes' half. */
const CODE_LOCK_SPACE = 73_184;

export type SaleRow = typeof shopSales.$inferSelect;
export type CodeRow = typeof shopDiscountCodes.$inferSelect;

/** Sales not yet over at `now` (running or to come), soonest end first. */
export function salesNotOver(db: Db, now: Date): Promise<SaleRow[]> {
  return db.select().from(shopSales).where(gt(shopSales.ends_at, now)).orderBy(shopSales.ends_at);
}

export const normalizeCode = (code: string) => code.trim().toUpperCase();

export const codeRuleOf = (row: CodeRow): CodeRule => ({
  kind: row.kind,
  percent_off: row.percent_off,
  amount_off_cents: row.amount_off_cents,
  min_basket_cents: row.min_basket_cents,
  product_ids: row.product_ids,
});

export const saleRuleOf = (row: SaleRow): SaleRule => row;

/** A refusal of the code the buyer typed, on the field they typed it in. */
export const codeRefused = (message: string) =>
  new AppError(400, 'code_refused', message, { discountCode: [message] });

/** The code as stored, or a 400 naming why it cannot be used at all. */
export async function findCode(db: Db, typed: string, now: Date): Promise<CodeRow> {
  const [row] = await db
    .select()
    .from(shopDiscountCodes)
    .where(eq(shopDiscountCodes.code, normalizeCode(typed)))
    .limit(1);
  if (!row?.active) throw codeRefused('This code does not exist');
  if (row.expires_at && now >= row.expires_at) throw codeRefused('This code has expired');
  return row;
}

async function usesOf(tx: Db, codeId: string, now: Date, userId?: string): Promise<number> {
  const [row] = await tx
    .select({ uses: sql<number>`count(*)::int` })
    .from(purchases)
    .where(
      and(
        eq(purchases.discount_code_id, codeId),
        holdingUnits(now),
        userId ? eq(purchases.user_id, userId) : undefined,
      ),
    );
  return Number(row?.uses ?? 0);
}

/**
 * Takes the code's lock (until the transaction ends) and refuses it when its uses are gone, in
 * total or for this player. Call inside the transaction that records the purchase.
 */
export async function claimCodeUse(tx: Db, code: CodeRow, userId: string, now: Date): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CODE_LOCK_SPACE}::int, hashtext(${code.id}::text))`);
  if (code.max_uses !== null && (await usesOf(tx, code.id, now)) >= code.max_uses) {
    throw codeRefused('This code has been used up');
  }
  if (
    code.max_uses_per_player !== null &&
    (await usesOf(tx, code.id, now, userId)) >= code.max_uses_per_player
  ) {
    throw codeRefused(
      code.max_uses_per_player === 1
        ? 'You have already used this code'
        : `You have already used this code ${code.max_uses_per_player} times`,
    );
  }
}

/** What the page says about a code that applies: its discount in words. */
export const codeSummary = (code: CodeRow) =>
  code.kind === 'percent' ? `${code.percent_off}% off` : `${formatCents(code.amount_off_cents ?? 0)} off`;
