import fs from 'node:fs'
import path from 'node:path'
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite'
import type { SqliteDatabase as KyselySqliteDatabase } from 'kysely'

function stored(value: unknown): SQLInputValue {
  if (value instanceof Date) return value.toISOString()
  if (typeof value === 'boolean') return Number(value)
  if (value !== null && typeof value === 'object' && !ArrayBuffer.isView(value)) return JSON.stringify(value)
  return value as SQLInputValue
}

// The busy timeout makes a second process (the CLI) wait, not fail.
export function openSqlite(file: string, options: { readonly?: boolean } = {}): DatabaseSync {
  return new DatabaseSync(file, { readOnly: options.readonly ?? false, timeout: 5000 })
}

// Every transaction here writes, so BEGIN is IMMEDIATE: another process waits instead of failing at its first write.
export function kyselySqlite(db: DatabaseSync): KyselySqliteDatabase {
  // Each query's text is prepared once: Kysely builds the same few texts again for every lead.
  const prepared = new Map<string, { statement: StatementSync; reader: boolean }>()
  const values = (parameters: readonly unknown[]) => parameters.map(stored)
  return {
    close: () => db.close(),
    prepare(text) {
      let entry = prepared.get(text)
      if (!entry) {
        const statement = db.prepare(text.trim().toLowerCase() === 'begin' ? 'BEGIN IMMEDIATE' : text)
        entry = { statement, reader: statement.columns().length > 0 }
        // The texts are the queries' shapes, not their values; the bound keeps odd ones (long IN lists) from piling up.
        if (prepared.size >= 500) prepared.clear()
        prepared.set(text, entry)
      }
      const { statement, reader } = entry
      return {
        reader,
        all: (parameters) => statement.all(...values(parameters)),
        run: (parameters) => statement.run(...values(parameters)),
        iterate: (parameters) => statement.iterate(...values(parameters)),
      }
    },
  }
}

export function isSqliteUniqueViolation(error: unknown): boolean {
  const { errcode, message } = (error ?? {}) as { errcode?: unknown; message?: unknown }
  return errcode === 2067 || (typeof message === 'string' && message.startsWith('UNIQUE constraint failed'))
}

const failures: Record<number, string> = {
  3: 'the database file may not be written (permissions)',
  5: 'the database is locked by another process',
  8: 'the database is read-only',
  10: 'the disk reported an I/O error',
  13: 'the disk is full',
  14: 'the database files cannot be opened',
}

export function keepToOwner(file: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 })
  fs.closeSync(fs.openSync(file, 'a', 0o600))
  for (const each of [file, `${file}-wal`, `${file}-shm`]) {
    try {
      fs.chmodSync(each, 0o600)
    } catch (error) {
      // Not there (no WAL yet), or not ours to change (a file another account made): SQLite decides.
      if (!['ENOENT', 'EPERM'].includes((error as NodeJS.ErrnoException).code ?? '')) throw error
    }
  }
}

export function sqliteWriteFailure(error: unknown): string | undefined {
  const code = (error as { errcode?: unknown } | undefined)?.errcode
  return typeof code === 'number' ? failures[code & 0xff] : undefined
}
