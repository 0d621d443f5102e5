/**
 * Where a Lighthouse run's blocking time comes from, read off its `long-tasks` audit: the
 * simulated main-thread tasks (Lantern multiplies each observed task by the CPU slowdown, 4,
 * or half that for a task that lays out), each attributed to a URL.
 *
 * Each task's blocking part is Lighthouse's own (`calculateTbtImpactForEvent`): the task is
 * clipped to the window from first contentful paint to time to interactive, and what it holds
 * the main thread beyond 50 ms in that window counts. Lighthouse's figure averages two
 * simulations and this list comes from one of them, so the sum is close to it, not equal.
 *
 * Three kinds of source, because they call for different fixes:
 * - the browser's navigation commit, which Chromium runs before the page's HTML is parsed
 *   (window and script context set-up) and Lighthouse lists as "Unattributable";
 * - the document itself: HTML parsing, style, layout and paint of the page's markup;
 * - each script, by its path.
 */
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js'

/** One item of Lighthouse's `long-tasks` audit (times in ms from navigation start). */
export interface LongTask {
  url: string
  startTime: number
  duration: number
}

export interface BlockingSource {
  source: string
  blockingMs: number
}

export const commitSource = 'navigation commit (browser)'
export const documentSource = 'document (parse, style, layout, paint)'

/** The blocking time of one task within the window from FCP to TTI. */
export function blockingMsOf(task: LongTask, fcpMs: number, ttiMs: number): number {
  const event = { start: task.startTime, end: task.startTime + task.duration, duration: task.duration }
  return Lantern.Metrics.TBTUtils.calculateTbtImpactForEvent(event, fcpMs, ttiMs)
}

function sourceOf(url: string, documentUrl: string): string {
  if (url === 'Unattributable' || url === '') return commitSource
  if (url === documentUrl) return documentSource
  try {
    return new URL(url).pathname
  } catch {
    return url
  }
}

/** Blocking time per source, largest first; sources that block for less than 1 ms are left out. */
export function blockingBySource(tasks: LongTask[], fcpMs: number, ttiMs: number, documentUrl: string): BlockingSource[] {
  const totals = new Map<string, number>()
  for (const task of tasks) {
    const blockingMs = blockingMsOf(task, fcpMs, ttiMs)
    if (blockingMs <= 0) continue
    const source = sourceOf(task.url, documentUrl)
    totals.set(source, (totals.get(source) ?? 0) + blockingMs)
  }
  return [...totals]
    .map(([source, blockingMs]) => ({ source, blockingMs }))
    .filter((entry) => entry.blockingMs >= 1)
    .sort((a, b) => b.blockingMs - a.blockingMs)
}

/** One line for the report: `navigation commit (browser) 27 ms, document (…) 25 ms`. */
export function describeBlocking(sources: BlockingSource[]): string {
  if (sources.length === 0) return 'none'
  return sources.map(({ source, blockingMs }) => `${source} ${Math.round(blockingMs)} ms`).join(', ')
}
