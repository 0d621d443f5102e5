import path from 'node:path'
import type { ServerConfig } from '../config.ts'
import { postgresEngine, sqliteEngine, type PostgresOptions, type SqliteOptions } from './engines.ts'
import type { LeadRepository } from './lead-repository.ts'
import { leadRepository } from './lead-store.ts'

export const sqliteFileName = 'leads.db'

export const openSqliteRepository = (file: string, options: SqliteOptions = {}) => leadRepository(sqliteEngine(file, options))

export const openPostgresRepository = async (url: string, options: PostgresOptions = {}) => leadRepository(await postgresEngine(url, options))

export async function openRepository(config: Pick<ServerConfig, 'databaseUrl' | 'pgPoolMax' | 'dataDir' | 'sqliteSynchronous'>): Promise<LeadRepository> {
  if (config.databaseUrl) return openPostgresRepository(config.databaseUrl, { max: config.pgPoolMax })
  return openSqliteRepository(path.join(config.dataDir, sqliteFileName), { synchronous: config.sqliteSynchronous })
}

export function describeStorage(config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'>): string {
  if (!config.databaseUrl) return `SQLite ${path.join(config.dataDir, sqliteFileName)}`
  const url = new URL(config.databaseUrl)
  return `PostgreSQL ${url.hostname}:${url.port || 5432}${url.pathname}`
}
