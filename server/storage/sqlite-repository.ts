import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import {
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
import { insertJobSql, jobParams } from './sqlite-jobs.ts'
import { sqliteMigrations } from './migrations.ts'
import { SqlLeadPhotos } from './lead-photos.ts'
import { SqliteOwnerStore } from './owner-store-sqlite.ts'
import { sqliteSql, sqliteStatement, type Row } from './sql.ts'
import { openSqlite, type SqliteDatabase, type Transaction } from './sqlite-driver.ts'

export interface SqliteOptions {
  /** FULL (default): a commit survives a power cut. NORMAL survives a process crash only. */
  synchronous?: 'FULL' | 'EXTRA' | 'NORMAL'
  /** Below this much free space on the database's disk, checkWritable() fails (default minFreeDiskBytes). */
  minFreeBytes?: number
}

/**
 * The free disk space under which the store counts as unable to write: room for the write-ahead
 * log to fill up to its checkpoint (1000 pages, about 4 MiB) and for the checkpoint to grow the file.
 */
export const minFreeDiskBytes = 8 * 1024 * 1024

/** What a SQLite error code says about writing, in words safe to show; undefined for other errors. */
function writeFailure(error: unknown): string | undefined {
  const code = (error as { errcode?: unknown } | undefined)?.errcode
  if (typeof code !== 'number') return undefined
  return (
    {
      3: 'the database file may not be written (permissions)',
      5: 'the database is locked by another process',
      8: 'the database is read-only',
      10: 'the disk reported an I/O error',
      13: 'the disk is full',
      14: 'the database files cannot be opened',
    } as Record<number, string>
  )[code & 0xff]
}

/** Thrown inside the probe's transaction to roll it back. */
const rollBack = Symbol('roll back')

interface PendingSave {
  lead: NewLead
  notify: Notify
  resolve: (result: SaveLeadResult) => void
  reject: (error: unknown) => void
}

/**
 * Every lead is in the database file: only the server's user may read it. A missing data
 * directory is made 0700 (one that exists is left as it is: it may be shared, such as `.`), the
 * database file is made or closed to 0600 before SQLite opens it, and SQLite gives its WAL and
 * shared-memory files the database file's mode; those left by an older version are closed too.
 */
function keepToOwner(file: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 })
  fs.closeSync(fs.openSync(file, 'a', 0o600))
  for (const each of [file, `${file}-wal`, `${file}-shm`]) {
    try {
      fs.chmodSync(each, 0o600)
    } catch (error) {
      // Not there (no WAL yet), or not ours to change (a file another account made): SQLite decides.
      if (!['ENOENT', 'EPERM'].includes((error as NodeJS.ErrnoException).code ?? '')) throw error
    }
  }
}

/**
 * The embedded database of a one-machine install: a file in WAL mode, every commit
 * synced to disk before the collector answers. The driver is synchronous, so each
 * call below is one short, complete transaction; other processes (the leads CLI) wait
 * on the busy timeout instead of failing.
 */
export class SqliteLeadRepository extends SqlLeadRepository implements LeadRepository {
  readonly kind = 'sqlite'
  readonly owner: SqliteOwnerStore
  readonly photos: SqlLeadPhotos
  private readonly db: SqliteDatabase
  private readonly statements
  private readonly synchronous: NonNullable<SqliteOptions['synchronous']>
  private readonly minFreeBytes: number
  private readonly saveAll: Transaction<(items: PendingSave[]) => SaveLeadResult[]>
  private queue: PendingSave[] = []
  protected readonly lastAttemptJoin = `JOIN delivery_attempts AS last
    ON last.id = (SELECT max(id) FROM delivery_attempts WHERE lead_id = outbox.lead_id AND channel = outbox.channel)`

  static open(file: string, options: SqliteOptions = {}): SqliteLeadRepository {
    keepToOwner(file)
    return new SqliteLeadRepository(openSqlite(file), options, path.dirname(path.resolve(file)))
  }

