/**
 * The catalog the first paint of the pages that show prices draws (the shop's and the wiki's), under
 * the query key the browser reads it by.
 */
import { CATALOG_QUERY_KEY } from '../../../shared/shop/catalog-api';
import type { PageData } from '../../../shared/site/page-data';
import { type CatalogStore, catalogOnSale } from './catalog-store';
import type { ShopContext } from './purchase-steps';

const CATALOG_PAGES = new Set(['/shop', '/ranks', '/wiki']);

export async function shopFirstPaintData(
  ctx: { catalog: CatalogStore; deps: ShopContext['deps'] },
  routePath: string,
): Promise<PageData> {
  if (!CATALOG_PAGES.has(routePath)) return [];
  return [{ queryKey: CATALOG_QUERY_KEY, data: await catalogOnSale(ctx) }];
}
