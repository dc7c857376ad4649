/**
 * The catalog's console operations (admins): list with units sold, create, change, retire, and
 * preview a product's commands for a sample player. Every write is audited in its transaction with
 * the product's name and the fields it changed; a product is never deleted, only retired.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  CommandPreviewResponse,
  ProductFields,
  productCreateSchema,
  StaffProductView,
} from '../../../../shared/shop/console/catalog';
import type { Db } from '../../../db/client';
import { purchaseItems, purchases, shopProductCommands, shopProducts } from '../../../db/schema';
import { AppError, notFound } from '../../../lib/errors';
import { type Product, readProducts } from '../catalog-store';
import { renderCommands, STAGES } from '../commands';
import type { ShopContext } from '../purchase-steps';
import type { ShopAudit, Tx } from './audit';

type ProductCreate = z.infer<typeof productCreateSchema>;

const fieldError = (field: string, message: string) =>
  new AppError(400, 'invalid_input', message, { [field]: [message] });

async function unitsSold(db: Db | Tx, ids?: string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: purchaseItems.catalog_item_id, units: sql<number>`sum(${purchaseItems.quantity})::int` })
    .from(purchaseItems)
    .innerJoin(purchases, eq(purchases.id, purchaseItems.purchase_id))
    .where(
      and(
        inArray(purchases.status, ['pending', 'completed', 'disputed', 'refunded']),
        ids ? inArray(purchaseItems.catalog_item_id, ids) : undefined,
      ),
    )
    .groupBy(purchaseItems.catalog_item_id);
  return new Map(rows.map((r) => [r.id, Number(r.units)]));
}

function viewOf(product: Product, sold: number): StaffProductView {
  const { row } = product;
  return {
    ...row,
    category: row.category as StaffProductView['category'],
    rank: row.rank as StaffProductView['rank'],
    available_from: row.available_from?.toISOString() ?? null,
    available_until: row.available_until?.toISOString() ?? null,
    retired_at: row.retired_at?.toISOString() ?? null,
    sold,
    commands: product.commands,
  };
}

export async function listProducts(db: Db): Promise<StaffProductView[]> {
  const [products, sold] = await Promise.all([readProducts(db), unitsSold(db)]);
  return products.map((p) => viewOf(p, sold.get(p.row.id) ?? 0));
}

async function productById(db: Db | Tx, id: string): Promise<Product> {
  const found = (await readProducts(db as Db)).find((p) => p.row.id === id);
  if (!found) throw notFound('No such product.');
  return found;
}

/** The columns of a product's row from the form (everything but the commands). */
const columnsOf = (fields: ProductFields) => {
  const { commands: _commands, available_from, available_until, ...rest } = fields;
  return {
    ...rest,
    available_from: available_from ? new Date(available_from) : null,
    available_until: available_until ? new Date(available_until) : null,
  };
};

async function checkReferences(tx: Tx, id: string, fields: ProductFields) {
  const [taken] = await tx
    .select({ id: shopProducts.id })
    .from(shopProducts)
    .where(eq(shopProducts.price_id, fields.price_id));
  if (taken && taken.id !== id) throw fieldError('price_id', 'Another product has this price id.');
  if (fields.required_product_id) {
    if (fields.required_product_id === id)
      throw fieldError('required_product_id', 'A product cannot require itself.');
    const [required] = await tx
      .select({ id: shopProducts.id })
      .from(shopProducts)
      .where(eq(shopProducts.id, fields.required_product_id));
    if (!required) throw fieldError('required_product_id', 'Choose a product from the catalog.');
  }
}

async function writeCommands(tx: Tx, id: string, fields: ProductFields) {
  await tx.delete(shopProductCommands).where(eq(shopProductCommands.product_id, id));
  const rows = STAGES.flatMap((stage) =>
    fields.commands[stage].map((c, position) => ({
      product_id: id,
      stage,
      position,
      command: c.command,
      require_online: c.requireOnline,
    })),
  );
  if (rows.length > 0) await tx.insert(shopProductCommands).values(rows);
}

