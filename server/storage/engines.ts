import fs from 'node:fs'
import path from 'node:path'
import {
  CamelCasePlugin,
  Kysely,
  PostgresDialect,
  sql,
  SqliteDialect,
  type ColumnDefinitionBuilder,
  type CreateTableBuilder,
  type DatabaseIntrospector,
  type Expression,
  type RawBuilder,
  type SqlBool,
} from 'kysely'
import pg from 'pg'
import { isSqliteUniqueViolation, keepToOwner, kyselySqlite, openSqlite, sqliteWriteFailure } from './node-sqlite.ts'
import type { Database } from './schema.ts'

/** Everything the two databases do differently, named once; every query and migration is written over it. */
type DataTypeExpression = Parameters<CreateTableBuilder<string>['addColumn']>[1]

export interface Engine {
  readonly kind: 'sqlite' | 'postgres'
  readonly db: Kysely<Database>
  readonly schema: string | undefined
  readonly types: {
    uuid: DataTypeExpression
    instant: 'text' | 'timestamptz'
    json: DataTypeExpression
    list: DataTypeExpression
    identity: DataTypeExpression
    identityColumn(column: ColumnDefinitionBuilder): ColumnDefinitionBuilder
    flag: DataTypeExpression
    flagColumn(name: string, column: ColumnDefinitionBuilder): ColumnDefinitionBuilder
  }
  // Typed in the statement: PostgreSQL cannot infer a bound value's type in an INSERT … SELECT list.
  instant(value: unknown): RawBuilder<Date>
  // As the partial indexes spell it, so the planner uses them.
  readonly genuine: Expression<SqlBool>
  readonly capped: Expression<SqlBool>
  createSearchIndex(db: Kysely<unknown>): Promise<void>
  searchCondition(search: { text: string; digits: string | null; term: string; phone: string | null }): Expression<SqlBool>
  hasService(service: string): Expression<SqlBool>
  // PostgreSQL: instances take turns on `lock` until the transaction ends; SQLite holds its write lock from BEGIN.
  takeTurns(trx: Kysely<Database>, lock: string): Promise<void>
  // SQLite skips its disk sync: a power cut may undo it (never a lead).
  bookkeeping<T>(work: (db: Kysely<Database>) => Promise<T>): Promise<T>
  isUniqueViolation(error: unknown): boolean
  writeFailure(error: unknown): string | undefined
  boundProbe(trx: Kysely<Database>): Promise<void>
  checkRoom(): Promise<string | undefined>
  close(): Promise<void>
}

export interface SqliteOptions {
  // NORMAL survives a process crash only.
  synchronous?: 'FULL' | 'EXTRA' | 'NORMAL'
  minFreeBytes?: number
}

const digitsOf = (phone: string) => `replace(replace(replace(replace(replace(${phone}, '(', ''), ')', ''), ' ', ''), '-', ''), '.', '')`
const sqlitePhoneDigits = sql.raw(digitsOf('phone'))
const searchedFields = ['full_name', 'email', 'address', 'city', 'project_details'] as const
const ftsPhrase = (text: string) => `"${text.replace(/"/g, '""')}"`

// A JSON column's own keys stay as stored.
const plugins = [new CamelCasePlugin({ maintainNestedObjectKeys: true })]

const openFiles = new Map<string, { engine: Engine; users: number; options: string }>()

/**
 * The embedded database, in WAL mode. One connection per file per process: the driver is synchronous, so a
 * second connection waiting for a lock would stop the event loop the first needs. Other processes wait.
 */
export function sqliteEngine(file: string, options: SqliteOptions = {}): Engine {
  const key = path.resolve(file)
  const open = openFiles.get(key) ?? { engine: openSqliteEngine(file, options, () => openFiles.delete(key)), users: 0, options: JSON.stringify(options) }
  if (open.options !== JSON.stringify(options)) throw new Error('this SQLite file is open in this process with other options')
  openFiles.set(key, open)
  open.users++
  let closed = false
  return {
    ...open.engine,
    async close() {
      if (closed) return
      closed = true
      if (--open.users === 0) await open.engine.close()
    },
  }
}

