import type pg from 'pg'
import { isLeadId } from './lead-repository.ts'
import { isUniqueViolation, type SqliteDatabase } from './sqlite-driver.ts'

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

/** SQLite keeps instants as ISO 8601 text. */
const sqliteValue = (value: unknown) => (value instanceof Date ? value.toISOString() : value)

export function sqliteSql(db: SqliteDatabase): Sql {
  const statement = (text: string) => db.prepare<unknown[], Row>(text.replace(/\$(\d+)/g, '?$1'))
  return {
    all: async (text, params = []) => statement(text).all(...params.map(sqliteValue)),
    run: async (text, params = []) => statement(text).run(...params.map(sqliteValue)).changes,
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
