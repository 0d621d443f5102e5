import type { SiteConfig } from '#config/site-config.ts'
import { withLanguageNote } from '#lead/languages.ts'
import { serviceLabel } from '#lead/service-options.ts'
import { formatBusinessTime } from '../business-time.ts'
import { formatPhone } from '../phone-number.ts'
import { every, type ScheduledJob } from '../scheduler.ts'
import type { LeadRecord, LeadRepository } from '../storage/lead-repository.ts'
import type { OwnerMailOptions } from './email.ts'
import { escapeHtml, headerText, ownerCell, ownerEmailHtml, phoneHref } from './lead-email.ts'
import { leadMessageId } from './mail-files.ts'
import type { Deliver, Log } from './outbox-worker.ts'

// Leads stored past the notification cap get no e-mail of their own, so one digest per LEAD_DIGEST_INTERVAL lists them.

export const digestListMax = 50

export interface DigestQueueOptions {
  repository: Pick<LeadRepository, 'queueDigest'>
  intervalMs: number
  now: () => Date
  wake: () => void
  log: Pick<Log, 'info' | 'error'>
}

export async function queueDigestIfDue(options: DigestQueueOptions): Promise<number> {
  const queued = await options.repository.queueDigest(options.now(), options.intervalMs)
  if (!queued) return 0
  options.log.info({ jobId: queued.jobId, leads: queued.leads }, 'digest queued for leads stored past the notification cap')
  options.wake()
  return queued.leads
}

// A flood's first digest goes out within a minute, the next once per interval.
export function scheduleDigest(options: DigestQueueOptions): ScheduledJob {
  return every(
    Math.min(options.intervalMs, 60_000),
    () => queueDigestIfDue(options),
    (error) => options.log.error({ err: error }, 'could not queue the digest'),
    { immediately: true },
  )
}

export function leadPageUrl(inboxUrl: string, leadId: string): string {
  return new URL(`/admin/leads/${leadId}`, inboxUrl).href
}

export function buildDigestEmail(leads: readonly LeadRecord[], total: number, options: { site: Pick<SiteConfig, 'businessName'>; inboxUrl: string }) {
  const inbox = options.inboxUrl
  const requests = `${total} quote request${total === 1 ? '' : 's'}`
  const more = total - leads.length
  const items = leads.map((lead) => ({
    name: withLanguageNote(lead.fullName || `${lead.firstName} ${lead.lastName}`.trim() || '(no name)', lead.language),
    services: lead.services.map(serviceLabel).join(', ') || 'no service chosen',
    city: lead.city || lead.address || 'no city given',
    phone: lead.phone,
    received: formatBusinessTime(lead.receivedAt),
    link: leadPageUrl(inbox, lead.id),
  }))
  const intro =
    `The ${options.site.businessName} website took more quote requests than its notification cap allows, so these ` +
    `were stored without an e-mail of their own. Each one is in the inbox.`

  const text = [
    intro,
    '',
    ...items.flatMap((item) => [`- ${item.name} · ${item.services} · ${item.city} · ${formatPhone(item.phone)} · ${item.received}`, `  ${item.link}`]),
    ...(more > 0 ? ['', `… and ${more} more in the inbox: ${inbox}`] : []),
    '',
    `Inbox: ${inbox}`,
    '',
  ].join('\n')

  const title = `${requests} while notifications were paused`
  const headings = ['Name', 'Services', 'City', 'Phone', 'Received'].map((name) => `<th scope="col" style="${ownerCell};text-align:left">${name}</th>`)
  const cells = (item: (typeof items)[number]) =>
    [
      `<a href="${escapeHtml(item.link)}">${escapeHtml(item.name)}</a>`,
      escapeHtml(item.services),
      escapeHtml(item.city),
      `<a href="${escapeHtml(phoneHref(item.phone))}">${escapeHtml(formatPhone(item.phone))}</a>`,
      escapeHtml(item.received),
    ].map((cell) => `<td style="${ownerCell}">${cell}</td>`)
  const html = ownerEmailHtml({
    title: escapeHtml(headerText(title)),
    heading: escapeHtml(title),
    intro: escapeHtml(intro),
    rows: [`<tr>${headings.join('')}</tr>`, ...items.map((item) => `<tr>${cells(item).join('')}</tr>`)],
    after: `${more > 0 ? `<p style="margin:16px 0 0">… and ${more} more in <a href="${escapeHtml(inbox)}">the inbox</a>.</p>\n` : ''}<p style="margin:16px 0 0"><a href="${escapeHtml(inbox)}">Open the inbox</a></p>\n`,
  })
  return { subject: headerText(title), text, html }
}

// The Message-ID names lead and job, so a re-send is the same mail.
export function createDigestChannel(options: OwnerMailOptions & { leadsOf: LeadRepository['digestLeads'] }): Deliver {
  return async (lead, job) => {
    const { leads, total } = await options.leadsOf(job.id, digestListMax)
    if (total === 0) return
    await options.mailer.send({
      from: options.from,
      to: options.to,
      ...buildDigestEmail(leads, total, { site: options.site, inboxUrl: options.inboxUrl }),
      messageId: leadMessageId(options.site.siteUrl, lead.id, `digest-${job.id}`),
      // The leads it lists, as X-Lead-Id names a lead e-mail's: erasing any of them erases a file copy (mail-files.ts).
      headers: { 'X-Lead-Ids': leads.map((listed) => listed.id).join(', ') },
    })
  }
}
