import { isDeepStrictEqual } from 'node:util'
import { estimateFence } from '#lead/fence-estimate.ts'
import type { Estimate } from '#lead/estimate.ts'
import { leadFormSchema, type ValidLead } from '#lead/lead-schema.ts'
import type { LeadPhotos } from './lead-photos.ts'
import type { OwnerStore } from './owner-store.ts'
import type { Row, Sql } from './sql.ts'
import { typedAddressParts } from './typed-address.ts'
import { addressPartMaxLengths, leadMaxLengths, sentFieldMaxLengths } from '#lead/lead-rules.ts'
import { multiLineText, singleLineText } from '#lead/plain-text.ts'
import { serviceValues } from '#lead/service-options.ts'
import { visitPreferenceOf, type VisitPreference } from '#lead/visit-time.ts'
import type { ConfirmedVisit } from '../visit-slots.ts'

/**
 * The storage contract of the collector. SQLite (one machine) and PostgreSQL (several
 * collector instances) both implement it and both pass the same test suite
 * (repository.test.ts).
 *
 * Two guarantees the rest of the server relies on:
 * - saveLead is idempotent by submission id and writes the lead and its outbox jobs in
 *   one transaction: a lead is never stored without its notifications, nor twice. Past the
 *   notification cap the lead is marked, in that transaction, for the next digest instead.
 * - claimJobs hands each due job to one worker at a time (a lease), also across processes.
 */

/** A lead id (and a submission id): a UUID. A string that is not one names no lead. */
export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export function isLeadId(value: string): boolean {
  return uuidPattern.test(value)
}

/**
 * What a genuine lead is sent on: the owner's e-mail, the CRM webhook, the visitor's confirmation,
 * the alert on the owner's devices (Web Push), the reminder alert when nobody has answered, and the
 * digest: one e-mail to the owner listing the leads stored past the notification cap (queueDigest).
 */
export const channels = ['email', 'webhook', 'confirmation', 'push', 'reminder', 'digest', 'visit'] as const
export type Channel = (typeof channels)[number]

/**
 * What saveLead queues with a lead: its channels, or `'digest'` for a lead stored past the
 * notification cap: no job now, only a mark that puts it in the next digest.
 */
export type Notify = readonly Channel[] | 'digest'

/** What the owner reads for each channel, in the inbox, the summary and the CLI. */
export const channelLabels: Record<Channel, string> = {
  email: 'E-mail to the business',
  webhook: 'Webhook',
  confirmation: 'Confirmation to the customer',
  push: 'Alert on your devices',
  reminder: 'Reminder alert',
  digest: 'Digest e-mail to the business (notification cap)',
  visit: 'Visit invitation to the customer',
}

/** One confirmation per address in this window, however many requests it sends. */
export const confirmationWindowMs = 24 * 3_600_000

/**
 * Which of a lead's jobs are written, as SQL over the outbox row being inserted (the same text
 * for both databases): a confirmation only when its address (recipientKey, computed in
 * TypeScript for both) got none in the window, an alert only when a device listens for it.
 * `recipient` and `since` are SQL expressions.
 */
export function jobCondition(sql: { channel: string; recipient: string; since: string }): string {
  return `(${sql.channel} <> 'confirmation' OR NOT EXISTS (
            SELECT 1 FROM outbox AS earlier
            WHERE earlier.channel = 'confirmation' AND earlier.recipient = ${sql.recipient} AND earlier.created_at > ${sql.since}))
          AND (${sql.channel} NOT IN ('push', 'reminder') OR EXISTS (SELECT 1 FROM push_subscriptions))`
}

export type JobStatus = 'pending' | 'done' | 'dead'

/** A lead as stored: the payload fields, normalized. Spam rows keep what could be read. */
export interface LeadFields {
  firstName: string
  lastName: string
  fullName: string
  email: string
  phone: string
  services: string[]
  address: string
  streetAddress: string
  city: string
  zipCode: string
  state: string
  projectDetails: string
  page: string
  formType: string
  utm: { source: string | null; medium: string | null; campaign: string | null }
  /** The browser's timestamp, as sent. */
  submittedAt: string
  consent: boolean
  /** The fence cost estimate the visitor brought from the estimator, if any. */
  estimate: Estimate | null
  /** The preferred time for the visit, if the visitor gave one. */
  visit: VisitPreference | null
}

