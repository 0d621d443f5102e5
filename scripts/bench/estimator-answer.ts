/**
 * `npm run bench:estimator`: what the estimator's answer to its form sent without JavaScript
 * (`/fence-cost-estimator?<inputs>`) costs, beside the prerendered page itself. It starts the real
 * server (node server/main.ts) and times, one request at a time over loopback, each body read in
 * full and compressed as a browser asks:
 *
 * - the static page (no query);
 * - the first answer after the start;
 * - uncached answers (a new canonical query each);
 * - cached answers (one canonical query again);
 * - the redirect of a query with a cache-busting parameter;
 * - the static page again while BENCH_FLOOD clients (4) ask for uncached answers without pause:
 *   what an answer being rendered costs the rest of the server.
 *
 * It prints the p50 and p99 of each. The site is build/client when it holds the estimator page
 * (`npm run build`), else the test fixture's page grown to the size of the built one.
 * Each request comes from its own address (X-Forwarded-For, one proxy trusted), so the per-address
 * limit stays out of the figures.
 *
 *   BENCH_REQUESTS=300 BENCH_FLOOD=4 npm run bench:estimator
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fenceTypes } from '#lead/estimate-options.ts'
import { createStaticSite } from '#server/testing/fixtures.ts'
import { freePort, startServerProcess } from '#server/testing/server-process.ts'

const requests = Number(process.env.BENCH_REQUESTS ?? 300)
const floodClients = Number(process.env.BENCH_FLOOD ?? 4)
/** The built estimator page weighs about this much. */
const builtPageBytes = 121 * 1024

const builtSite = path.resolve('build/client')
const useBuild = fs.existsSync(path.join(builtSite, 'fence-cost-estimator', 'index.html'))
const staticDir = useBuild ? builtSite : createStaticSite()
if (!useBuild) {
  const file = path.join(staticDir, 'fence-cost-estimator', 'index.html')
  const page = fs.readFileSync(file, 'utf8')
  const filler = '<p>Cedar privacy fences built to last in north Texas, installed by a local crew.</p>'
  fs.writeFileSync(file, page.replace('</main>', `${filler.repeat(Math.ceil((builtPageBytes - page.length) / filler.length))}</main>`))
}

let addresses = 0
/** A client address of its own for each request. */
const nextAddress = () => {
  addresses++
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`
}

async function timed(url: string, expectedStatus: number): Promise<number> {
  const started = performance.now()
  const response = await fetch(url, { redirect: 'manual', headers: { 'x-forwarded-for': nextAddress(), 'accept-encoding': 'br, gzip' } })
  await response.arrayBuffer()
  const ms = performance.now() - started
  if (response.status !== expectedStatus) throw new Error(`${url}: ${response.status}, expected ${expectedStatus}`)
  return ms
}

const percentile = (values: number[], share: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(share * values.length) - 1)]!
const canonical = (side: number) => `?type=${fenceTypes[0]}&style=board-on-board&height=6&side=${side}&walk=1&removal=yes`

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-estimator-'))
const server = await startServerProcess(await freePort(), { DATA_DIR: dataDir, DATABASE_URL: '', STATIC_DIR: staticDir, TRUST_PROXY: '1' })
try {
  const page = `${server.base}/fence-cost-estimator`
  const rows: Array<[string, number[]]> = []
  // Before anything else: the first answer this process renders.
  rows.push(['first answer after the start', [await timed(`${page}${canonical(requests + 1)}`, 200)]])
  const sizes = await Promise.all(
    [page, `${page}${canonical(requests + 1)}`].map(
      async (url) => (await (await fetch(url, { headers: { 'x-forwarded-for': nextAddress() } })).arrayBuffer()).byteLength,
    ),
  )
  const repeat = async (make: (index: number) => Promise<number>) => {
    const times: number[] = []
    for (let index = 0; index < requests; index++) times.push(await make(index))
    return times
  }
  rows.push(['static page (no query)', await repeat(() => timed(page, 200))])
  rows.push(['answer, uncached (new query each)', await repeat((index) => timed(`${page}${canonical(index + 1)}`, 200))])
  rows.push(['answer, cached (same query)', await repeat(() => timed(`${page}${canonical(150)}`, 200))])
  rows.push(['redirect (cache-busting parameter)', await repeat((index) => timed(`${page}${canonical(150)}&cb=${index}`, 301))])

  let flooding = true
  let side = requests + 2
  const flood = Array.from({ length: floodClients }, async () => {
    while (flooding) await timed(`${page}${canonical(side++)}`, 200)
  })
  rows.push([`static page, ${floodClients} clients flooding uncached`, await repeat(() => timed(page, 200))])
  flooding = false
  await Promise.all(flood)

  console.log(
    `${useBuild ? 'build/client' : `fixture site (no build/client), estimator page grown to ${Math.round(builtPageBytes / 1024)} KB`}; ` +
      `page ${Math.round(sizes[0]! / 1024)} KB, answer ${Math.round(sizes[1]! / 1024)} KB uncompressed; ${requests} requests a row, one at a time; ${os.cpus().length} cores`,
  )
  console.log(`${'request'.padEnd(44)} ${'count'.padStart(5)} ${'p50'.padStart(9)} ${'p99'.padStart(9)}`)
  const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(9)
  for (const [name, times] of rows)
    console.log(`${name.padEnd(44)} ${String(times.length).padStart(5)} ${ms(percentile(times, 0.5))} ${ms(percentile(times, 0.99))}`)
} finally {
  await server.stop('SIGTERM')
  fs.rmSync(dataDir, { recursive: true, force: true })
  if (!useBuild) fs.rmSync(staticDir, { recursive: true, force: true })
}
