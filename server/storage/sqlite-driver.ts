import { DatabaseSync, enhance } from '@photostructure/sqlite'

type Args<Params> = Params extends unknown[] ? Params : [Params]

/** A prepared statement, typed by its parameters (a tuple, or one object of named ones) and its row. */
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
 * binaries in the npm package, so installing compiles nothing (decision 14). `enhance` adds
 * better-sqlite3's `pragma` and `transaction`; the one cast adds row types to statements.
 */
export function openSqlite(file: string, options: { readonly?: boolean } = {}): SqliteDatabase {
  const db = new DatabaseSync(file, { readOnly: options.readonly ?? false, allowUnknownNamedParameters: true })
  return enhance(db) as unknown as SqliteDatabase
}

/** Whether a write failed on a UNIQUE constraint (SQLITE_CONSTRAINT_UNIQUE). */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { errcode?: unknown } | null)?.errcode === 2067
}
