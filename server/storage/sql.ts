import type pg from 'pg'
import { isLeadId } from './lead-repository.ts'
import { isUniqueViolation, type SqliteDatabase, type SqliteStatement } from './sqlite-driver.ts'

export type Row = Record<string, unknown>

/**
 * A database as the code both dialects share sees it: each statement written once, with
 * PostgreSQL's numbered placeholders ($1, $2…), which SQLite reads as its own ?1, ?2…. Rows come
 * back as each driver gives them; the row mappers (rowToLead…) read both.
 */
export interface Sql {
  all(text: string, params?: readonly unknown[]): Promise<Row[]>
  /** Resolves to the number of rows the statement changed. */
  run(text: string, params?: readonly unknown[]): Promise<number>
  isUniqueViolation(error: unknown): boolean
  /** Whether a text may be looked up as a lead id: PostgreSQL's uuid columns refuse any other text, SQLite's take any. */
  mayBeLeadId(id: string): boolean
  /** "Not spam", as this database's partial indexes on leads spell it (so the planner uses them). */
  readonly genuine: string
}

/** How SQLite keeps what the shared statements bind: instants as ISO 8601 text, booleans as 0 and 1. */
function sqliteValue(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString()
  return typeof value === 'boolean' ? Number(value) : value
}

/** Each database's shared statements, prepared at their first use: some run for every lead's jobs. */
const prepared = new WeakMap<SqliteDatabase, Map<string, SqliteStatement<unknown[], Row>>>()

/** A statement written with $n placeholders, as SQLite runs it ($n read as ?n); synchronous, for SQLite's transactions. */
export function sqliteStatement(db: SqliteDatabase, text: string) {
  const statements = prepared.get(db) ?? new Map<string, SqliteStatement<unknown[], Row>>()
  prepared.set(db, statements)
  const statement = statements.get(text) ?? db.prepare<unknown[], Row>(text.replace(/\$(\d+)/g, '?$1'))
  statements.set(text, statement)
  return {
    all: (params: readonly unknown[] = []) => statement.all(...params.map(sqliteValue)),
    run: (params: readonly unknown[] = []) => statement.run(...params.map(sqliteValue)).changes,
  }
}

export function sqliteSql(db: SqliteDatabase): Sql {
  return {
    all: async (text, params) => sqliteStatement(db, text).all(params),
    run: async (text, params) => sqliteStatement(db, text).run(params),
    isUniqueViolation,
    mayBeLeadId: () => true,
    genuine: 'spam = 0',
  }
}

export function postgresSql(pool: pg.Pool): Sql {
  return {
    all: async (text, params = []) => (await pool.query<Row>(text, [...params])).rows,
    run: async (text, params = []) => (await pool.query(text, [...params])).rowCount ?? 0,
    isUniqueViolation: (error) => (error as { code?: string }).code === '23505',
    mayBeLeadId: isLeadId,
    genuine: 'NOT spam',
  }
}
