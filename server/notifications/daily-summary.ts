import type { SiteConfig } from '#config/site-config.ts'
import { serviceLabel } from '#lead/service-options.ts'
import { businessDayOf } from '#lead/business-calendar.ts'
import { businessHour, formatBusinessTime } from '../business-time.ts'
import { type LeadRecord, type LeadRepository } from '../storage/lead-repository.ts'
import { channelLabels } from './channel-labels.ts'
import { describeResponseStats, responseStats } from '../response-times.ts'
import { every, type ScheduledJob } from '../scheduler.ts'
import { deliveryHealth, type DeliveryHealth } from './delivery-health.ts'
import { leadPageUrl } from './digest.ts'
import type { Mailer } from './email.ts'
import type { Log } from './outbox-worker.ts'

export const summaryTask = 'daily_summary'
const maxLines = 50
const dayMs = 24 * 3_600_000

export interface DailySummaryOptions {
  repository: LeadRepository
  // Nobody reads .eml files every day.
  mailer: Mailer | undefined
  from: string
  to: string[]
  hour: number
  site: Pick<SiteConfig, 'businessName' | 'siteUrl' | 'hours'>
  inboxUrl?: string
  now: () => Date
  log: Pick<Log, 'info' | 'error'>
}

// The day is claimed first, so two servers send it once; a failed send is not retried.
export async function sendDailySummaryIfDue(options: DailySummaryOptions) {
  const { repository, mailer } = options
  if (!mailer) return 'no-smtp'
  const now = options.now()
  if (businessHour(now) < options.hour) return 'not-yet'
  const day = businessDayOf(now)
  const claim = await repository.claimDay(summaryTask, day, now)
  if (!claim) return 'sent-already'
  const since = claim.previous ?? new Date(now.getTime() - dayMs)
  const leads = (await repository.listLeads({ since, order: 'asc' })).filter((lead) => Date.parse(lead.receivedAt) < now.getTime())
  const health = await deliveryHealth(repository, true, now)
  const responseTimes = describeResponseStats(await responseStats(repository.owner, options.site.hours, now))
  const content = summaryText({ leads, health, since, site: options.site, responseTimes, inboxUrl: options.inboxUrl })
  const host = new URL(options.site.siteUrl).hostname
  await mailer.send({ from: options.from, to: options.to, subject: content.subject, text: content.text, messageId: `<summary-${day}@${host}>` })
  options.log.info({ day, leads: leads.length }, 'daily summary sent')
  return 'sent'
}

export function summaryText(
  summary: Pick<DailySummaryOptions, 'site' | 'inboxUrl'> & { leads: readonly LeadRecord[]; health: DeliveryHealth; since: Date; responseTimes: string },
) {
  const { leads, health, site } = summary
  const inbox = new URL('/admin', summary.inboxUrl ?? site.siteUrl).href
  const count = `${leads.length} new lead${leads.length === 1 ? '' : 's'}`
  const lines = leads.slice(0, maxLines).map((lead) => {
    const where = lead.city || lead.address
    return `- ${formatBusinessTime(lead.receivedAt)} · ${lead.fullName} · ${lead.phone} · ${where} · ${lead.services.map(serviceLabel).join(', ')}\n  ${leadPageUrl(inbox, lead.id)}`
  })
  if (leads.length > maxLines) lines.push(`… and ${leads.length - maxLines} more in the inbox.`)
  const failures: string[] = []
  if (health.storage) failures.push(`New leads cannot be saved: ${health.storage}. Free disk space on the server or fix the database now.`)
  if (health.deadLetters > 0)
    failures.push(`${health.deadLetters} notification(s) failed for good: re-send them from the lead page or with \`npm run leads -- resend --all\`.`)
  if (health.failing > 0 && health.lastFailure)
    failures.push(
      `${health.failing} notification(s) failing and being retried; last failure ${formatBusinessTime(health.lastFailure.at)} (${channelLabels[health.lastFailure.channel]}): ${health.lastFailure.error}`,
    )
  const text = [
    `${count} since ${formatBusinessTime(summary.since)} (Celina time).`,
    '',
    ...(lines.length > 0 ? lines : ['No new requests.']),
    '',
    summary.responseTimes,
    '',
    `Delivery problems: ${failures.length > 0 ? '' : 'none.'}`,
    ...failures.map((line) => `- ${line}`),
    '',
    `Inbox: ${inbox}`,
  ].join('\n')
  return { subject: `${site.businessName} daily summary: ${count}`, text }
}

export function scheduleDailySummary(options: DailySummaryOptions): ScheduledJob {
  if (!options.mailer) return { stop: async () => {} }
  return every(
    5 * 60_000,
    () => sendDailySummaryIfDue(options),
    (error) => options.log.error({ err: error }, 'daily summary failed'),
    { immediately: true },
  )
}
