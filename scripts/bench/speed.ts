/**
 * `npm run bench:speed [-- options]`: each page against its own limit, the same page with no
 * script at all (its no-JavaScript twin: same HTML, stylesheet, fonts and images). Builds the
 * site, writes the twins, serves both with the production server on two loopback ports, and
 * runs the Lighthouse CLI (mobile defaults, a fresh browser per run) interleaved on page and
 * twin, alternating which goes first. Prints the medians per route, page beside twin, judges
 * the targets (scripts/bench/speed-figures.ts), writes reports/speed.json and
 * reports/speed.md (each run's Lighthouse JSON in reports/speed/), and exits 1 when a route
 * misses a target.
 *
 *   --routes a,b   only these paths (default: every page of the route table)
 *   --runs N       runs per page and per twin (default 3)
 *   --skip-build   measure the build already in build/client
 *   --port N       serve the pages on N and the twins on N+1 (default: two free ports)
 *   --throttling devtools   throttle the network and CPU for real while loading instead of
 *                  simulating (Lighthouse's --throttling-method); the default is Lighthouse's
 */
import { execFile, execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { pages } from '../../app/route-table.ts'
import { freePort, serveSite } from './serve-site.ts'
import {
  figuresOf,
  mainThreadWork,
  markdownTable,
  median,
  medianFigures,
  missedTargets,
  speedTableRows,
  speedTargets,
  textTable,
  type Figures,
  type LighthouseReport,
  type RouteSpeed,
} from './speed-figures.ts'
import { writeTwinSite } from './twin-site.ts'

const run = promisify(execFile)

const clientDir = path.resolve('build/client')
const twinDir = path.resolve('.cache/bench/no-script-twin')
const reportsDir = path.resolve('reports')
const runsDir = path.join(reportsDir, 'speed')
const lighthouseBin = path.resolve('node_modules/.bin/lighthouse')
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
]
const categories = 'performance,accessibility,best-practices,seo'

interface Options {
  routes: string[]
  runs: number
  build: boolean
  port?: number
  throttling: 'simulate' | 'devtools'
}

function parseOptions(argv: string[]): Options {
  const value = (flag: string) => {
    const index = argv.indexOf(flag)
    return index >= 0 ? argv[index + 1] : undefined
  }
  const runs = Number(value('--runs') ?? 3)
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number ≥ 1')
  const port = value('--port') === undefined ? undefined : Number(value('--port'))
  if (port !== undefined && !(Number.isInteger(port) && port > 0 && port < 65535)) throw new Error('--port must be a port number')
  const routes =
    value('--routes')
      ?.split(',')
      .map((route) => route.trim())
      .filter(Boolean) ?? pages.map((page) => page.path)
  const throttling = value('--throttling') ?? 'simulate'
  if (throttling !== 'simulate' && throttling !== 'devtools') throw new Error('--throttling must be simulate or devtools')
  return { routes, runs, build: !argv.includes('--skip-build'), port, throttling }
}

type Kind = 'page' | 'twin'

