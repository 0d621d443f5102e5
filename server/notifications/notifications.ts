import path from 'node:path'
import type { ServerConfig } from '../config.ts'
import type { Channel } from '../storage/lead-repository.ts'
import { createEmailChannel, createFileMailer, createSmtpMailer, type Mailer } from './email.ts'
import type { Deliveries } from './outbox-worker.ts'
import { createWebhookChannel } from './webhook.ts'

export interface Notifications {
  /** The channels a new lead is queued for. */
  channels: Channel[]
  deliveries: Deliveries
  /** One line per channel for the start-up log. */
  description: string[]
  /** The mailer lead e-mails go through; the daily summary uses it too, so the server keeps one SMTP pool. */
  mailer?: Mailer
  close(): void
}

/** Where e-mails go when no SMTP server is configured. */
export const mailDirName = 'mail'

export function createNotifications(
  config: Pick<ServerConfig, 'smtp' | 'dataDir' | 'notifyEmailFrom' | 'notifyEmailTo' | 'webhook' | 'site'>,
  mailer: Mailer = config.smtp ? createSmtpMailer(config.smtp) : createFileMailer(path.join(config.dataDir, mailDirName)),
): Notifications {
  const deliveries: Deliveries = {
    email: createEmailChannel({ mailer, from: config.notifyEmailFrom, to: config.notifyEmailTo, site: config.site }),
  }
  const description = [`e-mail to ${config.notifyEmailTo.length} address(es) via ${mailer.description}`]
  if (config.webhook) {
    deliveries.webhook = createWebhookChannel({
      url: config.webhook.url,
      secret: config.webhook.secret,
      userAgent: `${config.site.businessName} lead collector`,
    })
    description.push(`webhook to ${new URL(config.webhook.url).origin}`)
  }
  return {
    channels: Object.keys(deliveries) as Channel[],
    deliveries,
    description,
    mailer,
    close: () => mailer.close(),
  }
}
