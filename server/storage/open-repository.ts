import path from 'node:path'
import type { ServerConfig } from '../config.ts'
import { postgresEngine, sqliteEngine, type PostgresOptions, type SqliteOptions } from './engines.ts'
import type { LeadRepository } from './lead-repository.ts'
import { leadRepository } from './lead-store.ts'

export const sqliteFileName = 'leads.db'

/** The embedded database in one file, migrated. */
export const openSqliteRepository = (file: string, options: SqliteOptions = {}) => leadRepository(sqliteEngine(file, options))

/** A PostgreSQL database that several collector instances may share, migrated. */
export const openPostgresRepository = async (url: string, options: PostgresOptions = {}) => leadRepository(await postgresEngine(url, options))

/** PostgreSQL when DATABASE_URL is set, otherwise SQLite under DATA_DIR; migrated either way. */
export async function openRepository(config: Pick<ServerConfig, 'databaseUrl' | 'pgPoolMax' | 'dataDir' | 'sqliteSynchronous'>): Promise<LeadRepository> {
  if (config.databaseUrl) return openPostgresRepository(config.databaseUrl, { max: config.pgPoolMax })
  return openSqliteRepository(path.join(config.dataDir, sqliteFileName), { synchronous: config.sqliteSynchronous })
}

/** Where the leads live, for log lines: never the database password. */
export function describeStorage(config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'>): string {
  if (!config.databaseUrl) return `SQLite ${path.join(config.dataDir, sqliteFileName)}`
  const url = new URL(config.databaseUrl)
  return `PostgreSQL ${url.hostname}:${url.port || 5432}${url.pathname}`
}
