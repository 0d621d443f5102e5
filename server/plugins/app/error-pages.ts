import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import fastifyPlugin from 'fastify-plugin'
import { languageOfPath, type LeadLanguage } from '#lead/languages.ts'
import { notSentText } from '#lead/quote-form-post.ts'
import { leadBodyLimit } from '#server/routes/leads.ts'
import { isFormPost } from '#server/routes/native-quote.ts'
import { simplePage } from '#server/routes/simple-page.ts'
import { simplePageText } from '#server/routes/simple-page-text.ts'
import { replyNotFound } from '#server/routes/site.ts'

/** Why a form posted without JavaScript was refused, as its visitor reads it. */
function pageReason(status: number, language: LeadLanguage): string {
  const text = simplePageText[language]
  if (status === 408) return text.timeout
  if (status === 413) return text.tooLarge(leadBodyLimit / 1024)
  if (status === 429) return text.tooMany
  if (status === 503) return text.unavailable
  return text.badRequest
}

/** Why a request was refused, as the script and the logs read it: the page's reasons in English, with the JSON ones. */
function errorReason(status: number, error?: FastifyError): string {
  if (status === 415) return 'Content-Type must be application/json'
  if (status === 400) return error?.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ? 'Request body is empty' : 'Request body is not valid JSON'
  if (status === 429) return error?.message ?? 'Too many requests'
  if (status >= 500 && status !== 503) return 'Internal server error'
  return pageReason(status, 'en')
}

/** The page a form posted without JavaScript gets when it is refused or fails, in the language of the page it was posted to. */
export function notSentPage(status: number, phone: string, url = '/'): string {
  const language = languageOfPath(url.split('?')[0]!)
  return simplePage(language, simplePageText[language].notSent, [...(status < 500 ? [pageReason(status, language)] : []), notSentText[language](phone)])
}

export function refuse(request: FastifyRequest, reply: FastifyReply, status: number, phone: string, error?: FastifyError) {
  reply.code(status)
  if (isFormPost(request)) return reply.type('text/html; charset=utf-8').send(notSentPage(status, phone, request.url))
  return reply.send({ ok: false, reason: errorReason(status, error) })
}

// Nothing of the body is echoed.
const errorPagesPlugin: FastifyPluginAsync<{ phone: string; staticDir: string }> = async (app, { phone, staticDir }) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500
    if (status >= 500) request.log.error({ err: error }, 'request failed')
    else request.log.info({ code: error.code, statusCode: status }, 'request refused')
    return refuse(request, reply, status, phone, error)
  })
  app.setNotFoundHandler((request, reply) => replyNotFound(request, reply, staticDir))
}

export const errorPages = fastifyPlugin(errorPagesPlugin, { name: 'error-pages' })
