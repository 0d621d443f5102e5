import type { Estimate } from '#lead/estimate.ts'
import type { VisitPreference } from '#lead/visit-time.ts'
import type { ConfirmedVisit } from '../visit-slots.ts'
import type { LeadPhotos } from './lead-photos.ts'
import type { OwnerStore } from './owner-store.ts'

/**
 * The collector's storage contract (lead-store.ts, both databases). saveLead is idempotent by submission id
 * and writes a lead with its jobs in one transaction; claimJobs leases each due job to one worker.
 */

/** A lead id (and a submission id): a UUID. A string that is not one names no lead. */
export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export function isLeadId(value: string): boolean {
  return uuidPattern.test(value)
}

/** What a genuine lead is sent on; 'digest' lists the leads stored past the notification cap in one e-mail. */
export const channels = ['email', 'webhook', 'confirmation', 'push', 'reminder', 'digest', 'visit'] as const
export type Channel = (typeof channels)[number]

/** What saveLead queues: channels, or 'digest' (no job now, the lead waits for the next digest). */
export type Notify = readonly Channel[] | 'digest'

/** One confirmation per address in this window, however many requests it sends. */
export const confirmationWindowMs = 24 * 3_600_000

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
  /** Claims a daily task for `day` across processes: when it last ran, or undefined if this day is taken. */
  claimDay(task: string, day: string, now: Date): Promise<{ previous: Date | null } | undefined>
  /** Genuine leads received since `since` that nobody has answered and that have no reminder yet. */
  unansweredLeads(since: Date): Promise<Array<{ id: string; receivedAt: string }>>
  /** Makes the lead's held jobs (NewLead.jobsDueAt) due from `dueAt` (its receivedAt): its photos are stored. */
  releaseJobs(leadId: string, dueAt: Date): Promise<void>
  /** Queues one job for a lead (under the same rules as saveLead); false when it exists or does not apply. */
  queueJob(leadId: string, channel: Channel, now: Date): Promise<boolean>
  /** Queues one digest for the capped leads waiting, at most one per `intervalMs` across processes; undefined: none. */
  queueDigest(now: Date, intervalMs: number): Promise<{ jobId: number; leads: number } | undefined>
  /** The genuine leads a digest lists, oldest first, at most `limit`, and how many there are in all. */
  digestLeads(jobId: number, limit: number): Promise<{ leads: LeadRecord[]; total: number }>
  /** A value shared by every instance, written once: `create()` runs only when none is stored yet. */
  sharedValue(key: string, create: () => string, now: Date): Promise<string>
  /** Throws when the database cannot be reached. */
  ping(): Promise<void>
  /** A rolled-back write (and, for SQLite, the free disk space); throws StoreNotWritableError with a reason. */
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

/** Error text kept with a job: one line, bounded, so a chatty SMTP server cannot bloat the table. */
export function jobErrorText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  return message.replace(/\s+/g, ' ').trim().slice(0, 500) || 'unknown error'
}
