import { chartGeometry } from '@shared/players/chart';
import type { ProfileRatingPoint } from '@shared/players/profile';

const BOX = { width: 640, height: 220, padLeft: 48, padRight: 12, padTop: 12, padBottom: 12 };

/** The rating after each match, as a line (plain SVG, scaled to its column). */
export function RatingChart({ points, name }: { points: ProfileRatingPoint[]; name: string }) {
  const ratings = points.map((p) => p.rating);
  const chart = chartGeometry(ratings, BOX);
  const first = ratings[0];
  const last = ratings.at(-1);
  const label = `${name}'s rating over their last ${points.length - 1} rated matches: from ${first} to ${last}, between ${Math.min(...ratings)} and ${Math.max(...ratings)}.`;
  const mid = Math.round((chart.min + chart.max) / 20) * 10;
  return (
    <svg
      viewBox={`0 0 ${BOX.width} ${BOX.height}`}
      role="img"
      aria-label={label}
      className="h-auto w-full"
      data-testid="rating-chart"
    >
      {[chart.max, mid, chart.min].map((value) => (
        <g key={value}>
          <line
            x1={BOX.padLeft}
            x2={BOX.width - BOX.padRight}
            y1={chart.yOf(value)}
            y2={chart.yOf(value)}
            className="stroke-border"
            strokeDasharray="4 4"
          />
          <text
            x={BOX.padLeft - 8}
            y={chart.yOf(value)}
            textAnchor="end"
            dominantBaseline="middle"
            className="fill-muted text-[12px]"
          >
            {value}
          </text>
        </g>
      ))}
      <polyline
        points={chart.line}
        fill="none"
        className="stroke-primary"
        strokeWidth={2.5}
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      {chart.dots.length <= 60 &&
        chart.dots.map((dot, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the points are a fixed series in match order
          <circle key={i} cx={dot.x} cy={dot.y} r={3} className="fill-primary" />
        ))}
    </svg>
  );
}
