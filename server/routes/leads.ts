import { createHash, timingSafeEqual } from 'node:crypto'
import cors from '@fastify/cors'
import multipart from '@fastify/multipart'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { photoLeadField } from '#lead/photo-rules.ts'
import type { ServerConfig } from '../config.ts'
import type { QuoteMultipart } from '../photos/read-quote-multipart.ts'
import { isMultipart } from './native-quote.ts'

/** Several times what a real quote request needs. */
export const leadBodyLimit = 16 * 1024

const okReply = z.object({
  ok: z.literal(true),
  id: z.string().optional(),
  /** The lead was stored without (some of) its photos: the form says so, and where to send them. */
  photosLost: z.literal(true).optional(),
})
const errorReply = z.object({ ok: z.literal(false), reason: z.string() })

// Checked by the lead intake, not here: its 422 names the first problem in the form's words, and a bot's body is stored as spam.
const leadBody = { content: { 'application/json': { schema: z.unknown() } } }

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

/** Compared in constant time. */
export function clientKeyMatcher(clientKey: string) {
  const expected = digest(clientKey)
  return (given: unknown) => typeof given === 'string' && timingSafeEqual(digest(given), expected)
}

/** The script's lead: 201 a new lead, 200 a repeated submission id (no second notification), 409 that id with other content; the reply waits for the commit.
 * The form posted without JavaScript goes to its own page instead (native-quote.ts). */
export const leadsRoutes: FastifyPluginAsync<{ config: ServerConfig; now: () => Date }> = async (app, { config, now }) => {
  const isClientKey = clientKeyMatcher(config.clientKey)
  const headerName = config.clientKeyHeader.toLowerCase()

  // CORS for this scope only: the configured site origins may post with the key header.
  await app.register(cors, {
    origin: config.allowedOrigins,
    methods: ['POST'],
    allowedHeaders: ['Content-Type', config.clientKeyHeader],
    maxAge: 600,
  })
  // A lead is JSON, or the script's upload with photos; a text/plain body gets 415.
  app.removeContentTypeParser(['text/plain'])
  // With photos: read part by part by the route (readQuoteMultipart), never as a whole body.
  await app.register(multipart, { throwFileSizeLimit: false })

  async function requireClientKey(request: FastifyRequest, reply: FastifyReply) {
    if (!isClientKey(request.headers[headerName])) {
      // The body is never read: the connection closes after the answer instead of taking in an upload.
      if (isMultipart(request)) reply.header('connection', 'close')
      return reply.code(401).send({ ok: false, reason: 'Missing or invalid client key' })
    }
  }

  app.post(
    config.leadPath,
    {
      bodyLimit: leadBodyLimit,
      onRequest: requireClientKey,
      config: { rateLimit: { max: config.rateLimit.max, timeWindow: config.rateLimit.windowMs } },
      schema: { querystring: z.object({}), body: leadBody, response: { 200: okReply, 201: okReply, '4xx': errorReply, '5xx': errorReply } },
    },
    async (request, reply) =>
      app.leadPhotos.withUpload(request, undefined, async (upload) => {
        const payload = upload ? scriptPayloadOf(upload) : request.body
        const result = await app.leadIntake.receive({
          payload,
          sent: payload,
          photos: upload?.photos,
          photosNotKept: upload?.notKept,
          receivedAt: now(),
          ip: request.ip,
          log: request.log,
        })
        if (result.outcome === 'stored')
          return reply.code(result.created ? 201 : 200).send({ ok: true, id: result.id, ...(upload?.notKept !== undefined && { photosLost: true as const }) })
        return reply.code(result.outcome === 'invalid' ? 422 : 409).send({ ok: false, reason: result.reason })
      }),
  )

  app.route({
    method: ['GET', 'PUT', 'PATCH', 'DELETE'],
    url: config.leadPath,
    schema: { querystring: z.object({}), response: { 405: errorReply } },
    handler: async (_request, reply) => reply.code(405).header('allow', 'POST, OPTIONS').send({ ok: false, reason: 'Use POST' }),
  })
}
