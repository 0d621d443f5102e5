import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { DatabaseSync } from 'node:sqlite'
import { isSqliteUniqueViolation as isUniqueViolation, openSqlite } from './node-sqlite.ts'

describe('Node’s SQLite driver', () => {
  let dir: string
  let db: DatabaseSync
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
      expect(other.prepare('PRAGMA busy_timeout').get()).toEqual({ timeout: 5000 })
    } finally {
      other.close()
    }
  })
})
