import path from 'node:path'
import { formatDuration } from '../business-hours.ts'
import type { ServerConfig } from '../config.ts'
import { waitOf } from '../response-times.ts'
import type { Channel, LeadRepository } from '../storage/lead-repository.ts'
import { confirmationMessage, customerPromise } from './confirmation-email.ts'
import { createDigestChannel } from './digest.ts'
import { createEmailChannel, createFileMailer, createSmtpMailer, type Mailer } from './email.ts'
import { createReviewChannels } from '../reviews/review-request.ts'
import type { Deliveries } from './outbox-worker.ts'
import { createPushChannel, createReminderChannel, loadPushKeys, type PushSettings } from './push.ts'
import { createVisitChannel } from './visit-invitation.ts'
import { loadLeadLinks, type LeadLinks } from '../lead-links.ts'
import { createStatusWebhookChannel, createWebhookChannel } from './webhook.ts'

export interface Notifications {
  channels: Channel[]
  deliveries: Deliveries
  description: string[]
  // Shared with the daily summary: one SMTP pool.
  mailer?: Mailer
  close(): void
}

const laterChannels: readonly Channel[] = ['reminder', 'digest', 'visit', 'status', 'review', 'review_reminder']

export const mailDirName = 'mail'

export function createNotifications(
  config: ServerConfig,
  mailer: Mailer = config.smtp ? createSmtpMailer(config.smtp) : createFileMailer(path.join(config.dataDir, mailDirName)),
  push?: Omit<PushSettings, 'allowLoopbackEndpoints'>,
  store?: Pick<LeadRepository, 'digestLeads' | 'listJobs'> &
    Partial<Pick<LeadRepository, 'photos' | 'queueJob'>> & { owner?: Pick<LeadRepository['owner'], 'latestStatusChange' | 'reviewsSuppressed'> },
  leadLinks?: LeadLinks,
): Notifications {
  const confirmation = config.confirmation
  const inboxUrl = new URL('/admin', config.admin.host ? `https://${config.admin.host}` : config.site.siteUrl).href
  const toOwner = { mailer, from: config.notifyEmailFrom, to: config.notifyEmailTo, site: config.site, inboxUrl }
  const deliveries: Deliveries = {
    email: createEmailChannel({
      ...toOwner,
      photos: store?.photos,
      promiseOf: confirmation && store && customerPromise({ site: config.site, ...confirmation }, (leadId) => store.listJobs({ leadId })),
    }),
  }
  const description = [`e-mail to ${config.notifyEmailTo.length} address(es) via ${mailer.description}`]
  if (store) {
    deliveries.digest = createDigestChannel({ ...toOwner, leadsOf: (jobId, limit) => store.digestLeads(jobId, limit) })
    description.push('past the notification cap, one digest e-mail to the same address(es) per interval')
  }
  if (config.webhook) {
    const webhook = { url: config.webhook.url, secret: config.webhook.secret, userAgent: `${config.site.businessName} lead collector`, photos: store?.photos }
    deliveries.webhook = createWebhookChannel(webhook)
    // Asked for: a receiver built for lead.created alone would take each stage change for a new lead.
    const latestChange = config.webhook.stageChanges ? store?.owner?.latestStatusChange : undefined
    if (latestChange) deliveries.status = createStatusWebhookChannel({ ...webhook, latestChange })
    description.push(`webhook to ${new URL(config.webhook.url).origin}${latestChange ? ', with each stage change' : ''}`)
  }
  if (confirmation) {
    // The promise ("within the hour") is made for the moment of sending: the claim's time.
    deliveries.confirmation = (lead, job) =>
      mailer.send(confirmationMessage(lead, { site: config.site, ...confirmation, now: job.updatedAt, statusUrl: leadLinks?.statusUrlOf(lead.id) }))
    description.push(`confirmation e-mail to the visitor via ${mailer.description}, at most one per address a day`)
  }
  const toCustomer = { from: confirmation?.from ?? config.notifyEmailFrom, replyTo: confirmation?.replyTo ?? config.site.email }
  // Sent when the owner confirms a visit from the lead's page, whether or not the confirmation e-mail is on.
  deliveries.visit = createVisitChannel({ mailer, site: config.site, ...toCustomer })
  description.push(`visit invitations (.ics) to the visitor via ${mailer.description}, when the owner confirms a visit`)
  // Only with somewhere to send the customer, and a store to remember opens, unsubscribes and the reminder in.
  const owner = store?.owner
  if (config.reviews && leadLinks && store?.queueJob && owner) {
    Object.assign(
      deliveries,
      createReviewChannels({ mailer, site: config.site, ...toCustomer, reviews: config.reviews, links: leadLinks, store: { queueJob: store.queueJob, owner } }),
    )
    description.push(`review requests to the customer via ${mailer.description}, the morning after a job is completed`)
  }
  if (push) {
    const settings = { ...push, allowLoopbackEndpoints: config.push.allowLoopbackEndpoints }
    deliveries.push = createPushChannel(settings)
    const reminder = config.reminderAfterMs > 0 ? `, a reminder after ${formatDuration(config.reminderAfterMs)} unanswered in business hours` : ''
    description.push(`alerts (Web Push) to the owners' subscribed devices${reminder}`)
    deliveries.reminder = createReminderChannel(settings, (lead, at) => formatDuration(waitOf(lead.receivedAt, at, config.site.hours).businessMs))
  }
  return {
    channels: (Object.keys(deliveries) as Channel[]).filter((channel) => !laterChannels.includes(channel)),
    deliveries,
    description,
    mailer,
    close: () => mailer.close(),
  }
}

export async function createServerNotifications(config: ServerConfig, repository: LeadRepository, now: Date): Promise<Notifications> {
  const keys = await loadPushKeys(config.push, repository, now)
  const leadLinks = await loadLeadLinks(config.site.siteUrl, config.statusLinkDays, repository, now)
  return createNotifications(config, undefined, { keys, store: repository.owner }, repository, leadLinks)
}
