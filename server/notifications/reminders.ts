import { businessMsBetween, type OpeningHours } from '../business-hours.ts'
import { every, type ScheduledJob } from '../scheduler.ts'
import type { LeadRepository } from '../storage/lead-repository.ts'
import type { Log } from './outbox-worker.ts'

export interface ReminderOptions {
  repository: Pick<LeadRepository, 'unansweredLeads' | 'queueJob'>
  hours: OpeningHours
  afterMs: number
  now: () => Date
  wake: () => void
  log: Pick<Log, 'info' | 'error'>
}

// An owner who turns alerts on should not get last month's leads.
const lookBackMs = 4 * 24 * 3_600_000

// The outbox's unique (lead, channel) makes it one reminder per lead across instances.
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

export function scheduleReminders(options: ReminderOptions): ScheduledJob {
  if (options.afterMs <= 0) return { stop: async () => {} }
  return every(
    30_000,
    () => queueDueReminders(options),
    (error) => options.log.error({ err: error }, 'could not queue reminders'),
  )
}
