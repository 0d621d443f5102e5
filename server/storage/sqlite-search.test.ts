import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { afterEach, expect, it } from 'vitest'
import { newLead } from '../testing/fixtures.ts'
import { SqliteLeadRepository } from './sqlite-repository.ts'

let dir: string
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

it('stores a lead even when the search index holds a stale entry at its row, and finds it', async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sqlite-search-'))
  const file = path.join(dir, 'leads.db')
  const repository = SqliteLeadRepository.open(file)
  await repository.saveLead(newLead({ fullName: 'First Customer' }), [])
  // What a restore that renumbered the leads leaves behind: an index entry at the next lead's row.
  const raw = new Database(file)
  const next = (raw.prepare('SELECT max(rowid) + 1 AS next FROM leads').get() as { next: number }).next
  raw.prepare('INSERT INTO leads_search (rowid, full_name) VALUES (?, ?)').run(next, 'Someone Erased')
  raw.close()

  const saved = await repository.saveLead(newLead({ fullName: 'Second Customer' }), [])
  expect(saved.created).toBe(true)
  const found = await repository.owner.listInbox({ search: 'second cust' }, { limit: 10 })
  expect(found.leads.map((lead) => lead.id)).toEqual([saved.id])
  expect((await repository.owner.listInbox({ search: 'someone erased' }, { limit: 10 })).leads).toEqual([])
  await repository.close()
})

it('erases a deleted lead from the file itself, its search index included', async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sqlite-erase-'))
  const repository = SqliteLeadRepository.open(path.join(dir, 'leads.db'))
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
