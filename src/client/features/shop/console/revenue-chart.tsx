/**
 * Gross and net per bucket as bars around a zero line, drawn as our own SVG (no chart library for
 * one picture). It is an image with a short name: the table beside it holds the same figures as
 * text, so screen readers read those rather than bars.
 */
import type { RevenueRow } from '@shared/shop/console/revenue';

const HEIGHT = 160;
const SLOT = 12;
const BAR = 4.5;

export function RevenueChart({ rows, label }: { rows: readonly RevenueRow[]; label: string }) {
  const top = Math.max(1, ...rows.map((r) => Math.max(r.gross_cents, r.net_cents)));
  const bottom = Math.min(0, ...rows.map((r) => r.net_cents));
  const scale = HEIGHT / (top - bottom);
  const zero = top * scale;
  const width = Math.max(rows.length * SLOT, SLOT);
  const bar = (x: number, cents: number, className: string) => {
    const size = Math.abs(cents) * scale;
    return <rect x={x} y={cents >= 0 ? zero - size : zero} width={BAR} height={size} className={className} />;
  };
  return (
    <figure className="space-y-2">
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="h-40 w-full rounded-xl border border-border bg-surface-2/60"
      >
        {rows.map((row, i) => (
          <g key={row.period}>
            {bar(i * SLOT + 1, row.gross_cents, 'fill-primary')}
            {bar(i * SLOT + 1 + BAR, row.net_cents, row.net_cents >= 0 ? 'fill-emerald-400' : 'fill-red-400')}
          </g>
        ))}
        <line x1={0} x2={width} y1={zero} y2={zero} className="stroke-muted" strokeWidth={0.5} />
      </svg>
      <figcaption className="flex flex-wrap gap-4 text-xs text-muted">
        <span className="flex items-center gap-1.5">
          <span className="inline-block h-2.5 w-2.5 rounded-sm bg-primary" aria-hidden="true" /> Gross
        </span>
        <span className="flex items-center gap-1.5">
          <span className="inline-block h-2.5 w-2.5 rounded-sm bg-emerald-400" aria-hidden="true" /> Net (red
          below zero)
        </span>
      </figcaption>
    </figure>
  );
}
