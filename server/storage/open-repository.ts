import path from 'node:path'
import type { ServerConfig } from '../config.ts'
import type { LeadRepository } from './lead-repository.ts'
import { PostgresLeadRepository } from './postgres-repository.ts'
import { SqliteLeadRepository } from './sqlite-repository.ts'

export const sqliteFileName = 'leads.db'

/** PostgreSQL when DATABASE_URL is set, otherwise SQLite under DATA_DIR; migrated either way. */
export async function openRepository(config: Pick<ServerConfig, 'databaseUrl' | 'pgPoolMax' | 'dataDir' | 'sqliteSynchronous'>): Promise<LeadRepository> {
  if (config.databaseUrl) return PostgresLeadRepository.connect(config.databaseUrl, { max: config.pgPoolMax })
  return SqliteLeadRepository.open(path.join(config.dataDir, sqliteFileName), { synchronous: config.sqliteSynchronous })
}

/** Where the leads live, for log lines: never the database password. */
export function describeStorage(config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'>): string {
  if (!config.databaseUrl) return `SQLite ${path.join(config.dataDir, sqliteFileName)}`
  const url = new URL(config.databaseUrl)
  return `PostgreSQL ${url.hostname}:${url.port || 5432}${url.pathname}`
}
