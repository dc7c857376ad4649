/**
 * The geometry of a player's rating chart, drawn as plain SVG (no chart library): one point per
 * rating, evenly spaced by match, the rating axis padded around the lowest and highest values and
 * rounded to tens so the labels read well.
 */

export interface ChartBox {
  width: number;
  height: number;
  /** Room left for the axis labels and around the line. */
  padLeft: number;
  padRight: number;
  padTop: number;
  padBottom: number;
}

export interface ChartGeometry {
  /** The `points` attribute of the line's polyline. */
  line: string;
  /** Each point's position, in order. */
  dots: { x: number; y: number }[];
  /** The rating axis: its lowest and highest labels, and where they sit. */
  min: number;
  max: number;
  yOf: (rating: number) => number;
}

const round = (n: number) => Math.round(n * 10) / 10;

export function chartGeometry(ratings: readonly number[], box: ChartBox): ChartGeometry {
  const low = Math.min(...ratings);
  const high = Math.max(...ratings);
  const min = Math.floor((low - 10) / 10) * 10;
  const max = Math.ceil((high + 10) / 10) * 10;
  const innerWidth = box.width - box.padLeft - box.padRight;
  const innerHeight = box.height - box.padTop - box.padBottom;
  const yOf = (rating: number) => round(box.padTop + ((max - rating) / (max - min)) * innerHeight);
  const step = ratings.length > 1 ? innerWidth / (ratings.length - 1) : 0;
  const dots = ratings.map((rating, i) => ({
    x: round(ratings.length > 1 ? box.padLeft + i * step : box.padLeft + innerWidth / 2),
    y: yOf(rating),
  }));
  return { line: dots.map((d) => `${d.x},${d.y}`).join(' '), dots, min, max, yOf };
}
