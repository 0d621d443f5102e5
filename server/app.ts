import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import path from 'node:path'
import compress from '@fastify/compress'
import rateLimit from '@fastify/rate-limit'
import fastifyStatic from '@fastify/static'
import Fastify, { LogController, type ConnectionError, type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import { adminRoutes } from './admin/admin-routes.ts'
import { registerInboxBoundary } from './admin/inbox-boundary.ts'
import type { ServerConfig } from './config.ts'
import { loggerOptions } from './logger.ts'
import { registerSecurityHeaders } from './plugins/security-headers.ts'
import { enforceBodyDeadlines } from './request-deadlines.ts'
import { readSiteRedirects } from './site-redirects.ts'
import { healthRoutes } from './routes/health.ts'
import { leadPhotos } from './photos/lead-photos-plugin.ts'
import type { PhotoStore } from './photos/photo-store.ts'
import { leadIntake } from './plugins/lead-intake.ts'
import { outbox, type OutboxOptions } from './plugins/outbox.ts'
import { repository as repositoryPlugin } from './plugins/repository.ts'
import { leadBodyLimit, leadsRoutes } from './routes/leads.ts'
import { isFormPost, isMultipart } from './routes/native-quote.ts'
import { simplePage } from './routes/native-quote-page.ts'
import { notSentText } from '#lead/quote-form-post.ts'
import { cacheControlFor, replyNotFound, siteRoutes, type Redirect } from './routes/site.ts'
import type { LeadRepository } from './storage/lead-repository.ts'

export interface BuildAppOptions extends Partial<Omit<OutboxOptions, 'config'>> {
  config: ServerConfig
  /** Opened and migrated by the caller; the app closes it on close(). */
  repository: LeadRepository
  /** Default: the `_redirects` the build publishes with the site (server/site-redirects.ts). */
  redirects?: ReadonlyArray<Redirect>
  /** Default: the folder or bucket the configuration names (server/photos/). */
  photoStore?: PhotoStore
  /** Where log lines go (default stdout). */
  logStream?: NodeJS.WritableStream
}

const requestTimeoutReason = 'The request took too long to arrive'

function errorReason(status: number, error?: FastifyError): string {
  if (status === 408) return requestTimeoutReason
  if (status === 413) return `Request body is too large (${leadBodyLimit / 1024} KB at most)`
  if (status === 415) return 'Content-Type must be application/json'
  if (status === 400) return error?.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ? 'Request body is empty' : 'Request body is not valid JSON'
  if (status === 429) return error?.message ?? 'Too many requests'
  if (status === 503) return 'Service unavailable, please retry'
  if (status >= 500) return 'Internal server error'
  return 'Bad request'
}

/**
 * A request Node could not read (too slow to arrive, malformed, oversized headers) is answered in
 * the collector's own format, as Fastify's default does in its own, and its connection closed.
 */
function answerClientError(this: FastifyInstance, error: ConnectionError, socket: Socket) {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const [status, reason] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, requestTimeoutReason]
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request headers are too large']
        : [400, 'Malformed request']
  // Debug only: slow or broken clients are the internet's background noise, not the server's problem.
  this.log.debug({ code: error.code, statusCode: status }, 'connection refused')
  refuseConnection(socket, status, reason)
}

/**
 * A form's native post refused or not stored: a page that says so and whom to call (spec section 8),
 * with the reason when it was the request's (too large, too many).
 */
function notSentPage(status: number, phone: string, error?: FastifyError): string {
  return simplePage('Your request was not sent', [...(status < 500 ? [errorReason(status, error)] : []), notSentText(phone)])
}

/** Every refusal and failure: `{ok: false, reason}` for the script, which shows `reason`; a page for a form's native post. */
function refuse(request: FastifyRequest, reply: FastifyReply, status: number, phone: string, error?: FastifyError) {
  if (isFormPost(request))
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .send(notSentPage(status, phone, error))
  return reply.code(status).send({ ok: false, reason: errorReason(status, error) })
}

/** Writes the collector's `{ok: false, reason}` answer (or `page`, for a form's native post) straight to the connection, then closes it. */
function refuseConnection(socket: Socket, status: number, reason: string, page?: string) {
  if (socket.writable) {
    const [type, body] = page === undefined ? ['application/json', JSON.stringify({ ok: false, reason })] : ['text/html', page]
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: ${type}; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    )
  }
  socket.destroy()
}

