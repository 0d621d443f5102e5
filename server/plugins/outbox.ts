import path from 'node:path'
import type { FastifyPluginAsync } from 'fastify'
import fastifyPlugin from 'fastify-plugin'
import { scheduleRetention } from '../admin/retention.ts'
import type { ServerConfig } from '../config.ts'
import { scheduleDailySummary } from '../notifications/daily-summary.ts'
import { scheduleDigest } from '../notifications/digest.ts'
import type { LeadMailFiles } from '../notifications/mail-files.ts'
import { createNotifications, mailDirName, type Notifications } from '../notifications/notifications.ts'
import { OutboxWorker } from '../notifications/outbox-worker.ts'
import { loadPushKeys } from '../notifications/push.ts'
import { scheduleReminders } from '../notifications/reminders.ts'
import type { Channel, LeadRepository } from '../storage/lead-repository.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Delivers the notifications committed with each lead; `wake()` after committing new ones. */
    outbox: OutboxWorker
    /** The channels a genuine lead is queued for (a restored spam lead gets them too). */
    notify: readonly Channel[]
    /** The VAPID public key browsers subscribe to alerts with. */
    push: { publicKey: string }
  }
}

export interface OutboxOptions {
  config: ServerConfig
  /** Default: e-mail (SMTP or .eml files) plus the webhook and alerts when configured. */
  notifications?: Notifications
  /** Default true. Tests drive the worker by hand with app.outbox.runOnce(). */
  startOutbox?: boolean
  /** Default: as startOutbox. The daily retention purge (server/admin/retention.ts). */
  startRetention?: boolean
  /** Default: as startOutbox. The reminder alerts for leads nobody answered (server/notifications/reminders.ts). */
  startReminders?: boolean
  /** Default: as startOutbox. The owner's daily summary e-mail, sent only with SMTP (server/notifications/daily-summary.ts). */
  startDailySummary?: boolean
  /** Default: as startOutbox. The digest of the leads stored past the notification cap (server/notifications/digest.ts). */
  startDigest?: boolean
  now: () => Date
  retryDelayMs?: (attempt: number) => number
}

/** The e-mail files written without SMTP, as the retention purge erases them with their leads. */
export function leadMailFiles(dataDir: string, repository: LeadRepository): LeadMailFiles {
  return { dir: path.join(dataDir, mailDirName), leadExists: async (id) => (await repository.getLead(id)) !== undefined }
}

/**
 * The outbox worker and the timers that feed it or share its mailer: the retention purge, the
 * reminders, the digest and the daily summary. They start when the app is ready; on close they stop, and the
 * worker finishes its deliveries, before the repository is closed.
 */
const outboxPlugin: FastifyPluginAsync<OutboxOptions> = async (app, options) => {
  const { config, now } = options
  const repository = app.repository
  const pushKeys = await loadPushKeys(config.push, repository, now())
  const notifications = options.notifications ?? createNotifications(config, undefined, { keys: pushKeys, store: repository.owner }, repository)
  const outbox = new OutboxWorker({
    repository,
    deliveries: notifications.deliveries,
    maxAttempts: config.outbox.maxAttempts,
    pollIntervalMs: config.outbox.pollIntervalMs,
    log: app.log.child({ component: 'outbox' }),
    now,
    retryDelayMs: options.retryDelayMs,
  })
  app.decorate('outbox', outbox)
  app.decorate('notify', notifications.channels)
  app.decorate('push', { publicKey: pushKeys.publicKey })

  const started = options.startOutbox !== false
  const timers: Array<{ stop: () => void }> = []
  app.addHook('onReady', async () => {
    if (started) outbox.start()
    if (options.startRetention ?? started)
      timers.push(
        scheduleRetention({
          store: repository.owner,
          now,
          log: app.log.child({ component: 'retention' }),
          mail: leadMailFiles(config.dataDir, repository),
          photos: app.leadPhotos.store,
        }),
      )
    if ((options.startReminders ?? started) && notifications.deliveries.reminder)
      timers.push(
        scheduleReminders({
          repository,
          hours: config.site.hours,
          afterMs: config.reminderAfterMs,
          now,
          wake: () => outbox.wake(),
          log: app.log.child({ component: 'reminders' }),
        }),
      )
    if ((options.startDigest ?? started) && notifications.deliveries.digest)
      timers.push(
        scheduleDigest({
          repository,
          intervalMs: config.digestIntervalMs,
          now,
          wake: () => outbox.wake(),
          log: app.log.child({ component: 'digest' }),
        }),
      )
    if ((options.startDailySummary ?? started) && config.smtp && notifications.mailer)
      timers.push(
        scheduleDailySummary({
          repository,
          mailer: notifications.mailer,
          from: config.notifyEmailFrom,
          to: config.notifyEmailTo,
          hour: config.dailySummaryHour,
          site: config.site,
          inboxUrl: config.admin.host ? `https://${config.admin.host}/admin` : undefined,
          now,
          log: app.log.child({ component: 'daily-summary' }),
        }),
      )
  })
  // Runs after the requests in flight have been answered: finish deliveries, then let the repository go.
  app.addHook('onClose', async () => {
    for (const timer of timers) timer.stop()
    await outbox.stop()
    notifications.close()
  })
}

export const outbox = fastifyPlugin(outboxPlugin, { name: 'outbox', decorators: { fastify: ['repository'] } })
