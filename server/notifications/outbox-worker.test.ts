import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { testDatabases } from '../testing/databases.ts'
import { leadPayload, newLead } from '../testing/fixtures.ts'
import { clientKeyHeaders, createTestApp, recordingNotifications, type TestApp } from '../testing/test-app.ts'
import type { LeadRepository } from '../storage/lead-repository.ts'
import { OutboxWorker, retryDelayMs, type Deliveries } from './outbox-worker.ts'

const silent = { info() {}, warn() {}, error() {} }

async function waitFor(condition: () => Promise<boolean> | boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out waiting')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describe('retry delay', () => {
  it('doubles from 1 s to a 30 s cap', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000])
  })
})

describe.each(testDatabases)('outbox on $name', (database) => {
  let db: Awaited<ReturnType<typeof database.create>>
  let repository: LeadRepository
  beforeEach(async () => {
    db = await database.create()
    repository = await db.open()
  })
  afterEach(async () => {
    await repository.close()
    await db.dispose()
  })

  it('retries with backoff, then keeps a dead letter, which a requeue delivers', async () => {
    let clock = new Date('2025-06-01T12:00:00Z').getTime()
    let failing = true
    const delivered: string[] = []
    const deliveries: Deliveries = {
      email: async (lead) => {
        if (failing) throw new Error('SMTP 421 try later')
        delivered.push(lead.id)
      },
    }
    const worker = new OutboxWorker({ repository, deliveries, maxAttempts: 4, pollIntervalMs: 50, log: silent, now: () => new Date(clock) })
    const { id } = await repository.saveLead(newLead({ receivedAt: new Date(clock) }), ['email'])

    const delays: number[] = []
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect(await worker.runOnce()).toBe(1)
      const [job] = await repository.listJobs()
      expect(job).toMatchObject({ status: 'pending', attempts: attempt, lastError: 'SMTP 421 try later' })
      delays.push(job!.nextAttemptAt.getTime() - clock)
      clock = job!.nextAttemptAt.getTime() - 1
      expect(await worker.runOnce()).toBe(0)
      clock += 1
    }
    expect(delays).toEqual([1000, 2000, 4000])

    expect(await worker.runOnce()).toBe(1)
    const [dead] = await repository.listJobs({ status: 'dead' })
    expect(dead).toMatchObject({ leadId: id, attempts: 4, lastError: 'SMTP 421 try later' })
    clock += 3_600_000
    expect(await worker.runOnce()).toBe(0)

    failing = false
    await repository.requeueJob(dead!.id, new Date(clock))
    expect(await worker.deliverJob(dead!.id)).toEqual({ outcome: 'done' })
    expect(delivered).toEqual([id])
    expect((await repository.listJobs())[0]).toMatchObject({ status: 'done', attempts: 1, lastError: null })
  })

  it("writes every attempt into the lead's timeline and counts failing notifications and dead letters in the database", async () => {
    let clock = new Date('2025-06-01T12:00:00Z').getTime()
    let failWith: string | undefined = 'SMTP 421 try later ' + 'x'.repeat(2000)
    const deliveries: Deliveries = {
      email: async () => {
        if (failWith) throw new Error(failWith)
      },
      webhook: async () => {},
    }
    const worker = new OutboxWorker({ repository, deliveries, maxAttempts: 2, pollIntervalMs: 50, log: silent, now: () => new Date(clock) })
    const { id } = await repository.saveLead(newLead({ receivedAt: new Date(clock) }), ['email', 'webhook'])
    const since = (hours: number) => new Date(clock - hours * 3_600_000)

    await worker.runOnce()
    const failedAt = new Date(clock).toISOString()
    const status = await repository.deliveryStatus(since(24))
    expect(status).toMatchObject({ deadLetters: 0, failing: 1, lastFailure: { at: failedAt, channel: 'email' } })
    expect(status.lastFailure!.error).toMatch(/^SMTP 421 try later x+$/)
    expect(status.lastFailure!.error.length).toBeLessThanOrEqual(500)
    expect(await repository.deliveryStatus(new Date(clock + 1))).toMatchObject({ failing: 0, lastFailure: null })

    clock += 60_000
    failWith = 'SMTP 550 mailbox unavailable'
    await worker.runOnce()
    expect(await repository.deliveryStatus(since(24))).toEqual({ deadLetters: 1, failing: 0, lastFailure: null })

    const [dead] = await repository.listJobs({ status: 'dead' })
    await repository.requeueJob(dead!.id, new Date(clock))
    // Re-sent: still failing (its last attempt failed) until it gets through.
    expect((await repository.deliveryStatus(since(24))).failing).toBe(1)
    failWith = undefined
    await worker.runOnce()
    expect(await repository.deliveryStatus(since(24))).toEqual({ deadLetters: 0, failing: 0, lastFailure: null })

    const timeline = (await repository.owner.getInboxLead(id))!.attempts
    const rows = timeline.map(({ channel, attempt, outcome, error }) => [channel, attempt, outcome, error?.slice(0, 28) ?? null])
    // The first batch delivers both jobs at once: either attempt may be written first.
    expect(rows.slice(0, 2)).toHaveLength(2)
    expect(rows.slice(0, 2)).toEqual(
      expect.arrayContaining([
        ['email', 1, 'failed', 'SMTP 421 try later xxxxxxxxx'],
        ['webhook', 1, 'delivered', null],
      ]),
    )
    expect(rows.slice(2)).toEqual([
      ['email', 2, 'failed', 'SMTP 550 mailbox unavailable'],
      ['email', 1, 'delivered', null],
    ])
    expect(timeline.slice(0, 2).map((attempt) => attempt.at)).toEqual([failedAt, failedAt])
  })

  it('a job whose channel is not configured waits as a dead letter instead of vanishing', async () => {
    const worker = new OutboxWorker({ repository, deliveries: {}, maxAttempts: 1, pollIntervalMs: 50, log: silent })
    await repository.saveLead(newLead(), ['webhook'])
    await worker.runOnce()
    expect((await repository.listJobs({ status: 'dead' }))[0]!.lastError).toBe('webhook notifications are not configured')
  })

  it('resumes pending notifications after a restart', async () => {
    const before = recordingNotifications()
    let t: TestApp = await createTestApp({ repository, notifications: before.notifications })
    const reply = await t.app.inject({ method: 'POST', url: '/api/leads', headers: clientKeyHeaders, payload: JSON.stringify(leadPayload()) })
    const { id } = reply.json()
    await t.close() // stopped before its worker ever ran
    expect(before.delivered).toEqual([])

    repository = await db.open()
    const after = recordingNotifications()
    t = await createTestApp({ repository, notifications: after.notifications, startOutbox: true })
    try {
      await waitFor(() => after.delivered.length === 1)
      expect(after.delivered[0]!.lead.id).toBe(id)
      await waitFor(async () => (await repository.listJobs({ status: 'done' })).length === 1)
    } finally {
      await t.close()
      repository = await db.open()
    }
  })

  it('finishes a delivery in progress before shutting down', async () => {
    let release!: () => void
    let started = false
    const finished: string[] = []
    const slow = recordingNotifications()
    slow.notifications.deliveries.email = async (lead) => {
      started = true
      await new Promise<void>((resolve) => (release = resolve))
      finished.push(lead.id)
    }
    const t = await createTestApp({ repository, notifications: slow.notifications, startOutbox: true })
    const reply = await t.app.inject({ method: 'POST', url: '/api/leads', headers: clientKeyHeaders, payload: JSON.stringify(leadPayload()) })
    await waitFor(() => started)

    const closing = t.close()
    setTimeout(() => release(), 200)
    await closing
    expect(finished).toEqual([reply.json().id])

    repository = await db.open()
    expect((await repository.listJobs())[0]).toMatchObject({ status: 'done' })
  })

  it('several workers on one database deliver each job exactly once', async () => {
    const others = [await db.open(), await db.open()]
    try {
      const delivered: number[] = []
      const workers = [repository, ...others].map(
        (repo) =>
          new OutboxWorker({
            repository: repo,
            deliveries: {
              email: async (_lead, job) => {
                await new Promise((resolve) => setTimeout(resolve, Math.random() * 5))
                delivered.push(job.id)
              },
            },
            maxAttempts: 3,
            pollIntervalMs: 20,
            batchSize: 3,
            log: silent,
          }),
      )
      for (let i = 0; i < 40; i++) await repository.saveLead(newLead(), ['email'])
      workers.forEach((worker) => worker.start())
      await waitFor(async () => (await repository.listJobs({ status: 'done' })).length === 40)
      await Promise.all(workers.map((worker) => worker.stop()))
      expect(delivered).toHaveLength(40)
      expect(new Set(delivered).size).toBe(40)
    } finally {
      await Promise.all(others.map((repo) => repo.close()))
    }
  })
})
