import { randomBytes } from 'node:crypto'
import os from 'node:os'
import { setTimeout as sleep } from 'node:timers/promises'
import { loggedError } from '../logger.ts'
import type { Channel, LeadRecord, LeadRepository, OutboxJob } from '../storage/lead-repository.ts'
import { jobErrorText } from '../storage/lead-repository.ts'

export class PermanentFailure extends Error {
  override name = 'PermanentFailure'
}

export type Deliver = (lead: LeadRecord, job: OutboxJob) => Promise<void>
export type Deliveries = Partial<Record<Channel, Deliver>>

export type JobOutcome = 'done' | 'retry' | 'dead'

export type Log = Record<'info' | 'warn' | 'error', (obj: object, msg: string) => void>

export interface OutboxWorkerOptions {
  repository: LeadRepository
  deliveries: Deliveries
  maxAttempts: number
  pollIntervalMs: number
  // Must exceed the longest delivery.
  leaseMs?: number
  batchSize?: number
  log: Log
  now?: () => Date
  retryDelayMs?: (attempt: number) => number
}

export function retryDelayMs(attempt: number): number {
  return Math.min(1000 * 2 ** Math.max(0, attempt - 1), 30_000)
}

/** A crash leaves at most this many jobs sent but not recorded, to be sent again. */
export const outboxBatchSize = 8

// Leased jobs let instances share the work and bring back a crashed one's. Delivery is at least once, which is why
// e-mails carry a stable Message-ID and webhooks a stable delivery id.
export class OutboxWorker {
  readonly workerId = `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`
  private running: Promise<void> | undefined
  private stopping = false
  // Aborted by wake(): ends the sleep, or skips the next one.
  private wakeUp = new AbortController()

  constructor(private readonly options: OutboxWorkerOptions) {}

  private now(): Date {
    return this.options.now?.() ?? new Date()
  }

  start(): void {
    if (this.running) return
    this.stopping = false
    this.running = this.loop()
  }

  wake(): void {
    this.wakeUp.abort()
  }

  async stop(): Promise<void> {
    this.stopping = true
    this.wake()
    await this.running
    this.running = undefined
  }

  async runOnce(): Promise<number> {
    const jobs = await this.claim(this.options.batchSize ?? outboxBatchSize)
    await Promise.all(jobs.map((job) => this.handle(job)))
    return jobs.length
  }

  async deliverJob(jobId: number): Promise<{ outcome: JobOutcome; error?: string } | undefined> {
    const [job] = await this.claim(1, jobId)
    return job ? this.handle(job) : undefined
  }

  private claim(limit: number, jobId?: number): Promise<OutboxJob[]> {
    return this.options.repository.claimJobs({ now: this.now(), limit, leaseMs: this.options.leaseMs ?? 60_000, workerId: this.workerId, jobId })
  }

  private async loop(): Promise<void> {
    while (!this.stopping) {
      const wakeUp = (this.wakeUp = new AbortController())
      let handled = 0
      try {
        handled = await this.runOnce()
      } catch (error) {
        this.options.log.error({ err: error }, 'outbox: could not claim jobs')
      }
      if (handled === 0 && !this.stopping) await sleep(this.options.pollIntervalMs, undefined, { signal: wakeUp.signal }).catch(() => undefined)
    }
  }

  private async handle(job: OutboxJob): Promise<{ outcome: JobOutcome; error?: string }> {
    const { repository, deliveries, log, maxAttempts } = this.options
    const context = { leadId: job.leadId, jobId: job.id, channel: job.channel, attempt: job.attempts }
    let caught: unknown
    let failure: string | undefined
    let permanent = false
    try {
      const lead = await repository.getLead(job.leadId)
      const deliver = deliveries[job.channel]
      if (!lead) throw new Error('lead not found')
      if (!deliver) throw new Error(`${job.channel} notifications are not configured`)
      await deliver(lead, job)
    } catch (error) {
      caught = error
      failure = jobErrorText(error)
      permanent = error instanceof PermanentFailure
    }

    try {
      const now = this.now()
      if (failure === undefined) {
        await repository.completeJob(job.id, this.workerId, now)
        log.info(context, 'notification delivered')
        return { outcome: 'done' }
      }
      // The full text goes to the job, for the inbox; the logs get loggedError (no SMTP answer, which quotes the recipient).
      if (permanent || job.attempts >= maxAttempts) {
        await repository.buryJob(job.id, this.workerId, { error: failure, now })
        log.error({ ...context, error: loggedError(caught) }, 'notification failed for good: dead letter (see `npm run leads -- dead-letters`)')
        return { outcome: 'dead', error: failure }
      }
      const nextAttemptAt = new Date(now.getTime() + (this.options.retryDelayMs ?? retryDelayMs)(job.attempts))
      await repository.retryJob(job.id, this.workerId, { error: failure, nextAttemptAt, now })
      log.warn({ ...context, error: loggedError(caught), nextAttemptAt }, 'notification failed: will retry')
      return { outcome: 'retry', error: failure }
    } catch (error) {
      log.error({ ...context, err: error }, 'outbox: could not record the outcome of a job')
      return { outcome: 'retry', error: failure ?? jobErrorText(error) }
    }
  }
}
