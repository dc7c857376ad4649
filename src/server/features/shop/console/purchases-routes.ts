/**
 * /api/staff/purchases: search and read purchases (staff), refund one through Stripe (admins). The
 * console never writes a refund's effects: they come back through the payment webhook.
 */
import type Stripe from 'stripe';
import { UUID_PATTERN } from '../../../../shared/ids';
import { shopConsoleEndpoints as rows } from '../../../../shared/shop/console/endpoints';
import {
  purchaseSearchSchema,
  refundRequestSchema,
  type StaffPurchaseDetailResponse,
  type StaffPurchasesResponse,
  type StaffRefundResponse,
} from '../../../../shared/shop/console/purchases';
import { endpointRoutes } from '../../../lib/endpoint-routes';
import { notFound } from '../../../lib/errors';
import { requireAdmin, requireStaff } from '../../auth';
import type { ShopContext } from '../purchase-steps';
import { requestRefund } from '../refunds';
import type { ShopAuditFor } from './audit';
import { purchaseDetail, searchPurchases } from './purchases';

const STAFF_ONLY = 'The staff console is for staff members.';

const purchaseId = (raw: string) => {
  const id = raw.toLowerCase();
  if (!UUID_PATTERN.test(id)) throw notFound('No such purchase.');
  return id;
};

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
    }).routes;
}
