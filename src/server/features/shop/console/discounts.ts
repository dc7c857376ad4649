/**
 * The Sales and Codes tabs' operations (admins). Every write is audited in its transaction with the
 * sale's name or the code itself and the fields it changed. Sales change what /shop shows through
 * their live trigger; a code is switched off rather than deleted, since purchases name it.
 */
import { desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  CodeFields,
  codeCreateSchema,
  SaleFields,
  StaffCodeView,
  StaffSaleView,
} from '../../../../shared/shop/console/discounts';
import type { Db } from '../../../db/client';
import { gymLeaders, purchases, shopDiscountCodes, shopProducts, shopSales } from '../../../db/schema';
import { AppError, notFound } from '../../../lib/errors';
import type { CodeRow, SaleRow } from '../discounts';
import { holdingUnits } from '../purchase-limits';
import type { ShopContext } from '../purchase-steps';
import type { ShopAudit, Tx } from './audit';

type CodeCreate = z.infer<typeof codeCreateSchema>;
type TraceValues = Record<string, string | number | boolean | null>;

const fieldError = (field: string, message: string) =>
  new AppError(400, 'invalid_input', message, { [field]: [message] });

const iso = (d: Date | null) => d?.toISOString() ?? null;

const saleView = (row: SaleRow): StaffSaleView => ({
  id: row.id,
  name: row.name,
  percent_off: row.percent_off,
  product_ids: row.product_ids,
  categories: row.categories,
  starts_at: row.starts_at.toISOString(),
  ends_at: row.ends_at.toISOString(),
});

const saleTrace = (row: SaleRow): TraceValues => ({
  name: row.name,
  percent_off: row.percent_off,
  products: row.product_ids.join(', '),
  categories: row.categories.join(', '),
  starts_at: row.starts_at.toISOString(),
  ends_at: row.ends_at.toISOString(),
});

/** Before and after with only the fields that changed, and always the readable name. */
function changedOnly(before: TraceValues, after: TraceValues, nameKey: string) {
  const keys = Object.keys(after).filter((k) => k !== nameKey && before[k] !== after[k]);
  const pick = (t: TraceValues) => ({
    [nameKey]: t[nameKey] ?? null,
    ...Object.fromEntries(keys.map((k) => [k, t[k] ?? null])),
  });
  return { before: pick(before), after: pick(after) };
}

async function checkProducts(tx: Tx, ids: readonly string[]) {
  if (ids.length === 0) return;
  const found = await tx
    .select({ id: shopProducts.id })
    .from(shopProducts)
    .where(inArray(shopProducts.id, [...ids]));
  const missing = ids.filter((id) => !found.some((f) => f.id === id));
  if (missing.length > 0) throw fieldError('product_ids', `No such product: ${missing.join(', ')}`);
}

const saleColumns = (fields: SaleFields) => ({
  ...fields,
  starts_at: new Date(fields.starts_at),
  ends_at: new Date(fields.ends_at),
});

export async function listSales(db: Db): Promise<StaffSaleView[]> {
  return (await db.select().from(shopSales).orderBy(desc(shopSales.ends_at))).map(saleView);
}

export async function createSale(ctx: ShopContext, audit: ShopAudit, fields: SaleFields) {
  return ctx.deps.database.db.transaction(async (tx) => {
    await checkProducts(tx, fields.product_ids);
    const now = ctx.deps.now();
    const [row] = await tx
      .insert(shopSales)
      .values({ ...saleColumns(fields), created_at: now, updated_at: now })
      .returning();
    await audit(tx, { action: 'sale.create', targetType: 'sale', targetId: row!.id, after: saleTrace(row!) });
    return saleView(row!);
  });
}

async function lockSale(tx: Tx, id: string): Promise<SaleRow> {
  const [row] = await tx.select().from(shopSales).where(eq(shopSales.id, id)).for('update');
  if (!row) throw notFound('No such sale.');
  return row;
}

export async function updateSale(ctx: ShopContext, audit: ShopAudit, id: string, fields: SaleFields) {
  return ctx.deps.database.db.transaction(async (tx) => {
    const before = await lockSale(tx, id);
    await checkProducts(tx, fields.product_ids);
    const [after] = await tx
      .update(shopSales)
      .set({ ...saleColumns(fields), updated_at: ctx.deps.now() })
      .where(eq(shopSales.id, id))
      .returning();
    const change = changedOnly(saleTrace(before), saleTrace(after!), 'name');
    await audit(tx, { action: 'sale.update', targetType: 'sale', targetId: id, ...change });
    return saleView(after!);
  });
}

export async function deleteSale(ctx: ShopContext, audit: ShopAudit, id: string) {
  return ctx.deps.database.db.transaction(async (tx) => {
    const before = await lockSale(tx, id);
    await tx.delete(shopSales).where(eq(shopSales.id, id));
    await audit(tx, { action: 'sale.delete', targetType: 'sale', targetId: id, before: saleTrace(before) });
    return saleView(before);
  });
}

const codeTrace = (row: CodeRow, leaderName: string | null): TraceValues => ({
  code: row.code,
  kind: row.kind,
  percent_off: row.percent_off,
  amount_off_cents: row.amount_off_cents,
  min_basket_cents: row.min_basket_cents,
  products: row.product_ids.join(', '),
  expires_at: iso(row.expires_at),
  max_uses: row.max_uses,
  max_uses_per_player: row.max_uses_per_player,
  gym_leader: leaderName,
  active: row.active,
});

