import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { testDatabases } from '../testing/databases.ts'
import { newLead } from '../testing/fixtures.ts'
import type { LeadRepository } from './lead-repository.ts'
import { applyReleaseSqlite } from '../testing/release-schema.ts'
import { encodeCursor } from './inbox-store.ts'
import { DuplicateOwnerError } from './owner-store.ts'
import { openSqlite } from './node-sqlite.ts'
import { openSqliteRepository } from './open-repository.ts'

describe.each(testDatabases)('owner store on $name', (database) => {
  let db: Awaited<ReturnType<typeof database.create>>
  let repository: LeadRepository
  const minute = 60_000
  const start = new Date('2026-03-01T12:00:00.000Z')
  const at = (minutes: number) => new Date(start.getTime() + minutes * minute)

  beforeEach(async () => {
    db = await database.create()
    repository = await db.open()
  })
  afterEach(async () => {
    await repository.close()
    await db.dispose()
  })

  async function save(minutes: number, overrides: Parameters<typeof newLead>[0] = {}) {
    return (await repository.saveLead(newLead({ receivedAt: at(minutes), ...overrides }), [])).id
  }

  it('lists genuine leads newest first, and spam only when asked', async () => {
    const older = await save(0, { fullName: 'Older Lead' })
    const newer = await save(5, { fullName: 'Newer Lead' })
    const spam = await save(3, { fullName: 'Bot', spam: true })

    const inbox = await repository.owner.listInbox({}, { limit: 10 })
    expect(inbox.leads.map((lead) => lead.id)).toEqual([newer, older])
    expect(inbox.leads[0]).toMatchObject({ fullName: 'Newer Lead', status: 'new', statusChangedAt: null })
    expect(inbox.next).toBeNull()
    expect((await repository.owner.listInbox({ spam: true }, { limit: 10 })).leads.map((lead) => lead.id)).toEqual([spam])
  })

  it('finds a lead by name, e-mail, address, details, and phone digits in any format', async () => {
    const target = await save(0, {
      fullName: 'Dana Whitfield',
      email: 'dana.w@example.net',
      phone: '(469) 555-0142',
      address: '88 Mockingbird Ln, Prosper, TX',
      projectDetails: 'Board-on-board cedar with a double drive gate',
    })
    await save(1, { fullName: 'Someone Else', email: 'else@example.com', phone: '2145550000', projectDetails: 'Vinyl', address: '1 Main St' })

    for (const search of ['whitfield', 'DANA.W@', 'mockingbird', 'double drive', '469-555-0142', '4695550142', '555 0142']) {
      const found = await repository.owner.listInbox({ search }, { limit: 10 })
      expect(
        found.leads.map((lead) => lead.id),
        search,
      ).toEqual([target])
    }
    // LIKE wildcards in the search are taken literally.
    expect((await repository.owner.listInbox({ search: '%' }, { limit: 10 })).leads).toEqual([])
  })

  it('searches by substring whatever its length or quotes, and forgets a deleted lead', async () => {
    const quoted = await save(0, { fullName: 'Pat "Red" O\'Neil', email: 'pat@example.org', address: '7 Elm St', projectDetails: 'Gate' })
    const other = await save(1, { fullName: 'Lee Fox', email: 'lee@example.org', address: '9 Oak Ave', projectDetails: 'Iron fence' })
    const ids = async (search: string) => (await repository.owner.listInbox({ search }, { limit: 10 })).leads.map((lead) => lead.id)
    expect(await ids('"red" o')).toEqual([quoted])
    expect(await ids("o'neil")).toEqual([quoted])
    expect(await ids('fo')).toEqual([other])
    expect(await ids('x')).toEqual([other, quoted])
    expect(await ids('on fen')).toEqual([other])
    expect(await ids('on  fen')).toEqual([])
    expect(await ids('Fo\u0000x')).toEqual([other])
    await repository.owner.deleteLead(other)
    expect(await ids('fox')).toEqual([])
    expect(await ids('example.org')).toEqual([quoted])
  })

  it('filters by service, city (whole, any case) and the days received in Celina, Texas', async () => {
    const cedarInCelina = await save(0, { services: ['wood-fencing', 'automatic-gates'], city: 'Celina' })
    const gateInProsper = await save(1, { services: ['automatic-gates'], city: 'Prosper' })
    const vinylInHeights = await save(2, { services: ['vinyl-fencing'], city: 'Celina Heights' })
    const ids = async (filter: Parameters<typeof repository.owner.listInbox>[0]) =>
      (await repository.owner.listInbox(filter, { limit: 10 })).leads.map((lead) => lead.id)

    expect(await ids({ service: 'automatic-gates' })).toEqual([gateInProsper, cedarInCelina])
    expect(await ids({ service: 'wood' })).toEqual([])
    expect(await ids({ city: 'CELINA' })).toEqual([cedarInCelina])
    expect(await ids({ city: 'celina', service: 'automatic-gates' })).toEqual([cedarInCelina])

    // 2026-03-01 05:59 UTC is still February 28 in Celina; 06:00 UTC is March 1 (CST, UTC-6).
    const lateFeb = await save(-361)
    const earlyMarch = await save(-360)
    const secondMarch = await save(18 * 60)
    expect(await ids({ from: '2026-03-01', to: '2026-03-02' })).toEqual([vinylInHeights, gateInProsper, cedarInCelina, earlyMarch])
    expect(await ids({ to: '2026-03-01' })).toEqual([lateFeb])
    expect(await ids({ from: '2026-03-02' })).toEqual([secondMarch])
  })

  it('suggests the cities genuine leads came from, each once whatever its case, most leads first', async () => {
    for (const [minutes, city] of [
      [0, 'Celina'],
      [1, 'Prosper'],
      [2, 'prosper'],
      [3, 'Celina Heights'],
      [4, ''],
    ] as const)
      await save(minutes, { city })
    await save(5, { city: 'Frisco', spam: true })
    expect(await repository.owner.leadCities()).toEqual(['Prosper', 'Celina', 'Celina Heights'])
  })

  it('pages by position: no lead twice or missed, even with equal times', async () => {
    const ids: string[] = []
    for (let i = 0; i < 7; i++) ids.push(await save(i < 4 ? 0 : i))
    const seen: string[] = []
    let after: string | undefined
    do {
      const page = await repository.owner.listInbox({}, { after, limit: 3 })
      seen.push(...page.leads.map((lead) => lead.id))
      after = page.next ?? undefined
    } while (after)
    expect(seen).toHaveLength(7)
    expect(new Set(seen)).toEqual(new Set(ids))
    // A cursor that is not ours starts from the first page.
    const first = await repository.owner.listInbox({}, { limit: 3 })
    expect((await repository.owner.listInbox({}, { after: 'not-a-cursor', limit: 3 })).leads).toEqual(first.leads)
    expect(encodeCursor(first.leads[2]!)).toBe(first.next)
  })

  it('keeps a status and notes per lead, and filters by status', async () => {
    const id = await save(0)
    await save(1)
    expect(await repository.owner.setLeadStatus(id, 'quoted', { actor: 'owner@example.com', now: at(10) })).toEqual({ outcome: 'changed', from: 'new' })
    expect(await repository.owner.addLeadNote(id, { author: 'owner@example.com', text: 'Sent the quote <b>today</b>', now: at(11) })).toBe(true)
    expect(await repository.owner.setLeadStatus('00000000-0000-4000-8000-000000000000', 'won', { actor: 'owner@example.com', now: at(12) })).toBeUndefined()
    expect(await repository.owner.addLeadNote('00000000-0000-4000-8000-000000000000', { author: 'x', text: 'y', now: at(12) })).toBe(false)

    const detail = await repository.owner.getInboxLead(id)
    expect(detail?.lead).toMatchObject({ id, status: 'quoted', statusChangedAt: at(10).toISOString() })
    expect(detail?.notes).toEqual([{ at: at(11).toISOString(), author: 'owner@example.com', text: 'Sent the quote <b>today</b>' }])
    expect((await repository.owner.listInbox({ status: 'quoted' }, { limit: 10 })).leads.map((lead) => lead.id)).toEqual([id])
  })

  it('claims a daily task once per day, across connections, and says when it last ran', async () => {
    const other = await db.open()
    try {
      const claims = await Promise.all([repository.claimDay('summary', '2026-03-01', at(0)), other.claimDay('summary', '2026-03-01', at(0))])
      expect(claims.filter(Boolean)).toEqual([{ previous: null }])
      expect(await repository.claimDay('summary', '2026-03-01', at(5))).toBeUndefined()
      expect(await other.claimDay('summary', '2026-03-02', at(1440))).toEqual({ previous: at(0) })
      expect(await repository.claimDay('summary', '2026-03-01', at(1500))).toBeUndefined()
      expect(await repository.claimDay('another task', '2026-03-01', at(1500))).toEqual({ previous: null })
    } finally {
      await other.close()
    }
  })

  it('keeps owner accounts unique', async () => {
    await repository.owner.createOwner('owner@example.com', 'hash', start)
    await expect(repository.owner.createOwner('owner@example.com', 'other', start)).rejects.toBeInstanceOf(DuplicateOwnerError)
    expect(await repository.owner.findOwner('owner@example.com')).toEqual({ id: expect.any(Number), email: 'owner@example.com', passwordHash: 'hash' })
    expect(await repository.owner.findOwner('nobody@example.com')).toBeUndefined()
  })

  it('counts sign-in attempts per address and network in one statement each, parallel ones included', async () => {
    const window = 15 * minute
    const count = (key: string, network: string, now: Date) => repository.owner.countLoginAttempt(key, network, now, window)
    const parallel = await Promise.all(Array.from({ length: 10 }, () => count('address', '203.0.113.50', at(0))))
    expect(parallel.map((result) => result.attempts).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(await count('address', '203.0.113.50', at(14))).toEqual({ attempts: 11, windowStart: at(0) })
    expect(await count('address', '198.51.100.7', at(14))).toEqual({ attempts: 1, windowStart: at(14) })
    expect(await count('other address', '203.0.113.50', at(14))).toEqual({ attempts: 1, windowStart: at(14) })
    // The window ends 15 minutes after its first attempt; the next attempt opens a new one.
    expect(await count('address', '203.0.113.50', at(15))).toEqual({ attempts: 1, windowStart: at(15) })

    expect(await repository.owner.clearLoginAttempts('address', '198.51.100.7')).toBe(1)
    expect(await count('address', '198.51.100.7', at(16))).toMatchObject({ attempts: 1 })
    expect(await count('address', '203.0.113.50', at(16))).toMatchObject({ attempts: 2 })
    expect(await repository.owner.clearLoginAttempts('address')).toBe(2)
    expect(await count('address', '203.0.113.50', at(17))).toMatchObject({ attempts: 1 })
    // Retention: counters whose window opened before the cutoff go.
    expect(await repository.owner.purgeLoginAttempts(at(15))).toBe(1)
    expect(await count('other address', '203.0.113.50', at(20))).toMatchObject({ attempts: 1 })
    expect(await count('address', '203.0.113.50', at(20))).toMatchObject({ attempts: 2 })
  })

  it('creates a session row only when asked; a later save of a revoked or signed-out session writes nothing', async () => {
    await repository.owner.createOwner('a@example.com', 'hash', start)
    const a = (await repository.owner.findOwner('a@example.com'))!.id
    const session = (n: number) => ({ ownerId: a, data: `{"n":${n}}`, expiresAt: at(30) })
    expect(await repository.owner.saveSession('never-created', session(1), { create: false })).toBe(false)
    expect(await repository.owner.getSession('never-created', at(0))).toBeUndefined()

    expect(await repository.owner.saveSession('revoked', session(1), { create: true })).toBe(true)
    expect(await repository.owner.saveSession('revoked', session(2), { create: false })).toBe(true)
    expect(await repository.owner.getSession('revoked', at(0))).toBe('{"n":2}')
    expect(await repository.owner.revokeSessions(a)).toBe(1)
    expect(await repository.owner.saveSession('revoked', session(3), { create: false })).toBe(false)
    expect(await repository.owner.getSession('revoked', at(0))).toBeUndefined()

    await repository.owner.saveSession('signed-out', session(1), { create: true })
    await repository.owner.destroySession('signed-out')
    expect(await repository.owner.saveSession('signed-out', session(2), { create: false })).toBe(false)
    expect(await repository.owner.getSession('signed-out', at(0))).toBeUndefined()
  })

  it('keeps sessions until they expire or are revoked, per owner or all', async () => {
    await repository.owner.createOwner('a@example.com', 'hash', start)
    await repository.owner.createOwner('b@example.com', 'hash', start)
    const a = (await repository.owner.findOwner('a@example.com'))!.id
    const b = (await repository.owner.findOwner('b@example.com'))!.id
    await repository.owner.saveSession('s1', { ownerId: a, data: '{"n":1}', expiresAt: at(30) }, { create: true })
    await repository.owner.saveSession('s1', { ownerId: a, data: '{"n":2}', expiresAt: at(30) }, { create: false })
    await repository.owner.saveSession('s2', { ownerId: b, data: '{}', expiresAt: at(30) }, { create: true })
    await repository.owner.saveSession('s3', { ownerId: null, data: '{}', expiresAt: at(30) }, { create: true })

    expect(await repository.owner.getSession('s1', at(29))).toBe('{"n":2}')
    expect(await repository.owner.getSession('s1', at(31))).toBeUndefined()
    await repository.owner.saveSession('old', { ownerId: b, data: '{}', expiresAt: at(10) }, { create: true })
    expect(await repository.owner.purgeExpiredSessions(at(20))).toBe(1)
    expect(await repository.owner.getSession('s2', at(20))).toBe('{}')
    expect(await repository.owner.revokeSessions(a)).toBe(1)
    expect(await repository.owner.getSession('s1', at(1))).toBeUndefined()
    expect(await repository.owner.getSession('s2', at(1))).toBe('{}')
    expect(await repository.owner.revokeSessions()).toBe(2)
    expect(await repository.owner.getSession('s2', at(1))).toBeUndefined()
  })

  it('appends to the audit log, newest first, with the client, and prunes what is older than a cutoff', async () => {
    const id = await save(0)
    await repository.owner.audit({ at: at(1), actor: 'owner@example.com', action: 'login', client: '2001:db8::1', userAgent: 'Mozilla/5.0' })
    await repository.owner.audit({ at: at(2), actor: 'owner@example.com', action: 'status_changed', leadId: id, detail: 'won', client: '198.51.100.7' })
    await repository.owner.audit({ at: at(3), actor: 'command line', action: 'purged', detail: '1' })
    expect(await repository.owner.listAudit(10)).toEqual([
      { at: at(3).toISOString(), actor: 'command line', action: 'purged', leadId: null, detail: '1', client: null, userAgent: null },
      { at: at(2).toISOString(), actor: 'owner@example.com', action: 'status_changed', leadId: id, detail: 'won', client: '198.51.100.7', userAgent: null },
      { at: at(1).toISOString(), actor: 'owner@example.com', action: 'login', leadId: null, detail: null, client: '2001:db8::1', userAgent: 'Mozilla/5.0' },
    ])
    expect(await repository.owner.purgeAudit(at(2))).toBe(1)
    expect((await repository.owner.listAudit(10)).map((entry) => entry.action)).toEqual(['purged', 'status_changed'])
  })

  it('restores a spam lead once, queuing its notifications with it', async () => {
    const spam = await save(0, { spam: true })
    const genuine = await save(1)
    expect(await repository.owner.markLeadGenuine(spam, ['email', 'webhook'], at(5))).toBe(true)
    expect((await repository.getLead(spam))?.spam).toBe(false)
    const jobs = await repository.listJobs({ leadId: spam })
    expect(jobs.map((job) => [job.channel, job.status]).sort()).toEqual([
      ['email', 'pending'],
      ['webhook', 'pending'],
    ])
    expect(await repository.owner.markLeadGenuine(spam, ['email'], at(6))).toBe(false)
    expect(await repository.owner.markLeadGenuine(genuine, ['email'], at(6))).toBe(false)
    expect(await repository.listJobs({ leadId: genuine })).toEqual([])
  })

  /** Runs every due job once, failing them, so each lead gets an attempt in its timeline. */
  async function failAllJobs(now: Date) {
    for (const job of await repository.claimJobs({ now, limit: 100, leaseMs: 60_000, workerId: 'test' }))
      await repository.retryJob(job.id, 'test', { error: 'refused', nextAttemptAt: now, now })
  }

  it('deletes one lead with its notes, notifications and delivery attempts, and nothing else', async () => {
    const gone = (await repository.saveLead(newLead({ receivedAt: at(0) }), ['email'])).id
    const kept = (await repository.saveLead(newLead({ receivedAt: at(1) }), ['email'])).id
    await repository.owner.addLeadNote(gone, { author: 'owner@example.com', text: 'note', now: at(2) })
    await failAllJobs(at(3))
    expect((await repository.owner.getInboxLead(gone))?.attempts).toEqual([
      { channel: 'email', attempt: 1, at: at(3).toISOString(), outcome: 'failed', error: 'refused' },
    ])
    expect(await repository.owner.deleteLead(gone)).toBe(true)
    expect((await repository.deliveryStatus(at(0))).failing).toBe(1)
    expect(await repository.getLead(gone)).toBeUndefined()
    expect(await repository.owner.getInboxLead(gone)).toBeUndefined()
    expect(await repository.listJobs({ leadId: gone })).toEqual([])
    expect(await repository.getLead(kept)).toBeDefined()
    expect(await repository.listJobs({ leadId: kept })).toHaveLength(1)
    expect(await repository.owner.deleteLead(gone)).toBe(false)
  })

  it('moves a lead through its stages: each change in its timeline, a stale tap refused, the webhook queued again with each', async () => {
    const id = await save(0)
    const owner = { actor: 'owner@example.com', webhook: true }
    expect(await repository.owner.setLeadStatus(id, 'contacted', { ...owner, expected: 'new', now: at(1) })).toEqual({ outcome: 'changed', from: 'new' })
    expect(await repository.owner.setLeadStatus(id, 'contacted', { ...owner, expected: 'new', now: at(2) })).toEqual({
      outcome: 'unchanged',
      from: 'contacted',
    })
    // A tap on a page still showing "new" moves nothing back.
    expect(await repository.owner.setLeadStatus(id, 'lost', { ...owner, expected: 'new', now: at(3) })).toEqual({ outcome: 'moved', from: 'contacted' })
    expect(await repository.owner.setLeadStatus(id, 'visit_scheduled', { ...owner, now: at(4), forwardOnly: true })).toMatchObject({ outcome: 'changed' })
    expect(await repository.owner.setLeadStatus(id, 'quoted', { ...owner, now: at(5) })).toEqual({ outcome: 'changed', from: 'visit_scheduled' })
    expect(await repository.owner.setLeadStatus(id, 'visit_scheduled', { ...owner, now: at(6), forwardOnly: true })).toEqual({
      outcome: 'unchanged',
      from: 'quoted',
    })

    const found = await repository.owner.getInboxLead(id)
    expect(found?.lead).toMatchObject({ status: 'quoted', answeredVia: 'status', answeredAt: at(1).toISOString() })
    expect(found?.changes.map(({ from, to, actor }) => `${from}>${to} ${actor}`)).toEqual([
      'new>contacted owner@example.com',
      'contacted>visit_scheduled owner@example.com',
      'visit_scheduled>quoted owner@example.com',
    ])
    expect(await repository.owner.latestStatusChange(id)).toMatchObject({ from: 'visit_scheduled', to: 'quoted', at: at(5).toISOString() })
    const jobs = await repository.listJobs({ leadId: id })
    expect(jobs.filter((job) => job.channel === 'status')).toMatchObject([{ status: 'pending', attempts: 0 }])
    expect(await repository.owner.deleteLead(id)).toBe(true)
    expect(await repository.owner.latestStatusChange(id)).toBeUndefined()

    // A CRM never heard of a lead caught as spam, and does not now.
    const spam = await save(7, { spam: true })
    expect(await repository.owner.setLeadStatus(spam, 'lost', { ...owner, now: at(8) })).toMatchObject({ outcome: 'changed' })
    expect(await repository.listJobs({ leadId: spam })).toEqual([])
  })

  it('purges leads past retention unless won or touched since', async () => {
    const cutoff = at(100)
    const stale = await save(0)
    const won = await save(1)
    await repository.owner.setLeadStatus(won, 'won', { actor: 'owner@example.com', now: at(2) })
    const completed = await save(1)
    await repository.owner.setLeadStatus(completed, 'completed', { actor: 'owner@example.com', now: at(2) })
    const contactedLater = await save(2)
    await repository.owner.setLeadStatus(contactedLater, 'contacted', { actor: 'owner@example.com', now: at(150) })
    const notedLater = await save(3)
    await repository.owner.addLeadNote(notedLater, { author: 'owner@example.com', text: 'called back', now: at(120) })
    const recent = await save(200)
    const staleSpam = await save(4, { spam: true })
    const notified = (await repository.saveLead(newLead({ receivedAt: at(5) }), ['email'])).id
    await failAllJobs(at(6))

    expect(await repository.owner.purgeLeads(cutoff)).toBe(3)
    expect(await repository.getLead(notified)).toBeUndefined()
    expect(await repository.deliveryStatus(at(0))).toEqual({ deadLetters: 0, failing: 0, lastFailure: null })
    expect(await repository.getLead(stale)).toBeUndefined()
    expect(await repository.getLead(staleSpam)).toBeUndefined()
    for (const kept of [won, completed, contactedLater, notedLater, recent]) expect(await repository.getLead(kept)).toBeDefined()
    expect(await repository.owner.purgeLeads(cutoff)).toBe(0)
  })
})

describe('the sign-in throttle migration', () => {
  it('keeps an account as the actor of an earlier failed sign-in, and replaces whatever else was typed there', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'owner-migration-'))
    const file = path.join(dir, 'leads.db')
    try {
      const before = openSqlite(file)
      applyReleaseSqlite(before, 6)
      before.prepare("INSERT INTO owner_users (email, password_hash, created_at) VALUES ('owner@example.com', 'hash', '2026-01-01T00:00:00.000Z')").run()
      const insert = before.prepare("INSERT INTO audit_log (at, actor, action) VALUES ('2026-01-02T00:00:00.000Z', ?, ?)")
      insert.run('owner@example.com', 'login_failed')
      insert.run('Tr0ub4dor&3 typed as an address', 'login_failed')
      insert.run('owner@example.com', 'login')
      before.close()

      const repository = await openSqliteRepository(file)
      try {
        expect((await repository.owner.listAudit(10)).map(({ actor, action, client }) => [actor, action, client])).toEqual([
          ['owner@example.com', 'login', null],
          ['(unknown address)', 'login_failed', null],
          ['owner@example.com', 'login_failed', null],
        ])
      } finally {
        await repository.close()
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
