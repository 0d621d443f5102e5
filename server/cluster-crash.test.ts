import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, describe, expect, it } from 'vitest'
import type { LeadPayload } from '#lead/lead-schema.ts'
import { loadServerConfig } from './config.ts'
import { leadMessageId } from './notifications/mail-files.ts'
import { outboxBatchSize } from './notifications/outbox-worker.ts'
import { verifyWebhookSignature } from './notifications/webhook.ts'
import type { LeadRepository, OutboxJob } from './storage/lead-repository.ts'
import { databasesFor, type CreatedDatabase } from './testing/databases.ts'
import { createStaticSite, leadPayload } from './testing/fixtures.ts'
import { freePort, startServerProcess, type ServerProcess } from './testing/server-process.ts'
import { startSmtpSink, type SmtpSink } from './testing/smtp-sink.ts'

/**
 * The scale-out promise: several collector instances share one PostgreSQL. Three real server
 * processes on one schema take leads from clients spread over them round robin, while one of
 * them is SIGKILLed and restarted under load. Afterwards every acknowledged lead is stored once,
 * with the id it was answered with; every notification reached the SMTP sink or the webhook
 * receiver; one arrived twice only when the instance sending it died before recording it, and
 * then under the same Message-ID or delivery id; and the digest and the daily summary, which
 * every instance looks for, went out once.
 */

const instances = 3
const kills = 5
const clients = 4
/** Each client's pause between leads: load enough to catch every instance mid-work, light enough to restart quickly. */
const pauseMs = 50
/** Leads from one address before the kills: past its budget on each instance they wait for the digest. */
const floodLeads = 10
const floodAddress = '203.0.113.7'
const leaseMs = 10_000
const webhookSecret = 'cluster-webhook-secret-0123456789'
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function waitFor(what: string, condition: () => boolean | Promise<boolean>, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await sleep(200)
  }
}

