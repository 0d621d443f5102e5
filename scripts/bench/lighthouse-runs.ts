// Shared by `npm run bench:speed` and the speed gate: the site and its twin on loopback, Lighthouse on both.
import { execFile } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { freePort, serveSite, type RunningSite } from './serve-site.ts'
import { figuresOf, mainThreadWork, median, medianFigures, type Figures, type LighthouseReport } from './speed-figures.ts'
import { writeTwinSite } from './no-script-twin.ts'

const run = promisify(execFile)

const clientDir = path.resolve('build/client')
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

export type Throttling = 'simulate' | 'devtools'

// A fresh browser per run; a failed run is tried twice more.
async function lighthouse({ url, audits, blockedUrlPatterns = [] }: Subject, outputPath: string, throttling: Throttling) {
  const args = [
    url,
    '--output=json',
    `--output-path=${outputPath}`,
    `--chrome-flags=${chromeFlags.join(' ')}`,
    `--only-categories=${audits.categories.join(',')}`,
    ...(audits.only ? [`--only-audits=${audits.only.join(',')}`] : []),
    // The full-page screenshot is taken after the trace and only illustrates the report.
    '--disable-full-page-screenshot',
    `--throttling-method=${throttling}`,
    ...blockedUrlPatterns.map((pattern) => `--blocked-url-patterns=${pattern}`),
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
      // Lighthouse's own log ends with the reason a run failed.
      const log = (error as { stderr?: string }).stderr ?? ''
      lastError = log.trim().split('\n').slice(-3).join(' / ') || (error instanceof Error ? error.message : String(error))
      console.log(`    ${url}: attempt ${attempt} failed (${lastError})`)
      await new Promise((resolve) => setTimeout(resolve, 5000))
    }
  }
  throw new Error(`Lighthouse failed on ${url}: ${lastError}`)
}

export const loadAverage = () => os.loadavg().map((load) => load.toFixed(2))

interface Audits {
  categories: readonly string[]
  only?: readonly string[]
}

const allCategories: Audits = { categories: ['performance', 'accessibility', 'best-practices', 'seo'] }

// The metrics the performance score weighs and the main-thread breakdown, from the same trace; leaving
// the rest out saves seconds a run.
export const speedOnly: Audits = {
  categories: ['performance'],
  only: ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index', 'mainthread-work-breakdown'],
}

export interface Subject<Kind extends string = string> {
  kind: Kind
  url: string
  audits: Audits
  blockedUrlPatterns?: readonly string[]
}

function medianWork(reports: readonly LighthouseReport[]): Map<string, number> {
  const works = reports.map(mainThreadWork)
  const groups = new Set(works.flatMap((work) => [...work.keys()]))
  return new Map([...groups].map((group) => [group, median(works.map((work) => work.get(group) ?? 0))]))
}

// Each round starts one subject later, so drift in the machine's speed falls on all alike. Results by kind.
export async function measureInterleaved<Kind extends string>(
  subjects: readonly Subject<Kind>[],
  { runs, throttling, runsDir, name }: { runs: number; throttling: Throttling; runsDir: string; name: string },
) {
  mkdirSync(runsDir, { recursive: true })
  const loadAverageAtStart = loadAverage()
  const reports: LighthouseReport[][] = subjects.map(() => [])
  for (let round = 0; round < runs; round += 1) {
    for (let step = 0; step < subjects.length; step += 1) {
      const index = (round + step) % subjects.length
      const subject = subjects[index]!
      const outputPath = path.join(runsDir, `${name}.${subject.kind}.${round + 1}.json`)
      reports[index]!.push(await lighthouse(subject, outputPath, throttling))
    }
  }
  const measured = subjects.map((subject, index) => {
    const runs = reports[index]!.map(figuresOf)
    return [subject.kind, { runs, median: medianFigures(runs), work: medianWork(reports[index]!) }] as const
  })
  return { loadAverageAtStart, ...(Object.fromEntries(measured) as Record<Kind, { runs: Figures[]; median: Figures; work: Map<string, number> }>) }
}

// The page with every category, its twin with the speed audits only.
export const pageAndTwin = (servers: { page: RunningSite; twin: RunningSite }, route: string): Subject<'page' | 'twin'>[] => [
  { kind: 'page', url: `${servers.page.baseUrl}${route}`, audits: allCategories },
  { kind: 'twin', url: `${servers.twin.baseUrl}${route}`, audits: speedOnly },
]

export const slug = (route: string) => (route === '/' ? 'home' : route.slice(1).replace(/\//g, '_'))

// The bench and the gate each have their own twin directory, so both can run at once.
export async function servePagesAndTwins(twinDir: string, port?: number) {
  if (!existsSync(path.join(clientDir, 'index.html'))) throw new Error('build/client/index.html is missing: run `npm run build` first')
  const twinPages = writeTwinSite(clientDir, twinDir)
  const page = await serveSite(clientDir, port ?? (await freePort()))
  const twin = await serveSite(twinDir, port === undefined ? await freePort() : port + 1).catch((error: unknown) => {
    page.stop()
    throw error
  })
  const stop = () => {
    page.stop()
    twin.stop()
  }
  process.once('SIGINT', () => {
    stop()
    process.exit(130)
  })
  return { page, twin, twinPages, stop }
}