function openSqliteEngine(file: string, options: SqliteOptions, onClose: () => void): Engine {
  keepToOwner(file)
  const native = openSqlite(file)
  const synchronous = options.synchronous ?? 'FULL'
  native.exec(`PRAGMA journal_mode = WAL; PRAGMA synchronous = ${synchronous}; PRAGMA foreign_keys = ON`)
  // A deleted or purged lead is overwritten on disk, not only unlinked: erasing a person's data means it.
  native.exec('PRAGMA secure_delete = ON')
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: kyselySqlite(native) }), plugins })
  // Room for the WAL to reach its checkpoint and the file to grow.
  const minFreeBytes = options.minFreeBytes ?? 8 * 1024 * 1024
  return {
    kind: 'sqlite',
    db,
    schema: undefined,
    types: {
      uuid: 'text',
      instant: 'text',
      json: 'text',
      list: 'text',
      identity: 'integer',
      identityColumn: (column) => column.primaryKey().autoIncrement(),
      flag: 'integer',
      flagColumn: (name, column) => column.check(sql`${sql.ref(name)} IN (0, 1)`),
    },
    instant: (value) => sql<Date>`CAST(${value} AS text)`,
    genuine: sql<SqlBool>`spam = 0`,
    capped: sql<SqlBool>`capped = 1`,
    async createSearchIndex(migrating) {
      // Its rowid is the lead's rowid; every hit is checked again against the lead, so the index only
      // narrows the rows to look at. The triggers replace an entry already at a rowid (left by a
      // restore that renumbered the leads): a stale index entry must never refuse a lead.
      const entry = sql.raw(`(rowid, full_name, email, address, city, project_details, phone_digits)
        VALUES (new.rowid, new.full_name, new.email, new.address, new.city, new.project_details, ${digitsOf('new.phone')})`)
      for (const statement of [
        sql`CREATE VIRTUAL TABLE leads_search USING fts5(full_name, email, address, city, project_details, phone_digits, tokenize = 'trigram')`,
        sql`INSERT INTO leads_search (leads_search, rank) VALUES ('secure-delete', 1)`,
        sql`INSERT INTO leads_search (rowid, full_name, email, address, city, project_details, phone_digits)
            SELECT rowid, full_name, email, address, city, project_details, ${sqlitePhoneDigits} FROM leads`,
        sql`CREATE TRIGGER leads_search_insert AFTER INSERT ON leads BEGIN INSERT OR REPLACE INTO leads_search ${entry}; END`,
        sql`CREATE TRIGGER leads_search_delete AFTER DELETE ON leads BEGIN DELETE FROM leads_search WHERE rowid = old.rowid; END`,
        sql`CREATE TRIGGER leads_search_update AFTER UPDATE OF full_name, email, address, city, project_details, phone ON leads BEGIN
            DELETE FROM leads_search WHERE rowid = old.rowid; INSERT OR REPLACE INTO leads_search ${entry}; END`,
      ])
        await statement.execute(migrating)
    },
    searchCondition({ text, digits, term, phone }) {
      const fields = searchedFields.map((field) => sql<SqlBool>`${sql.ref(field)} LIKE ${text} ESCAPE '\\'`)
      if (digits) fields.push(sql<SqlBool>`${sqlitePhoneDigits} LIKE ${digits}`)
      const matches = sql.join(fields, sql` OR `)
      // The trigram index finds the candidates (it needs 3 characters); LIKE keeps only true matches.
      if ([...term].length < 3) return sql<SqlBool>`(${matches})`
      const query = `{${searchedFields.join(' ')}} : ${ftsPhrase(term)}${phone ? ` OR phone_digits : ${ftsPhrase(phone)}` : ''}`
      return sql<SqlBool>`leads.rowid IN (SELECT rowid FROM leads_search WHERE leads_search MATCH ${query}) AND (${matches})`
    },
    hasService: (service) => sql<SqlBool>`EXISTS (SELECT 1 FROM json_each(leads.services) WHERE value = ${service})`,
    takeTurns: async () => {},
    async bookkeeping(work) {
      if (synchronous === 'NORMAL') return work(db)
      // One connection, held for the whole of it: no lead's commit runs meanwhile without its sync.
      return db.connection().execute(async (connection) => {
        await sql`PRAGMA synchronous = NORMAL`.execute(connection)
        try {
          return await work(connection)
        } finally {
          await sql.raw(`PRAGMA synchronous = ${synchronous}`).execute(connection)
        }
      })
    },
    isUniqueViolation: isSqliteUniqueViolation,
    writeFailure: sqliteWriteFailure,
    boundProbe: async () => {},
    async checkRoom() {
      // A rolled-back write never reaches the disk, so only the free space tells a disk about to fill up.
      const disk = await fs.promises.statfs(path.dirname(path.resolve(file))).catch(() => undefined)
      if (!disk) return 'the free disk space cannot be read'
      const free = disk.bavail * disk.bsize
      return free < minFreeBytes ? `the disk is nearly full (${(free / 1024 / 1024).toFixed(1)} MiB free)` : undefined
    },
    async close() {
      onClose()
      // Checkpoint first, so everything, erasures included, is in the main file.
      await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db).finally(() => db.destroy())
    },
  }
}

