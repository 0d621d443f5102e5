import { randomUUID } from 'node:crypto'
import pg from 'pg'
import {
  isLeadId,
  leadColumns,
  leadToRow,
  rowToJob,
  type Channel,
  type ClaimOptions,
  type LeadRepository,
  type NewLead,
  type Notify,
  type DeliveryAttempt,
  type FinishParams,
  type OutboxJob,
  type SaveLeadResult,
  SqlLeadRepository,
  StoreNotWritableError,
} from './lead-repository.ts'
import { postgresMigrations } from './migrations.ts'
import { insertJobsSql } from './postgres-jobs.ts'
import { recipientKey } from './recipient-key.ts'
import { SqlLeadPhotos } from './lead-photos.ts'
import { PostgresOwnerStore } from './owner-store-postgres.ts'
import { postgresSql } from './sql.ts'

export interface PostgresOptions {
  /** Pool size of this instance; the sum over all instances must stay below the server's max_connections. */
  max?: number
  /** For tests: a schema of their own, created if missing and put first on the search path. */
  schema?: string
}

/** What a PostgreSQL error code (SQLSTATE) says about writing, in words safe to show; undefined for other errors. */
function writeFailure(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | undefined)?.code
  if (typeof code !== 'string') return undefined
  if (code === '25006') return 'the database is read-only'
  if (code === '53100') return 'the database server’s disk is full'
  if (code === '42501') return 'the database refuses writes to this user'
  if (code === '57014' || code === '55P03') return 'the database did not take a write in time'
  if (code.startsWith('53')) return 'the database server is out of resources'
  return undefined
}

/** A schema's name goes into SQL as it is: only a plain identifier may. */
function checkSchemaName(schema: string): void {
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error('invalid schema name')
}

/** Serializes migrations when several collector instances start at once. */
const MIGRATION_LOCK = 7_411_201
/** Serializes the queueing of digests across instances (queueDigest). */
const DIGEST_LOCK = 7_411_202

/**
 * The shared database of a scaled-out install: any number of collector instances use it
 * at once. Idempotency rests on the unique submission_id (INSERT … ON CONFLICT DO
 * NOTHING waits for a concurrent insert of the same id to commit), and the outbox is
 * claimed with FOR UPDATE SKIP LOCKED so two workers never hold the same job.
 */
export class PostgresLeadRepository extends SqlLeadRepository implements LeadRepository {
  readonly kind = 'postgres'

  readonly owner: PostgresOwnerStore
  readonly photos: SqlLeadPhotos
  protected readonly lastAttemptJoin = `JOIN LATERAL (
      SELECT * FROM delivery_attempts WHERE lead_id = outbox.lead_id AND channel = outbox.channel ORDER BY id DESC LIMIT 1
    ) AS last ON true`

  private constructor(private readonly pool: pg.Pool) {
    super(postgresSql(pool))
    this.owner = new PostgresOwnerStore(this.sql)
    this.photos = new SqlLeadPhotos(this.sql)
  }

  static async connect(connectionString: string, options: PostgresOptions = {}): Promise<PostgresLeadRepository> {
    if (options.schema) checkSchemaName(options.schema)
    const pool = new pg.Pool({
      connectionString,
      max: options.max ?? 10,
      connectionTimeoutMillis: 10_000,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    })
    // An idle client losing its connection (database restart) must not crash the process.
    pool.on('error', () => {})
    const repository = new PostgresLeadRepository(pool)
    try {
      if (options.schema) await pool.query(`CREATE SCHEMA IF NOT EXISTS ${options.schema}`)
      await repository.migrate()
    } catch (error) {
      await pool.end()
      throw error
    }
    return repository
  }

