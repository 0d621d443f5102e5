import type { FastifyPluginAsync } from 'fastify'
import fastifyPlugin from 'fastify-plugin'
import type { ServerConfig } from '#server/config.ts'
import { createServerNotifications, type Notifications } from '#server/notifications/notifications.ts'
import { OutboxWorker } from '#server/notifications/outbox-worker.ts'
import { loadPushKeys } from '#server/notifications/push.ts'
import type { Channel } from '#server/storage/lead-repository.ts'
import { loadLeadLinks, type LeadLinks } from '#server/lead-links.ts'

declare module 'fastify' {
  interface FastifyInstance {
    outbox: OutboxWorker
    // A restored spam lead gets them too.
    notify: readonly Channel[]
    push: { publicKey: string }
    notifications: Notifications
    leadLinks: LeadLinks
  }
}

export interface OutboxOptions {
  config: ServerConfig
  notifications?: Notifications
  startOutbox?: boolean
  now: () => Date
  retryDelayMs?: (attempt: number) => number
}

const outboxPlugin: FastifyPluginAsync<OutboxOptions> = async (app, options) => {
  const { config, now } = options
  const repository = app.repository
  const pushKeys = await loadPushKeys(config.push, repository, now())
  const leadLinks = await loadLeadLinks(config.site.siteUrl, config.statusLinkDays, repository, now())
  const notifications = options.notifications ?? (await createServerNotifications(config, repository, now()))
  const outbox = new OutboxWorker({
    repository,
    deliveries: notifications.deliveries,
    ...config.outbox,
    log: app.log.child({ component: 'outbox' }),
    now,
    retryDelayMs: options.retryDelayMs,
  })
  app.decorate('outbox', outbox)
  app.decorate('notify', notifications.channels)
  app.decorate('push', { publicKey: pushKeys.publicKey })
  app.decorate('notifications', notifications)
  app.decorate('leadLinks', leadLinks)

  app.addHook('onReady', async () => {
    if (options.startOutbox !== false) outbox.start()
  })
  // Runs after the requests in flight have been answered and the schedules have stopped: finish deliveries, then let the repository go.
  app.addHook('onClose', async () => {
    await outbox.stop()
    notifications.close()
  })
}

export const outbox = fastifyPlugin(outboxPlugin, { name: 'outbox', decorators: { fastify: ['repository'] } })
