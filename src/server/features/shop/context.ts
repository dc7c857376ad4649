import type { Deps } from '../../context';
import type { LiveHub } from '../live';
import { createCatalogStore } from './catalog-store';
import type { ShopContext } from './purchase-steps';

/** The shop's dependencies: the app's, plus the catalog read from the database (kept between changes). */
export function createShopContext(deps: Deps, live?: LiveHub): ShopContext {
  return { deps, catalog: createCatalogStore(deps, live) };
}
