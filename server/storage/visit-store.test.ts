import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { testDatabases } from '../testing/databases.ts'
import { newLead } from '../testing/fixtures.ts'
import type { LeadRepository } from './lead-repository.ts'

describe.each(testDatabases)('visit time in the store on $name', (database) => {
  let db: Awaited<ReturnType<typeof database.create>>
  let repository: LeadRepository
  const now = new Date('2026-11-25T15:00:00.000Z')
  const later = new Date('2026-11-25T16:00:00.000Z')
  const lease = { limit: 10, leaseMs: 60_000, workerId: 'worker-1' }
  const preference = { days: ['2026-11-30', '2026-12-01'], time: 'any' as const }
  const monday = { day: '2026-11-30', part: 'morning' as const }
  const tuesday = { day: '2026-12-01', part: 'afternoon' as const }

  beforeEach(async () => {
    db = await database.create()
    repository = await db.open()
  })
  afterEach(async () => {
    await repository.close()
    await db.dispose()
  })

  const visitJobs = async (leadId: string) => (await repository.listJobs({ leadId })).filter((job) => job.channel === 'visit')

  it('keeps the preferred visit time with the lead, and none for a lead without', async () => {
    const withVisit = await repository.saveLead(newLead({ visit: preference }), [])
    const without = await repository.saveLead(newLead(), [])
    expect(await repository.getLead(withVisit.id)).toMatchObject({ visit: preference, visitSlot: null })
    expect(await repository.getLead(without.id)).toMatchObject({ visit: null, visitSlot: null })
    expect((await repository.owner.getInboxLead(withVisit.id))?.lead.visit).toEqual(preference)
  })

  it('confirms a slot with one invitation job, and queues none when the same slot is confirmed again', async () => {
    const { id } = await repository.saveLead(newLead({ visit: preference }), ['email'])
    expect(await repository.owner.confirmVisit(id, monday, now)).toBe('queued')
    expect((await repository.getLead(id))?.visitSlot).toEqual({ ...monday, sequence: 1, confirmedAt: now.toISOString() })
    const [job] = await visitJobs(id)
    expect(job).toMatchObject({ status: 'pending', attempts: 0 })

    const [claimed] = (await repository.claimJobs({ ...lease, now })).filter((candidate) => candidate.channel === 'visit')
    await repository.completeJob(claimed!.id, lease.workerId, now)
    expect(await repository.owner.confirmVisit(id, monday, later)).toBe('unchanged')
    expect(await visitJobs(id)).toEqual([expect.objectContaining({ id: job!.id, status: 'done', attempts: 1 })])
    expect((await repository.getLead(id))?.visitSlot?.sequence).toBe(1)
  })

  it('moves the visit to another slot: one more invitation, the job pending again, the first delivery still in the timeline', async () => {
    const { id } = await repository.saveLead(newLead({ visit: preference }), [])
    await repository.owner.confirmVisit(id, monday, now)
    const [claimed] = await repository.claimJobs({ ...lease, now })
    await repository.completeJob(claimed!.id, lease.workerId, now)

    expect(await repository.owner.confirmVisit(id, tuesday, later)).toBe('queued')
    expect((await repository.getLead(id))?.visitSlot).toEqual({ ...tuesday, sequence: 2, confirmedAt: later.toISOString() })
    expect(await visitJobs(id)).toEqual([expect.objectContaining({ id: claimed!.id, status: 'pending', attempts: 0, lastError: null })])
    const attempts = (await repository.owner.getInboxLead(id))?.attempts ?? []
    expect(attempts.map((attempt) => [attempt.channel, attempt.outcome])).toEqual([['visit', 'delivered']])
  })

  it('queues one invitation when the same slot is confirmed twice at once', async () => {
    const { id } = await repository.saveLead(newLead({ visit: preference }), [])
    const other = await db.open()
    try {
      const outcomes = await Promise.all([repository.owner.confirmVisit(id, monday, now), other.owner.confirmVisit(id, monday, now)])
      expect(outcomes.sort()).toEqual(['queued', 'unchanged'])
    } finally {
      await other.close()
    }
    expect((await repository.getLead(id))?.visitSlot?.sequence).toBe(1)
    expect(await visitJobs(id)).toHaveLength(1)
  })

  it('confirms nothing for a lead caught as spam or one that does not exist', async () => {
    const spam = await repository.saveLead(newLead({ spam: true, visit: preference }), [])
    expect(await repository.owner.confirmVisit(spam.id, monday, now)).toBeUndefined()
    expect(await repository.owner.confirmVisit('3f2b8f4e-5b7a-4c1d-9e3f-0a1b2c3d4e5f', monday, now)).toBeUndefined()
    expect(await repository.listJobs()).toEqual([])
  })

  it('erases the confirmed visit and its invitation with the lead', async () => {
    const { id } = await repository.saveLead(newLead({ visit: preference }), [])
    await repository.owner.confirmVisit(id, monday, now)
    expect(await repository.owner.deleteLead(id)).toBe(true)
    expect(await repository.listJobs()).toEqual([])
  })
})
