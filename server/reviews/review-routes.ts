import formbody from '@fastify/formbody'
import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { ServerConfig } from '../config.ts'
import { escapeHtml } from '../notifications/lead-email.ts'
import { replyNotFound } from '../routes/site.ts'
import { reviewPath, unsubscribePath } from './review-request.ts'

const params = z.object({ token: z.string() })

// The site's look is not needed for one sentence and one button; the page must work in any mail client's browser.
function plainPage(reply: FastifyReply, title: string, body: string) {
  return reply
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>` +
        `<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.5"><h1>${escapeHtml(title)}</h1>${body}</body></html>`,
    )
}

/** The review link (counted, then on to the review site) and the unsubscribe of review e-mails, both from signed links. */
export const reviewRoutes: FastifyPluginAsyncZod<{ config: ServerConfig; now: () => Date }> = async (app, { config, now }) => {
  await app.register(formbody)
  const business = config.site.businessName

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store').header('referrer-policy', 'no-referrer').header('x-robots-tag', 'noindex')
  })

  // Still honoured with the feature turned off or the lead gone: the customer who wants to write a review is sent on.
  app.get(`${reviewPath}/:token`, { schema: { params, querystring: z.object({ on: z.coerce.number().int().optional() }) } }, async (request, reply) => {
    const leadId = app.leadLinks.leadIdOf('review', request.params.token)
    const reviews = config.reviews
    if (!leadId || !reviews) return replyNotFound(request, reply, config.staticDir)
    await app.repository.owner.recordReviewOpen(leadId, now())
    const target = request.query.on ? reviews.also[request.query.on - 1]?.url : reviews.url
    return reply.redirect(target ?? reviews.url, 303)
  })

  // A GET only asks: link scanners open every link in a message, and must not unsubscribe anyone.
  app.get(`${unsubscribePath}/:token`, { schema: { params } }, async (request, reply) => {
    if (!app.leadLinks.leadIdOf('unsubscribe', request.params.token)) return replyNotFound(request, reply, config.staticDir)
    return plainPage(
      reply,
      'Unsubscribe from review requests',
      `<p>Stop e-mails from ${escapeHtml(business)} asking for a review? Messages about a request you send us still reach you.</p>` +
        `<form method="post"><button type="submit" style="font-size:1rem;padding:.75rem 1.25rem">Unsubscribe</button></form>`,
    )
  })

  // RFC 8058's one-click POST from the mail client, and the button above.
  app.post(`${unsubscribePath}/:token`, { schema: { params } }, async (request, reply) => {
    const leadId = app.leadLinks.leadIdOf('unsubscribe', request.params.token)
    const lead = leadId && (await app.repository.getLead(leadId))
    if (!lead) return replyNotFound(request, reply, config.staticDir)
    await app.repository.owner.suppressReviews(lead.email, now())
    request.log.info({ leadId: lead.id }, 'review e-mails unsubscribed')
    return plainPage(reply, 'You are unsubscribed', `<p>${escapeHtml(business)} will not ask you for a review again.</p>`)
  })
}