export interface NewLead extends LeadFields {
  submissionId: string
  spam: boolean
  receivedAt: Date
  /** When its jobs are due, if later than `receivedAt`: a lead whose photos are still being stored holds them until releaseJobs. */
  jobsDueAt?: Date
}

export interface LeadRecord extends LeadFields {
  id: string
  submissionId: string
  spam: boolean
  /** ISO 8601, server clock. */
  receivedAt: string
  /** The visit the owner confirmed from the offered slots; null until then. */
  visitSlot: ConfirmedVisit | null
}

export interface SaveLeadResult {
  id: string
  /** false: the submission id was seen before and this is that lead. */
  created: boolean
  spam: boolean
}

export interface OutboxJob {
  id: number
  leadId: string
  channel: Channel
  status: JobStatus
  /** Attempts started so far, the current one included once claimed. */
  attempts: number
  nextAttemptAt: Date
  lastError: string | null
  createdAt: Date
  updatedAt: Date
}

/** One try at delivering a notification, as the lead's timeline shows it. */
export interface DeliveryAttempt {
  channel: Channel
  /** 1 for the first try; counts again from 1 after a re-send. */
  attempt: number
  /** ISO 8601. */
  at: string
  outcome: 'delivered' | 'failed'
  /** Why it failed (one line, bounded: jobErrorText); null when delivered. */
  error: string | null
}

export interface DeliveryStatus {
  /** Notifications that failed for good. */
  deadLetters: number
  /** Notifications still being retried whose last attempt failed since the time asked about. */
  failing: number
  /** The most recent of those failures. */
  lastFailure: { at: string; channel: Channel; error: string } | null
}

export interface LeadQuery {
  since?: Date
  includeSpam?: boolean
  limit?: number
  order?: 'asc' | 'desc'
}

/** The statement of a LeadQuery over `leads` (oldest first unless told): listLeads, and the export's leads with their status. */
export function leadQuerySql(sql: Pick<Sql, 'genuine'>, query: LeadQuery): [text: string, params: unknown[]] {
  const params: unknown[] = []
  const where = query.includeSpam ? [] : [sql.genuine]
  if (query.since) where.push(`received_at >= $${params.push(query.since)}`)
  const limit = query.limit ? `LIMIT $${params.push(query.limit)}` : ''
  const text = `SELECT * FROM leads ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
       ORDER BY received_at ${query.order === 'desc' ? 'DESC' : 'ASC'}, id ${limit}`
  return [text, params]
}

export interface ClaimOptions {
  now: Date
  limit: number
  /** How long the claim protects the job from other workers; a crashed worker's jobs come back after it. */
  leaseMs: number
  workerId: string
  /** Claim this job only (used by `leads resend`). */
  jobId?: number
}