/**
 * The collector and site server as one Fastify instance, assembled like a plugin tree:
 * external plugins first (security headers, compression, rate limiting, static files),
 * then the application's own pieces (repository, outbox, lead intake), then the routes.
 * Every route's request is checked by its zod schema (fastify-type-provider-zod).
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options
  const now = options.now ?? (() => new Date())
  const phone = config.site.phone.display

  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    bodyLimit: leadBodyLimit,
    // Replaced by the onRequest hook below, which answers in the collector's own format.
    return503OnClosing: false,
    // A stalled or trickling client cannot hold a connection open: a lead is a few KB, sent in well under a second.
    // Node's deadline for a whole request is the photo upload's; every other body gets REQUEST_TIMEOUT
    // from enforceBodyDeadlines below.
    requestTimeout: config.timeouts.photoUploadMs,
    keepAliveTimeout: config.timeouts.keepAliveMs,
    connectionTimeout: config.timeouts.connectionMs,
    http: {
      // Every request's headers get REQUEST_TIMEOUT (Node's own is 60 s), and Node looks for
      // expired requests every 30 s unless told otherwise: every second, a request ends soon after its limit.
      requestTimeout: config.timeouts.photoUploadMs,
      headersTimeout: config.timeouts.requestMs,
      connectionsCheckingInterval: Math.min(1000, config.timeouts.requestMs),
    },
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>()
  enforceBodyDeadlines(app.server, {
    requestMs: config.timeouts.requestMs,
    // A post of the quote form with its photos (the script's upload or the form's own post).
    isPhotoUpload: (request) => request.method === 'POST' && request.url?.split('?')[0] === config.leadPath && isMultipart(request),
    cut: (request, response) => {
      app.log.debug({ method: request.method, url: request.url?.split('?')[0], statusCode: 408 }, 'connection refused: body too slow')
      // Answered already (a refusal before the body was read): only the connection is left to close.
      if (response.headersSent) request.socket.destroy()
      else refuseConnection(request.socket, 408, requestTimeoutReason, isFormPost(request) ? notSentPage(408, phone) : undefined)
    },
  })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)

  // External plugins.
  await registerSecurityHeaders(app, config.site, config.tagHosts)
  // The inbox's own policy, Fetch Metadata and host name, over every request before it reaches a route.
  await registerInboxBoundary(app, { adminHost: config.admin.host, staticDir: config.staticDir })
  await app.register(compress, { global: true, encodings: ['br', 'gzip'] })
  await app.register(rateLimit, { global: false })
  await app.register(fastifyStatic, {
    root: config.staticDir,
    serve: false,
    cacheControl: false,
    preCompressed: true,
    setHeaders: (reply, file) => reply.header('cache-control', cacheControlFor(path.relative(config.staticDir, file).split(path.sep).join('/'))),
  })

  // Application plugins.
  await app.register(repositoryPlugin, { repository: options.repository })
  await app.register(leadPhotos, { photos: config.photos, store: options.photoStore })
  await app.register(outbox, { ...options, now })
  await app.register(leadIntake, { cap: config.notificationCap, hours: config.site.hours })

  // Shutting down: requests in flight finish; new ones (on kept-alive connections) are turned away.
  let closing = false
  app.addHook('preClose', async () => {
    closing = true
  })
  app.addHook('onRequest', async (request, reply) => {
    if (closing) return refuse(request, reply.header('connection', 'close'), 503, phone)
  })
  // A kept-alive connection would hold the server open until its idle timeout: close it after this reply.
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close')
  })

  // Every error reply is {ok: false, reason}: the form shows `reason`, and nothing of the body is echoed.
  // A form's native post gets a page instead: not sent, and whom to call.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500
    if (status >= 500) request.log.error({ err: error }, 'request failed')
    else request.log.info({ code: error.code, statusCode: status }, 'request refused')
    return refuse(request, reply, status, phone, error)
  })
  app.setNotFoundHandler((request, reply) => replyNotFound(request, reply, config.staticDir))

  app.addHook('onResponse', async (request, reply) => {
    const url = request.url.split('?')[0]!
    const quiet = url.startsWith('/assets/') || url.startsWith('/img/') || url === '/healthz' || url === '/readyz'
    const level = reply.statusCode >= 500 ? 'error' : quiet ? 'debug' : 'info'
    request.log[level]({ method: request.method, url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) }, 'request')
  })

  // Routes.
  await app.register(healthRoutes, { smtpConfigured: Boolean(config.smtp), now })
  await app.register(leadsRoutes, {
    leadPath: config.leadPath,
    staticDir: config.staticDir,
    clientKey: config.clientKey,
    clientKeyHeader: config.clientKeyHeader,
    allowedOrigins: config.allowedOrigins,
    rateLimit: config.rateLimit,
    hours: config.site.hours,
    phone,
    now,
  })
  await app.register(adminRoutes, { config, now })
  await app.register(siteRoutes, { staticDir: config.staticDir, redirects: options.redirects ?? readSiteRedirects(config.staticDir) })

  return app
}
