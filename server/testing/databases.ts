import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { LeadRepository } from '../storage/lead-repository.ts'
import { openPostgresRepository } from '../storage/open-repository.ts'
import { openSqliteRepository } from '../storage/open-repository.ts'

/**
 * The databases every storage-dependent test runs against: SQLite always, PostgreSQL
 * when TEST_DATABASE_URL is set (scripts/ci/start-postgres.sh prints one). Use with
 * describe.each(testDatabases).
 */
export interface TestDatabase {
  name: 'sqlite' | 'postgres'
  /** A fresh, empty database of this kind. open() may be called again to simulate a restart. */
  create(): Promise<CreatedDatabase>
}

export interface CreatedDatabase {
  /** Connects (and migrates); the caller closes the repository. */
  open(): Promise<LeadRepository>
  /** What a server process needs in its environment to use this database. */
  serverEnv: Record<string, string>
  dispose(): Promise<void>
}

const sqlite: TestDatabase = {
  name: 'sqlite',
  async create() {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-test-'))
    return {
      open: async () => await openSqliteRepository(path.join(dir, 'leads.db')),
      serverEnv: { DATA_DIR: dir, DATABASE_URL: '' },
      dispose: async () => fs.rmSync(dir, { recursive: true, force: true }),
    }
  },
}

let sharedExtension: Promise<void> | undefined

/**
 * pg_trgm installed once, in public: installed by the first test's migration it would live in
 * that test's schema, and dropping the schema would take every other schema's search indexes.
 * Two test processes may race to install it; whichever loses finds it there.
 */
function installSharedExtension(url: string): Promise<void> {
  sharedExtension ??= (async () => {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      await client.query('CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public')
    } catch (error) {
      const { rows } = await client.query("SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm'")
      if (rows.length === 0) throw error
    } finally {
      await client.end()
    }
  })()
  return sharedExtension
}

function postgres(url: string): TestDatabase {
  return {
    name: 'postgres',
    async create() {
      await installSharedExtension(url)
      const schema = `test_${randomUUID().replace(/-/g, '')}`
      const withSchema = new URL(url)
      withSchema.searchParams.set('options', `-c search_path=${schema}`)
      // A server process still needs a data directory of its own (e-mails without SMTP go there).
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'leads-test-'))
      return {
        open: () => openPostgresRepository(url, { schema, max: 5 }),
        serverEnv: { DATABASE_URL: withSchema.toString(), DATA_DIR: dataDir },
        dispose: async () => {
          await dropPostgresSchema(url, schema)
          fs.rmSync(dataDir, { recursive: true, force: true })
        },
      }
    },
  }
}

/** Drops a test's or a benchmark's schema with everything in it. */
export async function dropPostgresSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${client.escapeIdentifier(schema)} CASCADE`)
  } finally {
    await client.end()
  }
}

/** SQLite, and PostgreSQL in a schema of its own when a URL is given. */
export function databasesFor(postgresUrl: string | undefined): TestDatabase[] {
  return [sqlite, ...(postgresUrl ? [postgres(postgresUrl)] : [])]
}

export const testDatabases = databasesFor(process.env.TEST_DATABASE_URL)