export interface LeadRepository {
  readonly kind: 'sqlite' | 'postgres'
  /** The owner's inbox: accounts, sessions, audit log, lead status and notes. */
  readonly owner: OwnerStore
  /** The photos leads came with: their records, not their files (server/photos/). */
  readonly photos: LeadPhotos
  /** `notify` 'digest': past the notification cap, no job, the lead waits for the next digest (spam never does). */
  saveLead(lead: NewLead, notify: Notify): Promise<SaveLeadResult>
  getLead(id: string): Promise<LeadRecord | undefined>
  listLeads(query?: LeadQuery): Promise<LeadRecord[]>
  claimJobs(options: ClaimOptions): Promise<OutboxJob[]>
  /** completeJob, retryJob and buryJob also record the attempt in the lead's delivery timeline. */
  completeJob(jobId: number, workerId: string, now: Date): Promise<void>
  retryJob(jobId: number, workerId: string, failure: { error: string; nextAttemptAt: Date; now: Date }): Promise<void>
  /** Gives up on a job: it becomes a dead letter until someone re-sends it. */
  buryJob(jobId: number, workerId: string, failure: { error: string; now: Date }): Promise<void>
  /** With `leadId`: the lead's jobs and the digest that lists it (a job of the digest's first lead). */
  listJobs(filter?: { status?: JobStatus; leadId?: string }): Promise<OutboxJob[]>
  /** Dead letter → pending with a fresh attempt budget. undefined when the job is not a dead letter. */
  requeueJob(jobId: number, now: Date): Promise<OutboxJob | undefined>
  /** Counted in the database: dead letters, and notifications failing since `failedSince` while still retried. */
  deliveryStatus(failedSince: Date): Promise<DeliveryStatus>
  /**
   * Claims a once-a-day task for `day` (YYYY-MM-DD) across every process sharing the database:
   * resolves to when it was last claimed (null the first time), or undefined when this day, or a
   * later one, is claimed already.
   */
  claimDay(task: string, day: string, now: Date): Promise<{ previous: Date | null } | undefined>
  /** Genuine leads received since `since` that nobody has answered and that have no reminder yet. */
  unansweredLeads(since: Date): Promise<Array<{ id: string; receivedAt: string }>>
  /** Makes the lead's held jobs (NewLead.jobsDueAt) due from `dueAt` (its receivedAt): its photos are stored. */
  releaseJobs(leadId: string, dueAt: Date): Promise<void>
  /** Queues one job for a lead (under the same rules as saveLead); false when it exists or does not apply. */
  queueJob(leadId: string, channel: Channel, now: Date): Promise<boolean>
  /**
   * Queues one digest job for every genuine lead stored past the notification cap and not yet in a
   * digest, unless a digest was queued less than `intervalMs` ago: the job (on the earliest of those
   * leads) and the leads' assignment to it commit together, and across every process sharing the
   * database only one digest is queued at a time. undefined: nothing to queue, or too soon.
   */
  queueDigest(now: Date, intervalMs: number): Promise<{ jobId: number; leads: number } | undefined>
  /** The genuine leads a digest lists, oldest first, at most `limit`, and how many there are in all. */
  digestLeads(jobId: number, limit: number): Promise<{ leads: LeadRecord[]; total: number }>
  /** A value shared by every instance, written once: `create()` runs only when none is stored yet. */
  sharedValue(key: string, create: () => string, now: Date): Promise<string>
  /** Throws when the database cannot be reached. */
  ping(): Promise<void>
  /**
   * Whether a lead could be stored now: a write that is rolled back (so it leaves nothing, and
   * costs no disk sync), and for SQLite the free space of its disk. Throws StoreNotWritableError
   * (read-only database or file system, disk full or nearly, refused privileges) with a reason.
   */
  checkWritable(): Promise<void>
  close(): Promise<void>
}

/** The store answers but cannot write; `reason` is short and safe to show (no paths, hosts or SQL). */
export class StoreNotWritableError extends Error {
  override name = 'StoreNotWritableError'
  constructor(
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(`the store cannot write: ${reason}`, options)
  }
}

/** The name the inbox, the e-mail subject and the webhook show: made here from the two names, never taken as sent. */
export function fullNameOf(firstName: string, lastName: string): string {
  return `${firstName} ${lastName}`.trim().slice(0, sentFieldMaxLengths.fullName)
}

/**
 * The estimate as the server computes it from the visitor's inputs (decision 8): the range the
 * browser sent is not stored, so nobody can put a price of their own in front of the owner.
 */
export function serverEstimate(estimate: Estimate | undefined): Estimate | null {
  return estimate ? estimateFence(estimate.inputs) : null
}

/**
 * Whether a stored e-mail address is one the lead rules accept, as it stands. A spam row keeps
 * what the bot sent (`a@b.co?bcc=…` included), so restoring one checks its address again before
 * it becomes a Reply-To, a confirmation's recipient or the webhook's `email`.
 */
export function isValidLeadEmail(email: string): boolean {
  const parsed = leadFormSchema.shape.email.safeParse(email)
  return parsed.success && parsed.data === email.toLowerCase()
}

/** The stored form of a validated payload (`estimate` is optional in it). */
export function leadFieldsFrom(lead: ValidLead & { estimate?: Estimate }): LeadFields {
  // A picked suggestion brings its parts; an address typed by hand gives what its end says.
  const typed = lead.city ? undefined : typedAddressParts(lead.address)
  return {
    firstName: lead.firstName,
    lastName: lead.lastName,
    fullName: fullNameOf(lead.firstName, lead.lastName),
    email: lead.email,
    phone: lead.phone,
    services: [...lead.servicesNeeded],
    address: lead.address,
    streetAddress: lead.streetAddress ?? '',
    city: lead.city || typed?.city || '',
    zipCode: lead.zipCode || typed?.zipCode || '',
    state: lead.state || typed?.state || '',
    projectDetails: lead.projectDetails,
    page: lead.page,
    formType: lead.form_type,
    utm: { ...lead.utm },
    submittedAt: lead.timestamp,
    consent: lead.consent,
    estimate: serverEstimate(lead.estimate),
    visit: visitPreferenceOf(lead.visitDays ?? [], lead.visitTime ?? 'any'),
  }
}

