import {
  codeCreateSchema,
  codeFieldsSchema,
  type StaffCodeResponse,
  type StaffCodesResponse,
  type StaffSaleResponse,
  type StaffSalesResponse,
  saleFieldsSchema,
} from '../../../../shared/shop/console/discounts';
import { shopConsoleEndpoints as rows } from '../../../../shared/shop/console/endpoints';
import { endpointRoutes } from '../../../lib/endpoint-routes';
import { pathId } from '../../../lib/errors';
import { requireAdmin } from '../../auth';
import type { ShopContext } from '../purchase-steps';
import type { ShopAuditFor } from './audit';
import {
  createCode,
  createSale,
  deleteSale,
  listCodes,
  listSales,
  updateCode,
  updateSale,
} from './discounts';

const ADMINS_ONLY = 'Only admins can change sales and codes.';

export function salesConsoleRoutes(shop: ShopContext, auditFor: ShopAuditFor) {
  const { db } = shop.deps.database;
  return endpointRoutes('/staff/sales')
    .on(rows.sales, async (c) => {
      requireAdmin(c, ADMINS_ONLY);
      return c.json({ sales: await listSales(db) } satisfies StaffSalesResponse);
    })
    .on(rows.createSale, { body: saleFieldsSchema }, async (c, request) => {
      const actor = requireAdmin(c, ADMINS_ONLY);
      const sale = await createSale(shop, auditFor(actor), await request.body());
      return c.json({ sale } satisfies StaffSaleResponse, 201);
    })
    .on(rows.updateSale, { body: saleFieldsSchema }, async (c, request) => {
      const actor = requireAdmin(c, ADMINS_ONLY);
      const sale = await updateSale(
        shop,
        auditFor(actor),
        pathId(c.req.param('id'), 'No such sale.'),
        await request.body(),
      );
      return c.json({ sale } satisfies StaffSaleResponse);
    })
    .on(rows.deleteSale, async (c) => {
      const actor = requireAdmin(c, ADMINS_ONLY);
      const sale = await deleteSale(shop, auditFor(actor), pathId(c.req.param('id'), 'No such sale.'));
      return c.json({ sale } satisfies StaffSaleResponse);
    }).routes;
}

export function codesConsoleRoutes(shop: ShopContext, auditFor: ShopAuditFor) {
  const { db } = shop.deps.database;
  return endpointRoutes('/staff/codes')
    .on(rows.codes, async (c) => {
      requireAdmin(c, ADMINS_ONLY);
      return c.json({ codes: await listCodes(db, shop.deps.now()) } satisfies StaffCodesResponse);
    })
    .on(rows.createCode, { body: codeCreateSchema }, async (c, request) => {
      const actor = requireAdmin(c, ADMINS_ONLY);
      const code = await createCode(shop, auditFor(actor), await request.body());
      return c.json({ code } satisfies StaffCodeResponse, 201);
    })
    .on(rows.updateCode, { body: codeFieldsSchema }, async (c, request) => {
      const actor = requireAdmin(c, ADMINS_ONLY);
      const code = await updateCode(
        shop,
        auditFor(actor),
        pathId(c.req.param('id'), 'No such code.'),
        await request.body(),
      );
      return c.json({ code } satisfies StaffCodeResponse);
    }).routes;
}
