// `npm run bench:side-by-side -- <other checkout>`: the collector's throughput here and in another checkout,
// rounds interleaved so a busy machine weighs on both alike; one e-mail per lead, the work every version does.
import fs from 'node:fs'
import path from 'node:path'
import { processCpuMs } from '#server/testing/server-process.ts'
import { autocannon, leadRequest, startCollector } from './collector.ts'
import { median } from './speed-figures.ts'

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
  const { server, stop } = await startCollector({ mail: true, env: { NODE_ENV: 'production', CONFIRMATION_EMAIL: 'false' }, checkout })
  try {
    const request = leadRequest()
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
    await stop()
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