const slug = (route: string) => (route === '/' ? 'home' : route.slice(1).replace(/\//g, '_'))

/** One Lighthouse CLI process (and so one fresh browser) on one URL; a run that fails is tried twice more. */
async function lighthouse(url: string, outputPath: string, throttling: Options['throttling']): Promise<LighthouseReport> {
  const args = [
    url,
    '--output=json',
    `--output-path=${outputPath}`,
    `--chrome-flags=${chromeFlags.join(' ')}`,
    `--only-categories=${categories}`,
    `--throttling-method=${throttling}`,
  ]
  let lastError = ''
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    rmSync(outputPath, { force: true })
    try {
      await run(lighthouseBin, args, { env: { ...process.env, CHROME_PATH: chromePath }, maxBuffer: 16 * 1024 * 1024 })
      const report = JSON.parse(readFileSync(outputPath, 'utf8')) as LighthouseReport
      figuresOf(report) // throws on a run Lighthouse could not measure
      return report
    } catch (error) {
      // Lighthouse's own log (captured, not shown) ends with the reason a run failed.
      const log = (error as { stderr?: string }).stderr ?? ''
      lastError = log.trim().split('\n').slice(-3).join(' / ') || (error instanceof Error ? error.message : String(error))
      console.log(`    ${url}: attempt ${attempt} failed (${lastError})`)
      await new Promise((resolve) => setTimeout(resolve, 5000))
    }
  }
  throw new Error(`Lighthouse failed on ${url}: ${lastError}`)
}

const loadAverage = () => os.loadavg().map((load) => load.toFixed(2))

interface RouteResult extends RouteSpeed {
  runs: Record<Kind, Figures[]>
  /** Median main-thread time by kind of work, page minus twin, ms. */
  extraWork: Record<string, number>
  loadAverageAtStart: string[]
  misses: string[]
}

/** Median main-thread time by kind of work over a set of runs. */
function medianWork(reports: readonly LighthouseReport[]): Map<string, number> {
  const works = reports.map(mainThreadWork)
  const groups = new Set(works.flatMap((work) => [...work.keys()]))
  return new Map([...groups].map((group) => [group, median(works.map((work) => work.get(group) ?? 0))]))
}

async function measureRoute(route: string, bases: Record<Kind, string>, { runs, throttling }: Options): Promise<RouteResult> {
  const loadAverageAtStart = loadAverage()
  const reports: Record<Kind, LighthouseReport[]> = { page: [], twin: [] }
  for (let index = 0; index < runs; index += 1) {
    // Alternating which goes first spreads any drift in the machine's speed over both.
    const order: Kind[] = index % 2 === 0 ? ['page', 'twin'] : ['twin', 'page']
    for (const kind of order) {
      const report = await lighthouse(`${bases[kind]}${route}`, path.join(runsDir, `${slug(route)}.${kind}.${index + 1}.json`), throttling)
      reports[kind].push(report)
    }
  }
  const figures = { page: reports.page.map(figuresOf), twin: reports.twin.map(figuresOf) }
  const page = medianFigures(figures.page)
  const twin = medianFigures(figures.twin)
  const pageWork = medianWork(reports.page)
  const twinWork = medianWork(reports.twin)
  const extraWork = Object.fromEntries(
    [...new Set([...pageWork.keys(), ...twinWork.keys()])].map((group) => [group, Math.round((pageWork.get(group) ?? 0) - (twinWork.get(group) ?? 0))]),
  )
  const result = { route, page, twin, runs: figures, extraWork, loadAverageAtStart, misses: [] as string[] }
  result.misses = missedTargets(result)
  return result
}

function describeRoute(result: RouteResult): string {
  const each = (kind: Kind) => result.runs[kind].map((figures) => Math.round(figures.tbtMs)).join('/')
  const extra = Object.entries(result.extraWork)
    .filter(([, ms]) => Math.abs(ms) >= 20)
    .sort((a, b) => b[1] - a[1])
    .map(([group, ms]) => `${group} ${ms > 0 ? '+' : ''}${ms}`)
    .join(', ')
  return [
    `  ${result.route}: perf ${result.page.performance.toFixed(2)} (twin ${result.twin.performance.toFixed(2)}), TBT ${Math.round(result.page.tbtMs)} ms (twin ${Math.round(result.twin.tbtMs)}), LCP ${Math.round(result.page.lcpMs)} ms (twin ${Math.round(result.twin.lcpMs)}); TBT runs page ${each('page')}, twin ${each('twin')}; load ${result.loadAverageAtStart.join(' ')}`,
    extra ? `    main-thread work, page minus twin (ms): ${extra}` : '',
    ...result.misses.map((miss) => `    ✖ ${miss}`),
  ]
    .filter(Boolean)
    .join('\n')
}

const targetsText = `Targets (medians): performance at most ${speedTargets.performanceBelowTwin} below the twin, TBT at most ${speedTargets.tbtAboveTwinMs} ms above the twin, LCP ≤ ${speedTargets.lcpMs} ms and no later than the twin (tolerance ${speedTargets.lcpToleranceMs} ms), CLS ≤ ${speedTargets.cls}, accessibility / best practices / SEO ${speedTargets.otherCategories.toFixed(2)}.`

async function main() {
  const options = parseOptions(process.argv.slice(2))
  if (options.build) execFileSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (!existsSync(path.join(clientDir, 'index.html'))) throw new Error('build/client/index.html is missing: run without --skip-build')
  const twinPages = writeTwinSite(clientDir, twinDir)
  console.log(`bench:speed: ${twinPages} no-JavaScript twins in ${path.relative(process.cwd(), twinDir)}`)
  mkdirSync(runsDir, { recursive: true })

  const pagePort = options.port ?? (await freePort())
  const twinPort = options.port === undefined ? await freePort() : options.port + 1
  const site = await serveSite(clientDir, pagePort)
  const twins = await serveSite(twinDir, twinPort).catch((error: unknown) => {
    site.stop()
    throw error
  })
  const stopServers = () => {
    site.stop()
    twins.stop()
  }
  process.once('SIGINT', () => {
    stopServers()
    process.exit(130)
  })

  const loadBefore = loadAverage()
  const setting = options.throttling === 'simulate' ? 'mobile defaults' : 'mobile defaults but devtools throttling'
  console.log(
    `${options.routes.length} route(s) × ${options.runs} run(s) each of page and twin, Lighthouse CLI, ${setting}; ${os.availableParallelism()} cores, load average ${loadBefore.join(' ')}`,
  )
  console.log(targetsText)
  const results: RouteResult[] = []
  try {
    for (const route of options.routes) {
      const result = await measureRoute(route, { page: site.baseUrl, twin: twins.baseUrl }, options)
      console.log(describeRoute(result))
      results.push(result)
    }
  } finally {
    stopServers()
  }
  const loadAfter = loadAverage()

  const rows = speedTableRows(results)
  console.log(`\n${textTable(rows)}\n\nLoad average before ${loadBefore.join(' ')}, after ${loadAfter.join(' ')} (${os.availableParallelism()} cores).`)

  mkdirSync(reportsDir, { recursive: true })
  const createdAt = new Date().toISOString()
  writeFileSync(
    path.join(reportsDir, 'speed.json'),
    `${JSON.stringify({ createdAt, throttling: options.throttling, runsPerPage: options.runs, cores: os.availableParallelism(), loadAverage: { before: loadBefore, after: loadAfter }, targets: speedTargets, routes: results }, null, 2)}\n`,
  )
  const missed = results.filter((result) => result.misses.length > 0)
  const markdown = [
    `# Speed against the no-JavaScript twin (${createdAt})`,
    '',
    `Lighthouse CLI, ${setting}, ${options.runs} interleaved runs each of page and twin, medians. ${os.availableParallelism()} cores, load average ${loadBefore.join(' ')} before, ${loadAfter.join(' ')} after.`,
    '',
    targetsText,
    '',
    markdownTable(rows),
    '',
    ...missed.flatMap((result) => [`- ${result.route}: ${result.misses.join('; ')}`]),
  ].join('\n')
  writeFileSync(path.join(reportsDir, 'speed.md'), `${markdown}\n`)
  console.log('Wrote reports/speed.json, reports/speed.md and each run in reports/speed/')

  if (missed.length > 0) {
    console.log(`\n✖ ${missed.length} of ${results.length} route(s) miss a target`)
    process.exit(1)
  }
  console.log(`\n✔ every route is within the targets`)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(2)
})
