/**
 * /api/staff/shop/settings: the store settings as dated series, for admins only (staff without
 * admin get 403). Roles are checked before input is read; every change is audited.
 */
import { shopConsoleEndpoints as rows } from '../../../../shared/shop/console/endpoints';
import {
  type StoreSettingsResponse,
  storeSettingChangeSchema,
} from '../../../../shared/shop/console/settings';
import { endpointRoutes } from '../../../lib/endpoint-routes';
import { requireAdmin } from '../../auth';
import type { ShopContext } from '../purchase-steps';
import type { ShopAuditFor } from './audit';
import { changeStoreSetting, listStoreSettings } from './store-settings';

const ADMINS_ONLY = 'Only admins can change the store settings.';

export function storeSettingsConsoleRoutes(shop: ShopContext, auditFor: ShopAuditFor) {
  const { db } = shop.deps.database;
  return endpointRoutes('/staff/shop/settings')
    .on(rows.storeSettings, async (c) => {
      requireAdmin(c, ADMINS_ONLY);
      const settings = await listStoreSettings(db, shop.deps.now());
      return c.json({ settings } satisfies StoreSettingsResponse);
    })
    .on(rows.changeStoreSetting, { body: storeSettingChangeSchema }, async (c, request) => {
      const actor = requireAdmin(c, ADMINS_ONLY);
      const change = await request.body();
      const settings = await changeStoreSetting(shop, auditFor(actor), actor.discord_username, change);
      return c.json({ settings } satisfies StoreSettingsResponse, 201);
    }).routes;
}