  /** Runs `work` in one transaction holding an advisory lock, so instances take turns. */
  private async underLock<T>(lock: number, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await this.pool.connect()
    try {
      await client.query('BEGIN')
      await client.query('SELECT pg_advisory_xact_lock($1)', [lock])
      const result = await work(client)
      await client.query('COMMIT')
      return result
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {})
      throw error
    } finally {
      client.release()
    }
  }

  private async migrate(): Promise<void> {
    await this.underLock(MIGRATION_LOCK, async (client) => {
      await client.query(
        'CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())',
      )
      const { rows } = await client.query<{ version: number }>('SELECT version FROM schema_migrations')
      const applied = new Set(rows.map((row) => row.version))
      for (const migration of postgresMigrations) {
        if (applied.has(migration.version)) continue
        await client.query(migration.sql)
        await client.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name])
      }
    })
  }

  async saveLead(lead: NewLead, notify: Notify): Promise<SaveLeadResult> {
    const row = leadToRow(randomUUID(), lead)
    const values = leadColumns.map((column) => row[column])
    const n = values.length
    const capped = notify === 'digest' && !lead.spam
    // One statement, so one transaction: the lead and its outbox jobs (or its digest mark) commit together.
    const { rows } = await this.pool.query<{ id: string; spam: boolean }>(
      `WITH inserted AS (
         INSERT INTO leads (${leadColumns.join(', ')}, capped)
         VALUES (${leadColumns.map((_, index) => `$${index + 1}`).join(', ')}, $${n + 3})
         ON CONFLICT (submission_id) DO NOTHING
         RETURNING id, spam
       ), jobs AS (${insertJobsSql('inserted', `$${n + 1}`, `$${n + 2}`, `$${n + 5}`, `$${n + 4}`)}
       )
       SELECT id, spam FROM inserted`,
      [...values, lead.receivedAt, notify === 'digest' ? [] : [...notify], capped, lead.jobsDueAt ?? lead.receivedAt, recipientKey(lead.email)],
    )
    const inserted = rows[0]
    if (inserted) return { id: inserted.id, created: true, spam: inserted.spam }
    // A repeat: the statement's snapshot may predate the concurrent insert it waited for, so look again.
    const existing = await this.pool.query<{ id: string; spam: boolean }>('SELECT id, spam FROM leads WHERE submission_id = $1', [lead.submissionId])
    const found = existing.rows[0]
    if (!found) throw new Error('lead vanished between insert and select')
    return { id: found.id, created: false, spam: found.spam }
  }

  async claimJobs(options: ClaimOptions): Promise<OutboxJob[]> {
    const { rows } = await this.pool.query(
      `UPDATE outbox SET locked_by = $1, locked_until = $2, attempts = attempts + 1, updated_at = $3
       WHERE id IN (
         SELECT id FROM outbox
         WHERE status = 'pending' AND next_attempt_at <= $3 AND (locked_until IS NULL OR locked_until <= $3)
           AND ($5::bigint IS NULL OR id = $5::bigint)
         ORDER BY next_attempt_at, id
         LIMIT $4
         FOR UPDATE SKIP LOCKED
       )
       RETURNING *`,
      [options.workerId, new Date(options.now.getTime() + options.leaseMs), options.now, options.limit, options.jobId ?? null],
    )
    return rows.map(rowToJob).sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime() || a.id - b.id)
  }

  /** One statement: the attempt is a CTE of the update. */
  protected async recordAttempt(update: string, params: FinishParams, outcome: DeliveryAttempt['outcome']) {
    await this.pool.query(
      `WITH attempt AS (
         INSERT INTO delivery_attempts (lead_id, channel, attempt, at, outcome, error)
         SELECT lead_id, channel, attempts, $3, $${params.length + 1}, $4::text FROM outbox WHERE id = $1 AND locked_by = $2
       )
       ${update}`,
      [...params, outcome],
    )
  }

  async claimDay(task: string, day: string, now: Date) {
    // Two processes at once: the second waits for the first's row, then finds the day taken.
    const [row] = await this.sql.all(
      `WITH previous AS (SELECT updated_at FROM server_state WHERE key = $1)
       INSERT INTO server_state (key, value, updated_at) VALUES ($1, $2, $3)
       ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at WHERE server_state.value < excluded.value
       RETURNING (SELECT updated_at FROM previous) AS previous`,
      [task, day, now],
    )
    return row ? { previous: (row.previous as Date | null) ?? null } : undefined
  }

  async releaseJobs(leadId: string, dueAt: Date) {
    await this.sql.run(`UPDATE outbox SET next_attempt_at = $2 WHERE lead_id = $1 AND status = 'pending' AND attempts = 0 AND next_attempt_at > $2`, [
      leadId,
      dueAt,
    ])
  }

  async queueJob(leadId: string, channel: Channel, now: Date) {
    if (!isLeadId(leadId)) return false
    // The address never changes once stored, so its key read first is the one the statement needs.
    const [lead] = await this.sql.all('SELECT email FROM leads WHERE id = $1 AND NOT spam', [leadId])
    if (!lead) return false
    const queued = await this.sql.run(
      `WITH target AS (SELECT id FROM leads WHERE id = $1 AND NOT spam)${insertJobsSql('target', '$2', '$3', '$4')}
       ON CONFLICT (lead_id, channel) DO NOTHING`,
      [leadId, now, [channel], recipientKey(lead.email as string)],
    )
    return queued > 0
  }

  /**
   * Under a transaction-scoped advisory lock, so instances queue one digest at a time; the statement
   * after it sees what the previous holder committed (a digest just queued, leads just assigned).
   */
  async queueDigest(now: Date, intervalMs: number) {
    const [queued] = await this.underLock(DIGEST_LOCK, async (client) => {
      const { rows } = await client.query<{ job: string; leads: string }>(
        `WITH recent AS (
           SELECT 1 FROM outbox WHERE channel = 'digest' AND created_at > $1::timestamptz - $2::float8 * interval '1 millisecond' LIMIT 1
         ), first AS (
           SELECT id FROM leads WHERE capped AND digest_job IS NULL AND NOT spam AND NOT EXISTS (SELECT 1 FROM recent)
           ORDER BY received_at, id LIMIT 1
         ), job AS (
           INSERT INTO outbox (lead_id, channel, next_attempt_at, created_at, updated_at)
           SELECT id, 'digest', $1, $1, $1 FROM first RETURNING id
         ), assigned AS (
           UPDATE leads SET digest_job = job.id FROM job WHERE leads.capped AND leads.digest_job IS NULL AND NOT leads.spam RETURNING leads.id
         )
         SELECT job.id AS job, (SELECT count(*) FROM assigned) AS leads FROM job`,
        [now, intervalMs],
      )
      return rows
    })
    return queued ? { jobId: Number(queued.job), leads: Number(queued.leads) } : undefined
  }

  async sharedValue(key: string, create: () => string, now: Date) {
    await this.pool.query('INSERT INTO server_state (key, value, updated_at) VALUES ($1, $2, $3) ON CONFLICT (key) DO NOTHING', [key, create(), now])
    const { rows } = await this.pool.query<{ value: string }>('SELECT value FROM server_state WHERE key = $1', [key])
    return rows[0]!.value
  }

  /**
   * A row written and rolled back: a read-only server (a standby, default_transaction_read_only,
   * a full disk that stopped writes) or missing privileges refuse it. A key of its own each time,
   * so instances probing at once never wait on each other.
   */
  async checkWritable() {
    const client = await this.pool.connect()
    try {
      await client.query('BEGIN')
      await client.query("SET LOCAL statement_timeout = '5s'")
      await client.query('INSERT INTO server_state (key, value, updated_at) VALUES ($1, $2, now())', [`write_probe:${randomUUID()}`, ''])
    } catch (error) {
      throw new StoreNotWritableError(writeFailure(error) ?? 'the database refused a write', { cause: error })
    } finally {
      // A connection that cannot even roll back is not given back to the pool.
      const broken = await client.query('ROLLBACK').then(
        () => false,
        () => true,
      )
      client.release(broken)
    }
  }

  async close() {
    if (!this.pool.ended) await this.pool.end()
  }

  /** For tests: drops the schema given to connect(). */
  async dropSchema(schema: string) {
    checkSchemaName(schema)
    await this.pool.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
  }
}
