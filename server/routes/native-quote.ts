import { createHash } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { SiteConfig } from '#config/site-config.ts'
import { businessDayOf } from '#lead/business-calendar.ts'
import { buildLeadPayload } from '#lead/lead-payload.ts'
import { leadFormSchema } from '#lead/lead-schema.ts'
import { postedQuote, postedText, quoteMessages } from '#lead/posted-quote.ts'
import { visitDaysProblem } from '#lead/visit-rules.ts'
import { notSentText, quoteFormContextFields, type QuoteFormAnswer, type QuoteMessages } from '#lead/quote-form-post.ts'
import type { QuoteMultipart } from '../photos/read-quote-multipart.ts'
import { renderAnswerPage, returnPathFor, simplePage } from './native-quote-page.ts'

export interface NativeQuoteOptions {
  staticDir: string
  /** The site's origins (ALLOWED_ORIGINS): the form is accepted from these and from the collector's own. */
  allowedOrigins: readonly string[]
  isClientKey(given: unknown): boolean
  /** The business hours: the visit days the answer offers and the post may choose. */
  hours: SiteConfig['hours']
  /** The business phone as shown: whom to call when a request could not be stored. */
  phone: string
  now: () => Date
  /** A form posted as multipart/form-data (it has the photo field): its fields and photos, read by the route. */
  upload?: QuoteMultipart
}

type PostedBody = Record<string, string | string[] | undefined>

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

const refusals = {
  foreign: [403, 'This form could not be accepted from another website. Please use the form on our site.'],
  key: [401, 'This form could not be accepted. Please reload the page and try again.'],
} as const

/** `unread`: the body will not be read, so the connection closes after the answer instead of taking in the rest. */
export function refuseFormPost(reply: FastifyReply, why: keyof typeof refusals, { returnTo = '/contact', unread = false } = {}) {
  const [status, message] = refusals[why]
  reply.log.info({ native: true, why }, 'lead refused: form post not accepted')
  if (unread) reply.header('connection', 'close')
  return sendHtml(reply, status, simplePage('Request refused', message, returnTo))
}

/** A native post has no script-made id, and a double submit or reload must stay one lead: hash content and day into a UUID (v8). */
export function contentSubmissionId(content: unknown, day: string): string {
  const hex = createHash('sha256')
    .update(JSON.stringify([day, content]))
    .digest('hex')
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

/** The campaign parameters of the page the form was on (a same-site post sends its address as the referrer). */
function searchOfReferrer(request: FastifyRequest): string {
  const referrer = request.headers.referer
  return referrer && URL.canParse(referrer) ? new URL(referrer).search : ''
}

const sendHtml = (reply: FastifyReply, status: number, html: string) =>
  reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html)

/** The JSON post's checks, payload and storage, answered with the form's own page (without scripts) rendered with the answer. */
export async function answerNativeQuote(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, options: NativeQuoteOptions) {
  const body = (options.upload?.fields ?? (request.body && typeof request.body === 'object' ? request.body : {})) as PostedBody
  const contextField = (name: keyof typeof quoteFormContextFields) => postedText(body[quoteFormContextFields[name]])
  const returnTo = returnPathFor(options.staticDir, contextField('returnTo'))
  const sendPage = (status: number, title: string, message: string) => sendHtml(reply, status, simplePage(title, message, returnTo))

  if (isForeignFormPost(request, options.allowedOrigins)) return refuseFormPost(reply, 'foreign', { returnTo })
  if (!options.isClientKey(contextField('clientKey'))) return refuseFormPost(reply, 'key', { returnTo })

  const posted = postedQuote(body)
  const pageContext = contextField('pageContext') ?? ''
  const formType = contextField('formType') ?? ''
  const receivedAt = options.now()
  const context = { pageContext, formType, search: searchOfReferrer(request), now: receivedAt }
  const submissionId = contentSubmissionId({ ...posted, pageContext, formType, search: context.search }, receivedAt.toISOString().slice(0, 10))

  const today = businessDayOf(receivedAt)
  const answer = async (status: number, shown: QuoteFormAnswer, fallback: string) => {
    const page = await renderAnswerPage(options.staticDir, returnTo, pageContext, shown, today)
    return sendHtml(reply, status, page ?? simplePage(status < 300 ? 'Thank You!' : 'Please check the form', fallback, returnTo))
  }

  // The form's own check, beside each field; a bot's body (honeypot filled) is not answered with it.
  const asPerson = leadFormSchema.safeParse({ ...posted, website: '' })
  // Checked against today here, not when the page was built: a day offered then may have passed.
  const visitProblem = asPerson.success ? visitDaysProblem(asPerson.data.visitDays ?? [], options.hours, today) : undefined
  // A refused photo does not hold back the lead: it is stored without it, and the thank-you panel says so.
  const photoProblem = options.upload?.photoProblem
  if ((!asPerson.success || visitProblem) && posted.website === '') {
    const messages: QuoteMessages = asPerson.success ? {} : quoteMessages(asPerson.error.issues)
    if (visitProblem) messages.visitDays = visitProblem
    if (photoProblem) messages.photos = photoProblem
    request.log.info({ fields: Object.keys(messages), native: true }, 'lead rejected: invalid form')
    return answer(422, { sent: false, values: posted, messages }, Object.values(messages).join(' '))
  }
  const result = await app.leadIntake
    .receive({
      payload: asPerson.success ? { ...buildLeadPayload(asPerson.data, { ...context, submissionId }), website: posted.website } : undefined,
      sent: { ...posted, page: pageContext, form_type: formType },
      submissionId,
      photos: options.upload?.photos,
      photosNotKept: options.upload?.notKept,
      receivedAt,
      ip: request.ip,
      log: request.log.child({ native: true }),
    })
    .catch((error: unknown) => {
      request.log.error({ err: error, native: true }, 'request failed')
      return undefined
    })
  // Not stored (the database failed): the form again with what was typed, and whom to call.
  if (!result) {
    const failure = notSentText(options.phone)
    return answer(500, { sent: false, values: posted, messages: {}, failure }, failure)
  }
  if (result.outcome === 'invalid') return sendPage(422, 'Please check the form', result.reason)
  // The id is made from the content, so only a hash collision gets a conflict.
  if (result.outcome === 'conflict') return sendPage(409, 'Please send the form again', 'Your request could not be stored. Please send it again.')
  const photosLost = options.upload?.notKept !== undefined
  return answer(result.created ? 201 : 200, { sent: true, photosLost, photoProblem }, 'Your quote request has been received successfully.')
}
