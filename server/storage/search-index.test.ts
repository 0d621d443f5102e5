import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { openSqlite } from './node-sqlite.ts'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { newLead } from '../testing/fixtures.ts'
import { applyReleaseSqlite, insertReleaseSqliteLead, releaseSqliteLeadRow } from '../testing/release-schema.ts'
import { openSqliteRepository } from './open-repository.ts'

/** SQLite keeps its search index in a table of its own: it must hold exactly the leads there are. */
describe('SQLite search index', () => {
  let dir: string
  let file: string
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-index-'))
    file = path.join(dir, 'leads.db')
  })
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

  const indexedRows = () => {
    const db = openSqlite(file, { readonly: true })
    try {
      return db.prepare('SELECT rowid, full_name FROM leads_search ORDER BY rowid').all() as Array<{ rowid: number; full_name: string }>
    } finally {
      db.close()
    }
  }

  it('is filled for the leads stored before it existed', async () => {
    const db = openSqlite(file)
    applyReleaseSqlite(db, 3)
    // The columns of migration 10 came later.
    const lead = newLead({ fullName: 'Early Bird', phone: '(972) 555-0100' })
    insertReleaseSqliteLead(db, releaseSqliteLeadRow('7f1d3c52-9a57-4c3e-b3a8-2f0d6a1b4c11', lead, ['visit_preference']))
    db.close()

    const repository = await openSqliteRepository(file)
    try {
      expect((await repository.owner.listInbox({ search: 'early bi' }, { limit: 10 })).leads.map((lead) => lead.fullName)).toEqual(['Early Bird'])
      expect((await repository.owner.listInbox({ search: '972-555-0100' }, { limit: 10 })).leads).toHaveLength(1)
    } finally {
      await repository.close()
    }
  })

  it('loses the rows of deleted and purged leads, and only theirs', async () => {
    const repository = await openSqliteRepository(file)
    try {
      const old = new Date('2025-01-01T12:00:00Z')
      await repository.saveLead(newLead({ fullName: 'Purged Lead', receivedAt: old }), [])
      const deleted = await repository.saveLead(newLead({ fullName: 'Deleted Lead' }), [])
      await repository.saveLead(newLead({ fullName: 'Kept Lead' }), [])
      expect(indexedRows()).toHaveLength(3)
      await repository.owner.deleteLead(deleted.id)
      await repository.owner.purgeLeads(new Date('2025-06-01T00:00:00Z'))
      expect(indexedRows().map((row) => row.full_name)).toEqual(['Kept Lead'])
    } finally {
      await repository.close()
    }
  })

  it('stores a lead even when the index holds a stale entry at its row, and finds it', async () => {
    const repository = await openSqliteRepository(file)
    try {
      await repository.saveLead(newLead({ fullName: 'First Customer' }), [])
      // What a restore that renumbered the leads leaves behind: an index entry at the next lead's row.
      const raw = openSqlite(file)
      const next = (raw.prepare('SELECT max(rowid) + 1 AS next FROM leads').get() as { next: number }).next
      raw.prepare('INSERT INTO leads_search (rowid, full_name) VALUES (?, ?)').run(next, 'Someone Erased')
      raw.close()

      const saved = await repository.saveLead(newLead({ fullName: 'Second Customer' }), [])
      expect(saved.created).toBe(true)
      const found = await repository.owner.listInbox({ search: 'second cust' }, { limit: 10 })
      expect(found.leads.map((lead) => lead.id)).toEqual([saved.id])
      expect((await repository.owner.listInbox({ search: 'someone erased' }, { limit: 10 })).leads).toEqual([])
    } finally {
      await repository.close()
    }
  })

  it('erases a deleted lead from the file itself, its index entries included', async () => {
    const repository = await openSqliteRepository(file)
    for (let i = 0; i < 20; i++) await repository.saveLead(newLead({ fullName: `Kept Customer ${i}` }), [])
    const { id } = await repository.saveLead(newLead({ fullName: 'Zebulon Quartermaine', email: 'zebulon.q@example.com' }), ['email'])
    expect(await repository.owner.deleteLead(id)).toBe(true)
    await repository.close()
    const onDisk = fs
      .readdirSync(dir)
      .map((name) => fs.readFileSync(path.join(dir, name)).toString('latin1'))
      .join('')
    expect(onDisk).toContain('Kept Customer 7')
    expect(onDisk).not.toContain('Quartermaine')
    expect(onDisk).not.toContain('zebulon.q@')
  })
})
