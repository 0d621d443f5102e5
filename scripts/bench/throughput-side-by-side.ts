// `npm run bench:side-by-side -- <other checkout>`: the collector's throughput here and in another checkout,
// rounds interleaved so a busy machine weighs on both alike; one e-mail per lead, the work every version does.
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { databasesFor } from '#server/testing/databases.ts'
import { createStaticSite, leadPayload } from '#server/testing/fixtures.ts'
import { freePort, processCpuMs, startServerProcess } from '#server/testing/server-process.ts'
import { startSmtpSink } from '#server/testing/smtp-sink.ts'
import { median } from './speed-figures.ts'

interface AutocannonResult {
  latency: { p50: number; p99: number }
  non2xx: number
  errors: number
  duration: number
  '2xx': number
}
const autocannon = createRequire(import.meta.url)('autocannon') as (options: Record<string, unknown>) => Promise<AutocannonResult>

const other = process.argv[2]
if (!other || !fs.existsSync(path.join(other, 'server/main.ts'))) {
  console.error('usage: npm run bench:side-by-side -- <path to another checkout of this repository>')
  process.exit(2)
}
const checkouts = { here: path.resolve(import.meta.dirname, '../..'), other: path.resolve(other) }
const rounds = Number(process.env.BENCH_ROUNDS ?? 3)
const duration = Number(process.env.BENCH_DURATION ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32)

async function run(checkout: string) {
  const database = await databasesFor(undefined)[0]!.create()
  const staticDir = createStaticSite()
  const smtp = await startSmtpSink()
  const server = await startServerProcess(
    await freePort(),
    {
      ...database.serverEnv,
      NODE_ENV: 'production',
      STATIC_DIR: staticDir,
      RATE_LIMIT_MAX: '1000000',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      SMTP_REQUIRE_TLS: 'false',
      CONFIRMATION_EMAIL: 'false',
      LEAD_CAP_PER_MINUTE: '0',
      LEAD_CAP_PER_DAY: '0',
      LEAD_CAP_PER_ADDRESS: '0',
      CONFIRMATION_DOMAIN_CAP: '0',
    },
    60_000,
    checkout,
  )
  try {
    const request = {
      method: 'POST',
      path: '/api/leads',
      headers: { 'content-type': 'application/json', 'x-client-key': 'public-demo-client-key' },
      setupRequest: (req: Record<string, unknown>) => ({ ...req, body: JSON.stringify(leadPayload({ email: `bench-${randomUUID()}@example.com` })) }),
    }
    await autocannon({ url: server.base, connections: 8, duration: 2, requests: [request] })
    const cpuBefore = processCpuMs(server.child.pid!)
    const result = await autocannon({ url: server.base, connections, duration, requests: [request] })
    return {
      leadsPerSecond: result['2xx'] / result.duration,
      p50: result.latency.p50,
      p99: result.latency.p99,
      cpuMsPerLead: (processCpuMs(server.child.pid!) - cpuBefore) / result['2xx'],
      failed: result.non2xx + result.errors,
    }
  } finally {
    await server.stop('SIGTERM')
    await smtp.close()
    await database.dispose()
    fs.rmSync(staticDir, { recursive: true, force: true })
  }
}

const runs: Record<keyof typeof checkouts, Awaited<ReturnType<typeof run>>[]> = { here: [], other: [] }
for (let round = 0; round < rounds; round++) {
  for (const name of round % 2 === 0 ? (['other', 'here'] as const) : (['here', 'other'] as const)) {
    runs[name].push(await run(checkouts[name]))
    console.log(`round ${round + 1} ${name}: ${Math.round(runs[name].at(-1)!.leadsPerSecond)} leads/s`)
  }
}
console.log(`Throughput side by side: ${rounds} interleaved rounds of ${duration} s, ${connections} connections, SQLite, one e-mail per lead; medians`)
console.table(
  Object.entries(runs).map(([name, results]) => ({
    checkout: `${name} (${checkouts[name as keyof typeof checkouts]})`,
    'durable leads/s': Math.round(median(results.map((each) => each.leadsPerSecond))),
    'p50 ms': median(results.map((each) => each.p50)),
    'p99 ms': median(results.map((each) => each.p99)),
    'server CPU ms/lead': Number(median(results.map((each) => each.cpuMsPerLead)).toFixed(3)),
    'failed requests': results.reduce((sum, each) => sum + each.failed, 0),
  })),
)
