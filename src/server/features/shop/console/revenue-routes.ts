/**
 * /api/staff/shop: the owner's revenue report and its CSV exports. Admins only: money reports are
 * the owner's, like refunds (decision 024); staff without admin get 403.
 */
import { shopConsoleEndpoints as rows } from '../../../../shared/shop/console/endpoints';
import {
  exportQuerySchema,
  type RevenueExport,
  type RevenueResponse,
  revenueQuerySchema,
} from '../../../../shared/shop/console/revenue';
import type { Deps } from '../../../context';
import { contentDisposition } from '../../../lib/content-disposition';
import { endpointRoutes } from '../../../lib/endpoint-routes';
import { requireAdmin } from '../../auth';
import { revenueReport } from './revenue';
import { revenueExport } from './revenue-exports';

const ADMINS_ONLY = 'Only admins can read revenue.';

export function revenueConsoleRoutes(deps: Deps) {
  const { db } = deps.database;
  const download = async (kind: RevenueExport, range: { from: string; to: string }) => {
    const { csv, fileName } = await revenueExport(db, kind, range);
    return new Response(csv, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': contentDisposition('attachment', fileName),
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  };
  return endpointRoutes('/staff/shop')
    .on(rows.revenue, { query: revenueQuerySchema }, async (c, request) => {
      requireAdmin(c, ADMINS_ONLY);
      return c.json((await revenueReport(db, request.query())) satisfies RevenueResponse);
    })
    .on(rows.purchasesCsv, { query: exportQuerySchema }, async (c, request) => {
      requireAdmin(c, ADMINS_ONLY);
      return download('purchases', request.query());
    })
    .on(rows.ledgerCsv, { query: exportQuerySchema }, async (c, request) => {
      requireAdmin(c, ADMINS_ONLY);
      return download('ledger', request.query());
    })
    .on(rows.payoutsCsv, { query: exportQuerySchema }, async (c, request) => {
      requireAdmin(c, ADMINS_ONLY);
      return download('payouts', request.query());
    }).routes;
}