/**
 * Whether a submission sent again under a stored submission id is that lead (a retry, a double
 * click, a reload) rather than other content under a reused id. The browser's timestamp is not
 * content: a form posted again without a script carries a new one.
 */
export function sameLeadContent(stored: LeadFields, sent: LeadFields): boolean {
  const fields = Object.keys(sent) as Array<keyof LeadFields>
  return fields.every((field) => field === 'submittedAt' || isDeepStrictEqual(stored[field], sent[field]))
}

/**
 * What a bot's body holds, read leniently (it may fail validation): strings where strings
 * were sent, empty otherwise, without control characters (PostgreSQL refuses NUL) and each
 * cut to the length its field takes from a person.
 */
export function leadFieldsFromUntrusted(body: unknown): LeadFields {
  const source = body && typeof body === 'object' ? (body as Record<string, unknown>) : {}
  const text = (value: unknown, max: number, lines = singleLineText) => (typeof value === 'string' ? lines(value).trim().slice(0, max) : '')
  const utm = source.utm && typeof source.utm === 'object' ? (source.utm as Record<string, unknown>) : {}
  const utmValue = (value: unknown) => (typeof value === 'string' ? singleLineText(value).slice(0, sentFieldMaxLengths.utmValue) : null)
  const firstName = text(source.firstName, leadMaxLengths.firstName)
  const lastName = text(source.lastName, leadMaxLengths.lastName)
  return {
    firstName,
    lastName,
    fullName: fullNameOf(firstName, lastName),
    email: text(source.email, leadMaxLengths.email),
    phone: text(source.phone, leadMaxLengths.phone),
    services: Array.isArray(source.servicesNeeded)
      ? source.servicesNeeded
          .filter((s) => typeof s === 'string')
          .slice(0, serviceValues.length)
          .map((service) => text(service, 50))
      : [],
    address: text(source.address, leadMaxLengths.address),
    streetAddress: text(source.streetAddress, addressPartMaxLengths.streetAddress),
    city: text(source.city, addressPartMaxLengths.city),
    zipCode: text(source.zipCode, addressPartMaxLengths.zipCode),
    state: text(source.state, addressPartMaxLengths.state),
    projectDetails: text(source.projectDetails, leadMaxLengths.projectDetails, multiLineText),
    page: text(source.page, sentFieldMaxLengths.page),
    formType: text(source.form_type, sentFieldMaxLengths.formType),
    utm: { source: utmValue(utm.source), medium: utmValue(utm.medium), campaign: utmValue(utm.campaign) },
    submittedAt: text(source.timestamp, 40),
    consent: source.consent === true,
    // Only a validated estimate is kept: a bot's numbers are not worth storing.
    estimate: null,
    visit: null,
  }
}

/** The column names both databases use, in the order of the insert statements. */
export const leadColumns = [
  'id',
  'submission_id',
  'received_at',
  'spam',
  'first_name',
  'last_name',
  'full_name',
  'email',
  'phone',
  'services',
  'address',
  'street_address',
  'city',
  'zip_code',
  'state',
  'project_details',
  'page',
  'form_type',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'submitted_at',
  'consent',
  'estimate',
  'visit_preference',
] as const

export type LeadRow = Record<(typeof leadColumns)[number], unknown>

export function leadToRow(id: string, lead: NewLead): LeadRow {
  return {
    id,
    submission_id: lead.submissionId,
    received_at: lead.receivedAt.toISOString(),
    spam: lead.spam,
    first_name: lead.firstName,
    last_name: lead.lastName,
    full_name: lead.fullName,
    email: lead.email,
    phone: lead.phone,
    services: lead.services,
    address: lead.address,
    street_address: lead.streetAddress,
    city: lead.city,
    zip_code: lead.zipCode,
    state: lead.state,
    project_details: lead.projectDetails,
    page: lead.page,
    form_type: lead.formType,
    utm_source: lead.utm.source,
    utm_medium: lead.utm.medium,
    utm_campaign: lead.utm.campaign,
    submitted_at: lead.submittedAt,
    consent: lead.consent,
    // JSON text for both databases; PostgreSQL reads it into its jsonb column.
    estimate: lead.estimate ? JSON.stringify(lead.estimate) : null,
    visit_preference: lead.visit ? JSON.stringify(lead.visit) : null,
  }
}

