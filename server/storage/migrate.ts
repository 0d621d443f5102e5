import { sql } from 'kysely'
import { Migrator, type Migration } from 'kysely/migration'
import type { Engine } from './engines.ts'
import { steps } from './migrations.ts'

// Its number first, so they sort in order.
export const migrationNames = steps.map(([name], index) => `${String(index + 1).padStart(4, '0')} ${name}`)

// The Migrator records only the earlier release's last migration in its own table.
async function earlierVersion(engine: Engine): Promise<number> {
  const tables = await engine.db.introspection.getTables()
  if (!tables.some((table) => table.name === 'schema_migrations')) return 0
  const { rows } = await sql<{ version: number | null }>`SELECT max(version) AS version FROM schema_migrations`.execute(engine.db)
  return Number(rows[0]?.version ?? 0)
}

export async function migrate(engine: Engine): Promise<void> {
  const earlier = await earlierVersion(engine)
  const migrations = Object.fromEntries(
    steps.map(([, up], index): [string, Migration] => [migrationNames[index]!, { up: async (db) => (index + 1 <= earlier ? undefined : up(db, engine)) }]),
  )
  const migrator = new Migrator({ db: engine.db, provider: { getMigrations: async () => migrations }, migrationTableSchema: engine.schema })
  const { error } = await migrator.migrateToLatest()
  if (error) throw error
}
