import { openSqlite } from './node-sqlite.ts'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { testDatabases } from '../testing/databases.ts'
import { leadEstimate, newLead } from '../testing/fixtures.ts'
import { type LeadRepository } from './lead-repository.ts'
import { applyReleaseSqlite, insertReleaseSqliteLead, releaseSqliteLeadRow } from '../testing/release-schema.ts'
import { openSqliteRepository } from './open-repository.ts'

describe.each(testDatabases)('lead repository on $name', (database) => {
  let db: Awaited<ReturnType<typeof database.create>>
  let repository: LeadRepository
  const now = new Date('2025-06-01T12:00:00.000Z')
  const lease = { limit: 10, leaseMs: 60_000 }

  beforeEach(async () => {
    db = await database.create()
    repository = await db.open()
  })
  afterEach(async () => {
    await repository.close()
    await db.dispose()
  })

  it('stores a lead with one outbox job per channel and reads it back', async () => {
    const lead = newLead({ utm: { source: 'google', medium: null, campaign: 'spring' } })
    const saved = await repository.saveLead(lead, ['email', 'webhook'])
    expect(saved).toMatchObject({ created: true, spam: false })

    const stored = await repository.getLead(saved.id)
    expect(stored).toMatchObject({
      id: saved.id,
      submissionId: lead.submissionId,
      receivedAt: lead.receivedAt.toISOString(),
      spam: false,
      fullName: 'Maria Gonzalez',
      services: ['wood-fencing'],
      utm: { source: 'google', medium: null, campaign: 'spring' },
      consent: true,
    })
    const jobs = await repository.listJobs({ leadId: saved.id })
    expect(jobs.map((job) => [job.channel, job.status, job.attempts])).toEqual([
      ['email', 'pending', 0],
      ['webhook', 'pending', 0],
    ])
  })

  it('stores the fence cost estimate a lead came with, and none for a lead without', async () => {
    const estimate = leadEstimate({ sidesFeet: [40, 80, 40], stain: true })
    const withEstimate = await repository.saveLead(newLead({ estimate }), [])
    const without = await repository.saveLead(newLead(), [])
    expect((await repository.getLead(withEstimate.id))?.estimate).toEqual(estimate)
    expect((await repository.getLead(without.id))?.estimate).toBeNull()
    // Both leads share a receipt time, so the list's order between them is not defined.
    const listed = (await repository.listLeads()).map((lead) => lead.estimate)
    expect(listed).toHaveLength(2)
    expect(listed).toEqual(expect.arrayContaining([estimate, null]))
  })

  it('keeps one lead per submission id, also when the copies arrive at once', async () => {
    const lead = newLead()
    const results = await Promise.all(Array.from({ length: 8 }, () => repository.saveLead(lead, ['email'])))
    expect(new Set(results.map((result) => result.id)).size).toBe(1)
    expect(results.filter((result) => result.created)).toHaveLength(1)
    expect(await repository.listLeads()).toHaveLength(1)
    expect(await repository.listJobs()).toHaveLength(1)

    const later = await repository.saveLead({ ...lead, firstName: 'Changed' }, ['email'])
    expect(later).toEqual({ id: results[0]!.id, created: false, spam: false })
    expect((await repository.getLead(later.id))?.firstName).toBe('Maria')
  })

  it('keeps one lead when two connections insert the same submission at once', async () => {
    const other = await db.open()
    try {
      const lead = newLead()
      const [a, b] = await Promise.all([repository.saveLead(lead, ['email']), other.saveLead(lead, ['email'])])
      expect(a.id).toBe(b.id)
      expect([a.created, b.created].sort()).toEqual([false, true])
      expect(await repository.listJobs()).toHaveLength(1)
    } finally {
      await other.close()
    }
  })

  it('writes one confirmation for one address when leads naming it arrive at once on two connections', async () => {
    const other = await db.open()
    try {
      const saves = Array.from({ length: 10 }, (_, index) =>
        (index % 2 ? other : repository).saveLead(newLead({ email: index % 3 ? 'Same.Person@example.com' : 'same.person+quote@example.com' }), [
          'email',
          'confirmation',
        ]),
      )
      await Promise.all(saves)
      const jobs = await repository.listJobs()
      expect(jobs.filter((job) => job.channel === 'email')).toHaveLength(10)
      expect(jobs.filter((job) => job.channel === 'confirmation')).toHaveLength(1)
    } finally {
      await other.close()
    }
  })

  it('stores the good leads of a burst even when one of them cannot be stored', async () => {
    const broken = newLead({ firstName: null as unknown as string })
    const results = await Promise.allSettled([
      repository.saveLead(newLead(), ['email']),
      repository.saveLead(broken, ['email']),
      repository.saveLead(newLead(), ['email']),
    ])
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
    expect(await repository.listLeads()).toHaveLength(2)
    expect(await repository.listJobs()).toHaveLength(2)
  })

  it('stores spam without notifications and leaves it out of lists unless asked', async () => {
    const spam = await repository.saveLead(newLead({ spam: true }), [])
    await repository.saveLead(newLead(), ['email'])
    expect(spam.spam).toBe(true)
    expect(await repository.listJobs({ leadId: spam.id })).toEqual([])
    expect((await repository.listLeads()).map((lead) => lead.spam)).toEqual([false])
    expect(await repository.listLeads({ includeSpam: true })).toHaveLength(2)
  })

  it('lists leads by time with since, order and limit', async () => {
    for (const day of ['01', '02', '03']) {
      await repository.saveLead(newLead({ receivedAt: new Date(`2025-05-${day}T10:00:00Z`), firstName: `Day${day}` }), [])
    }
    const names = (leads: { firstName: string }[]) => leads.map((lead) => lead.firstName)
    expect(names(await repository.listLeads())).toEqual(['Day01', 'Day02', 'Day03'])
    expect(names(await repository.listLeads({ since: new Date('2025-05-02T00:00:00Z') }))).toEqual(['Day02', 'Day03'])
    expect(names(await repository.listLeads({ order: 'desc', limit: 2 }))).toEqual(['Day03', 'Day02'])
    expect(await repository.getLead('00000000-0000-4000-8000-000000000000')).toBeUndefined()
    expect(await repository.getLead('not-an-id')).toBeUndefined()
  })

  it('hands a due job to one worker at a time and counts the attempt', async () => {
    const saved = await repository.saveLead(newLead({ receivedAt: now }), ['email'])
    const [first, second] = await Promise.all([repository.claimJobs({ ...lease, now, workerId: 'a' }), repository.claimJobs({ ...lease, now, workerId: 'b' })])
    const claimed = [...first!, ...second!]
    expect(claimed).toHaveLength(1)
    expect(claimed[0]).toMatchObject({ leadId: saved.id, channel: 'email', attempts: 1 })

    // The lease protects the job until it runs out; then a crashed worker's job comes back.
    expect(await repository.claimJobs({ ...lease, now: new Date(now.getTime() + 59_000), workerId: 'c' })).toEqual([])
    const reclaimed = await repository.claimJobs({ ...lease, now: new Date(now.getTime() + 60_000), workerId: 'c' })
    expect(reclaimed.map((job) => job.attempts)).toEqual([2])

    // The first worker lost its lease: its late report must not override the new owner.
    await repository.completeJob(claimed[0]!.id, first!.length ? 'a' : 'b', now)
    expect((await repository.listJobs())[0]!.status).toBe('pending')
    await repository.completeJob(claimed[0]!.id, 'c', now)
    expect((await repository.listJobs())[0]!.status).toBe('done')
  })

  it('holds the jobs of a lead whose photos are being stored until they are released, or until the hold ends', async () => {
    const later = (ms: number) => new Date(now.getTime() + ms)
    const held = await repository.saveLead(newLead({ receivedAt: now, jobsDueAt: later(120_000) }), ['email', 'webhook'])
    const orphan = await repository.saveLead(newLead({ receivedAt: now, jobsDueAt: later(120_000) }), ['email'])
    expect(await repository.claimJobs({ ...lease, now: later(1_000), workerId: 'a' })).toEqual([])

    await repository.releaseJobs(held.id, now)
    const claimed = await repository.claimJobs({ ...lease, now: later(1_000), workerId: 'a' })
    expect(claimed.map((job) => [job.leadId, job.channel])).toEqual([
      [held.id, 'email'],
      [held.id, 'webhook'],
    ])
    for (const job of claimed) await repository.completeJob(job.id, 'a', later(1_000))
    // A process that stopped before releasing them: the jobs go out on their own when the hold ends.
    expect(await repository.claimJobs({ ...lease, now: later(119_000), workerId: 'b' })).toEqual([])
    expect((await repository.claimJobs({ ...lease, now: later(120_000), workerId: 'b' })).map((job) => job.leadId)).toEqual([orphan.id])
  })

  it('retries later, completes, and keeps dead letters until they are requeued', async () => {
    await repository.saveLead(newLead({ receivedAt: now }), ['email', 'webhook'])
    const [email, webhook] = await repository.claimJobs({ ...lease, now, workerId: 'w' })

    await repository.retryJob(email!.id, 'w', { error: 'SMTP down', nextAttemptAt: new Date(now.getTime() + 1000), now })
    await repository.buryJob(webhook!.id, 'w', { error: 'HTTP 500', now })
    expect(await repository.claimJobs({ ...lease, now, workerId: 'w' })).toEqual([])

    const retried = await repository.claimJobs({ ...lease, now: new Date(now.getTime() + 1000), workerId: 'w' })
    expect(retried.map((job) => [job.channel, job.attempts, job.lastError])).toEqual([['email', 2, 'SMTP down']])
    await repository.completeJob(retried[0]!.id, 'w', now)

    const dead = await repository.listJobs({ status: 'dead' })
    expect(dead.map((job) => [job.channel, job.lastError])).toEqual([['webhook', 'HTTP 500']])
    expect(await repository.requeueJob(email!.id, now)).toBeUndefined()

    const requeued = await repository.requeueJob(webhook!.id, now)
    expect(requeued).toMatchObject({ status: 'pending', attempts: 0 })
    const again = await repository.claimJobs({ ...lease, now, workerId: 'w', jobId: webhook!.id })
    expect(again.map((job) => job.id)).toEqual([webhook!.id])
    expect((await repository.listJobs({ status: 'done' })).map((job) => job.channel)).toEqual(['email'])
  })

  it('gathers the leads stored past the notification cap into one digest, once, even with two gatherers at once', async () => {
    const interval = 15 * 60_000
    const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000)
    await repository.saveLead(newLead({ receivedAt: at(-10) }), ['email'])
    const capped = []
    for (const minute of [-9, -8, -7]) capped.push((await repository.saveLead(newLead({ fullName: `Capped ${minute}`, receivedAt: at(minute) }), 'digest')).id)
    // A honeypot body is never in a digest, whatever it was saved with.
    await repository.saveLead(newLead({ spam: true, receivedAt: at(-6) }), 'digest')
    expect(await repository.listJobs({ leadId: capped[1] })).toEqual([])

    const other = await db.open()
    try {
      const results = await Promise.all([repository.queueDigest(now, interval), other.queueDigest(now, interval)])
      const queued = results.filter((result) => result !== undefined)
      expect(queued).toEqual([{ jobId: expect.any(Number), leads: 3 }])
      const digests = (await repository.listJobs()).filter((job) => job.channel === 'digest')
      expect(digests.map((job) => [job.id, job.leadId, job.status])).toEqual([[queued[0]!.jobId, capped[0], 'pending']])
      // Each lead's jobs show the digest that lists it.
      expect((await repository.listJobs({ leadId: capped[2] })).map((job) => job.id)).toEqual([queued[0]!.jobId])

      const listed = await repository.digestLeads(queued[0]!.jobId, 50)
      expect(listed.total).toBe(3)
      expect(listed.leads.map((lead) => lead.id)).toEqual(capped)
      expect((await repository.digestLeads(queued[0]!.jobId, 2)).leads.map((lead) => lead.id)).toEqual(capped.slice(0, 2))

      // Nothing waits any more: nothing to queue, by either store.
      expect(await other.queueDigest(at(1), interval)).toBeUndefined()
      // A lead capped later waits for the interval to pass, then gets a digest of its own.
      const later = await repository.saveLead(newLead({ receivedAt: at(2) }), 'digest')
      expect(await repository.queueDigest(at(14), interval)).toBeUndefined()
      const next = await other.queueDigest(at(15), interval)
      expect(next).toEqual({ jobId: expect.any(Number), leads: 1 })
      expect((await repository.digestLeads(next!.jobId, 50)).leads.map((lead) => lead.id)).toEqual([later.id])
      expect((await repository.digestLeads(queued[0]!.jobId, 50)).total).toBe(3)
    } finally {
      await other.close()
    }
  })

  it('keeps a digest for the leads left when some are deleted or purged, and drops it with the last of them', async () => {
    const old = (minute: number) => new Date(Date.UTC(2020, 0, 1, 12, minute))
    const [first, second, third] = [
      await repository.saveLead(newLead({ fullName: 'First', receivedAt: old(1) }), 'digest'),
      await repository.saveLead(newLead({ fullName: 'Second', receivedAt: old(2) }), 'digest'),
      await repository.saveLead(newLead({ fullName: 'Third', receivedAt: old(3) }), 'digest'),
    ]
    const { jobId } = (await repository.queueDigest(now, 60_000))!
    // A failed attempt: on the timeline of every lead the digest lists.
    const [claimed] = await repository.claimJobs({ ...lease, now, workerId: 'w' })
    expect(claimed).toMatchObject({ id: jobId, channel: 'digest', leadId: first.id })
    await repository.retryJob(jobId, 'w', { error: 'SMTP down', nextAttemptAt: now, now })
    const digestAttempts = async (id: string) =>
      (await repository.owner.getInboxLead(id))!.attempts.filter((attempt) => attempt.channel === 'digest').map((attempt) => attempt.error)
    expect(await digestAttempts(third.id)).toEqual(['SMTP down'])

    // The lead that carries the job is deleted: the job, and its attempts, go on with the next one.
    expect(await repository.owner.deleteLead(first.id)).toBe(true)
    let [digest] = (await repository.listJobs()).filter((job) => job.channel === 'digest')
    expect(digest).toMatchObject({ id: jobId, leadId: second.id, status: 'pending' })
    expect((await repository.digestLeads(jobId, 50)).leads.map((lead) => lead.fullName)).toEqual(['Second', 'Third'])
    expect(await digestAttempts(second.id)).toEqual(['SMTP down'])
    expect(await digestAttempts(third.id)).toEqual(['SMTP down'])

    // Retention purges the second; the third stays (its status changed lately) and keeps the digest.
    await repository.owner.setLeadStatus(third.id, 'contacted', { actor: 'owner@example.com', now: now })
    expect(await repository.owner.purgeLeads(new Date(Date.UTC(2023, 0, 1)))).toBe(1)
    ;[digest] = (await repository.listJobs()).filter((job) => job.channel === 'digest')
    expect(digest).toMatchObject({ id: jobId, leadId: third.id })
    expect(await repository.digestLeads(jobId, 50)).toMatchObject({ total: 1, leads: [{ fullName: 'Third' }] })
    expect(await digestAttempts(third.id)).toEqual(['SMTP down'])
    const [again] = await repository.claimJobs({ ...lease, now, workerId: 'w' })
    expect(again).toMatchObject({ id: jobId, leadId: third.id })
    await repository.completeJob(jobId, 'w', now)

    // With the last of its leads the digest is gone, its delivered attempt too.
    expect(await repository.owner.deleteLead(third.id)).toBe(true)
    expect(await repository.listJobs()).toEqual([])
    expect(await repository.listLeads({ includeSpam: true })).toEqual([])
  })

  it('migrates once: reopening keeps the data', async () => {
    const saved = await repository.saveLead(newLead(), ['email'])
    await repository.close()
    repository = await db.open()
    expect((await repository.getLead(saved.id))?.id).toBe(saved.id)
    await expect(repository.ping()).resolves.toBeUndefined()
  })
})

describe('the lead estimate migration', () => {
  it('adds the estimate column to a database made before it; earlier leads read as having none', async () => {
    const oldLead = '0c9f3e0a-58d4-4c1e-9d7b-6f2a1e3b5c7d'
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-migration-'))
    const file = path.join(dir, 'leads.db')
    try {
      const before = openSqlite(file)
      applyReleaseSqlite(before, 1)
      insertReleaseSqliteLead(before, releaseSqliteLeadRow(oldLead, newLead(), ['estimate', 'visit_preference']))
      before.close()

      const repository = await openSqliteRepository(file)
      try {
        expect((await repository.getLead(oldLead))?.estimate).toBeNull()
        // Every lead before the language column came from an English page.
        expect((await repository.getLead(oldLead))?.language).toBe('en')
        const saved = await repository.saveLead(newLead({ estimate: leadEstimate() }), [])
        expect((await repository.getLead(saved.id))?.estimate).toEqual(leadEstimate())
      } finally {
        await repository.close()
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
