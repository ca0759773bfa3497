/** Small numeric helpers shared by the benchmarks. */

/** Nearest-rank percentile of values sorted ascending. */
export const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] : Number.NaN);

export const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

export const kb = (bytes: number) => round(bytes / 1024, 1);

export const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