  private constructor(
    db: SqliteDatabase,
    options: SqliteOptions,
    /** Where the database file is: its disk's free space is part of checkWritable(). */
    private readonly directory: string,
  ) {
    super(sqliteSql(db))
    this.db = db
    this.synchronous = options.synchronous ?? 'FULL'
    this.minFreeBytes = options.minFreeBytes ?? minFreeDiskBytes
    db.pragma('journal_mode = WAL')
    db.pragma(`synchronous = ${this.synchronous}`)
    db.pragma('foreign_keys = ON')
    // A deleted or purged lead is overwritten on disk, not only unlinked: erasing a person's data means it.
    db.pragma('secure_delete = ON')
    this.migrate()
    this.owner = new SqliteOwnerStore(db)
    this.photos = new SqlLeadPhotos(this.sql)

    const placeholders = leadColumns.map((column) => `@${column}`).join(', ')
    this.statements = {
      insertLead: db.prepare<Row, { id: string }>(
        `INSERT INTO leads (${leadColumns.join(', ')}, capped) VALUES (${placeholders}, @capped)
         ON CONFLICT (submission_id) DO NOTHING RETURNING id`,
      ),
      leadBySubmission: db.prepare<[string], { id: string; spam: number }>('SELECT id, spam FROM leads WHERE submission_id = ?'),
      insertJob: db.prepare(insertJobSql),
      claim: db.prepare<Row, Row>(
        `UPDATE outbox SET locked_by = @workerId, locked_until = @leaseUntil, attempts = attempts + 1, updated_at = @now
         WHERE id IN (
           SELECT id FROM outbox
           WHERE status = 'pending' AND next_attempt_at <= @now AND (locked_until IS NULL OR locked_until <= @now)
             AND (@jobId IS NULL OR id = @jobId)
           ORDER BY next_attempt_at, id LIMIT @limit
         )
         RETURNING *`,
      ),
    }
    this.saveAll = db.transaction((items: PendingSave[]) => items.map((item) => this.insertLead(item.lead, item.notify)))
  }

