// The benchmarks' statistics: nearest-rank percentiles of a list of numbers, which is left as it is.

/** The value under which `p` percent of `values` lie (nearest rank: always one of the values). */
export function percentile(values, p) {
  const sorted = values.toSorted((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]
}

/** The middle value (the upper one of an even count). */
export const median = (values) => percentile(values, 50)
