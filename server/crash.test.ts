import fs from 'node:fs'
import { afterAll, describe, expect, it } from 'vitest'
import { testDatabases, type CreatedDatabase } from './testing/databases.ts'
import { createStaticSite, leadPayload } from './testing/fixtures.ts'
import { freePort, startServerProcess, type ServerProcess } from './testing/server-process.ts'

/**
 * The durability promise, tested the hard way: clients keep sending leads while the real
 * server process is killed with SIGKILL and restarted, five times. Afterwards every lead
 * that was answered ok is in the database exactly once, with the id it was answered with,
 * and with its notification queued. Like the form, a client whose request failed sends
 * the same submission again.
 */

const kills = 5
const clients = 4
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe.each(testDatabases)('crash safety on $name', (database) => {
  const staticDir = createStaticSite()
  let db: CreatedDatabase | undefined
  let server: ServerProcess | undefined

  afterAll(async () => {
    await server?.stop('SIGKILL')
    await db?.dispose()
    fs.rmSync(staticDir, { recursive: true, force: true })
  })

  it('keeps every acknowledged lead exactly once through repeated SIGKILLs', { timeout: 240_000 }, async () => {
    db = await database.create()
    await (await db.open()).close() // creates and migrates the database before the first start
    const port = await freePort()
    // Leads in a loop, on purpose: no per-IP limit, and every lead notified (no notification cap).
    const env = {
      ...db.serverEnv,
      STATIC_DIR: staticDir,
      RATE_LIMIT_MAX: '1000000',
      LEAD_CAP_PER_MINUTE: '0',
      LEAD_CAP_PER_DAY: '0',
      LEAD_CAP_PER_ADDRESS: '0',
      CONFIRMATION_DOMAIN_CAP: '0',
      OUTBOX_POLL_INTERVAL: '200',
    }
    const base = `http://127.0.0.1:${port}`

    const acknowledged = new Map<string, string>()
    const repeats = { count: 0 }
    let failedRequests = 0
    let running = true

    const client = async () => {
      let payload = leadPayload()
      while (running) {
        try {
          const response = await fetch(`${base}/api/leads`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-client-key': 'public-demo-client-key' },
            body: JSON.stringify(payload),
            signal: AbortSignal.timeout(3000),
          })
          const body = (await response.json()) as { ok: boolean; id?: string }
          if (response.ok && body.ok && body.id) {
            const earlier = acknowledged.get(payload.submissionId)
            if (earlier) expect(body.id).toBe(earlier)
            if (response.status === 200) repeats.count++
            acknowledged.set(payload.submissionId, body.id)
            payload = leadPayload()
          } else {
            failedRequests++
            await sleep(20)
          }
        } catch {
          // Connection refused or reset: the server is down. Send the same submission again.
          failedRequests++
          await sleep(50)
        }
      }
    }

    server = await startServerProcess(port, env)
    const loops = Array.from({ length: clients }, client)
    for (let kill = 0; kill < kills; kill++) {
      await sleep(300 + Math.random() * 700)
      await server.stop('SIGKILL')
      server = await startServerProcess(port, env)
    }
    await sleep(500)
    running = false
    await Promise.all(loops)
    expect(await server.stop('SIGTERM')).toBe(0)
    server = undefined

    const repository = await db.open()
    try {
      const leads = await repository.listLeads({ includeSpam: true })
      const bySubmission = new Map<string, string[]>()
      for (const lead of leads) bySubmission.set(lead.submissionId, [...(bySubmission.get(lead.submissionId) ?? []), lead.id])

      expect(acknowledged.size).toBeGreaterThan(20)
      for (const [submissionId, id] of acknowledged) {
        expect(bySubmission.get(submissionId), submissionId).toEqual([id])
      }
      // Nothing stored twice, and every stored lead has its e-mail queued or sent.
      expect(bySubmission.size).toBe(leads.length)
      const jobs = await repository.listJobs()
      expect(jobs.filter((job) => job.channel === 'email')).toHaveLength(leads.length)
      console.info(
        `crash test (${database.name}): ${kills} SIGKILLs, ${acknowledged.size} leads acknowledged, all stored once; ` +
          `${leads.length - acknowledged.size} stored but unanswered; ${repeats.count} retries answered with the same id; ` +
          `${failedRequests} requests failed while the server was down`,
      )
    } finally {
      await repository.close()
    }
  })
})
