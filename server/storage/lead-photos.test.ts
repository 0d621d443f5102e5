import { randomUUID } from 'node:crypto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { testDatabases } from '../testing/databases.ts'
import { newLead } from '../testing/fixtures.ts'
import type { LeadPhoto } from './lead-photos.ts'
import type { LeadRepository } from './lead-repository.ts'

describe.each(testDatabases)('lead photos on $name', (database) => {
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

  const photo = (leadId: string, position: number, sourceSha256: string): LeadPhoto => {
    const id = randomUUID()
    return {
      id,
      leadId,
      position,
      sourceSha256,
      storageKey: `${leadId}/${id}.jpg`,
      contentType: 'image/jpeg',
      width: 2048,
      height: 1536,
      bytes: 412_345,
      receivedAt: '2026-03-01T12:00:00.000Z',
    }
  }

  it('records each upload of a lead once, and lists them in the order they were sent', async () => {
    const { id } = await repository.saveLead(newLead(), [])
    const second = photo(id, 1, 'b'.repeat(64))
    const first = photo(id, 0, 'a'.repeat(64))
    expect(await repository.photos.add(second)).toBe(true)
    expect(await repository.photos.add(first)).toBe(true)
    // The same bytes again (a retry) under a new photo id: nothing is written.
    expect(await repository.photos.add(photo(id, 2, 'a'.repeat(64)))).toBe(false)

    expect(await repository.photos.count(id)).toBe(2)
    expect(await repository.photos.sourcesOf(id)).toEqual(new Set(['a'.repeat(64), 'b'.repeat(64)]))
    expect(await repository.photos.list(id)).toEqual([first, second])
    expect(await repository.photos.get(id, first.id)).toEqual(first)
    expect(await repository.photos.get(randomUUID(), first.id)).toBeUndefined()
  })

  it("erases a lead's photo records with the lead, and leaves other leads' alone", async () => {
    const { id } = await repository.saveLead(newLead(), [])
    const { id: other } = await repository.saveLead(newLead(), [])
    await repository.photos.add(photo(id, 0, 'a'.repeat(64)))
    await repository.photos.add(photo(other, 0, 'a'.repeat(64)))

    expect(await repository.owner.deleteLead(id)).toBe(true)
    expect(await repository.photos.count(id)).toBe(0)
    expect(await repository.photos.count(other)).toBe(1)
  })

  it('erases photo records with the leads the retention purge erases', async () => {
    const { id } = await repository.saveLead(newLead({ receivedAt: new Date('2020-01-01T00:00:00.000Z') }), [])
    await repository.photos.add(photo(id, 0, 'c'.repeat(64)))
    expect(await repository.owner.purgeLeads(new Date('2023-01-01T00:00:00.000Z'))).toBe(1)
    expect(await repository.photos.count(id)).toBe(0)
  })
})
