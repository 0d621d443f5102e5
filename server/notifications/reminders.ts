import { businessMsBetween, type OpeningHours } from '../business-hours.ts'
import { every, type ScheduledJob } from '../scheduler.ts'
import type { LeadRepository } from '../storage/lead-repository.ts'
import type { Log } from './outbox-worker.ts'

export interface ReminderOptions {
  repository: Pick<LeadRepository, 'unansweredLeads' | 'queueJob'>
  hours: OpeningHours
  /** Business time a lead may wait before its reminder (REMINDER_AFTER). */
  afterMs: number
  now: () => Date
  /** New jobs were queued: deliver them now. */
  wake: () => void
  log: Pick<Log, 'info' | 'error'>
}

/**
 * Leads this old (on the clock) are past reminding: a long weekend is the longest a lead waits
 * for the business to open, and an owner who turns alerts on should not get last month's leads.
 */
const lookBackMs = 4 * 24 * 3_600_000

/**
 * Queues the reminder of every lead that has waited `afterMs` of business time unanswered. The
 * outbox's unique (lead, channel) makes it one reminder per lead across every instance, and the
 * job is only written when a device listens for alerts.
 */
export async function queueDueReminders(options: ReminderOptions): Promise<number> {
  const now = options.now()
  const waiting = await options.repository.unansweredLeads(new Date(now.getTime() - lookBackMs))
  let queued = 0
  for (const lead of waiting) {
    if (businessMsBetween(new Date(lead.receivedAt), now, options.hours) < options.afterMs) continue
    if (await options.repository.queueJob(lead.id, 'reminder', now)) queued++
  }
  if (queued > 0) {
    options.log.info({ queued }, 'reminders queued for unanswered leads')
    options.wake()
  }
  return queued
}

/** Looks for due reminders every `intervalMs` (30 s). */
export function scheduleReminders(options: ReminderOptions & { intervalMs?: number }): ScheduledJob {
  if (options.afterMs <= 0) return { stop: async () => {} }
  return every(
    options.intervalMs ?? 30_000,
    () => queueDueReminders(options),
    (error) => options.log.error({ err: error }, 'could not queue reminders'),
  )
}
