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

/** What the lead endpoint reads of the settings. */
interface LeadsRouteOptions {
  leadPath: string
  /** The built site: a form's native post is answered with the page it came from. */
  staticDir: string
  clientKey: string
  clientKeyHeader: string
  allowedOrigins: string[]
  rateLimit: { max: number; windowMs: number }
  /** The business hours: which visit days a form's native post may choose. */
  hours: SiteConfig['hours']
  /** The business phone as shown: whom a visitor whose request failed is asked to call. */
  phone: string
  now: () => Date
}

/** The body limit of the lead endpoint: a real quote request is well under 4 KB. */
export const leadBodyLimit = 16 * 1024

const okReply = z.object({
  ok: z.literal(true),
  id: z.string().optional(),
  /** The lead was stored without (some of) its photos: the form says so, and where to send them. */
  photosLost: z.literal(true).optional(),
})
const errorReply = z.object({ ok: z.literal(false), reason: z.string() })

/**
 * The lead path's bodies. A JSON body is checked by the lead intake, not here: its 422 names the
 * first problem in the form's words, and a bot's body is stored as spam even when it is not a
 * valid lead. A form's native post is its fields, each a string or, repeated, a list.
 */
const leadBody = {
  content: {
    'application/json': { schema: z.unknown() },
    'application/x-www-form-urlencoded': { schema: z.record(z.string(), z.union([z.string(), z.array(z.string())])) },
  },
}

/** The lead of the script's upload with photos: its JSON in the field `lead` (the photos beside it); undefined when absent or not JSON. */
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

/**
 * POST {LEAD_ENDPOINT}: the quote form's submissions.
 *
 * 401 wrong or missing client key · 413 body over 16 KB · 415 neither JSON nor a form · 422
 * invalid (reason names the first problem) · 429 per-IP rate limit · 201 {ok, id} new lead (past
 * the instance's notification cap stored all the same, without notifications) · 200 {ok, id} a repeat of a submission id already stored (no second
 * notification) · 409 a submission id already stored with other content (nothing stored).
 * The reply is sent only after the lead and its notifications are committed. A quote form
 * posted natively (urlencoded, the client key in a field) gets the same checks and an HTML
 * page as its answer (native-quote.ts).
 */
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
