// `npm run bench:estimator`: the estimator's no-JavaScript answer against the static page, on the real
// server, one request at a time. Each request has its own address so the per-address limit stays out.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fenceTypes } from '#lead/estimate-options.ts'
import { percentile } from '#server/business-hours.ts'
import { freePort, serveSite } from './serve-site.ts'
import { textTable } from './speed-figures.ts'

const requests = Number(process.env.BENCH_REQUESTS ?? 300)
const floodClients = Number(process.env.BENCH_FLOOD ?? 4)
const staticDir = path.resolve('build/client')
if (!fs.existsSync(path.resolve('build/server/index.js'))) throw new Error('No build: run npm run build first (the answers are rendered by build/server)')

let addresses = 0
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

const canonical = (side: number) => `?type=${fenceTypes[0]}&style=board-on-board&height=6&side=${side}&walk=1&removal=yes`

const site = await serveSite(staticDir, await freePort(), { TRUST_PROXY: '1' })
try {
  const page = `${site.baseUrl}/fence-cost-estimator`
  const rows: Array<[string, number[]]> = []
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
  rows.push(['answer, new query each', await repeat((index) => timed(`${page}${canonical(index + 1)}`, 200))])
  rows.push(['answer, same query again', await repeat(() => timed(`${page}${canonical(150)}`, 200))])
  rows.push(['redirect (cache-busting parameter)', await repeat((index) => timed(`${page}${canonical(150)}&cb=${index}`, 301))])

  let flooding = true
  let side = requests + 2
  const flood = Array.from({ length: floodClients }, async () => {
    while (flooding) await timed(`${page}${canonical(side++)}`, 200)
  })
  rows.push([`static page, ${floodClients} clients flooding new answers`, await repeat(() => timed(page, 200))])
  flooding = false
  await Promise.all(flood)

  console.log(
    `build/client; page ${Math.round(sizes[0]! / 1024)} KB, answer ${Math.round(sizes[1]! / 1024)} KB uncompressed; ${requests} requests a row, one at a time; ${os.cpus().length} cores`,
  )
  const ms = (value: number | null) => `${value!.toFixed(1)} ms`
  console.log(
    textTable([
      ['request', 'count', 'p50', 'p99'],
      ...rows.map(([name, times]) => [name, String(times.length), ms(percentile(times, 50)), ms(percentile(times, 99))]),
    ]),
  )
} finally {
  site.stop()
}
