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

/** The four category scores (0 to 1) and the four metrics (ms; CLS unitless) read from each run. */
export const figureKeys = ['performance', 'accessibility', 'bestPractices', 'seo', 'fcpMs', 'lcpMs', 'tbtMs', 'cls'] as const
export type Figures = Record<(typeof figureKeys)[number], number>

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
 * The targets, judged by `npm run bench:speed` on the medians of three interleaved runs
 * of page and twin: as fast as the page with no script at all, to within what two runs of one
 * unchanged page differ by.
 */
export const speedTargets = {
  performanceBelowTwin: 0.01,
  lcpAboveTwinMs: 100,
  tbtAboveTwinMs: 50,
  cls: 0.01,
  otherCategories: 1,
} as const

export interface RouteSpeed {
  route: string
  page: Figures
  twin: Figures
}

const others = (page: Figures) =>
  [
    ['accessibility', page.accessibility],
    ['best practices', page.bestPractices],
    ['SEO', page.seo],
  ] as const

/** One line per missed target, judged on the medians; empty when the route meets them all. */
export function missedTargets({ page, twin }: RouteSpeed): string[] {
  const t = speedTargets
  const misses: string[] = []
  if (!(page.performance >= twin.performance - t.performanceBelowTwin))
    misses.push(`performance ${page.performance.toFixed(2)} is more than ${t.performanceBelowTwin} below the twin's ${twin.performance.toFixed(2)}`)
  if (!(page.lcpMs <= twin.lcpMs + t.lcpAboveTwinMs))
    misses.push(`LCP ${Math.round(page.lcpMs)} ms is more than ${t.lcpAboveTwinMs} ms after the twin's ${Math.round(twin.lcpMs)} ms`)
  if (!(page.tbtMs <= twin.tbtMs + t.tbtAboveTwinMs))
    misses.push(`TBT ${Math.round(page.tbtMs)} ms is more than ${t.tbtAboveTwinMs} ms above the twin's ${Math.round(twin.tbtMs)} ms`)
  if (!(page.cls <= t.cls)) misses.push(`CLS ${page.cls.toFixed(3)} > ${t.cls}`)
  for (const [name, value] of others(page)) if (!(value >= t.otherCategories)) misses.push(`${name} ${value.toFixed(2)} < ${t.otherCategories.toFixed(2)}`)
  return misses
}

/**
 * The speed gate of `npm test` (scripts/bench/speed-gate.ts): the same medians, but a ceiling
 * that grows with the twin measured in the same run, so a machine that is slow or busy raises
 * page and ceiling together. `timesTwin` absorbs a load that slows every task (TBT and
 * simulated LCP scale with it); `plusMs` absorbs the spread of one median of three against
 * another. The margins come from repeated runs on a busy 2-core machine (decision 20).
 * Accessibility, best practices, SEO and layout shift do not depend on the machine's speed and
 * are held on every run of the page.
 */
export const gateTolerances = {
  performanceBelowTwin: 0.3,
  lcp: { timesTwin: 2, plusMs: 500 },
  tbt: { timesTwin: 3, plusMs: 700 },
  clsEveryRun: 0.02,
  otherCategoriesEveryRun: 1,
} as const

/** The gate's ceiling for a figure whose twin median is `twin`. */
export const gateCeiling = ({ timesTwin, plusMs }: { timesTwin: number; plusMs: number }, twin: number) => timesTwin * twin + plusMs

