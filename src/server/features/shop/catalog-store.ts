/**
 * The catalog as the server sells from it: products and their commands read from the database,
 * kept in memory between changes. Every change to the catalog tables arrives as the 'catalog' live
 * notification on every instance, which drops the copy; without a working LISTEN nothing is kept,
 * so a missed notification can never pin an old price.
 */
import { asc } from 'drizzle-orm';
import type { CatalogCategory, CatalogItem, RankId } from '../../../shared/shop/catalog';
import type { CatalogResponse } from '../../../shared/shop/catalog-api';
import { saleFor, salePriceCents } from '../../../shared/shop/discounts';
import type { Deps } from '../../context';
import type { Db } from '../../db/client';
import { type DeliverySnapshot, shopProductCommands, shopProducts } from '../../db/schema';
import type { LiveHub } from '../live';
import { type GroupTemplates, STAGES } from './commands';
import { salesNotOver } from './discounts';

export type ProductRow = typeof shopProducts.$inferSelect;

export interface Product {
  row: ProductRow;
  commands: GroupTemplates;
}

const emptyCommands = (): GroupTemplates => ({
  grant: [],
  renew: [],
  expire: [],
  refund: [],
  chargeback: [],
});

export async function readProducts(db: Db): Promise<Product[]> {
  const rows = await db
    .select()
    .from(shopProducts)
    .orderBy(asc(shopProducts.sort_order), asc(shopProducts.id));
  const commandRows = await db
    .select()
    .from(shopProductCommands)
    .orderBy(asc(shopProductCommands.product_id), asc(shopProductCommands.position));
  const byProduct = new Map(rows.map((row) => [row.id, { row, commands: emptyCommands() }]));
  for (const c of commandRows) {
    byProduct
      .get(c.product_id)
      ?.commands[c.stage].push({ command: c.command, requireOnline: c.require_online });
  }
  return [...byProduct.values()];
}

/** On sale now: visible, not retired, inside its availability window. */
export function isOnSale(row: ProductRow, now: Date): boolean {
  if (!row.visible || row.retired_at) return false;
  if (row.available_from && now < row.available_from) return false;
  if (row.available_until && now >= row.available_until) return false;
  return true;
}

/** The shape pages and checkout share; `active` is whether it is on sale at `now`. */
export function catalogItemOf(row: ProductRow, now: Date): CatalogItem {
  return {
    id: row.id,
    price_id: row.price_id,
    name: row.name,
    description: row.description,
    category: row.category as CatalogCategory,
    group: row.section,
    unit_amount_cents: row.unit_amount_cents,
    kind: row.kind,
    ...(row.interval ? { interval: row.interval } : {}),
    ...(row.rank ? { rank: row.rank as RankId } : {}),
    ...(row.quantity_in_pack !== null ? { quantity_in_pack: row.quantity_in_pack } : {}),
    ...(row.duration_minutes !== null ? { duration_minutes: row.duration_minutes } : {}),
    ...(row.multiplier !== null ? { multiplier: row.multiplier } : {}),
    emoji: row.emoji,
    active: isOnSale(row, now),
  };
}

/** What a purchase line keeps of its product at checkout: delivered and taken back by this. */
export function snapshotOf(product: Product): DeliverySnapshot {
  const { row } = product;
  return {
    kind: row.kind,
    interval: row.interval,
    rank: row.rank,
    quantity_in_pack: row.quantity_in_pack,
    duration_minutes: row.duration_minutes,
    multiplier: row.multiplier,
    commands: Object.fromEntries(
      STAGES.map((stage) => [stage, product.commands[stage].map((c) => ({ ...c }))]),
    ) as DeliverySnapshot['commands'],
  };
}

/** The public catalog: what is on sale now, in listing order, with the timed sale on each. */
export async function catalogOnSale(ctx: {
  catalog: CatalogStore;
  deps: Pick<Deps, 'now' | 'database'>;
}): Promise<CatalogResponse> {
  const now = ctx.deps.now();
  const [products, sales] = await Promise.all([
    ctx.catalog.products(),
    salesNotOver(ctx.deps.database.db, now),
  ]);
  const changes = sales.map((sale) => (sale.starts_at > now ? sale.starts_at : sale.ends_at).getTime());
  return {
    ...(changes.length > 0 ? { sales_change_at: new Date(Math.min(...changes)).toISOString() } : {}),
    items: products
      .filter((p) => isOnSale(p.row, now))
      .map((p) => {
        const item = catalogItemOf(p.row, now);
        const sale = saleFor(item, sales, now);
        return sale
          ? {
              ...item,
              sale: {
                percent_off: sale.percent_off,
                unit_amount_cents: salePriceCents(item.unit_amount_cents, sale.percent_off),
                ends_at: sale.ends_at.toISOString(),
              },
            }
          : item;
      }),
  };
}

export interface CatalogStore {
  /** Every product, retired ones included, in listing order. */
  products(): Promise<Product[]>;
  /** Forgets the kept copy (this instance's own writes, before their notification arrives). */
  invalidate(): void;
}

export function createCatalogStore(deps: Pick<Deps, 'database' | 'logger'>, hub?: LiveHub): CatalogStore {
  let generation = 0;
  let kept: { generation: number; products: Promise<Product[]> } | undefined;
  let watching: Promise<boolean> | undefined;
  const invalidate = () => {
    generation++;
    kept = undefined;
  };
  hub?.onState(invalidate);
  const watch = () => {
    if (!hub) return Promise.resolve(false);
    watching ??= hub.subscribe(['catalog'], invalidate).then(
      () => true,
      (err: unknown) => {
        deps.logger.warn({ err }, 'live notifications unavailable; the catalog is read on every use');
        watching = undefined;
        return false;
      },
    );
    return watching;
  };
  return {
    async products() {
      if (!(await watch()) || !hub?.isLive()) return readProducts(deps.database.db);
      if (kept?.generation !== generation) {
        const at = generation;
        const products = readProducts(deps.database.db);
        kept = { generation: at, products };
        products.catch(() => {
          if (kept?.products === products) kept = undefined;
        });
      }
      return kept.products;
    },
    invalidate,
  };
}
