/**
 * A page's figures over several Lighthouse runs, each figure the median of its own values.
 *
 * Lighthouse's own median run (`computeMedianRun`) is the run nearest the median first paint
 * and time to interactive: a representative report, but its blocking time is whatever that run
 * read. On this class of machine one run in five can block for 85 ms where the other four read
 * 1-14 ms, and the run Lighthouse picked was that one. Judged against a target, each figure is
 * its own median, so one disturbed run moves none of them.
 */

/** The median of `values` (the mean of the middle two when their number is even). */
export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** `representative` with each of `keys` replaced by its median over `runs`. */
export function medianFigures<Run, Key extends keyof Run>(runs: Run[], representative: Run, keys: readonly Key[]): Run {
  const figures = { ...representative }
  for (const key of keys) figures[key] = median(runs.map((run) => Number(run[key]))) as Run[Key]
  return figures
}
