import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { testDatabases } from '../testing/databases.ts'
import { newLead } from '../testing/fixtures.ts'
import type { LeadRepository } from './lead-repository.ts'

/** What the speed-to-lead features keep in the database, the same on SQLite and PostgreSQL. */
describe.each(testDatabases)('speed-to-lead storage on $name', (database) => {
  let db: Awaited<ReturnType<typeof database.create>>
  let repository: LeadRepository
  const now = new Date('2026-03-02T15:00:00.000Z')
  const minutes = (n: number) => new Date(now.getTime() + n * 60_000)

  beforeEach(async () => {
    db = await database.create()
    repository = await db.open()
  })
  afterEach(async () => {
    await repository.close()
    await db.dispose()
  })

  const channelsOf = async (leadId: string) => (await repository.listJobs({ leadId })).map((job) => job.channel).sort()
  beforeEach(async () => {
    await repository.owner.createOwner('owner@example.com', 'hash', now)
  })

  it('writes a confirmation once per address in 24 hours, whatever its case, and never for a repeat', async () => {
    const first = newLead({ email: 'Sam@Example.com', receivedAt: now })
    const a = await repository.saveLead(first, ['email', 'confirmation'])
    await repository.saveLead(first, ['email', 'confirmation'])
    const b = await repository.saveLead(newLead({ email: ' sam@example.com', receivedAt: minutes(60) }), ['email', 'confirmation'])
    const c = await repository.saveLead(newLead({ email: 'sam@example.com', receivedAt: minutes(24 * 60 + 1) }), ['email', 'confirmation'])
    expect(await channelsOf(a.id)).toEqual(['confirmation', 'email'])
    expect(await channelsOf(b.id)).toEqual(['email'])
    expect(await channelsOf(c.id)).toEqual(['confirmation', 'email'])
  })

  it('writes one confirmation a day in all to plus-tagged and dotted variants of one mailbox', async () => {
    const save = async (email: string, at: Date) => channelsOf((await repository.saveLead(newLead({ email, receivedAt: at }), ['email', 'confirmation'])).id)
    expect(await save('victim@example.com', now)).toEqual(['confirmation', 'email'])
    for (const variant of ['victim+1@example.com', 'Victim+2@Example.com', 'victim+a+b@example.com'])
      expect(await save(variant, minutes(1)), variant).toEqual(['email'])
    expect(await save('j.doe@gmail.com', now)).toEqual(['confirmation', 'email'])
    for (const variant of ['jdoe@gmail.com', 'J.D.O.E+fence@Gmail.com', 'jd.oe@googlemail.com'])
      expect(await save(variant, minutes(2)), variant).toEqual(['email'])
    // Dots count at other providers: another person.
    expect(await save('vic.tim@example.com', minutes(3))).toEqual(['confirmation', 'email'])

    // Queued later (a spam lead marked genuine, a job queued by hand), under the same rule.
    const spam = await repository.saveLead(newLead({ email: 'Victim+3@example.com', receivedAt: minutes(4), spam: true }), [])
    expect(await repository.owner.markLeadGenuine(spam.id, ['email', 'confirmation'], minutes(5))).toBe(true)
    expect(await channelsOf(spam.id)).toEqual(['email'])
    const quiet = await repository.saveLead(newLead({ email: 'jdoe+2@googlemail.com', receivedAt: minutes(6) }), [])
    expect(await repository.queueJob(quiet.id, 'confirmation', minutes(7))).toBe(false)
    expect(await save('victim+4@example.com', minutes(24 * 60 + 1))).toEqual(['confirmation', 'email'])
  })

  it('writes alert jobs only while a device listens, and keeps devices by endpoint', async () => {
    const quiet = await repository.saveLead(newLead({ receivedAt: now }), ['email', 'push'])
    expect(await channelsOf(quiet.id)).toEqual(['email'])
    const owner = (await repository.owner.findOwner('owner@example.com'))!
    await repository.owner.savePushSubscription({ ownerId: owner.id, endpoint: 'https://push.example/a', p256dh: 'k1', auth: 'a1', now })
    await repository.owner.savePushSubscription({ ownerId: owner.id, endpoint: 'https://push.example/a', p256dh: 'k2', auth: 'a2', now })
    expect(await repository.owner.listPushSubscriptions()).toEqual([expect.objectContaining({ endpoint: 'https://push.example/a', p256dh: 'k2', auth: 'a2' })])
    const heard = await repository.saveLead(newLead({ receivedAt: now }), ['email', 'push'])
    expect(await channelsOf(heard.id)).toEqual(['email', 'push'])
    expect(await repository.owner.deletePushSubscription('https://push.example/a')).toBe(true)
    expect(await repository.owner.deletePushSubscription('https://push.example/a')).toBe(false)
    expect(await repository.owner.listPushSubscriptions()).toEqual([])
  })

  it('lists unanswered leads without a reminder, and queues one reminder per lead', async () => {
    const owner = (await repository.owner.findOwner('owner@example.com'))!
    await repository.owner.savePushSubscription({ ownerId: owner.id, endpoint: 'https://push.example/a', p256dh: 'k', auth: 'a', now })
    const waiting = await repository.saveLead(newLead({ receivedAt: now }), [])
    const answered = await repository.saveLead(newLead({ receivedAt: now }), [])
    await repository.saveLead(newLead({ receivedAt: now, spam: true }), [])
    await repository.owner.setLeadStatus(answered.id, 'contacted', { actor: 'owner@example.com', now: minutes(5) })
    expect((await repository.unansweredLeads(minutes(-60))).map((lead) => lead.id)).toEqual([waiting.id])
    expect(await repository.queueJob(waiting.id, 'reminder', minutes(10))).toBe(true)
    expect(await repository.queueJob(waiting.id, 'reminder', minutes(11))).toBe(false)
    expect(await repository.unansweredLeads(minutes(-60))).toEqual([])
    expect(await channelsOf(waiting.id)).toEqual(['reminder'])
  })

  it('records the first answer only, from a status past new or a tap, and lists answered leads', async () => {
    const tapped = await repository.saveLead(newLead({ receivedAt: now }), [])
    const marked = await repository.saveLead(newLead({ receivedAt: minutes(1) }), [])
    expect(await repository.owner.recordAnswer(tapped.id, 'call', minutes(12))).toBe(true)
    expect(await repository.owner.recordAnswer(tapped.id, 'text', minutes(30))).toBe(true)
    await repository.owner.setLeadStatus(tapped.id, 'contacted', { actor: 'owner@example.com', now: minutes(40) })
    await repository.owner.setLeadStatus(marked.id, 'new', { actor: 'owner@example.com', now: minutes(2) })
    expect((await repository.owner.getInboxLead(marked.id))!.lead.answeredAt).toBeNull()
    await repository.owner.setLeadStatus(marked.id, 'quoted', { actor: 'owner@example.com', now: minutes(61) })
    expect((await repository.owner.getInboxLead(tapped.id))!.lead).toMatchObject({ answeredAt: minutes(12).toISOString(), answeredVia: 'call' })
    expect((await repository.owner.getInboxLead(marked.id))!.lead).toMatchObject({ answeredAt: minutes(61).toISOString(), answeredVia: 'status' })
    expect(await repository.owner.answeredLeads(minutes(-1))).toEqual([
      { receivedAt: now.toISOString(), answeredAt: minutes(12).toISOString() },
      { receivedAt: minutes(1).toISOString(), answeredAt: minutes(61).toISOString() },
    ])
    expect(await repository.owner.recordAnswer('00000000-0000-4000-8000-000000000000', 'call', now)).toBe(false)
  })

  it('keeps a shared value from its first writer', async () => {
    expect(await repository.sharedValue('vapid-keys', () => 'first', now)).toBe('first')
    expect(await repository.sharedValue('vapid-keys', () => 'second', now)).toBe('first')
  })
})
