import { DatabaseSync, enhance } from '@photostructure/sqlite'

type Args<Params> = Params extends unknown[] ? Params : [Params]

/**
 * A prepared statement, typed by its parameters (a tuple, or one object of named ones) and its
 * row. Unlike better-sqlite3, a named parameter missing from the object binds NULL and an
 * `undefined` value throws. Integers come back as numbers (readBigInts is off).
 */
export interface SqliteStatement<Params extends unknown[] | object = unknown[], Result = unknown> {
  run(...params: Args<Params>): { changes: number; lastInsertRowid: number }
  get(...params: Args<Params>): Result | undefined
  all(...params: Args<Params>): Result[]
}

/** A function that runs in one transaction (a savepoint when nested); `.immediate` takes the write lock at BEGIN. */
export type Transaction<F extends (...args: never[]) => unknown> = F & { immediate: F }

/** The part of the SQLite driver the lead store uses. */
export interface SqliteDatabase {
  prepare<Params extends unknown[] | object = unknown[], Result = unknown>(sql: string): SqliteStatement<Params, Result>
  exec(sql: string): void
  pragma(statement: string): unknown
  /** Wraps `fn` so each call runs in one transaction, rolled back if it throws. */
  transaction<F extends (...args: never[]) => unknown>(fn: F): Transaction<F>
  readonly isOpen: boolean
  close(): void
}

/**
 * Opens a SQLite file with @photostructure/sqlite: node:sqlite's API on Node 20, with its
 * binaries in the npm package, so it compiles nothing at install (decision 14). `enhance` adds
 * better-sqlite3's `pragma` and `transaction`; the one cast adds row types to statements.
 */
export function openSqlite(file: string, options: { readonly?: boolean } = {}): SqliteDatabase {
  // The 5 s busy timeout applies from the first statement on, as better-sqlite3's default did.
  const db = new DatabaseSync(file, { readOnly: options.readonly ?? false, allowUnknownNamedParameters: true, timeout: 5000 })
  return enhance(db) as unknown as SqliteDatabase
}

/**
 * Whether a write failed on a UNIQUE constraint: errcode 2067 (SQLITE_CONSTRAINT_UNIQUE) from
 * `run()` and `get()`; errors from `all()` carry only SQLite's message.
 */
export function isUniqueViolation(error: unknown): boolean {
  const { errcode, message } = (error ?? {}) as { errcode?: unknown; message?: unknown }
  return errcode === 2067 || (typeof message === 'string' && message.startsWith('UNIQUE constraint failed'))
}
