// `npm run bench:leads`: durable leads per second on the real server, then the time from a lead's POST to
// its alert and confirmation at a steady rate, then that rate again while strangers flood /admin.
import os from 'node:os'
import { setTimeout as sleep } from 'node:timers/promises'
import { percentile } from '#server/business-hours.ts'
import { databasesFor, type TestDatabase } from '#server/testing/databases.ts'
import { processCpuMs } from '#server/testing/server-process.ts'
import { startPushEndpoint } from '#server/testing/push-endpoint.ts'
import { autocannon, leadRequest, procStatusMiB, startCollector, type AutocannonResult } from './collector.ts'
import { median as medianOf } from './speed-figures.ts'

const duration = Number(process.env.BENCH_DURATION ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32)
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
// Far above any contractor's day, below what the outbox delivers.
const pacedRate = Number(process.env.BENCH_PACED_RATE ?? 50)
const floodRequests = 5000
// Interleaved with quiet runs, so a busy machine weighs on both alike.
const floodRounds = Number(process.env.BENCH_FLOOD_ROUNDS ?? 3)

function change(quiet: number, loaded: number): string {
  const percent = Math.round(((loaded - quiet) / quiet) * 100)
  return `${percent >= 0 ? '+' : ''}${percent}%`
}

async function bench(database: TestDatabase) {
  const device = await startPushEndpoint()
  // The bench floods on purpose, so every lead is notified.
  const collector = await startCollector({ database, mail: true, env: { PUSH_LOOPBACK_ENDPOINTS: 'true' } })
  const smtp = collector.smtp!
  const repository = await collector.db.open()
  try {
    await repository.owner.createOwner('owner@example.com', 'not-a-real-hash', new Date())
    const owner = (await repository.owner.findOwner('owner@example.com'))!
    await repository.owner.savePushSubscription({ ownerId: owner.id, endpoint: device.subscription.endpoint, ...device.subscription.keys, now: new Date() })
    const pid = collector.server.child.pid!
    const base = collector.server.base
    const postedAt = new Map<string, number>()
    const request = leadRequest((id, sentAt) => postedAt.set(id, sentAt))
    const drain = async () => {
      const start = Date.now()
      const pending = async () => (await repository.listJobs({ status: 'pending' })).length
      while ((await pending()) > 0 && Date.now() - start < 300_000) await sleep(200)
      return (Date.now() - start) / 1000
    }
    await autocannon({ url: base, connections: 8, duration: 2, requests: [request] })
    await drain()

    const before = (await repository.listLeads()).length
    const cpuBefore = processCpuMs(pid)
    const result = await autocannon({ url: base, connections, duration, requests: [request] })
    const stored = (await repository.listLeads()).length - before
    const cpuPerLead = (processCpuMs(pid) - cpuBefore) / stored
    const drainSeconds = await drain()
    const throughput = {
      database: database.name,
      'durable leads/s': Math.round(Math.min(stored, result['2xx']) / result.duration),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      'peak RSS MiB': Math.round(procStatusMiB(pid, 'VmHWM')),
      'server CPU ms/lead': Number(cpuPerLead.toFixed(2)),
      'acknowledged (2xx)': result['2xx'],
      'stored during run': stored,
      'errors + non-2xx': result.errors + result.timeouts + result.non2xx,
      'outbox drained after s': Number(drainSeconds.toFixed(1)),
    }

    postedAt.clear()
    const [pushesBefore, mailsBefore] = [device.received.length, smtp.received.length]
    const paced = await autocannon({ url: base, connections, duration, overallRate: pacedRate, requests: [request] })
    await drain()
    const sincePosted = (id: string | undefined, at: number) => {
      const posted = postedAt.get(id ?? '')
      return posted === undefined ? [] : [at - posted]
    }
    const pushMs = device.received.slice(pushesBefore).flatMap((push) => sincePosted(/\/admin\/leads\/([0-9a-f-]{36})/.exec(push.payload)?.[1], push.at))
    const confirmationMs = smtp.received
      .slice(mailsBefore)
      .flatMap((mail) => sincePosted(/^<lead-([0-9a-f-]{36})\.confirmation@/.exec(mail.mail.headers['message-id'] ?? '')?.[1], mail.at))
    const speed = {
      database: database.name,
      'leads/s': pacedRate,
      'leads posted': postedAt.size,
      'POST p50 ms': paced.latency.p50,
      'POST p99 ms': paced.latency.p99,
      'POST→push p50 ms': percentile(pushMs, 50),
      'POST→push p99 ms': percentile(pushMs, 99),
      'POST→confirmation p50 ms': percentile(confirmationMs, 50),
      'POST→confirmation p99 ms': percentile(confirmationMs, 99),
      'pushes / confirmations': `${pushMs.length} / ${confirmationMs.length}`,
    }

    const quietRows = await repository.owner.revokeSessions()
    const quiet: AutocannonResult[] = []
    const flooded: AutocannonResult[] = []
    let floodAnswered = 0
    for (let round = 0; round < floodRounds; round++) {
      quiet.push(await autocannon({ url: base, connections, duration, overallRate: pacedRate, requests: [request] }))
      await drain()
      const [leads, flood] = await Promise.all([
        autocannon({ url: base, connections, duration, overallRate: pacedRate, requests: [request] }),
        autocannon({ url: base, connections: 16, amount: floodRequests, overallRate: floodRequests / duration, requests: [{ method: 'GET', path: '/admin' }] }),
      ])
      flooded.push(leads)
      floodAnswered = Math.min(floodAnswered || Infinity, flood['2xx'] + flood.non2xx)
      await drain()
    }
    const median = (runs: AutocannonResult[], key: 'p50' | 'p99') => medianOf(runs.map((run) => run.latency[key]))
    const [quietP50, quietP99, floodedP50, floodedP99] = [median(quiet, 'p50'), median(quiet, 'p99'), median(flooded, 'p50'), median(flooded, 'p99')]
    const underFlood = {
      database: database.name,
      'quiet POST p50 / p99 ms': `${quietP50} / ${quietP99}`,
      'flooded POST p50 / p99 ms': `${floodedP50} / ${floodedP99}`,
      'p50 / p99 change': `${change(quietP50, floodedP50)} / ${change(quietP99, floodedP99)}`,
      'within 20%': floodedP50 <= quietP50 * 1.2 && floodedP99 <= quietP99 * 1.2 && floodAnswered >= floodRequests ? 'yes' : 'no',
      'inbox requests answered per round (fewest)': floodAnswered,
      'session rows written': (await repository.owner.revokeSessions()) - quietRows,
    }
    return { throughput, speed, underFlood }
  } finally {
    await repository.close()
    await collector.stop()
    await device.close()
  }
}

const targets = databasesFor(postgresUrl)
console.log(`Benchmark: ${duration} s of POST /api/leads with ${connections} connections on loopback, ${os.cpus().length} CPU(s), Node ${process.version}`)
const rows = []
for (const target of targets) {
  console.log(`… ${target.name}`)
  rows.push(await bench(target))
}
console.log('Throughput: every connection posting as fast as it is answered')
console.table(rows.map((row) => row.throughput))
console.log(`Speed to lead: ${connections} connections at ${pacedRate} leads/s in all, each lead e-mailed, confirmed and pushed to one device`)
console.table(rows.map((row) => row.speed))
console.log(
  `Under an inbox flood: the same ${pacedRate} leads/s while cookieless requests for /admin arrive on 16 more connections, ${floodRequests} in each run, medians of ${floodRounds} rounds interleaved with quiet ones`,
)
console.table(rows.map((row) => row.underFlood))
if (!postgresUrl) console.log('PostgreSQL skipped: set BENCH_DATABASE_URL (bash scripts/ci/start-postgres.sh prints one).')