export interface PostgresOptions {
  // The sum over all instances must stay below the server's max_connections.
  max?: number
  schema?: string
}

// Kysely's introspection reads every schema, and fails when one is dropped meanwhile.
class CurrentSchemaDialect extends PostgresDialect {
  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    const tables = async () => {
      const { rows } = await sql<{ name: string; schema: string }>`SELECT table_name AS name, table_schema AS schema
        FROM information_schema.tables WHERE table_schema = current_schema()`.execute(db)
      return rows.map((row) => ({ ...row, isView: false, isForeign: false, columns: [] }))
    }
    return {
      getSchemas: async () => (await sql<{ name: string }>`SELECT current_schema() AS name`.execute(db)).rows,
      getTables: tables,
    }
  }
}

export async function postgresEngine(connectionString: string, options: PostgresOptions = {}): Promise<Engine> {
  if (options.schema && !/^[a-z_][a-z0-9_]*$/.test(options.schema)) throw new Error('invalid schema name')
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    connectionTimeoutMillis: 10_000,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  })
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on('error', () => {})
  const db = new Kysely<Database>({ dialect: new CurrentSchemaDialect({ pool }), plugins })
  let schema: string
  try {
    if (options.schema) await sql`CREATE SCHEMA IF NOT EXISTS ${sql.id(options.schema)}`.execute(db)
    schema = (await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db)).rows[0]!.schema
  } catch (error) {
    await db.destroy()
    throw error
  }
  const phoneDigits = sql`regexp_replace(phone, '\\D', '', 'g')`
  return {
    kind: 'postgres',
    db,
    schema,
    types: {
      uuid: 'uuid',
      instant: 'timestamptz',
      json: 'jsonb',
      list: sql`text[]`,
      identity: 'bigint',
      identityColumn: (column) => column.primaryKey().generatedAlwaysAsIdentity(),
      flag: 'boolean',
      flagColumn: (_name, column) => column,
    },
    instant: (value) => sql<Date>`CAST(${value} AS timestamptz)`,
    genuine: sql<SqlBool>`NOT spam`,
    capped: sql<SqlBool>`capped`,
    async createSearchIndex(migrating) {
      // The operator class is named with the schema pg_trgm lives in, which need not be on the search path.
      await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(migrating)
      const found = await sql<{ schema: string }>`SELECT n.nspname AS schema FROM pg_extension e
        JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'`.execute(migrating)
      const trgm = sql`${sql.id(found.rows[0]!.schema)}.gin_trgm_ops`
      for (const field of searchedFields)
        await sql`CREATE INDEX ${sql.id(`leads_search_${field}`)} ON leads USING gin (${sql.ref(field)} ${trgm})`.execute(migrating)
      await sql`CREATE INDEX leads_search_phone ON leads USING gin ((${phoneDigits}) ${trgm})`.execute(migrating)
    },
    searchCondition({ text, digits }) {
      const fields = searchedFields.map((field) => sql<SqlBool>`${sql.ref(field)} ILIKE ${text}`)
      if (digits) fields.push(sql<SqlBool>`${phoneDigits} LIKE ${digits}`)
      return sql<SqlBool>`(${sql.join(fields, sql` OR `)})`
    },
    hasService: (service) => sql<SqlBool>`services @> ARRAY[${service}]::text[]`,
    takeTurns: async (trx, lock) => void (await sql`SELECT pg_advisory_xact_lock(hashtext(${lock}))`.execute(trx)),
    bookkeeping: (work) => work(db),
    isUniqueViolation: (error) => (error as { code?: string }).code === '23505',
    writeFailure(error) {
      const code = (error as { code?: unknown } | undefined)?.code
      if (typeof code !== 'string') return undefined
      if (code === '25006') return 'the database is read-only'
      if (code === '53100') return 'the database server’s disk is full'
      if (code === '42501') return 'the database refuses writes to this user'
      if (code === '57014' || code === '55P03') return 'the database did not take a write in time'
      return code.startsWith('53') ? 'the database server is out of resources' : undefined
    },
    boundProbe: async (trx) => void (await sql`SET LOCAL statement_timeout = '5s'`.execute(trx)),
    checkRoom: async () => undefined,
    close: () => db.destroy(),
  }
}