export const toIso = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value))
export const toDate = (value: unknown) => (value instanceof Date ? value : new Date(String(value)))
export const nullableText = (value: unknown) => (value === null || value === undefined ? null : String(value))

/** Reads a row of either database (SQLite gives 0/1, JSON text and ISO text where PostgreSQL gives booleans, arrays and Dates). */
export function rowToLead(row: Row): LeadRecord {
  const services = typeof row.services === 'string' ? (JSON.parse(row.services) as string[]) : (row.services as string[])
  return {
    id: String(row.id),
    submissionId: String(row.submission_id),
    receivedAt: toIso(row.received_at),
    spam: Boolean(row.spam),
    firstName: String(row.first_name),
    lastName: String(row.last_name),
    fullName: String(row.full_name),
    email: String(row.email),
    phone: String(row.phone),
    services,
    address: String(row.address),
    streetAddress: String(row.street_address),
    city: String(row.city),
    zipCode: String(row.zip_code),
    state: String(row.state),
    projectDetails: String(row.project_details),
    page: String(row.page),
    formType: String(row.form_type),
    utm: { source: nullableText(row.utm_source), medium: nullableText(row.utm_medium), campaign: nullableText(row.utm_campaign) },
    submittedAt: String(row.submitted_at),
    consent: Boolean(row.consent),
    estimate: readJson<Estimate>(row.estimate),
    visit: readJson<VisitPreference>(row.visit_preference),
    visitSlot: confirmedVisitOf(row),
  }
}

/** JSON text (SQLite) or a parsed jsonb value (PostgreSQL); null stays null. */
function readJson<Value>(value: unknown): Value | null {
  if (value === null || value === undefined) return null
  return (typeof value === 'string' ? JSON.parse(value) : value) as Value
}

/** The visit_slot_* columns of migration 10. */
function confirmedVisitOf(row: Row): ConfirmedVisit | null {
  if (row.visit_slot_day === null || row.visit_slot_day === undefined) return null
  return {
    day: String(row.visit_slot_day),
    part: row.visit_slot_part as ConfirmedVisit['part'],
    sequence: Number(row.visit_slot_sequence),
    confirmedAt: toIso(row.visit_slot_confirmed_at),
  }
}

export function rowToJob(row: Row): OutboxJob {
  return {
    id: Number(row.id),
    leadId: String(row.lead_id),
    channel: row.channel as Channel,
    status: row.status as JobStatus,
    attempts: Number(row.attempts),
    nextAttemptAt: toDate(row.next_attempt_at),
    lastError: nullableText(row.last_error),
    createdAt: toDate(row.created_at),
    updatedAt: toDate(row.updated_at),
  }
}

export function rowToAttempt(row: Row): DeliveryAttempt {
  return {
    channel: row.channel as Channel,
    attempt: Number(row.attempt),
    at: toIso(row.at),
    outcome: row.outcome as DeliveryAttempt['outcome'],
    error: nullableText(row.error),
  }
}

/** Error text kept with a job: one line, bounded, so a chatty SMTP server cannot bloat the table. */
export function jobErrorText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  return message.replace(/\s+/g, ' ').trim().slice(0, 500) || 'unknown error'
}

/** A finished attempt's job id, worker id, time and error (see SqlLeadRepository.recordAttempt). */
export type FinishParams = [number, string, Date, string | null, ...unknown[]]

/** The reads and writes both databases run alike; each repository adds the rest of LeadRepository. */
export abstract class SqlLeadRepository {
  constructor(protected readonly sql: Sql) {}

  /**
   * Records the attempt in the lead's timeline and runs `update` on the job, in one transaction, if
   * the worker still holds it. Parameters: $1 job id, $2 worker id, $3 now, $4 the attempt's error
   * (null when delivered), then those of `update`.
   */
  protected abstract recordAttempt(update: string, params: FinishParams, outcome: DeliveryAttempt['outcome']): Promise<void>

