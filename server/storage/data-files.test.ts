import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { newLead } from '../testing/fixtures.ts'
import { openSqliteRepository } from './open-repository.ts'

/** The SQLite database under DATA_DIR holds every lead: only the server's user may read it. */

let parent: string
beforeEach(() => {
  parent = fs.mkdtempSync(path.join(os.tmpdir(), 'data-files-'))
})
afterEach(() => {
  fs.rmSync(parent, { recursive: true, force: true })
})

const mode = (file: string) => fs.statSync(file).mode & 0o777

it('creates the data directory 0700 and the database, its WAL and shared memory files 0600', async () => {
  const dataDir = path.join(parent, 'data')
  const repository = await openSqliteRepository(path.join(dataDir, 'leads.db'))
  try {
    await repository.saveLead(newLead(), ['email'])
    expect(mode(dataDir)).toBe(0o700)
    for (const file of ['leads.db', 'leads.db-wal', 'leads.db-shm']) expect(mode(path.join(dataDir, file)), file).toBe(0o600)
  } finally {
    await repository.close()
  }
})

it('closes a database file made readable to others before (0644) when it opens it', async () => {
  const file = path.join(parent, 'leads.db')
  const first = await openSqliteRepository(file)
  await first.saveLead(newLead(), [])
  await first.close()
  fs.chmodSync(file, 0o644)
  const again = await openSqliteRepository(file)
  try {
    await again.saveLead(newLead(), [])
    expect(mode(file)).toBe(0o600)
    expect(mode(`${file}-wal`)).toBe(0o600)
  } finally {
    await again.close()
  }
})
