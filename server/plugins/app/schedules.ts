import type { FastifyPluginAsync } from 'fastify'
import fastifyPlugin from 'fastify-plugin'
import { leadMailFiles, scheduleRetention } from '#server/admin/retention.ts'
import type { ServerConfig } from '#server/config.ts'
import { scheduleDailySummary } from '#server/notifications/daily-summary.ts'
import { scheduleDigest } from '#server/notifications/digest.ts'
import { scheduleReminders } from '#server/notifications/reminders.ts'
import type { ScheduledJob } from '#server/scheduler.ts'

export interface ScheduleOptions {
  config: ServerConfig
  startOutbox?: boolean
  startDailySummary?: boolean
  now: () => Date
}

// Jobs that feed the outbox or share its mailer: they stop on close before the outbox and the repository.
const schedulesPlugin: FastifyPluginAsync<ScheduleOptions> = async (app, options) => {
  const { config, now } = options
  const { repository, notifications } = app
  const started = options.startOutbox !== false
  const wake = () => app.outbox.wake()
  const jobs: ScheduledJob[] = []
  app.addHook('onReady', async () => {
    if (started) {
      const mail = leadMailFiles(config.dataDir, repository)
      jobs.push(scheduleRetention({ store: repository.owner, now, log: app.log.child({ component: 'retention' }), mail, photos: app.leadPhotos.store }))
    }
    if (started && notifications.deliveries.reminder)
      jobs.push(
        scheduleReminders({ repository, hours: config.site.hours, afterMs: config.reminderAfterMs, now, wake, log: app.log.child({ component: 'reminders' }) }),
      )
    if (started && notifications.deliveries.digest)
      jobs.push(scheduleDigest({ repository, intervalMs: config.digestIntervalMs, now, wake, log: app.log.child({ component: 'digest' }) }))
    if ((options.startDailySummary ?? started) && config.smtp && notifications.mailer)
      jobs.push(
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
  // Registered after the outbox, so this runs before its onClose: no job is left running against a closed repository.
  app.addHook('onClose', async () => {
    await Promise.all(jobs.map((job) => job.stop()))
  })
}

export const schedules = fastifyPlugin(schedulesPlugin, { name: 'schedules', decorators: { fastify: ['repository', 'outbox', 'notifications', 'leadPhotos'] } })
