/**
 * The figures `npm run bench:speed` reads from Lighthouse's JSON report (its public
 * `categories` and `audits` fields only), their medians over a route's runs, and the issue's
 * targets: each page held against its own no-JavaScript twin.
 */

/** The part of a Lighthouse JSON report this bench reads. */
export interface LighthouseReport {
  runtimeError?: { code: string; message: string }
  categories: Record<string, { score: number | null } | undefined>
  audits: Record<string, { numericValue?: number; details?: { items?: unknown[] } } | undefined>
}

export interface Figures {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
}

export const figureKeys = ['performance', 'accessibility', 'bestPractices', 'seo', 'fcpMs', 'lcpMs', 'tbtMs', 'cls'] as const satisfies ReadonlyArray<
  keyof Figures
>

const score = (report: LighthouseReport, id: string) => report.categories[id]?.score ?? Number.NaN
const numeric = (report: LighthouseReport, id: string) => report.audits[id]?.numericValue ?? Number.NaN

export function figuresOf(report: LighthouseReport): Figures {
  if (report.runtimeError) throw new Error(`Lighthouse could not measure the page: ${report.runtimeError.code} ${report.runtimeError.message}`)
  return {
    performance: score(report, 'performance'),
    accessibility: score(report, 'accessibility'),
    bestPractices: score(report, 'best-practices'),
    seo: score(report, 'seo'),
    fcpMs: numeric(report, 'first-contentful-paint'),
    lcpMs: numeric(report, 'largest-contentful-paint'),
    tbtMs: numeric(report, 'total-blocking-time'),
    cls: numeric(report, 'cumulative-layout-shift'),
  }
}

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('no values to take the median of')
  const sorted = values.toSorted((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** Each figure's median over the runs, figure by figure. */
export function medianFigures(runs: readonly Figures[]): Figures {
  return Object.fromEntries(figureKeys.map((key) => [key, median(runs.map((run) => run[key]))])) as unknown as Figures
}

/** Main-thread time by kind of work (style and layout, script evaluation …), in ms. */
export function mainThreadWork(report: LighthouseReport): Map<string, number> {
  const items = (report.audits['mainthread-work-breakdown']?.details?.items ?? []) as Array<{ groupLabel?: string; group?: string; duration?: number }>
  return new Map(items.map((item) => [item.groupLabel ?? item.group ?? 'other', item.duration ?? 0]))
}

/**
 * The targets. LCP "no later than the twin" allows `lcpToleranceMs`: Lighthouse
 * simulates LCP from the network and CPU graph, and two runs of one unchanged page differ by
 * a few tens of milliseconds.
 */
export const speedTargets = {
  performanceBelowTwin: 0.02,
  tbtAboveTwinMs: 50,
  lcpMs: 1500,
  lcpToleranceMs: 50,
  cls: 0.01,
  otherCategories: 1,
} as const

export interface RouteSpeed {
  route: string
  page: Figures
  twin: Figures
}

/** One line per missed target, judged on the medians; empty when the route meets them all. */
export function missedTargets({ page, twin }: RouteSpeed): string[] {
  const t = speedTargets
  const misses: string[] = []
  if (!(page.performance >= twin.performance - t.performanceBelowTwin))
    misses.push(`performance ${page.performance.toFixed(2)} is more than ${t.performanceBelowTwin} below the twin's ${twin.performance.toFixed(2)}`)
  if (!(page.tbtMs <= twin.tbtMs + t.tbtAboveTwinMs))
    misses.push(`TBT ${Math.round(page.tbtMs)} ms is more than ${t.tbtAboveTwinMs} ms above the twin's ${Math.round(twin.tbtMs)} ms`)
  if (!(page.lcpMs <= t.lcpMs)) misses.push(`LCP ${Math.round(page.lcpMs)} ms > ${t.lcpMs} ms`)
  if (!(page.lcpMs <= twin.lcpMs + t.lcpToleranceMs))
    misses.push(`LCP ${Math.round(page.lcpMs)} ms is later than the twin's ${Math.round(twin.lcpMs)} ms (tolerance ${t.lcpToleranceMs} ms)`)
  if (!(page.cls <= t.cls)) misses.push(`CLS ${page.cls.toFixed(3)} > ${t.cls}`)
  const others = [
    ['accessibility', page.accessibility],
    ['best practices', page.bestPractices],
    ['SEO', page.seo],
  ] as const
  for (const [name, value] of others) if (!(value >= t.otherCategories)) misses.push(`${name} ${value.toFixed(2)} < ${t.otherCategories.toFixed(2)}`)
  return misses
}

const signed = (value: number, digits = 0) => `${value > 0 ? '+' : value < 0 ? '−' : '±'}${Math.abs(value).toFixed(digits)}`

/** The table's rows: page, twin and their difference for each CPU-bound figure, then the other categories. */
export function speedTableRows(routes: readonly RouteSpeed[]): string[][] {
  const header = ['route', 'perf', 'twin', 'Δ', 'LCP ms', 'twin', 'Δ', 'TBT ms', 'twin', 'Δ', 'CLS', 'twin', 'a11y', 'BP', 'SEO', 'verdict']
  const rows = routes.map((route) => {
    const { page, twin } = route
    const misses = missedTargets(route)
    return [
      route.route,
      page.performance.toFixed(2),
      twin.performance.toFixed(2),
      signed(page.performance - twin.performance, 2),
      String(Math.round(page.lcpMs)),
      String(Math.round(twin.lcpMs)),
      signed(page.lcpMs - twin.lcpMs),
      String(Math.round(page.tbtMs)),
      String(Math.round(twin.tbtMs)),
      signed(page.tbtMs - twin.tbtMs),
      page.cls.toFixed(3),
      twin.cls.toFixed(3),
      page.accessibility.toFixed(2),
      page.bestPractices.toFixed(2),
      page.seo.toFixed(2),
      misses.length === 0 ? 'ok' : `${misses.length} missed`,
    ]
  })
  return [header, ...rows]
}

/** Rows as aligned plain text. */
export function textTable(rows: readonly string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)))
  const line = (row: readonly string[]) => row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ')
  return [line(rows[0]!), line(widths.map((width) => '-'.repeat(width))), ...rows.slice(1).map(line)].join('\n')
}

/** Rows as a Markdown table. */
export function markdownTable(rows: readonly string[][]): string {
  const line = (row: readonly string[]) => `| ${row.join(' | ')} |`
  return [line(rows[0]!), line(rows[0]!.map((_, column) => (column === 0 ? '---' : '---:'))), ...rows.slice(1).map(line)].join('\n')
}
