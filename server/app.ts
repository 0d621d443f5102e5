import compress from '@fastify/compress'
import rateLimit from '@fastify/rate-limit'
import Fastify, { LogController, type FastifyInstance } from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import { adminRoutes } from './admin/admin-routes.ts'
import { inboxBoundary } from './admin/inbox-boundary.ts'
import type { ServerConfig } from './config.ts'
import { loggerOptions } from './logger.ts'
import { errorPages } from './plugins/app/error-pages.ts'
import { leadIntake } from './plugins/app/lead-intake.ts'
import { leadPhotos } from './plugins/app/lead-photos.ts'
import { outbox, type OutboxOptions } from './plugins/app/outbox.ts'
import { answerClientError } from './plugins/app/raw-answers.ts'
import { repository } from './plugins/app/repository.ts'
import { deadlineOptions, requestDeadlines } from './plugins/app/request-deadlines.ts'
import { requestLog } from './plugins/app/request-log.ts'
import { schedules, type ScheduleOptions } from './plugins/app/schedules.ts'
import { shutdown } from './plugins/app/shutdown.ts'
import { securityHeaders } from './plugins/external/security-headers.ts'
import { staticFiles } from './plugins/external/static-files.ts'
import type { PhotoStore } from './photos/photo-store.ts'
import { healthRoutes } from './routes/health.ts'
import { leadBodyLimit, leadsRoutes } from './routes/leads.ts'
import { nativeQuoteRoutes } from './routes/native-quote.ts'
import { builtPages, pageRenderer, type PageBuild } from './routes/page-render.ts'
import { siteRoutes, type Redirect } from './routes/site.ts'
import { reviewRoutes } from './reviews/review-routes.ts'
import { statusRoutes } from './status/status-routes.ts'
import type { LeadRepository } from './storage/lead-repository.ts'

export interface BuildAppOptions extends Partial<Omit<OutboxOptions, 'config'>>, Partial<Omit<ScheduleOptions, 'config'>> {
  config: ServerConfig
  /** Opened and migrated by the caller; the app closes it on close(). */
  repository: LeadRepository
  /** Default: the `_redirects` the build publishes with the site. */
  redirects?: ReadonlyArray<Redirect>
  /** Default: React Router's server build beside the static files. */
  pages?: PageBuild
  /** Default: the folder or bucket the configuration names. */
  photoStore?: PhotoStore
  /** Default stdout. */
  logStream?: NodeJS.WritableStream
}

/** Every route's request is checked by its zod schema. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options
  const now = options.now ?? (() => new Date())
  const phone = config.site.phone.display
  // Node's deadlines and the raw answers to unreadable requests are server options.
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    bodyLimit: leadBodyLimit,
    return503OnClosing: false,
    ...deadlineOptions(config.timeouts),
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)

  await app.register(securityHeaders, { site: config.site, tagHosts: config.tagHosts })
  await app.register(compress, { global: true, encodings: ['br', 'gzip'] })
  await app.register(rateLimit, { global: false })
  await app.register(staticFiles, { staticDir: config.staticDir })

  // The app's defences against slow, foreign or late requests, and its answers to every refusal.
  await app.register(requestDeadlines, { config })
  await app.register(inboxBoundary, { adminHost: config.admin.host, staticDir: config.staticDir })
  await app.register(shutdown, { phone })
  await app.register(errorPages, { phone, staticDir: config.staticDir })
  await app.register(requestLog)

  // The app's own services: storage first, closed last.
  await app.register(repository, { repository: options.repository })
  await app.register(leadPhotos, { photos: config.photos, store: options.photoStore })
  await app.register(outbox, { ...options, now })
  await app.register(schedules, { ...options, now })
  await app.register(leadIntake, { cap: config.notificationCap, hours: config.site.hours })

  // Routes, by concern: health checks, the lead endpoint, the owner's inbox, the homeowner's status page, the site (last: it answers every other path).
  const renderPage = pageRenderer(options.pages ?? builtPages(config.staticDir))
  await app.register(healthRoutes, { config, now })
  await app.register(leadsRoutes, { config, now })
  await app.register(adminRoutes, { config, now })
  await app.register(nativeQuoteRoutes, { config, now, renderPage })
  await app.register(statusRoutes, { config, now, renderPage })
  await app.register(reviewRoutes, { config, now })
  await app.register(siteRoutes, { staticDir: config.staticDir, redirects: options.redirects, renderPage })
  return app
}
