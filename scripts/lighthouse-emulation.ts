/**
 * `npm run lighthouse -- --as-index=N`: an estimate of the scores a machine of Lighthouse benchmark
 * index N would get, made on this one. Lighthouse's mobile settings simulate the load with the CPU
 * work it observed multiplied by 4, whatever the machine; a machine twice as fast as another
 * observes half the work and so scores better. Scaling the multiplier by this machine's index over
 * N cancels that out, to the extent that the benchmark stands for the page's work: it is an
 * emulation, not a measurement on such a machine.
 */

/** Lighthouse's default mobile CPU slowdown (`throttling.cpuSlowdownMultiplier`). */
export const LIGHTHOUSE_CPU_SLOWDOWN = 4;

/** The CPU slowdown that makes a machine of `measuredIndex` stand for one of `asIndex`. */
export function cpuSlowdownFor(measuredIndex: number, asIndex: number): number {
  if (!(measuredIndex > 0) || !(asIndex > 0)) {
    throw new Error(`benchmark indexes must be positive (measured ${measuredIndex}, wanted ${asIndex})`);
  }
  return Math.round(((LIGHTHOUSE_CPU_SLOWDOWN * measuredIndex) / asIndex) * 100) / 100;
}

/** The benchmark index a run actually stood for: its own measured index under the slowdown it used. */
export function emulatedIndex(measuredIndex: number, cpuSlowdown: number): number {
  return Math.round((LIGHTHOUSE_CPU_SLOWDOWN * measuredIndex) / cpuSlowdown);
}

/**
 * How far a run may have stood from the emulated index and still count: ±15%. Each run's slowdown is
 * set from the runs before it, and on this machine the index Lighthouse measures moves between
 * consecutive runs even when idle (1,800-2,900 within minutes on 28 Nov), so a run that missed by
 * more is measured again rather than counted for an index it did not stand for.
 */
export const EMULATION_TOLERANCE = 0.15;

/** Whether a run that measured `measuredIndex` under `cpuSlowdown` stood for about `asIndex`. */
export function stoodFor(measuredIndex: number, cpuSlowdown: number, asIndex: number): boolean {
  const ratio = emulatedIndex(measuredIndex, cpuSlowdown) / asIndex;
  return ratio >= 1 - EMULATION_TOLERANCE && ratio <= 1 + EMULATION_TOLERANCE;
}

/**
 * This machine's speed as the latest few runs measured it. Each Lighthouse run measures the index
 * before it loads the page, unthrottled, but its slowdown must be chosen before it starts: a run's
 * slowdown therefore comes from the runs just before it (and a calibration run before the first).
 * The median of three keeps one disturbed measurement from setting it; recent runs follow the
 * load of a shared machine as it changes.
 */
export class RecentBenchmarkIndex {
  private readonly recent: number[] = [];

  constructor(private readonly size = 3) {}

  add(index: number): void {
    this.recent.push(index);
    if (this.recent.length > this.size) this.recent.shift();
  }

  /** The median of the latest measurements (the mean of the middle two when they are even). */
  current(): number | undefined {
    if (this.recent.length === 0) return undefined;
    const sorted = [...this.recent].sort((a, b) => a - b);
    const middle = sorted.length / 2;
    return Number.isInteger(middle)
      ? Math.round((sorted[middle - 1]! + sorted[middle]!) / 2)
      : sorted[Math.floor(middle)]!;
  }
}
