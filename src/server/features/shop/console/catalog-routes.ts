/**
 * /api/staff/catalog: the store's catalog, for admins only (staff without admin get 403). Roles are
 * checked before input is read; every write is audited and reaches /shop live.
 */

import {
  commandPreviewSchema,
  productCreateSchema,
  productFieldsSchema,
  type StaffProductResponse,
  type StaffProductsResponse,
} from '../../../../shared/shop/console/catalog';
import { shopConsoleEndpoints as rows } from '../../../../shared/shop/console/endpoints';
import { endpointRoutes } from '../../../lib/endpoint-routes';
import { requireAdmin } from '../../auth';
import type { ShopContext } from '../purchase-steps';
import type { ShopAuditFor } from './audit';
import { createProduct, listProducts, previewCommands, retireProduct, updateProduct } from './catalog';

const ADMINS_ONLY = 'Only admins can change the catalog.';

export function catalogConsoleRoutes(shop: ShopContext, auditFor: ShopAuditFor) {
  const { db } = shop.deps.database;
  return endpointRoutes('/staff/catalog')
    .on(rows.products, async (c) => {
      requireAdmin(c, ADMINS_ONLY);
      return c.json({ products: await listProducts(db) } satisfies StaffProductsResponse);
    })
    .on(rows.createProduct, { body: productCreateSchema }, async (c, request) => {
      const actor = requireAdmin(c, ADMINS_ONLY);
      const product = await createProduct(shop, auditFor(actor), await request.body());
      return c.json({ product } satisfies StaffProductResponse, 201);
    })
    .on(rows.updateProduct, { body: productFieldsSchema }, async (c, request) => {
      const actor = requireAdmin(c, ADMINS_ONLY);
      const product = await updateProduct(shop, auditFor(actor), c.req.param('id'), await request.body());
      return c.json({ product } satisfies StaffProductResponse);
    })
    .on(rows.retireProduct, async (c) => {
      const actor = requireAdmin(c, ADMINS_ONLY);
      const product = await retireProduct(shop, auditFor(actor), c.req.param('id'));
      return c.json({ product } satisfies StaffProductResponse);
    })
    .on(rows.previewCommands, { body: commandPreviewSchema }, async (c, request) => {
      requireAdmin(c, ADMINS_ONLY);
      return c.json(await previewCommands(db, c.req.param('id'), await request.body()));
    }).routes;
}
