import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requestStatusPath } from '#app/request-status/request-status.ts'
import type { ServerConfig } from '../config.ts'
import { visitCalendar } from '../notifications/visit-invitation.ts'
import type { RenderPage } from '../routes/page-render.ts'
import { replyNotFound } from '../routes/site.ts'
import { requestStatusView } from './request-status-view.ts'

const params = z.object({ token: z.string() })

/** The homeowner's page behind the link in their confirmation e-mail, and its visit as a calendar file. */
export const statusRoutes: FastifyPluginAsyncZod<{ config: ServerConfig; now: () => Date; renderPage: RenderPage }> = async (
  app,
  { config, now, renderPage },
) => {
  // A wrong, altered, expired or purged link reads the same as an unknown page: the site's 404, with nothing of any lead.
  async function leadOf(token: string) {
    const id = app.leadLinks.leadIdOf('status', token)
    const lead = id ? await app.repository.owner.getStagedLead(id) : undefined
    return lead && !lead.spam && app.leadLinks.isLive(lead.receivedAt, now()) ? lead : undefined
  }

  // One homeowner's page: kept out of shared caches, search indexes and other sites' referrer logs, found or not.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store').header('referrer-policy', 'no-referrer').header('x-robots-tag', 'noindex, nofollow')
  })

  app.get(`${requestStatusPath}/:token`, { schema: { params } }, async (request, reply) => {
    const lead = await leadOf(request.params.token)
    if (!lead) return replyNotFound(request, reply, config.staticDir)
    const calendarHref = `${requestStatusPath}/${request.params.token}/visit.ics`
    return renderPage(request, reply, { requestStatus: requestStatusView(lead, config.site, calendarHref) })
  })

  app.get(`${requestStatusPath}/:token/visit.ics`, { schema: { params } }, async (request, reply) => {
    const lead = await leadOf(request.params.token)
    if (!lead?.visitSlot || lead.status === 'lost' || lead.status === 'completed') return replyNotFound(request, reply, config.staticDir)
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', 'attachment; filename="visit.ics"')
      .send(visitCalendar(lead, lead.visitSlot, config.site, 'PUBLISH'))
  })
}
