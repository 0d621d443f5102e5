// The speed gate, the last step of `npm test`: a sample of pages against their twins, held to the gate's
// tolerances rather than the targets. SPEED_GATE_ROUTES=a,b measures other paths.
import os from 'node:os'
import path from 'node:path'
import { loadAverage, measureInterleaved, pageAndTwin, servePagesAndTwins, slug } from './lighthouse-runs.ts'
import { sitePaths } from '#app/lib/site-paths.ts'
import { pages } from '#app/route-table.ts'
import { gateCeiling, gateTolerances, missedGate, routeList, type Figures } from './speed-figures.ts'

// The home page, the longest page (a city landing) and the page with the most script (the quote form), which is measured in Spanish too.
const sample = ['/', pages.find((page) => page.group === 'areas')!.path, sitePaths.contact.en, sitePaths.contact.es]
const runs = 3
const runsDir = path.resolve('reports/speed-gate')

const routes = process.env.SPEED_GATE_ROUTES ? routeList(process.env.SPEED_GATE_ROUTES) : sample

const g = gateTolerances
console.log(
  `Speed gate: ${routes.join(', ')}; ${runs} interleaved runs each of page and twin, Lighthouse CLI, mobile defaults; ${os.availableParallelism()} cores, load average ${loadAverage().join(' ')}`,
)
console.log(
  `Medians: performance ≥ twin − ${g.performanceBelowTwin}, LCP ≤ ${g.lcp.timesTwin} × twin + ${g.lcp.plusMs} ms, TBT ≤ ${g.tbt.timesTwin} × twin + ${g.tbt.plusMs} ms; every run: CLS ≤ ${g.clsEveryRun}, accessibility, best practices and SEO ${g.otherCategoriesEveryRun.toFixed(2)}.`,
)

const servers = await servePagesAndTwins(path.resolve('.cache/speed-gate/no-script-twin'))
const ms = (value: number) => String(Math.round(value))
const each = (figures: readonly Figures[], pick: (f: Figures) => number) => figures.map((f) => ms(pick(f))).join('/')
async function gateRoute(route: string, attempt: number): Promise<string[]> {
  const measured = await measureInterleaved(pageAndTwin(servers, route), {
    runs,
    throttling: 'simulate',
    runsDir,
    name: `${slug(route)}${attempt > 1 ? `.again` : ''}`,
  })
  const [page, twin, pageRuns, twinRuns] = [measured.page.median, measured.twin.median, measured.page.runs, measured.twin.runs]
  const misses = missedGate({ route, page, twin, pageRuns })
  console.log(
    `  ${misses.length === 0 ? '✔' : '✖'} ${route}${attempt > 1 ? ' (again)' : ''}: perf ${page.performance.toFixed(2)} (twin ${twin.performance.toFixed(2)}); ` +
      `LCP ${ms(page.lcpMs)} ms (twin ${ms(twin.lcpMs)}, ceiling ${ms(gateCeiling(g.lcp, twin.lcpMs))}); ` +
      `TBT ${ms(page.tbtMs)} ms (twin ${ms(twin.tbtMs)}, ceiling ${ms(gateCeiling(g.tbt, twin.tbtMs))}); ` +
      `runs: LCP page ${each(pageRuns, (f) => f.lcpMs)}, twin ${each(twinRuns, (f) => f.lcpMs)}; TBT page ${each(pageRuns, (f) => f.tbtMs)}, twin ${each(twinRuns, (f) => f.tbtMs)}; load ${measured.loadAverageAtStart.join(' ')}`,
  )
  for (const miss of misses) console.log(`    ✖ ${miss}`)
  return misses
}

let failed = 0
try {
  for (const route of routes) {
    // A real regression misses every time; a burst of load beside the bench seldom twice running.
    const misses = (await gateRoute(route, 1)).length > 0 ? await gateRoute(route, 2) : []
    if (misses.length > 0) failed += 1
  }
} finally {
  servers.stop()
}
if (failed > 0) {
  console.log(`✖ ${failed} of ${routes.length} route(s) fail the speed gate (each run: reports/speed-gate/)`)
  process.exit(1)
}
console.log(`✔ speed gate: ${routes.length} route(s) within the gate's tolerances against their twins`)
