/** The revenue tab's read and the addresses of its CSV downloads (plain links: the browser saves them). */
import { shopConsoleEndpoints as rows } from '@shared/shop/console/endpoints';
import type { RevenueBucket, RevenueExport } from '@shared/shop/console/revenue';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { shopConsoleKeys } from './query-keys';

export const revenueQuery = (from: string, to: string, by: RevenueBucket) =>
  queryOptions({
    queryKey: shopConsoleKeys.revenue(from, to, by),
    queryFn: () => api(rows.revenue, { query: { from, to, by } }),
    placeholderData: keepPreviousData,
  });

const EXPORT_ROWS = { purchases: rows.purchasesCsv, ledger: rows.ledgerCsv, payouts: rows.payoutsCsv };

export const exportHref = (kind: RevenueExport, from: string, to: string) =>
  `/api${EXPORT_ROWS[kind].path}?${new URLSearchParams({ from, to })}`;
