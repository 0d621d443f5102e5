import { createHash, timingSafeEqual } from 'node:crypto'
import cors from '@fastify/cors'
import formbody from '@fastify/formbody'
import multipart from '@fastify/multipart'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { SiteConfig } from '#config/site-config.ts'
import { photoLeadField } from '#lead/photo-rules.ts'
import { quoteFormContextFields } from '#lead/quote-form-post.ts'
import { clientNetwork } from '../admin/login-throttle.ts'
import type { ServerConfig } from '../config.ts'
import type { PhotoAdmission } from '../photos/photo-allowance.ts'
import { KeyRefused, readQuoteMultipart, type QuoteMultipart } from '../photos/read-quote-multipart.ts'
import { answerNativeQuote, isForeignFormPost, isFormPost, isMultipart, refuseFormPost } from './native-quote.ts'

interface LeadsRouteOptions {
  leadPath: string
  /** A form's native post is answered with the built page it came from. */
  staticDir: string
  clientKey: string
  clientKeyHeader: string
  allowedOrigins: string[]
  rateLimit: { max: number; windowMs: number }
  hours: SiteConfig['hours']
  /** Whom a visitor whose request failed is asked to call. */
  phone: string
  now: () => Date
}

/** Several times what a real quote request needs. */
export const leadBodyLimit = 16 * 1024

const okReply = z.object({
  ok: z.literal(true),
  id: z.string().optional(),
  /** The lead was stored without (some of) its photos: the form says so, and where to send them. */
  photosLost: z.literal(true).optional(),
})
const errorReply = z.object({ ok: z.literal(false), reason: z.string() })

// JSON is checked by the lead intake, not here: its 422 names the first problem in the form's words, and a bot's body is stored as spam.
const leadBody = {
  content: {
    'application/json': { schema: z.unknown() },
    'application/x-www-form-urlencoded': { schema: z.record(z.string(), z.union([z.string(), z.array(z.string())])) },
  },
}

/** The script's upload carries the lead's JSON in the field `lead`, beside the photos. */
function scriptPayloadOf(upload: QuoteMultipart): unknown {
  const lead = upload.fields[photoLeadField]
  if (typeof lead !== 'string') return undefined
  try {
    return JSON.parse(lead) as unknown
  } catch {
    return undefined
  }
}

const digest = (value: string) => createHash('sha256').update(value).digest()

/** 201 a new lead, 200 a repeated submission id (no second notification), 409 that id with other content; the reply waits for the commit.
 * A form posted natively gets the same checks and a page as its answer (native-quote.ts). */
export const leadsRoutes: FastifyPluginAsync<{ config: ServerConfig; now: () => Date }> = async (app, { config, now }) => {
  const options: LeadsRouteOptions = {
    leadPath: config.leadPath,
    staticDir: config.staticDir,
    clientKey: config.clientKey,
    clientKeyHeader: config.clientKeyHeader,
    allowedOrigins: config.allowedOrigins,
    rateLimit: config.rateLimit,
    hours: config.site.hours,
    phone: config.site.phone.display,
    now,
  }
  const expectedKey = digest(options.clientKey)
  const headerName = options.clientKeyHeader.toLowerCase()

  // CORS for this scope only: the configured site origins may post with the key header.
  await app.register(cors, {
    origin: options.allowedOrigins,
    methods: ['POST'],
    allowedHeaders: ['Content-Type', options.clientKeyHeader],
    maxAge: 600,
  })
  // A lead is JSON, or the quote form's own native post; a text/plain body gets 415.
  app.removeContentTypeParser(['text/plain'])
  await app.register(formbody)
  // With photos: read part by part by the route (readQuoteMultipart), never as a whole body.
  await app.register(multipart, { throwFileSizeLimit: false })

  const isClientKey = (given: unknown) => typeof given === 'string' && timingSafeEqual(digest(given), expectedKey)

  async function requireClientKey(request: FastifyRequest, reply: FastifyReply) {
    // A native post carries its key in the body, checked once the body is read.
    if (isFormPost(request)) return
    // The script's upload with photos carries the key header; a form's native post with photos, the key field.
    if (isMultipart(request) && request.headers[headerName] === undefined) return
    if (!isClientKey(request.headers[headerName])) {
      // The body is never read: the connection closes after the answer instead of taking in an upload.
      if (isMultipart(request)) reply.header('connection', 'close')
      return reply.code(401).send({ ok: false, reason: 'Missing or invalid client key' })
    }
  }

  app.post(
    options.leadPath,
    {
      bodyLimit: leadBodyLimit,
      onRequest: requireClientKey,
      config: { rateLimit: { max: options.rateLimit.max, timeWindow: options.rateLimit.windowMs } },
      schema: { querystring: z.object({}), body: leadBody, response: { 200: okReply, 201: okReply, '4xx': errorReply, '5xx': errorReply } },
    },
    async (request, reply) => {
      let upload: QuoteMultipart | undefined
      let admission: PhotoAdmission | undefined
      const native = isFormPost(request) || (isMultipart(request) && request.headers[headerName] === undefined)
      try {
        if (isMultipart(request)) {
          // Nothing of an upload is read before it may be: its origin first, then its budget, then (for a form) its key field.
          if (native && isForeignFormPost(request, options.allowedOrigins)) return refuseFormPost(reply, 'foreign', { unread: true })
          // By network: an IPv6 host holds a whole /64 to rotate through.
          admission = await app.leadPhotos.allowance.admit(clientNetwork(request.ip))
          upload = await readQuoteMultipart(request, {
            limits: app.leadPhotos.limits,
            workDir: app.leadPhotos.workDir,
            refused: admission.ok ? undefined : admission.reason,
            keyField: native ? { name: quoteFormContextFields.clientKey, isValid: isClientKey } : undefined,
          })
        }
        if (native)
          return await answerNativeQuote(app, request, reply, {
            staticDir: options.staticDir,
            allowedOrigins: options.allowedOrigins,
            isClientKey,
            hours: options.hours,
            phone: options.phone,
            now: options.now,
            upload,
          })
        const payload = upload ? scriptPayloadOf(upload) : request.body
        const result = await app.leadIntake.receive({
          payload,
          sent: payload,
          photos: upload?.photos,
          photosNotKept: upload?.notKept,
          receivedAt: options.now(),
          ip: request.ip,
          log: request.log,
        })
        if (result.outcome === 'stored')
          return reply.code(result.created ? 201 : 200).send({ ok: true, id: result.id, ...(upload?.notKept !== undefined && { photosLost: true as const }) })
        return reply.code(result.outcome === 'invalid' ? 422 : 409).send({ ok: false, reason: result.reason })
      } catch (error) {
        if (error instanceof KeyRefused) return refuseFormPost(reply, 'key', { unread: true })
        throw error
      } finally {
        const storedBytes = upload?.photos.reduce((sum, photo) => sum + photo.bytes, 0) ?? 0
        if (admission?.ok) admission.release(storedBytes)
        await upload?.discard()
      }
    },
  )

  app.route({
    method: ['GET', 'PUT', 'PATCH', 'DELETE'],
    url: options.leadPath,
    schema: { querystring: z.object({}), response: { 405: errorReply } },
    handler: async (request, reply) => {
      // The address of the answer to a form posted without JavaScript, opened again (history, a restored tab): the form's page.
      if (request.method === 'GET' && request.headers.accept?.includes('text/html')) return reply.redirect('/contact', 303)
      return reply.code(405).header('allow', 'POST, OPTIONS').send({ ok: false, reason: 'Use POST' })
    },
  })
}
