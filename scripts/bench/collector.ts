// The real collector for the load benches, on a stand-in site, with no rate limit or lead cap in the way.
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import { databasesFor, type TestDatabase } from '#server/testing/databases.ts'
import { createStaticSite, leadPayload } from '#server/testing/fixtures.ts'
import { freePort, startServerProcess } from '#server/testing/server-process.ts'
import { startSmtpSink } from '#server/testing/smtp-sink.ts'

export interface AutocannonResult {
  latency: { p50: number; p99: number }
  non2xx: number
  errors: number
  timeouts: number
  duration: number
  '2xx': number
}
export const autocannon = createRequire(import.meta.url)('autocannon') as (options: Record<string, unknown>) => Promise<AutocannonResult>

interface CollectorOptions {
  database?: TestDatabase
  // Every lead is e-mailed to a sink on loopback.
  mail?: boolean
  env?: Record<string, string>
  checkout?: string
}

export async function startCollector({ database = databasesFor(undefined)[0]!, mail = false, env = {}, checkout }: CollectorOptions = {}) {
  const db = await database.create()
  const staticDir = createStaticSite()
  const smtp = mail ? await startSmtpSink() : undefined
  const cleanUp = async () => {
    await smtp?.close()
    await db.dispose()
    fs.rmSync(staticDir, { recursive: true, force: true })
  }
  const uncapped = { RATE_LIMIT_MAX: '1000000', LEAD_CAP_PER_MINUTE: '0', LEAD_CAP_PER_DAY: '0', LEAD_CAP_PER_ADDRESS: '0', CONFIRMATION_DOMAIN_CAP: '0' }
  // The sink offers no STARTTLS.
  const mailEnv: Record<string, string> = smtp ? { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, SMTP_REQUIRE_TLS: 'false' } : {}
  try {
    const server = await startServerProcess(await freePort(), { ...db.serverEnv, STATIC_DIR: staticDir, ...uncapped, ...mailEnv, ...env }, 60_000, checkout)
    const stop = async () => {
      await server.stop('SIGTERM')
      await cleanUp()
    }
    return { server, db, smtp, stop }
  } catch (error) {
    await cleanUp()
    throw error
  }
}

// Each lead from its own address: one address gets one confirmation a day.
export const leadRequest = (onCreated?: (id: string, sentAt: number) => void) => ({
  method: 'POST',
  path: '/api/leads',
  headers: { 'content-type': 'application/json', 'x-client-key': 'public-demo-client-key' },
  setupRequest: (req: Record<string, unknown>, context: { sentAt?: number }) => {
    context.sentAt = Date.now()
    return { ...req, body: JSON.stringify(leadPayload({ email: `bench-${randomUUID()}@example.com` })) }
  },
  onResponse: (status: number, body: string, context: { sentAt?: number }) => {
    if (onCreated && status === 201) onCreated((JSON.parse(body) as { id: string }).id, context.sentAt!)
  },
})

export function procStatusMiB(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) / 1024
}
