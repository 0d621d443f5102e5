import formbody from '@fastify/formbody'
import multipart from '@fastify/multipart'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { languageOfPath } from '#lead/languages.ts'
import { postedText, type PostedFields } from '#lead/posted-quote.ts'
import { quoteFormContextFields } from '#lead/quote-form-post.ts'
import { isInboxPath } from '../admin/web-app.ts'
import type { ServerConfig } from '../config.ts'
import { KeyRefused } from '../photos/read-quote-multipart.ts'
import { clientKeyMatcher, leadBodyLimit } from './leads.ts'
import type { QuotePost } from '#app/quote/quote-post.ts'
import type { RenderPage } from './page-render.ts'
import { replyNotFound } from './site.ts'
import { simplePage } from './simple-page.ts'
import { simplePageText } from './simple-page-text.ts'

const mediaTypeOf = (request: Pick<FastifyRequest, 'headers'>) => request.headers['content-type']?.split(';')[0]?.trim().toLowerCase()

export function isMultipart(request: Pick<FastifyRequest, 'headers'>): boolean {
  return mediaTypeOf(request) === 'multipart/form-data'
}

/** A form posted without its script; the script's upload with photos is multipart too, but asks for JSON back. */
export function isFormPost(request: Pick<FastifyRequest, 'headers'>): boolean {
  const type = mediaTypeOf(request)
  if (type === 'application/x-www-form-urlencoded') return true
  return type === 'multipart/form-data' && request.headers.accept?.trim().toLowerCase() !== 'application/json'
}

/** A native post is a "simple" request CORS does not stop, so its Origin (else Sec-Fetch-Site) must be the site's or the collector's own.
 * Clients that send neither (old browsers, scripts, which could forge them anyway) are let through. */
export function isForeignFormPost(request: FastifyRequest, allowedOrigins: readonly string[]): boolean {
  const origin = request.headers.origin
  if (origin && origin !== 'null') return !allowedOrigins.includes(origin) && origin !== ownOrigin(request)
  const site = request.headers['sec-fetch-site']
  // An opaque origin (a sandboxed frame, a file, a cross-site redirect) passes only as the site's own post.
  if (origin === 'null') return site !== undefined && site !== 'same-origin'
  return site === 'cross-site'
}

/** The collector's origin as the request reached it, as a browser writes it (no default port). */
function ownOrigin(request: FastifyRequest): string | undefined {
  const own = `${request.protocol}://${request.host}`
  return URL.canParse(own) ? new URL(own).origin : undefined
}

const refusals = { foreign: 403, key: 401 } as const

/** `unread`: the body will not be read, so the connection closes after the answer instead of taking in the rest. */
export function refuseFormPost(reply: FastifyReply, why: keyof typeof refusals, { returnTo = '/contact', unread = false } = {}) {
  const language = languageOfPath(returnTo)
  const text = simplePageText[language]
  reply.log.info({ native: true, why }, 'lead refused: form post not accepted')
  if (unread) reply.header('connection', 'close')
  return reply
    .code(refusals[why])
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(simplePage(language, text.refused, text[why], returnTo))
}

/** A site path as the form posts to it: `/` or lowercase segments; anything else links back to the contact page. */
const returnPathOf = (request: FastifyRequest) => {
  const page = request.url.split('?')[0]!.replace(/(.)\/+$/, '$1')
  return /^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/.test(page) ? page : '/contact'
}

const formBody = { content: { 'application/x-www-form-urlencoded': { schema: z.record(z.string(), z.union([z.string(), z.array(z.string())])) } } }

/** The quote form posted to its own page without JavaScript: checked as the JSON post is, then answered by the page's route action. */
export const nativeQuoteRoutes: FastifyPluginAsync<{ config: ServerConfig; now: () => Date; renderPage: RenderPage }> = async (
  app,
  { config, now, renderPage },
) => {
  const isClientKey = clientKeyMatcher(config.clientKey)
  app.removeContentTypeParser(['text/plain'])
  await app.register(formbody)
  // With photos: read part by part (readQuoteMultipart), never as a whole body.
  await app.register(multipart, { throwFileSizeLimit: false })

  app.post(
    '/*',
    {
      bodyLimit: leadBodyLimit,
      config: { rateLimit: { max: config.rateLimit.max, timeWindow: config.rateLimit.windowMs } },
      schema: { params: z.object({ '*': z.string() }), body: formBody },
      // Nothing of a post from another site is read.
      onRequest: async (request, reply) => {
        if (isForeignFormPost(request, config.allowedOrigins)) return refuseFormPost(reply, 'foreign', { returnTo: returnPathOf(request), unread: true })
      },
    },
    async (request, reply) => {
      const urlPath = request.url.split('?')[0]!
      if (urlPath.startsWith('/api/') || isInboxPath(urlPath)) return replyNotFound(request, reply, config.staticDir)
      const returnTo = returnPathOf(request)
      try {
        const keyField = { name: quoteFormContextFields.clientKey, isValid: isClientKey }
        return await app.leadPhotos.withUpload(request, keyField, async (upload) => {
          const fields = upload?.fields ?? ((request.body ?? {}) as PostedFields)
          if (!isClientKey(postedText(fields[quoteFormContextFields.clientKey]))) return refuseFormPost(reply, 'key', { returnTo })
          const receivedAt = now()
          const log = request.log.child({ native: true })
          reply.header('cache-control', 'no-store')
          const quotePost: QuotePost = {
            fields,
            receivedAt,
            photosLost: upload?.notKept !== undefined,
            photoProblem: upload?.photoProblem,
            receive: (submission) =>
              app.leadIntake
                .receive({ ...submission, photos: upload?.photos, photosNotKept: upload?.notKept, receivedAt, ip: request.ip, log })
                .catch((error: unknown) => {
                  log.error({ err: error }, 'request failed')
                  throw error
                }),
            log: (fields, message) => log.info(fields, message),
          }
          return await renderPage(request, reply, { quotePost })
        })
      } catch (error) {
        if (error instanceof KeyRefused) return refuseFormPost(reply, 'key', { returnTo, unread: true })
        throw error
      }
    },
  )
}
