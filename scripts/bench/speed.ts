// `npm run bench:speed [-- --routes a,b | --families] [--runs N] [--skip-build] [--port N] [--throttling devtools]`:
// every page against its no-JavaScript twin, interleaved; SPEED_PEER_DIR adds a peer's home page beside ours.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { pages } from '#app/route-table.ts'
import { loadAverage, measureInterleaved, pageAndTwin, servePagesAndTwins, slug, speedOnly, type Subject, type Throttling } from './lighthouse-runs.ts'
import { freePort, serveStaticDir } from './serve-site.ts'
import {
  markdownTable,
  missedTargets,
  onePerFamily,
  peerTableRows,
  routeList,
  speedTableRows,
  speedTargets,
  textTable,
  worseThanPeer,
  type Figures,
  type RouteSpeed,
} from './speed-figures.ts'

const reportsDir = path.resolve('reports')
const runsDir = path.join(reportsDir, 'speed')

function parseOptions(args: string[]) {
  const { values } = parseArgs({
    args,
    options: {
      routes: { type: 'string' },
      families: { type: 'boolean' },
      runs: { type: 'string', default: '3' },
      'skip-build': { type: 'boolean' },
      port: { type: 'string' },
      throttling: { type: 'string', default: 'simulate' },
    },
  })
  const runs = Number(values.runs)
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number ≥ 1')
  const port = values.port === undefined ? undefined : Number(values.port)
  if (port !== undefined && !(Number.isInteger(port) && port > 0 && port < 65535)) throw new Error('--port must be a port number')
  const routes = values.routes ? routeList(values.routes) : values.families ? onePerFamily(pages) : pages.map((page) => page.path)
  const throttling = values.throttling
  if (throttling !== 'simulate' && throttling !== 'devtools') throw new Error('--throttling must be simulate or devtools')
  return { routes, runs, build: !values['skip-build'], port, throttling: throttling as Throttling }
}
type Options = ReturnType<typeof parseOptions>

type RouteResult = Awaited<ReturnType<typeof measureRoute>>

async function measureRoute(route: string, servers: Parameters<typeof pageAndTwin>[0], peerBase: string | undefined, options: Options) {
  const subjects: Subject<'page' | 'twin' | 'peer'>[] = pageAndTwin(servers, route)
  // Every request the peer's page makes to another host is refused: nothing leaves the machine.
  if (peerBase) subjects.push({ kind: 'peer', url: `${peerBase}/`, audits: speedOnly, blockedUrlPatterns: ['https://*'] })
  const { page, twin, loadAverageAtStart, ...measured } = await measureInterleaved(subjects, { ...options, runsDir, name: slug(route) })
  const peer = peerBase ? measured.peer : undefined
  const extraWork = Object.fromEntries(
    [...new Set([...page.work.keys(), ...twin.work.keys()])].map((group) => [group, Math.round((page.work.get(group) ?? 0) - (twin.work.get(group) ?? 0))]),
  )
  const speeds: RouteSpeed & { peer?: Figures } = { route, page: page.median, twin: twin.median, ...(peer ? { peer: peer.median } : {}) }
  const runs = { page: page.runs, twin: twin.runs, ...(peer ? { peer: peer.runs } : {}) }
  return { ...speeds, runs, extraWork, loadAverageAtStart, misses: missedTargets(speeds) }
}

function describeRoute(result: RouteResult): string {
  const each = (runs: Figures[]) => runs.map((figures) => Math.round(figures.tbtMs)).join('/')
  const extra = Object.entries(result.extraWork)
    .filter(([, ms]) => Math.abs(ms) >= 20)
    .sort((a, b) => b[1] - a[1])
    .map(([group, ms]) => `${group} ${ms > 0 ? '+' : ''}${ms}`)
    .join(', ')
  return [
    `  ${result.route}: perf ${result.page.performance.toFixed(2)} (twin ${result.twin.performance.toFixed(2)}), TBT ${Math.round(result.page.tbtMs)} ms (twin ${Math.round(result.twin.tbtMs)}), LCP ${Math.round(result.page.lcpMs)} ms (twin ${Math.round(result.twin.lcpMs)}); TBT runs page ${each(result.runs.page)}, twin ${each(result.runs.twin)}${result.runs.peer ? `, peer ${each(result.runs.peer)}` : ''}; load ${result.loadAverageAtStart.join(' ')}`,
    extra ? `    main-thread work, page minus twin (ms): ${extra}` : '',
    ...result.misses.map((miss) => `    ✖ ${miss}`),
  ]
    .filter(Boolean)
    .join('\n')
}

