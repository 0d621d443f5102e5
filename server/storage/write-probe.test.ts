import path from 'node:path'
import { sql } from 'kysely'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { testDatabases, type CreatedDatabase } from '../testing/databases.ts'
import { newLead } from '../testing/fixtures.ts'
import { StoreNotWritableError, type LeadRepository } from './lead-repository.ts'
import { postgresEngine, sqliteEngine } from './engines.ts'
import { leadRepository } from './lead-store.ts'
import { openSqliteRepository } from './open-repository.ts'

/**
 * A second connection to the same database on which every write is refused, as on a read-only
 * file, a read-only file system or a standby server: SQLite's query_only, PostgreSQL's
 * default_transaction_read_only (a one-connection pool, so every query uses that session).
 */
async function openReadOnly(name: 'sqlite' | 'postgres', db: CreatedDatabase): Promise<LeadRepository> {
  if (name === 'sqlite') {
    const engine = sqliteEngine(path.join(db.serverEnv.DATA_DIR!, 'leads.db'))
    const repository = await leadRepository(engine)
    await sql`PRAGMA query_only = ON`.execute(engine.db)
    // The process's one connection to the file: it takes writes again when this store closes.
    return { ...repository, close: async () => void (await sql`PRAGMA query_only = OFF`.execute(engine.db), await repository.close()) }
  }
  const url = new URL(db.serverEnv.DATABASE_URL!)
  const schema = /search_path=(\w+)/.exec(url.searchParams.get('options') ?? '')![1]!
  url.searchParams.delete('options')
  const engine = await postgresEngine(url.toString(), { schema, max: 1 })
  const repository = await leadRepository(engine)
  await sql`SET default_transaction_read_only = on`.execute(engine.db)
  return repository
}

describe.each(testDatabases)('the write probe on $name', (database) => {
  let db: CreatedDatabase
  let repository: LeadRepository

  beforeEach(async () => {
    db = await database.create()
    repository = await db.open()
  })
  afterEach(async () => {
    await repository.close()
    await db.dispose()
  })

  it('passes on a database that takes writes, and leaves nothing behind', async () => {
    await repository.checkWritable()
    await repository.checkWritable()
    expect(await repository.sharedValue('write_probe', () => 'created now', new Date())).toBe('created now')
    const saved = await repository.saveLead(newLead(), [])
    expect((await repository.getLead(saved.id))?.id).toBe(saved.id)
  })

  it('fails with a reason on a database that refuses writes, while it still answers reads', async () => {
    const readOnly = await openReadOnly(database.name, db)
    try {
      await readOnly.ping()
      const failure = await readOnly.checkWritable().then(
        () => undefined,
        (error: unknown) => error,
      )
      expect(failure).toBeInstanceOf(StoreNotWritableError)
      expect((failure as StoreNotWritableError).reason).toBe('the database is read-only')
      // What the probe stands for: a lead would fail.
      await expect(readOnly.saveLead(newLead(), [])).rejects.toThrow()
    } finally {
      await readOnly.close()
    }
    await repository.checkWritable()
  })
})

describe('the write probe on SQLite', () => {
  it('fails when the disk has less free space than the store needs', async () => {
    const db = await testDatabases[0]!.create()
    const full = await openSqliteRepository(path.join(db.serverEnv.DATA_DIR!, 'leads.db'), { minFreeBytes: Number.MAX_SAFE_INTEGER })
    try {
      await expect(full.checkWritable()).rejects.toThrow(/the disk is nearly full \(\d+(\.\d)? MiB free\)/)
    } finally {
      await full.close()
      await db.dispose()
    }
  })
})
