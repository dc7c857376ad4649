/**
 * /api/staff/purchases: search and read purchases (staff), refund one through Stripe (admins), grant
 * a product without payment and revoke a grant (staff). The console never writes a refund's
 * effects: they come back through the payment webhook; a grant's are reconciled from its fact.
 */
import type Stripe from 'stripe';
import { shopConsoleEndpoints as rows } from '../../../../shared/shop/console/endpoints';
import {
  grantRequestSchema,
  purchaseSearchSchema,
  refundRequestSchema,
  revokeGrantRequestSchema,
  type StaffGrantResponse,
  type StaffPurchaseDetailResponse,
  type StaffPurchasesResponse,
  type StaffRefundResponse,
} from '../../../../shared/shop/console/purchases';
import { endpointRoutes } from '../../../lib/endpoint-routes';
import { notFound, pathId } from '../../../lib/errors';
import { requireAdmin, requireStaff } from '../../auth';
import type { ShopContext } from '../purchase-steps';
import { requestRefund } from '../refunds';
import type { ShopAuditFor } from './audit';
import { grantProduct, revokeGrant } from './grants';
import { purchaseDetail, searchPurchases } from './purchases';

const STAFF_ONLY = 'The staff console is for staff members.';

const purchaseId = (raw: string) => pathId(raw, 'No such purchase.');

/**
 * Built on the app's shop context and Stripe client, the ones checkout and the webhook use;
 * `auditFor` is the staff console's audit writer, given by the app.
 */
export function purchasesConsoleRoutes(shop: ShopContext, stripe: Stripe | null, auditFor: ShopAuditFor) {
  const { db } = shop.deps.database;
  return endpointRoutes('/staff/purchases')
    .on(rows.purchases, { query: purchaseSearchSchema }, async (c, request) => {
      requireStaff(c, STAFF_ONLY);
      const query = request.query();
      return c.json({ purchases: await searchPurchases(db, query) } satisfies StaffPurchasesResponse);
    })
    .on(rows.purchase, async (c) => {
      requireStaff(c, STAFF_ONLY);
      const detail = await purchaseDetail(db, purchaseId(c.req.param('id')), stripe);
      if (!detail) throw notFound('No such purchase.');
      return c.json(detail satisfies StaffPurchaseDetailResponse);
    })
    .on(rows.refund, { body: refundRequestSchema }, async (c, request) => {
      const actor = requireAdmin(c, 'Only admins can refund purchases.');
      const id = purchaseId(c.req.param('id'));
      const input = await request.body();
      const refund = await requestRefund(
        shop,
        stripe,
        {
          purchaseId: id,
          amountCents: input.amount_cents,
          seenRefundedCents: input.refunded_cents,
          requestedBy: actor.id,
        },
        (tx, result, state) =>
          auditFor(actor)(tx, {
            action: 'purchase.refund',
            targetType: 'purchase',
            targetId: id,
            before: { refunded_cents: state.refundedCents, refundable_cents: state.refundableCents },
            after: {
              amount_cents: result.amount_cents,
              refund_id: result.id,
              refund_status: result.status,
              demo: result.demo,
            },
          }),
      );
      return c.json({ refund } satisfies StaffRefundResponse, refund.replayed ? 200 : 201);
    })
    .on(rows.grant, { body: grantRequestSchema }, async (c, request) => {
      const actor = requireStaff(c, STAFF_ONLY);
      const { purchase, replayed } = await grantProduct(shop, auditFor(actor), actor, await request.body());
      return c.json({ purchase } satisfies StaffGrantResponse, replayed ? 200 : 201);
    })
    .on(rows.revokeGrant, { body: revokeGrantRequestSchema }, async (c, request) => {
      const actor = requireStaff(c, STAFF_ONLY);
      const id = purchaseId(c.req.param('id'));
      const { reason } = await request.body();
      const purchase = await revokeGrant(shop, auditFor(actor), actor, id, reason);
      return c.json({ purchase } satisfies StaffGrantResponse);
    }).routes;
}