const targetsText = `Targets (medians): performance ≥ twin − ${speedTargets.performanceBelowTwin}, LCP ≤ twin + ${speedTargets.lcpAboveTwinMs} ms, TBT ≤ twin + ${speedTargets.tbtAboveTwinMs} ms, CLS ≤ ${speedTargets.cls}, accessibility / best practices / SEO ${speedTargets.otherCategories.toFixed(2)}.`

const peerHelp = `No peer: set SPEED_PEER_DIR to a built copy of the Astro peer (Waliburocks/stockton-fencing-co) to compare home pages; README, Speed, says how to build it.`

async function main() {
  const options = parseOptions(process.argv.slice(2))
  const peerDir = process.env.SPEED_PEER_DIR ? path.resolve(process.env.SPEED_PEER_DIR) : undefined
  if (peerDir && !existsSync(path.join(peerDir, 'index.html'))) throw new Error(`SPEED_PEER_DIR: no index.html in ${peerDir} (build the peer first)`)
  if (options.build) execFileSync('npm', ['run', 'build'], { stdio: 'inherit' })
  // In this process: an error ends it, and with it the peer's server.
  const peerSite = peerDir && options.routes.includes('/') ? await serveStaticDir(peerDir, await freePort()) : undefined
  const servers = await servePagesAndTwins(path.resolve('.cache/bench/no-script-twin'), options.port)
  console.log(`bench:speed: ${servers.twinPages} no-JavaScript twins`)

  const loadBefore = loadAverage()
  const setting = options.throttling === 'simulate' ? 'mobile defaults' : 'mobile defaults but devtools throttling'
  console.log(
    `${options.routes.length} route(s) × ${options.runs} run(s) each of page and twin, Lighthouse CLI, ${setting}; ${os.availableParallelism()} cores, load average ${loadBefore.join(' ')}`,
  )
  console.log(targetsText)
  if (peerSite) console.log(`Peer: ${peerDir}, its home page in the home page's loop.`)
  else if (!peerDir) console.log(peerHelp)
  else console.log('Peer: skipped, / is not among the routes.')
  const results: RouteResult[] = []
  try {
    for (const route of options.routes) {
      const result = await measureRoute(route, servers, route === '/' ? peerSite?.baseUrl : undefined, options)
      console.log(describeRoute(result))
      results.push(result)
    }
  } finally {
    servers.stop()
    peerSite?.stop()
  }
  const loadAfter = loadAverage()

  const rows = speedTableRows(results)
  console.log(`\n${textTable(rows)}`)
  const home = results.find((result) => result.peer)
  const peerRows = home?.peer ? peerTableRows(home.page, home.twin, home.peer) : undefined
  const peerWorse = home?.peer ? worseThanPeer(home.page, home.peer) : []
  if (peerRows) {
    console.log(`\n${textTable(peerRows)}`)
    console.log(
      peerWorse.length === 0 ? '✔ ours is at least as good as the peer on performance, LCP and TBT' : `✖ ours is worse than the peer: ${peerWorse.join('; ')}`,
    )
  }
  console.log(`\nLoad average before ${loadBefore.join(' ')}, after ${loadAfter.join(' ')} (${os.availableParallelism()} cores).`)

  mkdirSync(reportsDir, { recursive: true })
  const createdAt = new Date().toISOString()
  writeFileSync(
    path.join(reportsDir, 'speed.json'),
    `${JSON.stringify({ createdAt, throttling: options.throttling, runsPerPage: options.runs, cores: os.availableParallelism(), loadAverage: { before: loadBefore, after: loadAfter }, targets: speedTargets, peer: peerDir ? { dir: peerDir, worse: peerWorse } : null, routes: results }, null, 2)}\n`,
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
    ...(peerRows ? ['', '## Home page beside the peer', '', markdownTable(peerRows), ''] : []),
  ].join('\n')
  writeFileSync(path.join(reportsDir, 'speed.md'), `${markdown}\n`)
  console.log('Wrote reports/speed.json, reports/speed.md and each run in reports/speed/')

  if (missed.length > 0 || peerWorse.length > 0) {
    if (missed.length > 0) console.log(`\n✖ ${missed.length} of ${results.length} route(s) miss a target`)
    process.exit(1)
  }
  console.log(`\n✔ every route is within the targets`)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(2)
})