/** The header fields of a raw message, names in lower case: the checks read nothing else (the sink's parser decodes every body). */
function headersOf(raw: string): Record<string, string> {
  const end = raw.search(/\r?\n\r?\n/)
  const head = (end < 0 ? raw : raw.slice(0, end)).replace(/\r?\n[ \t]+/g, ' ')
  return Object.fromEntries(
    head.split(/\r?\n/).map((line) => [line.slice(0, line.indexOf(':')).trim().toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  )
}

interface Receipt {
  /** What identifies the notification whatever id it carries: its kind and lead(s). */
  what: string
  /** The id a receiver drops duplicates by: the Message-ID, or the webhook's delivery id. */
  key: string
  at: number
}

/** A CRM on loopback that checks each webhook's signature as a receiver would. */
async function startWebhookReceiver() {
  const received: Array<Receipt & { verified: boolean }> = []
  const server = http.createServer((request, response) => {
    let body = ''
    // A sender killed mid-request resets the connection: that delivery is simply not received.
    request.on('error', () => {})
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      const header = (name: string) => request.headers[name] as string | undefined
      const deliveryId = header('x-lead-delivery')
      const verified = verifyWebhookSignature({
        secret: webhookSecret,
        timestamp: header('x-lead-timestamp'),
        signature: header('x-lead-signature'),
        deliveryId,
        body,
      })
      const { lead } = JSON.parse(body) as { lead: { id: string } }
      received.push({ what: `webhook ${lead.id}`, key: `delivery ${deliveryId}`, at: Date.now(), verified })
      response.writeHead(200).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/leads`
  const close = () => {
    server.closeAllConnections()
    return new Promise<void>((resolve) => server.close(() => resolve()))
  }
  return { url, received, close }
}

const postgres = databasesFor(process.env.TEST_DATABASE_URL).find((database) => database.name === 'postgres')

// Several processes on one store is what PostgreSQL is for; SQLite is one process per file. CI sets TEST_DATABASE_URL.
describe.skipIf(!postgres)('three collector instances on one PostgreSQL (skipped without TEST_DATABASE_URL)', () => {
  const staticDir = createStaticSite()
  let db: CreatedDatabase | undefined
  let repository: LeadRepository | undefined
  let smtp: SmtpSink | undefined
  let webhook: Awaited<ReturnType<typeof startWebhookReceiver>> | undefined
  const servers: Array<ServerProcess | undefined> = []

  afterAll(async () => {
    await Promise.all(servers.map((server) => server?.stop('SIGKILL')))
    await repository?.close()
    await db?.dispose()
    await smtp?.close()
    await webhook?.close()
    fs.rmSync(staticDir, { recursive: true, force: true })
  })

  it('keeps every lead once and sends every notification, digest and summary once, through repeated SIGKILLs', { timeout: 240_000 }, async () => {
    db = await postgres!.create()
    repository = await db.open() // creates and migrates the schema before the instances start
    smtp = await startSmtpSink()
    webhook = await startWebhookReceiver()
    const ports = await Promise.all(Array.from({ length: instances }, freePort))
    const env = {
      ...db.serverEnv,
      STATIC_DIR: staticDir,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      // The sink on loopback offers no STARTTLS.
      SMTP_REQUIRE_TLS: 'false',
      WEBHOOK_URL: webhook.url,
      WEBHOOK_SECRET: webhookSecret,
      // The clients play the load balancer: X-Forwarded-For gives each lead its own client address.
      TRUST_PROXY: '1',
      RATE_LIMIT_MAX: '1000000',
      // No global cap; one notified lead per address per instance, so the flood's address goes to the digest.
      LEAD_CAP_PER_MINUTE: '0',
      LEAD_CAP_PER_DAY: '0',
      LEAD_CAP_PER_ADDRESS: '1',
      CONFIRMATION_DOMAIN_CAP: '0',
      // Due from midnight: every instance checks at start, so three starts and each restart race for it.
      DAILY_SUMMARY_HOUR: '0',
      OUTBOX_POLL_INTERVAL: '200',
      // A killed instance's jobs come back after this; the sink and receiver answer far sooner.
      OUTBOX_LEASE: String(leaseMs),
      PG_POOL_MAX: '5',
    }
    const config = loadServerConfig({ ...process.env, ...env })
    const siteUrl = config.site.siteUrl

    const acknowledged = new Map<string, string>()
    const flood = new Set<string>()
    let retriesAnswered = 0
    let failedRequests = 0
    let turn = 0
    let counter = 0
    let running = true

    /** One POST to the next instance in turn; the id it was answered with, or undefined when it failed. */
    const post = async (payload: LeadPayload, address: string): Promise<string | undefined> => {
      const port = ports[turn++ % ports.length]!
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/leads`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-client-key': 'public-demo-client-key', 'x-forwarded-for': address },
          body: JSON.stringify(payload),
          signal: AbortSignal.timeout(5000),
        })
        const body = (await response.json()) as { ok: boolean; id?: string }
        if (response.ok && body.ok && body.id) {
          if (response.status === 200) retriesAnswered++
          return body.id
        }
      } catch {
        // Connection refused or reset (the instance is down), or no answer in time.
      }
      failedRequests++
      return undefined
    }

    /** Like the form: the same submission again after a failure, until it is answered (or the clients stop). */
    const submit = async (payload: LeadPayload, address: string, untilAnswered = false) => {
      for (;;) {
        const id = await post(payload, address)
        if (id !== undefined) {
          acknowledged.set(payload.submissionId, id)
          return
        }
        if (!running && !untilAnswered) return
        await sleep(50)
      }
    }

    const client = async () => {
      while (running) {
        const n = ++counter
        // An address and a mailbox of its own: every lead is notified (and confirmed) on whichever instance takes it.
        await submit(leadPayload({ email: `cluster-${n}@example.com` }), `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`)
        await sleep(pauseMs)
      }
    }

    const started = await Promise.all(ports.map((port) => startServerProcess(port, env)))
    servers.push(...started)
    const isSummary = (raw: string) => headersOf(raw)['message-id']?.startsWith('<summary-') === true
    // The summary goes out at once, before any kill: a process killed between claiming the day and sending skips it by design.
    await waitFor('the daily summary', () => smtp!.received.some((received) => isSummary(received.raw)))

    const loops = Array.from({ length: clients }, client)
    // Each instance looks for capped leads at start and then every minute: the flood comes in between, and the first
    // restart's look queues one digest for all of it (the next could follow only LEAD_DIGEST_INTERVAL later).
    for (let i = 0; i < floodLeads; i++) {
      const payload = leadPayload({ email: `flood-${i}@example.com` })
      flood.add(payload.submissionId)
      await submit(payload, floodAddress, true)
    }

    const killTimes: Array<{ killedAt: number; restartedAt: number }> = []
    for (let kill = 0; kill < kills; kill++) {
      await sleep(500 + Math.random() * 1000)
      const killedAt = Date.now()
      await servers[0]!.stop('SIGKILL')
      servers[0] = await startServerProcess(ports[0]!, env)
      killTimes.push({ killedAt, restartedAt: Date.now() })
    }
    await sleep(500)
    running = false
    await Promise.all(loops)

    // Drained: the digest queued, and the jobs the killed instance held back and sent once their lease ended.
    await waitFor('the digest and the outbox to drain', async () => {
      const jobs = await repository!.listJobs()
      return jobs.some((job) => job.channel === 'digest') && jobs.every((job) => job.status !== 'pending')
    })
    for (const [index, server] of servers.entries()) {
      expect(await server!.stop('SIGTERM'), `instance ${index}`).toBe(0)
      servers[index] = undefined
    }

    // Every acknowledged lead is stored exactly once, with the id it was answered with.
    const leads = await repository.listLeads({ includeSpam: true })
    const bySubmission = new Map<string, string[]>()
    for (const lead of leads) bySubmission.set(lead.submissionId, [...(bySubmission.get(lead.submissionId) ?? []), lead.id])
    expect(acknowledged.size).toBeGreaterThan(20)
    for (const [submissionId, id] of acknowledged) expect(bySubmission.get(submissionId), submissionId).toEqual([id])
    expect(bySubmission.size).toBe(leads.length)
    expect(leads.filter((lead) => lead.spam)).toEqual([])

    // Every job was delivered; a lead has its three, or none when it waited for the digest.
    const jobs = await repository.listJobs()
    expect(jobs.filter((job) => job.status !== 'done')).toEqual([])
    const jobsOf = new Map<string, OutboxJob[]>()
    for (const job of jobs) jobsOf.set(job.leadId, [...(jobsOf.get(job.leadId) ?? []), job])
    const ownChannels = (leadId: string) => (jobsOf.get(leadId) ?? []).filter((job) => job.channel !== 'digest').map((job) => job.channel)
    const capped = leads.filter((lead) => ownChannels(lead.id).length === 0)
    for (const lead of leads) if (ownChannels(lead.id).length > 0) expect(ownChannels(lead.id).sort(), lead.id).toEqual(['confirmation', 'email', 'webhook'])
    // Only the flood went past its address's budget, and each instance notified one of it at most (no restart during the flood).
    expect(capped.filter((lead) => !flood.has(lead.submissionId))).toEqual([])
    expect(capped.length).toBeGreaterThanOrEqual(floodLeads - instances)

    // One digest for the whole flood, though every instance and every restart looked for one.
    const digests = jobs.filter((job) => job.channel === 'digest')
    expect(digests).toHaveLength(1)
    const digest = digests[0]!
    const listed = await repository.digestLeads(digest.id, 50)
    expect(listed.leads.map((lead) => lead.id).sort()).toEqual(capped.map((lead) => lead.id).sort())
    for (const lead of capped) expect((await repository.listJobs({ leadId: lead.id })).map((job) => job.id)).toEqual([digest.id])

    // What the receivers got, by the notification it is and by the id they drop duplicates by.
    const receipts: Receipt[] = [...webhook.received]
    expect(webhook.received.every((hit) => hit.verified)).toBe(true)
    const summaryIds: string[] = []
    for (const received of smtp.received) {
      const headers = headersOf(received.raw)
      const key = headers['message-id'] ?? ''
      if (isSummary(received.raw)) {
        summaryIds.push(key)
        continue
      }
      const toOwner = received.to.every((address) => config.notifyEmailTo.includes(address))
      const what = headers['x-lead-ids'] ? `digest ${headers['x-lead-ids']}` : `${toOwner ? 'email' : 'confirmation'} ${headers['x-lead-id']}`
      receipts.push({ what, key, at: received.at })
    }
    const expectedKey = (job: OutboxJob) =>
      job.channel === 'webhook' ? `delivery ${job.id}` : leadMessageId(siteUrl, job.leadId, job.channel === 'digest' ? `digest-${job.id}` : job.channel)
    const jobByKey = new Map(jobs.map((job) => [expectedKey(job), job]))
    const copies = new Map<string, Receipt[]>()
    for (const receipt of receipts) copies.set(receipt.key, [...(copies.get(receipt.key) ?? []), receipt])

    // Each job arrived, nothing else did, and a notification that arrived twice carried one id both times.
    expect([...copies.keys()].filter((key) => !jobByKey.has(key))).toEqual([])
    expect([...jobByKey.keys()].filter((key) => !copies.has(key))).toEqual([])
    const idsOf = new Map<string, Set<string>>()
    for (const receipt of receipts) idsOf.set(receipt.what, (idsOf.get(receipt.what) ?? new Set()).add(receipt.key))
    expect([...idsOf].filter(([, ids]) => ids.size > 1)).toEqual([])
    expect(idsOf.size).toBe(jobs.length)

    // Every acknowledged lead's notification arrived: its own e-mail, or its line in the digest e-mail.
    const digestMail = receipts.find((receipt) => receipt.key === expectedKey(digest))!
    for (const id of acknowledged.values()) {
      const own = leadMessageId(siteUrl, id, 'email')
      expect(copies.has(own) || digestMail.what.includes(id), id).toBe(true)
    }

    // A repeat only where the sending instance died before recording: one claim per copy, and a kill between copies.
    let repeats = 0
    for (const [key, received] of copies) {
      if (received.length === 1) continue
      repeats += received.length - 1
      expect(received.length, key).toBeLessThanOrEqual(jobByKey.get(key)!.attempts)
      for (let i = 1; i < received.length; i++) {
        const [before, after] = [received[i - 1]!.at, received[i]!.at]
        expect(
          killTimes.some(({ killedAt, restartedAt }) => before <= restartedAt && after >= killedAt),
          `${key}: copies at ${before} and ${after}`,
        ).toBe(true)
      }
    }
    // A worker holds one batch at a time, delivered together: a kill can leave at most that many sent but unrecorded.
    expect(repeats).toBeLessThanOrEqual(kills * outboxBatchSize)

    // The summary: once per day however many instances looked, never repeated (it is claimed before it is sent).
    expect(summaryIds.length).toBeGreaterThan(0)
    expect(new Set(summaryIds).size).toBe(summaryIds.length)

    const stored = leads.length - acknowledged.size
    console.log(
      `cluster test (postgres, ${instances} instances): ${acknowledged.size} leads acknowledged (${stored} stored but unanswered), ` +
        `${kills} SIGKILLs, ${receipts.length} deliveries of ${jobs.length} jobs (${webhook.received.length} webhooks), ` +
        `${repeats} repeats (at most ${kills * outboxBatchSize}), ${digests.length} digest of ${capped.length} leads, ` +
        `${summaryIds.length} summary; ${retriesAnswered} retries answered with the same id, ${failedRequests} requests failed`,
    )
  })
})
