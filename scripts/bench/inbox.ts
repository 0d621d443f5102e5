// `npm run bench:inbox` (BENCH_LEADS, BENCH_RUNS): each inbox query timed over a database of realistic
// leads, SQLite and, with BENCH_DATABASE_URL or TEST_DATABASE_URL, PostgreSQL. It judges nothing.
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { leadStatuses } from '#server/lead-stages.ts'
import type { LeadRepository } from '#server/storage/lead-repository.ts'
import type { InboxFilter } from '#server/storage/owner-store.ts'
import { percentile } from '#server/business-hours.ts'
import { dropPostgresSchema } from '#server/testing/databases.ts'
import { openPostgresRepository, openSqliteRepository } from '#server/storage/open-repository.ts'
import { newLead } from '#server/testing/fixtures.ts'
import { cityFiles } from '#app/content/collections.ts'
import { serviceValues } from '#lead/service-options.ts'
import { loadAverage } from './lighthouse-runs.ts'
import { median, textTable } from './speed-figures.ts'

const total = Number(process.env.BENCH_LEADS ?? 100_000)
const runs = Number(process.env.BENCH_RUNS ?? 20)
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL

const firstNames = ['Maria', 'James', 'Dana', 'Luis', 'Emily', 'Robert', 'Aisha', 'Tom', 'Priya', 'Carlos', 'Grace', 'Wei']
const lastNames = ['Gonzalez', 'Smith', 'Whitfield', 'Nguyen', 'Patel', 'Johnson', 'Brown', 'Garcia', 'Miller', 'Davis', 'Lee', 'Walker']
const cities = cityFiles.en.map((city) => city.city)
const services = serviceValues.slice(0, 6)
const details = ['cedar privacy fence', 'pool fence', 'double drive gate', 'stain and seal', 'ranch rail', 'HOA approved iron']

async function fill(repository: LeadRepository) {
  const start = Date.parse('2023-01-01T00:00:00Z')
  const step = (Date.now() - start) / total
  const batch = 500
  for (let offset = 0; offset < total; offset += batch) {
    const saves: Promise<unknown>[] = []
    for (let i = offset; i < Math.min(total, offset + batch); i++) {
      const first = firstNames[i % firstNames.length]!
      const last = lastNames[Math.floor(i / firstNames.length) % lastNames.length]!
      const city = cities[i % cities.length]!
      saves.push(
        repository
          .saveLead(
            newLead({
              submissionId: randomUUID(),
              receivedAt: new Date(start + i * step),
              spam: i % 50 === 0,
              firstName: first,
              lastName: last,
              fullName: `${first} ${last} ${i}`,
              email: `${first}.${last}.${i}@example.com`.toLowerCase(),
              phone: `(${214 + (i % 5)}) 555-${String(i % 10_000).padStart(4, '0')}`,
              services: [services[i % services.length]!],
              city,
              address: `${100 + (i % 900)} Main St, ${city}, TX 75009`,
              projectDetails: `About ${50 + (i % 300)} ft, ${details[i % details.length]}`,
            }),
            [],
          )
          .then(({ id }) =>
            i % 7 === 0
              ? repository.owner.setLeadStatus(id, leadStatuses[Math.floor(i / 7) % leadStatuses.length]!, { actor: 'owner@example.com', now: new Date() })
              : undefined,
          ),
      )
    }
    await Promise.all(saves)
  }
}

async function time(run: () => Promise<unknown>) {
  await run()
  const samples: number[] = []
  for (let i = 0; i < runs; i++) {
    const begin = performance.now()
    await run()
    samples.push(performance.now() - begin)
  }
  return { median: median(samples), p95: percentile(samples, 95)! }
}

async function measure(name: string, repository: LeadRepository) {
  const fillStart = performance.now()
  await fill(repository)
  console.log(`${name}: ${total.toLocaleString('en-US')} leads written in ${((performance.now() - fillStart) / 1000).toFixed(0)} s`)
  let cursor: string | undefined
  for (let page = 1; page < 50; page++) cursor = (await repository.owner.listInbox({}, { after: cursor, limit: 50 })).next ?? undefined
  const list = (filter: InboxFilter, after?: string) => () => repository.owner.listInbox(filter, { after, limit: 50 })
  const queries: [string, () => Promise<unknown>][] = [
    ['first page', list({})],
    ['page 50', list({}, cursor)],
    ['status "quoted"', list({ status: 'quoted' })],
    ['spam only', list({ spam: true })],
    ['search: name', list({ search: 'whitfield 4' })],
    ['search: phone digits', list({ search: '(216) 555-0421' })],
    ['search: e-mail fragment', list({ search: 'priya.patel.9' })],
    ['search: details word', list({ search: 'ranch rail' })],
    ['search: no match', list({ search: 'no such lead anywhere' })],
    ['search: 2 letters', list({ search: 'zz' })],
    ['service + city', list({ service: services[3]!, city: cities[2]!.toLowerCase() })],
    ['one month', list({ from: '2024-06-01', to: '2024-07-01' })],
  ]
  const rows: string[][] = []
  for (const [label, run] of queries) {
    const times = await time(run)
    rows.push([name, label, times.median.toFixed(1), times.p95.toFixed(1)])
  }
  return rows
}

const results: string[][] = []
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-inbox-'))
const sqlite = await openSqliteRepository(path.join(dir, 'leads.db'), { synchronous: 'NORMAL' })
try {
  results.push(...(await measure('SQLite', sqlite)))
} finally {
  await sqlite.close()
  fs.rmSync(dir, { recursive: true, force: true })
}
if (postgresUrl) {
  const schema = `bench_${randomUUID().replace(/-/g, '')}`
  const postgres = await openPostgresRepository(postgresUrl, { schema, max: 10 })
  try {
    results.push(...(await measure('PostgreSQL', postgres)))
  } finally {
    await postgres.close()
    await dropPostgresSchema(postgresUrl, schema)
  }
}

console.log(`\n${textTable([['database', 'query (50 leads a page)', 'median ms', 'p95 ms'], ...results], 2)}`)
console.log(`\n${runs} timed runs per query after one warm-up; ${os.cpus().length} cores, load average ${loadAverage().join(' ')}`)
