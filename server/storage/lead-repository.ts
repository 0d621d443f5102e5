import type { leadRepository } from './lead-store.ts'
import type { rowToAttempt, rowToJob, rowToLead } from './rows.ts'

export const isLeadId = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)

// At most one review request to an address in about six months.
export const reviewWindowMs = 183 * 86_400_000

export const channels = ['email', 'webhook', 'confirmation', 'push', 'reminder', 'digest', 'visit', 'status', 'review', 'review_reminder'] as const
export type Channel = (typeof channels)[number]

// 'digest': past the notification cap, no job now; the lead waits for the next digest.
export type Notify = readonly Channel[] | 'digest'

export const confirmationWindowMs = 24 * 3_600_000

export type JobStatus = 'pending' | 'done' | 'dead'

// What a visitor's form gives: the stored lead without what the collector adds.
export type LeadFields = Omit<LeadRecord, 'id' | 'submissionId' | 'receivedAt' | 'spam' | 'visitSlot' | 'reviewOpenedAt'>

export interface NewLead extends LeadFields {
  submissionId: string
  spam: boolean
  receivedAt: Date
  // A lead whose photos are still being stored holds its jobs until releaseJobs.
  jobsDueAt?: Date
}

export type LeadRecord = ReturnType<typeof rowToLead>
export type OutboxJob = ReturnType<typeof rowToJob>
export type DeliveryAttempt = ReturnType<typeof rowToAttempt>

export type DeliveryStatus = Awaited<ReturnType<LeadRepository['deliveryStatus']>>

export interface LeadQuery {
  since?: Date
  includeSpam?: boolean
  limit?: number
  order?: 'asc' | 'desc'
}

export interface ClaimOptions {
  now: Date
  limit: number
  // A crashed worker's jobs come back after it.
  leaseMs: number
  workerId: string
  jobId?: number
}

export type LeadRepository = Awaited<ReturnType<typeof leadRepository>>

// `reason` is safe to show: no paths, hosts or SQL.
export class StoreNotWritableError extends Error {
  override name = 'StoreNotWritableError'
  constructor(
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(`the store cannot write: ${reason}`, options)
  }
}

// Bounded, so a chatty SMTP server cannot bloat the table.
export function jobErrorText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  return message.replace(/\s+/g, ' ').trim().slice(0, 500) || 'unknown error'
}