  private migrate(): void {
    this.db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)')
    const apply = this.db.transaction(() => {
      const applied = new Set(
        this.db
          .prepare<[], { version: number }>('SELECT version FROM schema_migrations')
          .all()
          .map((row) => row.version),
      )
      for (const migration of sqliteMigrations) {
        if (applied.has(migration.version)) continue
        this.db.exec(migration.sql)
        this.db
          .prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)')
          .run(migration.version, migration.name, new Date().toISOString())
      }
    })
    apply.immediate()
  }

  /**
   * Outbox bookkeeping (claims, outcomes) commits without waiting for the disk: a power
   * cut can only undo it, which sends a notification again (delivery is at least once
   * anyway) and never loses a lead or a job. The next lead commit, or a checkpoint,
   * syncs it along. This halves the disk syncs per lead.
   */
  private bookkeeping<T>(work: () => T): T {
    if (this.synchronous === 'NORMAL') return work()
    this.db.pragma('synchronous = NORMAL')
    try {
      return work()
    } finally {
      this.db.pragma(`synchronous = ${this.synchronous}`)
    }
  }

  /**
   * Group commit: the leads that arrive during one turn of the event loop are written in
   * one transaction, so one disk sync covers all of them, and each caller's promise
   * resolves only after that commit. If the batch fails, each lead is tried alone, so one
   * bad row cannot take the others down with it.
   */
  saveLead(lead: NewLead, notify: Notify): Promise<SaveLeadResult> {
    return new Promise((resolve, reject) => {
      if (this.queue.push({ lead, notify, resolve, reject }) === 1) setImmediate(() => this.flush())
    })
  }

  private flush(): void {
    const batch = this.queue.splice(0)
    try {
      const results = this.saveAll.immediate(batch)
      batch.forEach((item, index) => item.resolve(results[index]!))
    } catch {
      for (const item of batch) {
        try {
          item.resolve(this.saveAll.immediate([item])[0]!)
        } catch (error) {
          item.reject(error)
        }
      }
    }
  }

  /** Inside a transaction: the lead and its outbox jobs (or its digest mark), or the lead already stored under its submission id. */
  private insertLead(lead: NewLead, notify: Notify): SaveLeadResult {
    const row = leadToRow(randomUUID(), lead)
    const capped = notify === 'digest' && !lead.spam ? 1 : 0
    const params = { ...row, spam: row.spam ? 1 : 0, consent: row.consent ? 1 : 0, services: JSON.stringify(row.services), capped }
    const inserted = this.statements.insertLead.get(params)
    if (!inserted) {
      const existing = this.statements.leadBySubmission.get(lead.submissionId)
      if (!existing) throw new Error('lead vanished between insert and select')
      return { id: existing.id, created: false, spam: existing.spam === 1 }
    }
    if (notify !== 'digest')
      for (const channel of notify) this.statements.insertJob.run(jobParams(inserted.id, channel, lead.email, lead.receivedAt, lead.jobsDueAt))
    return { id: inserted.id, created: true, spam: lead.spam }
  }

  async claimJobs(options: ClaimOptions): Promise<OutboxJob[]> {
    const rows = this.bookkeeping(() =>
      this.statements.claim.all({
        workerId: options.workerId,
        now: options.now.toISOString(),
        leaseUntil: new Date(options.now.getTime() + options.leaseMs).toISOString(),
        jobId: options.jobId ?? null,
        limit: options.limit,
      }),
    )
    return rows.map(rowToJob).sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime() || a.id - b.id)
  }

  protected async recordAttempt(update: string, params: FinishParams, outcome: DeliveryAttempt['outcome']) {
    const attempt = `INSERT INTO delivery_attempts (lead_id, channel, attempt, at, outcome, error)
      SELECT lead_id, channel, attempts, $3, $${params.length + 1}, $4 FROM outbox WHERE id = $1 AND locked_by = $2`
    this.bookkeeping(() =>
      this.db.transaction(() => {
        sqliteStatement(this.db, attempt).run([...params, outcome])
        sqliteStatement(this.db, update).run(params)
      })(),
    )
  }

  async claimDay(task: string, day: string, now: Date) {
    return this.db
      .transaction(() => {
        const row = this.db.prepare<[string], { value: string; updated_at: string }>('SELECT value, updated_at FROM server_state WHERE key = ?').get(task)
        if (row && row.value >= day) return undefined
        this.db
          .prepare(
            `INSERT INTO server_state (key, value, updated_at) VALUES (?, ?, ?)
             ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
          )
          .run(task, day, now.toISOString())
        return { previous: row ? new Date(row.updated_at) : null }
      })
      .immediate()
  }

  async releaseJobs(leadId: string, dueAt: Date) {
    this.bookkeeping(() =>
      this.db
        .prepare(`UPDATE outbox SET next_attempt_at = @dueAt WHERE lead_id = @leadId AND status = 'pending' AND attempts = 0 AND next_attempt_at > @dueAt`)
        .run({ leadId, dueAt: dueAt.toISOString() }),
    )
  }

  async queueJob(leadId: string, channel: Channel, now: Date) {
    const lead = this.db.prepare<[string], { email: string }>('SELECT email FROM leads WHERE id = ? AND spam = 0').get(leadId)
    return lead ? this.statements.insertJob.run(jobParams(leadId, channel, lead.email, now)).changes > 0 : false
  }

  /** One immediate transaction: the write lock makes it one digest at a time, also against another process. */
  async queueDigest(now: Date, intervalMs: number) {
    return this.db
      .transaction(() => {
        const at = now.toISOString()
        const since = new Date(now.getTime() - intervalMs).toISOString()
        if (this.db.prepare(`SELECT 1 FROM outbox WHERE channel = 'digest' AND created_at > ?`).get(since)) return undefined
        const first = this.db
          .prepare<[], { id: string }>('SELECT id FROM leads WHERE capped = 1 AND digest_job IS NULL AND spam = 0 ORDER BY received_at, id LIMIT 1')
          .get()
        if (!first) return undefined
        const job = this.db
          .prepare<Row, { id: number }>(
            `INSERT INTO outbox (lead_id, channel, next_attempt_at, created_at, updated_at) VALUES (@leadId, 'digest', @at, @at, @at) RETURNING id`,
          )
          .get({ leadId: first.id, at })!
        const leads = this.db.prepare('UPDATE leads SET digest_job = ? WHERE capped = 1 AND digest_job IS NULL AND spam = 0').run(job.id).changes
        return { jobId: job.id, leads }
      })
      .immediate()
  }

  async sharedValue(key: string, create: () => string, now: Date) {
    return this.db
      .transaction(() => {
        const row = this.db.prepare<[string], { value: string }>('SELECT value FROM server_state WHERE key = ?').get(key)
        if (row) return row.value
        const value = create()
        this.db.prepare('INSERT INTO server_state (key, value, updated_at) VALUES (?, ?, ?)').run(key, value, now.toISOString())
        return value
      })
      .immediate()
  }

  /**
   * A row written under the write lock and rolled back (synchronously, so no lead batch can
   * interleave), then the disk's free space: a rolled-back write never reaches the disk, and a
   * commit would mostly reuse the write-ahead log's space, so only the free space tells a disk
   * about to fill up.
   */
  async checkWritable() {
    try {
      this.db
        .transaction(() => {
          this.db.prepare('INSERT INTO server_state (key, value, updated_at) VALUES (?, ?, ?)').run(`write_probe:${randomUUID()}`, '', new Date().toISOString())
          throw rollBack
        })
        .immediate()
    } catch (error) {
      if (error !== rollBack) throw new StoreNotWritableError(writeFailure(error) ?? 'the database refused a write', { cause: error })
    }
    let free: number
    try {
      const disk = await fs.promises.statfs(this.directory)
      free = disk.bavail * disk.bsize
    } catch (error) {
      throw new StoreNotWritableError('the free disk space cannot be read', { cause: error })
    }
    if (free < this.minFreeBytes) throw new StoreNotWritableError(`the disk is nearly full (${(free / 1024 / 1024).toFixed(1)} MiB free)`)
  }

  /**
   * Checkpoints first, so everything, erasures included, is in the main file even when the driver
   * leaves the connection to the garbage collector. A process reading at that moment (the CLI)
   * keeps the log until the next checkpoint, as it would with any driver.
   */
  async close() {
    if (!this.db.isOpen) return
    try {
      this.db.pragma('wal_checkpoint(TRUNCATE)')
    } finally {
      this.db.close()
    }
  }
}
