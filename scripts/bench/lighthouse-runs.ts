/**
 * What `npm run bench:speed` and the speed gate of `npm test` share: the built site and its
 * no-JavaScript twin served on loopback, and the Lighthouse CLI (mobile defaults, a fresh
 * browser per run) run on a route's page and twin interleaved, alternating which goes first.
 */
import { execFile } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { freePort, serveSite } from './serve-site.ts'
import { figuresOf, mainThreadWork, median, medianFigures, type Figures, type LighthouseReport } from './speed-figures.ts'
import { writeTwinSite } from './twin-site.ts'

const run = promisify(execFile)

export const clientDir = path.resolve('build/client')
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

/** One Lighthouse CLI process (and so one fresh browser) on one URL; a run that fails is tried twice more. */
export async function lighthouse({
  url,
  outputPath,
  throttling,
  audits,
  blockedUrlPatterns = [],
}: Omit<Subject, 'kind'> & { outputPath: string; throttling: Throttling }): Promise<LighthouseReport> {
  const args = [
    url,
    '--output=json',
    `--output-path=${outputPath}`,
    `--chrome-flags=${chromeFlags.join(' ')}`,
    `--only-categories=${audits.categories.join(',')}`,
    ...(audits.only ? [`--only-audits=${audits.only.join(',')}`] : []),
    // The screenshot of the whole page is taken after the trace and only illustrates the report.
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
      // Lighthouse's own log (captured, not shown) ends with the reason a run failed.
      const log = (error as { stderr?: string }).stderr ?? ''
      lastError = log.trim().split('\n').slice(-3).join(' / ') || (error instanceof Error ? error.message : String(error))
      console.log(`    ${url}: attempt ${attempt} failed (${lastError})`)
      await new Promise((resolve) => setTimeout(resolve, 5000))
    }
  }
  throw new Error(`Lighthouse failed on ${url}: ${lastError}`)
}

export const loadAverage = () => os.loadavg().map((load) => load.toFixed(2))

export interface Audits {
  categories: readonly string[]
  /** Only these audits (Lighthouse's --only-audits); every audit of the categories when absent. */
  only?: readonly string[]
}

/** Our page: the four categories, every audit. */
export const allCategories: Audits = { categories: ['performance', 'accessibility', 'best-practices', 'seo'] }

/**
 * The twin and the peer: the five metrics the performance score weighs (so the score is the
 * same) and the main-thread breakdown, nothing else. The figures come from the same trace of
 * the same load; what is left out (accessibility, image and CSS usage, screenshots) is gathered
 * after the trace has stopped, and leaving it out saves several seconds a run.
 */
export const speedOnly: Audits = {
  categories: ['performance'],
  only: ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index', 'mainthread-work-breakdown'],
}

/** A site measured in the loop: our page, its twin, or the peer's page. */
export interface Subject {
  kind: string
  url: string
  /** What Lighthouse audits: `allCategories` or `speedOnly`. */
  audits: Audits
  /** Requests the browser refuses (Lighthouse's --blocked-url-patterns). */
  blockedUrlPatterns?: readonly string[]
}

export interface Measured {
  /** Each subject's figures, run by run, in the order the subjects were given. */
  runs: Figures[][]
  medians: Figures[]
  /** Median main-thread time by kind of work, per subject, ms. */
  work: Array<Map<string, number>>
  loadAverageAtStart: string[]
}

/** Median main-thread time by kind of work over a set of runs. */
function medianWork(reports: readonly LighthouseReport[]): Map<string, number> {
  const works = reports.map(mainThreadWork)
  const groups = new Set(works.flatMap((work) => [...work.keys()]))
  return new Map([...groups].map((group) => [group, median(works.map((work) => work.get(group) ?? 0))]))
}

/**
 * `runs` rounds over the subjects, each round starting one subject later than the one before,
 * so that any drift in the machine's speed falls on all of them alike. Each run's JSON is kept
 * in `runsDir` as `<name>.<kind>.<round>.json`.
 */
export async function measureInterleaved(
  subjects: readonly Subject[],
  { runs, throttling, runsDir, name }: { runs: number; throttling: Throttling; runsDir: string; name: string },
): Promise<Measured> {
  mkdirSync(runsDir, { recursive: true })
  const loadAverageAtStart = loadAverage()
  const reports: LighthouseReport[][] = subjects.map(() => [])
  for (let round = 0; round < runs; round += 1) {
    for (let step = 0; step < subjects.length; step += 1) {
      const index = (round + step) % subjects.length
      const subject = subjects[index]!
      const outputPath = path.join(runsDir, `${name}.${subject.kind}.${round + 1}.json`)
      reports[index]!.push(await lighthouse({ ...subject, outputPath, throttling }))
    }
  }
  const figures = reports.map((each) => each.map(figuresOf))
  return { runs: figures, medians: figures.map(medianFigures), work: reports.map(medianWork), loadAverageAtStart }
}

/** A route's name in file names: `home` for `/`. */
export const slug = (route: string) => (route === '/' ? 'home' : route.slice(1).replace(/\//g, '_'))

/**
 * Writes the twins of build/client to `twinDir` (the bench and the gate each have their own, so
 * both can run at once) and serves both with the production server; on `port` and `port + 1`
 * when given.
 */
export async function servePagesAndTwins(twinDir: string, port?: number) {
  if (!existsSync(path.join(clientDir, 'index.html'))) throw new Error('build/client/index.html is missing: run `npm run build` first')
  const twinPages = writeTwinSite(clientDir, twinDir)
  const page = await serveSite(clientDir, port ?? (await freePort()))
  const twin = await serveSite(twinDir, port === undefined ? await freePort() : port + 1).catch((error: unknown) => {
    page.stop()
    throw error
  })
  return {
    page,
    twin,
    twinPages,
    stop: () => {
      page.stop()
      twin.stop()
    },
  }
}
