import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { LightMyRequestResponse } from 'fastify'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { hashPassword } from '../admin/passwords.ts'
import { sql } from 'kysely'
import { sqliteEngine } from '../storage/engines.ts'
import { leadRepository } from '../storage/lead-store.ts'
import { openSqliteRepository } from '../storage/open-repository.ts'
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

describe('readiness when the store cannot write', () => {
  const email = 'owner@example.com'
  const password = 'correct horse battery staple'
  let t: TestApp
  afterEach(() => t.close())

  it('/readyz answers 503 with the reason and logs it while /healthz still answers, and recovers', async () => {
    const engine = sqliteEngine(path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'readyz-test-')), 'leads.db'))
    t = await createTestApp({ repository: await leadRepository(engine) })
    // Every write refused, as on a read-only file or file system (the tests run as root, for whom chmod changes nothing).
    await sql`PRAGMA query_only = ON`.execute(engine.db)
    const down = await t.app.inject('/readyz')
    expect(down.statusCode).toBe(503)
    expect(down.json()).toEqual({ ok: false, reason: 'store cannot write: the database is read-only' })
    expect((await t.app.inject('/healthz')).statusCode).toBe(200)
    const logged = t
      .logs()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { level: number; msg: string; reason?: string })
    expect(logged).toContainEqual(
      expect.objectContaining({ level: 50, msg: 'readiness check: new leads cannot be stored', reason: 'the database is read-only' }),
    )

    await sql`PRAGMA query_only = OFF`.execute(engine.db)
    expect((await t.app.inject('/readyz')).statusCode).toBe(200)
  })

  it('/readyz answers 503 when the disk is nearly full, and the inbox tells the owner', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'readyz-test-'))
    t = await createTestApp({
      repository: await openSqliteRepository(path.join(dataDir, 'leads.db'), { minFreeBytes: Number.MAX_SAFE_INTEGER }),
      env: { ADMIN_LOCAL_HTTP: 'true' },
    })
    const down = await t.app.inject('/readyz')
    expect(down.statusCode).toBe(503)
    expect(down.json().reason).toMatch(/^store cannot write: the disk is nearly full \(\d+(\.\d)? MiB free\)$/)

    await t.repository.owner.createOwner(email, await hashPassword(password), new Date())
    const loginPage = await t.app.inject('/admin/login')
    const jar = (response: LightMyRequestResponse) =>
      [response.headers['set-cookie'] ?? []]
        .flat()
        .map((header) => String(header).split(';')[0]!)
        .join('; ')
    const csrf = /name="_csrf" value="([^"]+)"/.exec(loginPage.body)![1]!
    const login = await t.app.inject({
      method: 'POST',
      url: '/admin/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: jar(loginPage) },
      payload: new URLSearchParams({ _csrf: csrf, email, password }).toString(),
    })
    expect(login.statusCode).toBe(303)
    const inbox = await t.app.inject({ url: '/admin', headers: { cookie: jar(login) } })
    expect(inbox.body).toMatch(/New leads cannot be saved: the disk is nearly full \(\d+(\.\d)? MiB free\)\./)
    fs.rmSync(dataDir, { recursive: true, force: true })
  })
})