/** The audit's flat record of a product: its columns, and each stage's commands as one text. */
function traceOf(product: { row: Record<string, unknown>; commands: ProductFields['commands'] }) {
  const flat: Record<string, string | number | boolean | null> = {};
  for (const [key, value] of Object.entries(product.row)) {
    if (key === 'created_at' || key === 'updated_at') continue;
    flat[key] =
      value instanceof Date
        ? value.toISOString()
        : ((value as string | number | boolean | null | undefined) ?? null);
  }
  for (const stage of STAGES) {
    flat[`commands.${stage}`] = product.commands[stage]
      .map((c) => `${c.command}${c.requireOnline ? ' (online)' : ''}`)
      .join(' | ');
  }
  return flat;
}

/** Only what changed, before and after, so the log reads as the edit. */
function changedOnly(before: ReturnType<typeof traceOf>, after: ReturnType<typeof traceOf>) {
  const keys = Object.keys(after).filter((key) => before[key] !== after[key]);
  return {
    before: { name: before.name ?? null, ...Object.fromEntries(keys.map((k) => [k, before[k] ?? null])) },
    after: { name: after.name ?? null, ...Object.fromEntries(keys.map((k) => [k, after[k] ?? null])) },
  };
}

export async function createProduct(ctx: ShopContext, audit: ShopAudit, input: ProductCreate) {
  const { db } = ctx.deps.database;
  const { id, ...fields } = input;
  const product = await db.transaction(async (tx) => {
    const [exists] = await tx
      .select({ id: shopProducts.id })
      .from(shopProducts)
      .where(eq(shopProducts.id, id));
    if (exists) throw fieldError('id', 'Another product has this id.');
    await checkReferences(tx, id, fields);
    const now = ctx.deps.now();
    await tx.insert(shopProducts).values({ id, ...columnsOf(fields), created_at: now, updated_at: now });
    await writeCommands(tx, id, fields);
    const created = await productById(tx, id);
    await audit(tx, {
      action: 'product.create',
      targetType: 'product',
      targetId: id,
      after: traceOf(created),
    });
    return created;
  });
  ctx.catalog.invalidate();
  return viewOf(product, 0);
}

export async function updateProduct(ctx: ShopContext, audit: ShopAudit, id: string, fields: ProductFields) {
  const { db } = ctx.deps.database;
  const product = await db.transaction(async (tx) => {
    const before = await productById(tx, id);
    if (before.row.retired_at) throw new AppError(409, 'retired', 'A retired product cannot be changed.');
    await checkReferences(tx, id, fields);
    await tx
      .update(shopProducts)
      .set({ ...columnsOf(fields), updated_at: ctx.deps.now() })
      .where(eq(shopProducts.id, id));
    await writeCommands(tx, id, fields);
    const after = await productById(tx, id);
    const change = changedOnly(traceOf(before), traceOf(after));
    await audit(tx, { action: 'product.update', targetType: 'product', targetId: id, ...change });
    return after;
  });
  ctx.catalog.invalidate();
  return viewOf(product, (await unitsSold(db, [id])).get(id) ?? 0);
}

/** Off sale for good; its rows stay, so past purchases and stored carts still name it. */
export async function retireProduct(ctx: ShopContext, audit: ShopAudit, id: string) {
  const { db } = ctx.deps.database;
  const product = await db.transaction(async (tx) => {
    const before = await productById(tx, id);
    if (before.row.retired_at) throw new AppError(409, 'retired', 'This product is already retired.');
    const now = ctx.deps.now();
    await tx.update(shopProducts).set({ retired_at: now, updated_at: now }).where(eq(shopProducts.id, id));
    await audit(tx, {
      action: 'product.retire',
      targetType: 'product',
      targetId: id,
      before: { name: before.row.name, retired_at: null },
      after: { name: before.row.name, retired_at: now.toISOString() },
    });
    return productById(tx, id);
  });
  ctx.catalog.invalidate();
  return viewOf(product, (await unitsSold(db, [id])).get(id) ?? 0);
}

export async function previewCommands(
  db: Db,
  id: string,
  sample: { player: string; count: number },
): Promise<CommandPreviewResponse> {
  const { row, commands } = await productById(db, id);
  const values = {
    player: sample.player,
    uuid: '00000000-0000-4000-8000-000000000000',
    item: row,
    catalogItemId: row.id,
    count: sample.count,
  };
  return {
    commands: Object.fromEntries(
      STAGES.map((stage) => [stage, renderCommands(commands[stage], values)]),
    ) as CommandPreviewResponse['commands'],
  };
}
