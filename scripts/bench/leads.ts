/**
 * `npm run bench:leads`: how many leads per second the collector stores durably, at what
 * latency and memory. For each database it starts the real server (node server/main.ts)
 * on loopback with an SMTP sink on loopback, posts unique valid leads with autocannon,
 * then counts the rows that are really in the database and waits for the e-mails.
 *
 * SQLite always; PostgreSQL too when BENCH_DATABASE_URL (or TEST_DATABASE_URL) is set,
 * in a schema of its own that is dropped afterwards.
 *
 *   BENCH_DURATION=10 BENCH_CONNECTIONS=32 npm run bench:leads
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import { databasesFor, type TestDatabase } from '../../server/testing/databases.ts'
import { createStaticSite, leadPayload } from '../../server/testing/fixtures.ts'
import { freePort, startServerProcess, type ServerProcess } from '../../server/testing/server-process.ts'
import { startSmtpSink } from '../../server/testing/smtp-sink.ts'

interface AutocannonResult {
  requests: { average: number; total: number }
  latency: { p50: number; p99: number; average: number; max: number }
  non2xx: number
  errors: number
  timeouts: number
  duration: number
  '2xx': number
}
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon

const duration = Number(process.env.BENCH_DURATION ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32)
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Peak resident memory of a process so far (Linux), in MiB. */
function peakRssMiB(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024
}

/** CPU time the process has used so far (user + system), in ms; Linux counts in 1/100 s ticks. */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10
}

async function bench(database: TestDatabase) {
  const db = await database.create()
  const staticDir = createStaticSite()
  const smtp = await startSmtpSink()
  const repository = await db.open()
  let server: ServerProcess | undefined
  try {
    server = await startServerProcess(await freePort(), {
      ...db.serverEnv,
      STATIC_DIR: staticDir,
      RATE_LIMIT_MAX: '1000000',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    })
    const pid = server.child.pid!
    const request = {
      method: 'POST',
      path: '/api/leads',
      headers: { 'content-type': 'application/json', 'x-client-key': 'public-demo-client-key' },
      setupRequest: (req: Record<string, unknown>) => ({ ...req, body: JSON.stringify(leadPayload()) }),
    }
    await autocannon({ url: server.base, connections: 8, duration: 2, requests: [request] })

    const before = (await repository.listLeads()).length
    const cpuBefore = cpuMs(pid)
    const result = await autocannon({ url: server.base, connections, duration, requests: [request] })
    const stored = (await repository.listLeads()).length - before
    const cpuPerLead = (cpuMs(pid) - cpuBefore) / stored

    const total = (await repository.listJobs()).length
    const drainStart = Date.now()
    while ((await repository.listJobs({ status: 'done' })).length < total && Date.now() - drainStart < 60_000) await sleep(100)
    const drainSeconds = (Date.now() - drainStart) / 1000

    return {
      database: database.name,
      'durable leads/s': Math.round(Math.min(stored, result['2xx']) / result.duration),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      'peak RSS MiB': Math.round(peakRssMiB(pid)),
      'server CPU ms/lead': Number(cpuPerLead.toFixed(2)),
      'acknowledged (2xx)': result['2xx'],
      'stored during run': stored,
      'errors + non-2xx': result.errors + result.timeouts + result.non2xx,
      'e-mails received': smtp.received.length,
      'outbox drained after s': Number(drainSeconds.toFixed(1)),
    }
  } finally {
    await server?.stop('SIGTERM')
    await repository.close()
    await smtp.close()
    await db.dispose()
    fs.rmSync(staticDir, { recursive: true, force: true })
  }
}

const targets = databasesFor(postgresUrl)
console.log(`Benchmark: ${duration} s of POST /api/leads with ${connections} connections on loopback, ${os.cpus().length} CPU(s), Node ${process.version}`)
const rows = []
for (const target of targets) {
  console.log(`… ${target.name}`)
  rows.push(await bench(target))
}
console.table(rows)
if (!postgresUrl) console.log('PostgreSQL skipped: set BENCH_DATABASE_URL (bash scripts/ci/start-postgres.sh prints one).')