async function leaderName(db: Db | Tx, id: string | null): Promise<string | null> {
  if (!id) return null;
  const [row] = await db
    .select({ name: gymLeaders.display_name })
    .from(gymLeaders)
    .where(eq(gymLeaders.id, id));
  return row?.name ?? null;
}

const codeColumns = (fields: CodeFields) => ({
  ...fields,
  percent_off: fields.kind === 'percent' ? fields.percent_off : null,
  amount_off_cents: fields.kind === 'fixed' ? fields.amount_off_cents : null,
  expires_at: fields.expires_at ? new Date(fields.expires_at) : null,
});

async function checkCode(tx: Tx, fields: CodeFields) {
  await checkProducts(tx, fields.product_ids);
  if (fields.gym_leader_id && !(await leaderName(tx, fields.gym_leader_id))) {
    throw fieldError('gym_leader_id', 'No such gym leader');
  }
}

type CodeCounts = { uses: number; held: number; holding: number };
const NO_COUNTS: CodeCounts = { uses: 0, held: 0, holding: 0 };

/**
 * Each code's counts from the purchases that name it: paid uses (refunds included: they were
 * paid), open checkouts holding a use, and what checkout counts against the limit (`holdingUnits`:
 * paid, in dispute, or still being paid), so the tab says "used up" exactly when checkout does.
 */
async function codeCounts(db: Db | Tx, now: Date, codeId?: string): Promise<Map<string, CodeCounts>> {
  const holding = holdingUnits(now);
  const rows = await db
    .select({
      id: purchases.discount_code_id,
      uses: sql<number>`count(*) filter (where ${inArray(purchases.status, ['completed', 'disputed', 'refunded'])})::int`,
      held: sql<number>`count(*) filter (where ${purchases.status} = 'pending' and ${holding})::int`,
      holding: sql<number>`count(*) filter (where ${holding})::int`,
    })
    .from(purchases)
    .where(codeId ? eq(purchases.discount_code_id, codeId) : isNotNull(purchases.discount_code_id))
    .groupBy(purchases.discount_code_id);
  return new Map(
    rows.map((row) => [
      row.id!,
      { uses: Number(row.uses), held: Number(row.held), holding: Number(row.holding) },
    ]),
  );
}

export async function listCodes(db: Db, now: Date): Promise<StaffCodeView[]> {
  const rows = await db
    .select({ code: shopDiscountCodes, leader: { id: gymLeaders.id, display_name: gymLeaders.display_name } })
    .from(shopDiscountCodes)
    .leftJoin(gymLeaders, eq(gymLeaders.id, shopDiscountCodes.gym_leader_id))
    .orderBy(desc(shopDiscountCodes.created_at));
  const counts = await codeCounts(db, now);
  return rows.map(({ code, leader }) =>
    codeView(code, leader?.id ? leader : null, counts.get(code.id) ?? NO_COUNTS),
  );
}

function codeView(
  row: CodeRow,
  leader: { id: string; display_name: string } | null,
  counts: CodeCounts,
): StaffCodeView {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    percent_off: row.percent_off,
    amount_off_cents: row.amount_off_cents,
    min_basket_cents: row.min_basket_cents,
    product_ids: row.product_ids,
    expires_at: iso(row.expires_at),
    max_uses: row.max_uses,
    max_uses_per_player: row.max_uses_per_player,
    gym_leader: leader,
    active: row.active,
    uses: counts.uses,
    held: counts.held,
    uses_left: row.max_uses === null ? null : Math.max(0, row.max_uses - counts.holding),
  };
}

async function viewOfCode(db: Db | Tx, row: CodeRow, now: Date): Promise<StaffCodeView> {
  const name = await leaderName(db, row.gym_leader_id);
  const counts = await codeCounts(db, now, row.id);
  return codeView(
    row,
    row.gym_leader_id && name ? { id: row.gym_leader_id, display_name: name } : null,
    counts.get(row.id) ?? NO_COUNTS,
  );
}

export async function createCode(ctx: ShopContext, audit: ShopAudit, input: CodeCreate) {
  const { code, ...fields } = input;
  return ctx.deps.database.db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: shopDiscountCodes.id })
      .from(shopDiscountCodes)
      .where(eq(shopDiscountCodes.code, code));
    if (taken) throw fieldError('code', 'Another code is spelt the same');
    await checkCode(tx, fields);
    const now = ctx.deps.now();
    const [row] = await tx
      .insert(shopDiscountCodes)
      .values({ code, ...codeColumns(fields), created_at: now, updated_at: now })
      .returning();
    await audit(tx, {
      action: 'discount_code.create',
      targetType: 'discount_code',
      targetId: row!.id,
      after: codeTrace(row!, await leaderName(tx, row!.gym_leader_id)),
    });
    return viewOfCode(tx, row!, now);
  });
}

export async function updateCode(ctx: ShopContext, audit: ShopAudit, id: string, fields: CodeFields) {
  return ctx.deps.database.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(shopDiscountCodes)
      .where(eq(shopDiscountCodes.id, id))
      .for('update');
    if (!before) throw notFound('No such code.');
    await checkCode(tx, fields);
    const [after] = await tx
      .update(shopDiscountCodes)
      .set({ ...codeColumns(fields), updated_at: ctx.deps.now() })
      .where(eq(shopDiscountCodes.id, id))
      .returning();
    const change = changedOnly(
      codeTrace(before, await leaderName(tx, before.gym_leader_id)),
      codeTrace(after!, await leaderName(tx, after!.gym_leader_id)),
      'code',
    );
    await audit(tx, { action: 'discount_code.update', targetType: 'discount_code', targetId: id, ...change });
    return viewOfCode(tx, after!, ctx.deps.now());
  });
}