/** One line per gate the route fails; empty when it passes. `pageRuns` are the page's runs, one by one. */
export function missedGate({ page, twin, pageRuns }: RouteSpeed & { pageRuns: readonly Figures[] }): string[] {
  const g = gateTolerances
  const misses: string[] = []
  if (!(page.performance >= twin.performance - g.performanceBelowTwin))
    misses.push(`performance ${page.performance.toFixed(2)} is more than ${g.performanceBelowTwin} below the twin's ${twin.performance.toFixed(2)}`)
  const lcpCeiling = gateCeiling(g.lcp, twin.lcpMs)
  if (!(page.lcpMs <= lcpCeiling))
    misses.push(`LCP ${Math.round(page.lcpMs)} ms > ${g.lcp.timesTwin} × twin ${Math.round(twin.lcpMs)} + ${g.lcp.plusMs} = ${Math.round(lcpCeiling)} ms`)
  const tbtCeiling = gateCeiling(g.tbt, twin.tbtMs)
  if (!(page.tbtMs <= tbtCeiling))
    misses.push(`TBT ${Math.round(page.tbtMs)} ms > ${g.tbt.timesTwin} × twin ${Math.round(twin.tbtMs)} + ${g.tbt.plusMs} = ${Math.round(tbtCeiling)} ms`)
  if (pageRuns.length === 0) misses.push('no run of the page')
  pageRuns.forEach((run, index) => {
    if (!(run.cls <= g.clsEveryRun)) misses.push(`run ${index + 1}: CLS ${run.cls.toFixed(3)} > ${g.clsEveryRun}`)
    for (const [name, value] of others(run))
      if (!(value >= g.otherCategoriesEveryRun)) misses.push(`run ${index + 1}: ${name} ${value.toFixed(2)} < ${g.otherCategoriesEveryRun.toFixed(2)}`)
  })
  return misses
}

/** Where our page does worse than the peer's on performance, LCP or TBT (medians); empty when ours is at least as good on all three. */
export function worseThanPeer(ours: Figures, peer: Figures): string[] {
  const worse: string[] = []
  if (!(ours.performance >= peer.performance)) worse.push(`performance ${ours.performance.toFixed(2)} < peer ${peer.performance.toFixed(2)}`)
  if (!(ours.lcpMs <= peer.lcpMs)) worse.push(`LCP ${Math.round(ours.lcpMs)} ms > peer ${Math.round(peer.lcpMs)} ms`)
  if (!(ours.tbtMs <= peer.tbtMs)) worse.push(`TBT ${Math.round(ours.tbtMs)} ms > peer ${Math.round(peer.tbtMs)} ms`)
  return worse
}

/** Ours, our twin and the peer, figure by figure, with a verdict per figure. */
export function peerTableRows(ours: Figures, twin: Figures, peer: Figures): string[][] {
  const rows: Array<[string, (f: Figures) => string, boolean | undefined]> = [
    ['performance', (f) => f.performance.toFixed(2), ours.performance >= peer.performance],
    ['LCP ms', (f) => String(Math.round(f.lcpMs)), ours.lcpMs <= peer.lcpMs],
    ['TBT ms', (f) => String(Math.round(f.tbtMs)), ours.tbtMs <= peer.tbtMs],
    ['CLS', (f) => f.cls.toFixed(3), undefined],
  ]
  return [
    ['home page', 'ours', 'our twin', 'peer', 'ours vs peer'],
    ...rows.map(([name, show, atLeastAsGood]) => [name, show(ours), show(twin), show(peer), atLeastAsGood === undefined ? '' : atLeastAsGood ? 'ok' : 'worse']),
  ]
}

/**
 * A page's family: the family part of its route id (`service/…`, `wood/…`, `city/…`) for the
 * pages that share one module, or its module for a page of its own (FAQs, contact, estimator …).
 */
export function pageFamily(page: { file: string; id?: string }): string {
  return page.id?.includes('/') ? page.id.slice(0, page.id.indexOf('/')) : page.file
}

/** The first page of each family, in the table's order. */
export function onePerFamily(pages: ReadonlyArray<{ path: string; file: string; id?: string }>): string[] {
  const seen = new Set<string>()
  return pages.filter((page) => !seen.has(pageFamily(page)) && seen.add(pageFamily(page))).map((page) => page.path)
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

/** Rows as aligned plain text: the first `textColumns` to the left, the figures after them to the right. */
export function textTable(rows: readonly string[][], textColumns = 1): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)))
  const line = (row: readonly string[]) =>
    row.map((cell, column) => (column < textColumns ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ')
  return [line(rows[0]!), line(widths.map((width) => '-'.repeat(width))), ...rows.slice(1).map(line)].join('\n')
}

/** Rows as a Markdown table. */
export function markdownTable(rows: readonly string[][]): string {
  const line = (row: readonly string[]) => `| ${row.join(' | ')} |`
  return [line(rows[0]!), line(rows[0]!.map((_, column) => (column === 0 ? '---' : '---:'))), ...rows.slice(1).map(line)].join('\n')
}
