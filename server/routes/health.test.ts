import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { newLead } from '../testing/fixtures.ts'
import { createTestApp, type TestApp } from '../testing/test-app.ts'

describe('health checks', () => {
  let t: TestApp
  beforeEach(async () => {
    t = await createTestApp()
  })
  afterEach(() => t.close())

  it('/healthz says the process is alive', async () => {
    const response = await t.app.inject('/healthz')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ ok: true })
    expect(response.headers['cache-control']).toBe('no-store')
  })

  it('/readyz says whether the database answers', async () => {
    expect((await t.app.inject('/readyz')).json()).toEqual({ ok: true, delivery: { email: 'files', deadLetters: 0, failing: 0, lastFailure: null } })

    t.repository.ping = async () => {
      throw new Error('connection refused')
    }
    const down = await t.app.inject('/readyz')
    expect(down.statusCode).toBe(503)
    expect(down.json()).toEqual({ ok: false, reason: 'database unreachable' })
  })

  it('/readyz counts the notifications that failed for good', async () => {
    const lead = await t.repository.saveLead(newLead(), ['email'])
    const [job] = await t.repository.claimJobs({ now: new Date(), limit: 1, leaseMs: 60_000, workerId: 'test' })
    await t.repository.buryJob(job!.id, 'test', { error: 'smtp refused', now: new Date() })
    const ready = await t.app.inject('/readyz')
    expect(ready.statusCode).toBe(200)
    expect(ready.json()).toEqual({ ok: true, delivery: { email: 'files', deadLetters: 1, failing: 0, lastFailure: null } })
    expect(lead.created).toBe(true)
  })

  it('/readyz reports notifications failing in the last 24 hours, with when and where the last failed but not why', async () => {
    await t.repository.saveLead(newLead(), ['email', 'webhook'])
    const jobs = await t.repository.claimJobs({ now: new Date(), limit: 2, leaseMs: 60_000, workerId: 'test' })
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000)
    await t.repository.retryJob(jobs[0]!.id, 'test', { error: 'smtp timeout', nextAttemptAt: new Date(), now: at(30) })
    const lastFailure = at(10)
    await t.repository.retryJob(jobs[1]!.id, 'test', { error: 'connect ECONNREFUSED 10.0.0.5:443', nextAttemptAt: new Date(), now: lastFailure })
    const ready = await t.app.inject('/readyz')
    expect(ready.json()).toEqual({
      ok: true,
      delivery: { email: 'files', deadLetters: 0, failing: 2, lastFailure: { at: lastFailure.toISOString(), channel: 'webhook' } },
    })
    expect(ready.body).not.toContain('10.0.0.5')
  })
})