  /** Sets `set` on the job and releases it, keeping the attempt's error as the job's last. */
  private async finishJob(set: string, params: FinishParams, outcome: DeliveryAttempt['outcome']) {
    await this.recordAttempt(
      `UPDATE outbox SET ${set}, last_error = $4, locked_by = NULL, locked_until = NULL, updated_at = $3 WHERE id = $1 AND locked_by = $2`,
      params,
      outcome,
    )
  }

  async completeJob(jobId: number, workerId: string, now: Date) {
    await this.finishJob(`status = 'done'`, [jobId, workerId, now, null], 'delivered')
  }

  async retryJob(jobId: number, workerId: string, failure: { error: string; nextAttemptAt: Date; now: Date }) {
    await this.finishJob('next_attempt_at = $5', [jobId, workerId, failure.now, failure.error, failure.nextAttemptAt], 'failed')
  }

  async buryJob(jobId: number, workerId: string, failure: { error: string; now: Date }) {
    await this.finishJob(`status = 'dead'`, [jobId, workerId, failure.now, failure.error], 'failed')
  }

  async getLead(id: string) {
    if (!this.sql.mayBeLeadId(id)) return undefined
    const [row] = await this.sql.all('SELECT * FROM leads WHERE id = $1', [id])
    return row ? rowToLead(row) : undefined
  }

  async listLeads(query: LeadQuery = {}) {
    return (await this.sql.all(...leadQuerySql(this.sql, query))).map(rowToLead)
  }

  async listJobs(filter: { status?: JobStatus; leadId?: string } = {}) {
    if (filter.leadId && !this.sql.mayBeLeadId(filter.leadId)) return []
    const params: unknown[] = []
    const where: string[] = []
    if (filter.status) where.push(`status = $${params.push(filter.status)}`)
    if (filter.leadId) {
      const leadId = `$${params.push(filter.leadId)}`
      where.push(`(lead_id = ${leadId} OR id = (SELECT digest_job FROM leads WHERE id = ${leadId}))`)
    }
    const rows = await this.sql.all(`SELECT * FROM outbox ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY id`, params)
    return rows.map(rowToJob)
  }

  async requeueJob(jobId: number, now: Date) {
    const [row] = await this.sql.all(
      `UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = $2, locked_by = NULL, locked_until = NULL, updated_at = $2
       WHERE id = $1 AND status = 'dead' RETURNING *`,
      [jobId, now],
    )
    return row ? rowToJob(row) : undefined
  }

  /** Joins each outbox row to its latest attempt, as `last`: each database has its fastest way. */
  protected abstract readonly lastAttemptJoin: string

  async deliveryStatus(failedSince: Date): Promise<DeliveryStatus> {
    const [[dead], failures] = await Promise.all([
      this.sql.all(`SELECT count(*) AS count FROM outbox WHERE status = 'dead'`),
      this.sql.all(
        `SELECT last.at, last.channel, last.error FROM outbox ${this.lastAttemptJoin}
         WHERE outbox.status = 'pending' AND last.outcome = 'failed' AND last.at >= $1
         ORDER BY last.at DESC, last.id DESC`,
        [failedSince],
      ),
    ])
    const last = failures[0]
    return {
      deadLetters: Number(dead!.count),
      failing: failures.length,
      lastFailure: last ? { at: toIso(last.at), channel: last.channel as Channel, error: String(last.error) } : null,
    }
  }

  async unansweredLeads(since: Date) {
    const rows = await this.sql.all(
      `SELECT id, received_at FROM leads
       WHERE ${this.sql.genuine} AND answered_at IS NULL AND received_at >= $1
         AND NOT EXISTS (SELECT 1 FROM outbox WHERE outbox.lead_id = leads.id AND outbox.channel = 'reminder')
       ORDER BY received_at`,
      [since],
    )
    return rows.map((row) => ({ id: String(row.id), receivedAt: toIso(row.received_at) }))
  }

  async digestLeads(jobId: number, limit: number) {
    const [leads, [count]] = await Promise.all([
      this.sql.all(`SELECT * FROM leads WHERE digest_job = $1 AND ${this.sql.genuine} ORDER BY received_at, id LIMIT $2`, [jobId, limit]),
      this.sql.all(`SELECT count(*) AS total FROM leads WHERE digest_job = $1 AND ${this.sql.genuine}`, [jobId]),
    ])
    return { leads: leads.map(rowToLead), total: Number(count!.total) }
  }

  async ping() {
    await this.sql.all('SELECT 1')
  }
}
