import {
  deliveriesQuerySchema,
  type StaffDeliveriesResponse,
  type StaffDeliveryResponse,
} from '../../../../shared/shop/console/deliveries';
import { shopConsoleEndpoints as rows } from '../../../../shared/shop/console/endpoints';
import type { Deps } from '../../../context';
import { endpointRoutes } from '../../../lib/endpoint-routes';
import { pathId } from '../../../lib/errors';
import { requireStaff } from '../../auth';
import type { ShopAuditFor } from './audit';
import { cancelDelivery, listDeliveries, retryDelivery } from './deliveries';

const STAFF_ONLY = 'The staff console is for staff members.';

const deliveryId = (raw: string) => pathId(raw, 'No delivery has this id.');

/** `auditFor` is the staff console's audit writer, given by the app. */
export function deliveriesConsoleRoutes(deps: Deps, auditFor: ShopAuditFor) {
  const { db } = deps.database;
  return endpointRoutes('/staff/deliveries')
    .on(rows.deliveries, { query: deliveriesQuerySchema }, async (c, request) => {
      requireStaff(c, STAFF_ONLY);
      const { state } = request.query();
      return c.json({ deliveries: await listDeliveries(db, state) } satisfies StaffDeliveriesResponse);
    })
    .on(rows.retryDelivery, async (c) => {
      const actor = requireStaff(c, STAFF_ONLY);
      const id = deliveryId(c.req.param('id'));
      const delivery = await retryDelivery(db, auditFor(actor), id, deps.now());
      return c.json({ delivery } satisfies StaffDeliveryResponse);
    })
    .on(rows.cancelDelivery, async (c) => {
      const actor = requireStaff(c, STAFF_ONLY);
      const id = deliveryId(c.req.param('id'));
      const delivery = await cancelDelivery(db, actor.discord_username, auditFor(actor), id);
      return c.json({ delivery } satisfies StaffDeliveryResponse);
    }).routes;
}
