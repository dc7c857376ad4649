/**
 * The revenue tab (admins): a UTC date range and day/month buckets, the chart and the table of
 * gross, refunds, disputes, tax, leader shares, payouts and net, and the three CSV downloads for
 * the same range. The range is checked with the server's own schema before it is asked for.
 */

import { formatUsd } from '@shared/shop/catalog';
import {
  REVENUE_EXPORTS,
  type RevenueBucket,
  type RevenueRow,
  type RevenueTotals,
  revenueQuerySchema,
} from '@shared/shop/console/revenue';
import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { exportHref, revenueQuery } from './revenue-api';
import { RevenueChart } from './revenue-chart';

const COLUMNS: { key: keyof RevenueTotals; label: string }[] = [
  { key: 'gross_cents', label: 'Gross' },
  { key: 'refunds_cents', label: 'Refunds' },
  { key: 'disputes_cents', label: 'Disputes' },
  { key: 'tax_cents', label: 'Tax' },
  { key: 'leader_shares_cents', label: 'Leader shares' },
  { key: 'payouts_cents', label: 'Payouts' },
  { key: 'net_cents', label: 'Net' },
];

const EXPORT_LABELS = { purchases: 'Purchases', ledger: 'Ledger rows', payouts: 'Payouts' } as const;

const BUCKET_OPTIONS = [
  { value: 'day', label: 'By day' },
  { value: 'month', label: 'By month' },
];

const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/** The last 30 days, today included, in UTC. */
function defaultRange() {
  const today = new Date();
  const from = new Date(today);
  from.setUTCDate(from.getUTCDate() - 29);
  return { from: utcDay(from), to: utcDay(today) };
}

function periodLabel(period: string, by: RevenueBucket) {
  return by === 'month' ? period.slice(0, 7) : period;
}

function RevenueTable({
  rows,
  totals,
  by,
  caption,
}: {
  rows: readonly RevenueRow[];
  totals: RevenueTotals;
  by: RevenueBucket;
  caption: string;
}) {
  return (
    <section
      // Focusable so keyboard users can scroll the table sideways on narrow screens.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      aria-label={caption}
      className="max-h-[28rem] overflow-auto rounded-xl border border-border"
    >
      <table className="w-full min-w-[44rem] text-right text-sm tabular-nums">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-surface-2 text-xs uppercase tracking-wider text-muted">
          <tr>
            <th scope="col" className="whitespace-nowrap px-3 py-2 text-left">
              {by === 'month' ? 'Month (UTC)' : 'Day (UTC)'}
            </th>
            {COLUMNS.map((c) => (
              <th key={c.key} scope="col" className="px-3 py-2">
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.period} className="border-t border-border">
              <th scope="row" className="whitespace-nowrap px-3 py-1.5 text-left font-medium text-fg">
                {periodLabel(row.period, by)}
              </th>
              {COLUMNS.map((c) => (
                <td key={c.key} className="px-3 py-1.5">
                  {formatUsd(row[c.key])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-border font-bold text-fg">
            <th scope="row" className="px-3 py-2 text-left">
              Total
            </th>
            {COLUMNS.map((c) => (
              <td key={c.key} className="px-3 py-2">
                {formatUsd(totals[c.key])}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </section>
  );
}

export default function RevenuePanel() {
  const [range, setRange] = useState(defaultRange);
  const [by, setBy] = useState<RevenueBucket>('day');
  const checked = revenueQuerySchema.safeParse({ ...range, by });
  const errors = checked.success ? {} : checked.error.flatten().fieldErrors;
  const valid = checked.success ? checked.data : null;
  const query = useQuery({
    ...revenueQuery(valid?.from ?? '', valid?.to ?? '', valid?.by ?? 'day'),
    enabled: valid !== null,
  });
  const report = query.data;
  const caption = report
    ? `Revenue by ${report.by} from ${report.from} to ${report.to}, UTC`
    : 'Revenue, UTC';

  return (
    <div className="space-y-4">
      <Card className="space-y-4">
        <div>
          <h2 className="text-lg font-bold text-fg">Revenue</h2>
          <p className="mt-1 text-sm text-muted">
            Money as it moved, by UTC day or month: payments, refunds, disputes (given back when won), tax
            (less what refunds gave back), gym leaders' shares and payouts. Net is gross less refunds,
            disputes, tax and leader shares; payouts settle shares already counted.
          </p>
        </div>
        <div className="grid gap-3 sm:grid-cols-3">
          <Field id="revenue-from" label="From (UTC)" error={errors.from?.[0]}>
            <Input
              id="revenue-from"
              type="date"
              value={range.from}
              aria-invalid={errors.from ? true : undefined}
              onChange={(e) => setRange((r) => ({ ...r, from: e.target.value }))}
            />
          </Field>
          <Field id="revenue-to" label="To (UTC, included)" error={errors.to?.[0]}>
            <Input
              id="revenue-to"
              type="date"
              value={range.to}
              aria-invalid={errors.to ? true : undefined}
              onChange={(e) => setRange((r) => ({ ...r, to: e.target.value }))}
            />
          </Field>
          <Field id="revenue-by" label="Group">
            <Select
              id="revenue-by"
              value={by}
              options={BUCKET_OPTIONS}
              onChange={(e) => setBy(e.target.value as RevenueBucket)}
            />
          </Field>
        </div>
        {valid && (
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-sm text-muted">CSV for this range:</span>
            {REVENUE_EXPORTS.map((kind) => (
              <a
                key={kind}
                href={exportHref(kind, valid.from, valid.to)}
                download
                className={buttonClass('secondary', 'sm')}
              >
                <Download className="mr-1.5 h-4 w-4" aria-hidden="true" />
                {EXPORT_LABELS[kind]}
              </a>
            ))}
          </div>
        )}
      </Card>
      {query.isError && (
        <p role="alert" className="text-sm text-danger">
          {query.error.message}
        </p>
      )}
      {valid && !report && query.isPending && <Spinner label="Loading revenue…" />}
      {report && (
        <Card className="space-y-4">
          <RevenueChart
            rows={report.rows}
            label={`Chart of gross and net ${caption}; the table lists the figures.`}
          />
          <RevenueTable rows={report.rows} totals={report.totals} by={report.by} caption={caption} />
        </Card>
      )}
    </div>
  );
}
