import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { isUniqueViolation, openSqlite, type SqliteDatabase } from './sqlite-driver.ts'

describe('the SQLite driver', () => {
  let dir: string
  let db: SqliteDatabase
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sqlite-driver-'))
    db = openSqlite(path.join(dir, 'test.db'))
    db.exec('CREATE TABLE owners (email TEXT NOT NULL UNIQUE)')
    db.prepare('INSERT INTO owners (email) VALUES (?)').run('owner@example.com')
  })
  afterEach(() => {
    db.close()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  const failure = (write: () => unknown) => {
    try {
      write()
    } catch (error) {
      return error
    }
    throw new Error('the write succeeded')
  }

  it('recognises a UNIQUE violation from run(), get() and all()', () => {
    const insert = 'INSERT INTO owners (email) VALUES (?) RETURNING email'
    expect(isUniqueViolation(failure(() => db.prepare(insert).run('owner@example.com')))).toBe(true)
    expect(isUniqueViolation(failure(() => db.prepare(insert).get('owner@example.com')))).toBe(true)
    expect(isUniqueViolation(failure(() => db.prepare(insert).all('owner@example.com')))).toBe(true)
    expect(isUniqueViolation(failure(() => db.prepare(insert).run(null)))).toBe(false)
  })

  it('waits up to five seconds for a lock from its first statement on', () => {
    const other = openSqlite(path.join(dir, 'test.db'), { readonly: true })
    try {
      expect(other.pragma('busy_timeout')).toEqual([{ timeout: 5000 }])
    } finally {
      other.close()
    }
  })

  it('rolls a transaction back when its function throws, and keeps the statement usable', () => {
    const insert = db.prepare<[string | null]>('INSERT INTO owners (email) VALUES (?)')
    const addAll = db.transaction((emails: (string | null)[]) => emails.forEach((email) => insert.run(email)))
    expect(() => addAll.immediate(['a@example.com', null])).toThrow(/NOT NULL/)
    addAll.immediate(['b@example.com'])
    expect(
      db
        .prepare<[], { email: string }>('SELECT email FROM owners ORDER BY email')
        .all()
        .map((row) => row.email),
    ).toEqual(['b@example.com', 'owner@example.com'])
  })
})
