export interface LighthouseReport {
  runtimeError?: { code: string; message: string }
  categories: Record<string, { score: number | null } | undefined>
  audits: Record<string, { numericValue?: number; details?: { items?: unknown[] } } | undefined>
}

// Scores 0 to 1, metrics in ms (CLS unitless).
const figureKeys = ['performance', 'accessibility', 'bestPractices', 'seo', 'fcpMs', 'lcpMs', 'tbtMs', 'cls'] as const
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

export function medianFigures(runs: readonly Figures[]): Figures {
  return Object.fromEntries(figureKeys.map((key) => [key, median(runs.map((run) => run[key]))])) as unknown as Figures
}

export function mainThreadWork(report: LighthouseReport): Map<string, number> {
  const items = (report.audits['mainthread-work-breakdown']?.details?.items ?? []) as Array<{ groupLabel?: string; group?: string; duration?: number }>
  return new Map(items.map((item) => [item.groupLabel ?? item.group ?? 'other', item.duration ?? 0]))
}

// The speed targets: as fast as the page with no script at all, within what two runs of one page differ by.
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

const performanceMiss = (page: Figures, twin: Figures, below: number) =>
  page.performance >= twin.performance - below
    ? []
    : [`performance ${page.performance.toFixed(2)} is more than ${below} below the twin's ${twin.performance.toFixed(2)}`]

export function missedTargets({ page, twin }: RouteSpeed): string[] {
  const t = speedTargets
  const misses = performanceMiss(page, twin, t.performanceBelowTwin)
  if (!(page.lcpMs <= twin.lcpMs + t.lcpAboveTwinMs))
    misses.push(`LCP ${Math.round(page.lcpMs)} ms is more than ${t.lcpAboveTwinMs} ms after the twin's ${Math.round(twin.lcpMs)} ms`)
  if (!(page.tbtMs <= twin.tbtMs + t.tbtAboveTwinMs))
    misses.push(`TBT ${Math.round(page.tbtMs)} ms is more than ${t.tbtAboveTwinMs} ms above the twin's ${Math.round(twin.tbtMs)} ms`)
  if (!(page.cls <= t.cls)) misses.push(`CLS ${page.cls.toFixed(3)} > ${t.cls}`)
  for (const [name, value] of others(page)) if (!(value >= t.otherCategories)) misses.push(`${name} ${value.toFixed(2)} < ${t.otherCategories.toFixed(2)}`)
  return misses
}

// The gate's ceiling grows with the twin measured in the same run, so a busy machine raises page and
// ceiling together. Scores and layout shift do not depend on the machine and are held on every run.
export const gateTolerances = {
  performanceBelowTwin: 0.3,
  lcp: { timesTwin: 2, plusMs: 500 },
  tbt: { timesTwin: 3, plusMs: 700 },
  clsEveryRun: 0.02,
  otherCategoriesEveryRun: 1,
} as const

export const gateCeiling = ({ timesTwin, plusMs }: { timesTwin: number; plusMs: number }, twin: number) => timesTwin * twin + plusMs

export function missedGate({ page, twin, pageRuns }: RouteSpeed & { pageRuns: readonly Figures[] }): string[] {
  const g = gateTolerances
  const misses = performanceMiss(page, twin, g.performanceBelowTwin)
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

export function worseThanPeer(ours: Figures, peer: Figures): string[] {
  const worse: string[] = []
  if (!(ours.performance >= peer.performance)) worse.push(`performance ${ours.performance.toFixed(2)} < peer ${peer.performance.toFixed(2)}`)
  if (!(ours.lcpMs <= peer.lcpMs)) worse.push(`LCP ${Math.round(ours.lcpMs)} ms > peer ${Math.round(peer.lcpMs)} ms`)
  return worse
}

export function peerTableRows(ours: Figures, twin: Figures, peer: Figures): string[][] {
  const rows: Array<[string, (f: Figures) => string, boolean | undefined]> = [
    ['performance', (f) => f.performance.toFixed(2), ours.performance >= peer.performance],
    ['LCP ms', (f) => String(Math.round(f.lcpMs)), ours.lcpMs <= peer.lcpMs],
    // Shown, not judged: the peer paints first only after its long tasks, which puts them outside TBT's window.
    ['TBT ms', (f) => String(Math.round(f.tbtMs)), undefined],
    ['CLS', (f) => f.cls.toFixed(3), undefined],
  ]
  return [
    ['home page', 'ours', 'our twin', 'peer', 'ours vs peer'],
    ...rows.map(([name, show, atLeastAsGood]) => [name, show(ours), show(twin), show(peer), atLeastAsGood === undefined ? '' : atLeastAsGood ? 'ok' : 'worse']),
  ]
}

export const routeList = (text: string) =>
  text
    .split(',')
    .map((route) => route.trim())
    .filter(Boolean)

// Pages that share one module are one family; a page with a module of its own is its own.
export function pageFamily(page: { file: string; id?: string }): string {
  // A Spanish row's id is its English one after `es/`: the same family, counted apart so each language is measured.
  const spanish = page.id?.startsWith('es/') ?? false
  const id = spanish ? page.id!.slice('es/'.length) : page.id
  const family = id && id !== page.file && id.includes('/') ? id.slice(0, id.indexOf('/')) : page.file
  return spanish ? `es ${family}` : family
}

export function onePerFamily(pages: ReadonlyArray<{ path: string; file: string; id?: string }>): string[] {
  const seen = new Set<string>()
  return pages.filter((page) => !seen.has(pageFamily(page)) && seen.add(pageFamily(page))).map((page) => page.path)
}

const signed = (value: number, digits = 0) => `${value > 0 ? '+' : value < 0 ? '−' : '±'}${Math.abs(value).toFixed(digits)}`

export function speedTableRows(routes: readonly RouteSpeed[]): string[][] {
  const header = ['route', 'perf', 'twin', 'Δ', 'LCP ms', 'twin', 'Δ', 'TBT ms', 'twin', 'Δ', 'CLS', 'twin', 'a11y', 'BP', 'SEO', 'verdict']
  const rows = routes.map((route) => {
    const { page, twin } = route
    const misses = missedTargets(route)
    // The page, its twin and the difference.
    const beside = (value: number, twinValue: number, digits: number) => [value.toFixed(digits), twinValue.toFixed(digits), signed(value - twinValue, digits)]
    return [
      route.route,
      ...beside(page.performance, twin.performance, 2),
      ...beside(page.lcpMs, twin.lcpMs, 0),
      ...beside(page.tbtMs, twin.tbtMs, 0),
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

export function textTable(rows: readonly string[][], textColumns = 1): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)))
  const line = (row: readonly string[]) =>
    row.map((cell, column) => (column < textColumns ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ')
  return [line(rows[0]!), line(widths.map((width) => '-'.repeat(width))), ...rows.slice(1).map(line)].join('\n')
}

export function markdownTable(rows: readonly string[][]): string {
  const line = (row: readonly string[]) => `| ${row.join(' | ')} |`
  return [line(rows[0]!), line(rows[0]!.map((_, column) => (column === 0 ? '---' : '---:'))), ...rows.slice(1).map(line)].join('\n')
}
