import fs from 'node:fs/promises'
import path from 'node:path'
import nodemailer, { type SendMailOptions } from 'nodemailer'
import type { SiteConfig } from '#config/site-config.ts'
import type { SmtpSettings } from '../config.ts'
import type { LeadRecord, LeadRepository, OutboxJob } from '../storage/lead-repository.ts'
import type { CustomerPromise } from './confirmation-email.ts'
import { leadPageUrl } from './digest.ts'
import { buildLeadEmail } from './lead-email.ts'
import { leadMessageId } from './mail-files.ts'
import { PermanentFailure, type Deliver } from './outbox-worker.ts'

export interface Mailer {
  readonly description: string
  send(message: SendMailOptions): Promise<void>
  close(): void
}

const timeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 }

/** `requireTLS` by default: without it nodemailer goes on in plain text whenever the server, or someone in between, drops STARTTLS. */
export function createSmtpMailer(settings: SmtpSettings): Mailer {
  const transport = nodemailer.createTransport({
    ...('url' in settings ? { url: settings.url } : settings),
    requireTLS: settings.requireTLS,
    pool: true,
    maxConnections: 2,
    ...timeouts,
  })
  const where = 'url' in settings ? new URL(settings.url) : { hostname: settings.host, port: String(settings.port) }
  return {
    description: `SMTP ${where.hostname}:${where.port || 'default port'}`,
    async send(message) {
      let info
      try {
        info = await transport.sendMail(message)
      } catch (error) {
        // The cause keeps the SMTP code and command, which are all the logs show of it.
        throw isHardBounce(error) ? new PermanentFailure(error instanceof Error ? error.message : String(error), { cause: error }) : error
      }
      if (info.rejected.length > 0) throw new PermanentFailure(`SMTP server rejected ${info.rejected.length} recipient(s)`)
    },
    close: () => transport.close(),
  }
}

// Only a 5xx to RCPT TO is final; other 5xx answers (a refused login or message) may be mended by the configuration, so they are retried.
function isHardBounce(error: unknown): boolean {
  const { responseCode, command } = (error ?? {}) as { responseCode?: number; command?: string }
  return typeof responseCode === 'number' && responseCode >= 500 && /^RCPT/i.test(command ?? '')
}

// They hold what the visitor wrote, so only the server's user may read them.
export function createFileMailer(dir: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  let ready: Promise<unknown> | undefined
  // chmod as well: a folder made before may be open to others.
  const prepare = async () => {
    await fs.mkdir(dir, { recursive: true, mode: 0o700 })
    await fs.chmod(dir, 0o700)
  }
  return {
    description: `files in ${dir} (no SMTP server configured)`,
    async send(message) {
      const info = await transport.sendMail(message)
      const name = String(message.messageId ?? info.messageId)
        .replace(/^<|@.*$/g, '')
        .replace(/[^\w.-]+/g, '_')
      ready ??= prepare()
      const file = path.join(dir, `${name}.eml`)
      try {
        await ready
        await fs.writeFile(`${file}.tmp`, info.message as Buffer, { mode: 0o600 })
        await fs.rename(`${file}.tmp`, file)
      } catch (error) {
        // A folder removed since is made again by the next e-mail.
        ready = undefined
        throw error
      }
    },
    close: () => transport.close(),
  }
}

// The e-mails to the business: each new lead's, and the digest.
export interface OwnerMailOptions {
  mailer: Mailer
  from: string
  to: string[]
  site: Pick<SiteConfig, 'businessName' | 'siteUrl'>
  inboxUrl: string
}

export interface EmailChannelOptions extends OwnerMailOptions {
  /** Without it the e-mail says nothing of photos. */
  photos?: Pick<LeadRepository['photos'], 'count' | 'notKeptOf'>
  promiseOf?: CustomerPromise
}

// The visitor is the Reply-To, so "Reply" answers them.
export function createEmailChannel(options: EmailChannelOptions): Deliver {
  return async (lead: LeadRecord, job: OutboxJob) => {
    const context = {
      leadUrl: leadPageUrl(options.inboxUrl, lead.id),
      photoCount: await options.photos?.count(lead.id),
      photosNotKept: await options.photos?.notKeptOf(lead.id),
      promise: await options.promiseOf?.(lead, job),
    }
    await options.mailer.send({
      from: options.from,
      to: options.to,
      replyTo: { name: lead.fullName.replace(/[\r\n]+/g, ' '), address: lead.email },
      ...buildLeadEmail(lead, options.site, context),
      messageId: leadMessageId(options.site.siteUrl, lead.id, job.channel),
      headers: { 'X-Lead-Id': lead.id },
    })
  }
}
