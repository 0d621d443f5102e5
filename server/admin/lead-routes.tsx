import path from 'node:path'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { businessDayOf } from '#lead/business-calendar.ts'
import type { OpeningHours } from '../business-hours.ts'
import type { ServerConfig } from '../config.ts'
import { reviewLine, reviewSendTime } from '../reviews/review-request.ts'
import { eraseLeadMail } from '../notifications/mail-files.ts'
import { mailDirName } from '../notifications/notifications.ts'
import { describeWait, waitOf } from '../response-times.ts'
import { type LeadRecord } from '../storage/lead-repository.ts'
import { isValidLeadEmail } from '../intake/lead-fields.ts'
import { isLeadStatus, stageLabels, type LeadStatus } from '../lead-stages.ts'
import type { StageChange } from '../storage/inbox-store.ts'
import type { InboxLead } from '../storage/owner-store.ts'
import { enteredSlot, offeredSlots, slotValue } from '../visit-slots.ts'
import { adminSchemas } from './admin-schemas.ts'
import { AdminFrame } from './views/admin-frame.tsx'
import { LeadView } from './views/lead-view.tsx'

const savedMessages: Record<string, string> = {
  status: 'Stage saved.',
  note: 'Note added.',
  genuine: 'Marked as genuine: its notifications are on their way.',
  resent: 'Sent again: the notification is on its way.',
  visit: 'Visit confirmed: the invitation is on its way to the customer.',
  'visit-unchanged': 'That visit was confirmed already: no second invitation was sent.',
}

export const leadRoutes: FastifyPluginAsyncZod<{ config: ServerConfig; now: () => Date }> = async (app, { config, now }) => {
  const { repository } = app
  const store = repository.owner
  const posted = { preHandler: [app.requireOwner, app.csrfProtection] }

  app.get('/admin/leads/:id', { schema: adminSchemas.lead, preHandler: app.requireOwner }, async (request, reply) => {
    const found = await store.getInboxLead(request.params.id)
    if (!found) return reply.adminMessage(404, 'Not found', 'There is no lead at this address (it may have been deleted).')
    await app.audit(request, 'lead_viewed', { leadId: found.lead.id })
    const jobs = await repository.listJobs({ leadId: found.lead.id })
    const photos = await repository.photos.list(found.lead.id)
    return reply.adminPage(
      200,
      found.lead.fullName,
      <AdminFrame email={request.session.email ?? ''} csrfToken={reply.generateCsrf()} vapidPublicKey={app.push.publicKey}>
        <LeadView
          lead={found.lead}
          notes={found.notes}
          changes={found.changes}
          jobs={jobs}
          attempts={found.attempts}
          csrfToken={reply.generateCsrf()}
          saved={savedMessages[request.query.saved ?? '']}
          response={responseLine(found.lead, now(), config.site.hours)}
          today={businessDayOf(now())}
          photos={photos}
          review={reviewLine(jobs, found.lead.reviewOpenedAt, await store.reviewsSuppressed(found.lead.email))}
        />
      </AdminFrame>,
    )
  })

  // The owner's stage changes, by name in the audit log and the timeline; a CRM hears of them through the webhook.
  async function moveStage(request: FastifyRequest, leadId: string, to: LeadStatus, how: Pick<StageChange, 'expected' | 'forwardOnly'>) {
    const at = now()
    const reviewAt = config.reviews && app.notifications.deliveries.review ? reviewSendTime(at, config.reviews.sendHour, config.site.hours) : undefined
    const change = { ...how, actor: request.session.email ?? '', now: at, webhook: app.notifications.deliveries.status !== undefined, reviewAt }
    const result = await store.setLeadStatus(leadId, to, change)
    if (result?.outcome === 'changed') {
      await app.audit(request, 'status_changed', { leadId, detail: `${result.from} → ${to}` })
      app.outbox.wake()
    }
    return result
  }

  app.post('/admin/leads/:id/status', { ...posted, schema: adminSchemas.status }, async (request, reply) => {
    const { status, from, back } = request.body
    if (!isLeadStatus(status)) return reply.adminMessage(422, 'Not saved', 'Choose one of the stages in the list.')
    const result = await moveStage(request, request.params.id, status, { expected: isLeadStatus(from) ? from : undefined })
    if (!result) return reply.adminMessage(404, 'Not found', 'There is no such lead.')
    if (result.outcome === 'moved')
      return reply.adminMessage(409, 'Not saved', `Someone moved this lead to ${stageLabels[result.from]} meanwhile: open it again before you change it.`)
    // One tap in the inbox list comes back to the same list.
    const list = back && /^\/admin(\?[\w%=&.+-]*)?$/.test(back) ? back : undefined
    return reply.redirect(list ?? `/admin/leads/${request.params.id}?saved=status`, 303)
  })

  // Call, text or e-mail from the lead's page: the first one counts as the answer, then the app opens.
  app.post('/admin/leads/:id/reach', { ...posted, schema: adminSchemas.reach }, async (request, reply) => {
    const via = request.body.via
    if (via !== 'call' && via !== 'text' && via !== 'email') return reply.adminMessage(422, 'Not sent', 'Choose call, text or e-mail.')
    const lead = await repository.getLead(request.params.id)
    const target = lead && reachAddress(lead, via)
    if (!lead || !target) return reply.adminMessage(404, 'Not found', 'There is no such lead, or it has no usable phone number or e-mail address.')
    await store.recordAnswer(lead.id, via, now())
    await app.audit(request, 'reached', { leadId: lead.id, detail: via })
    return reply.redirect(target, 303)
  })

  app.post('/admin/leads/:id/visit', { ...posted, schema: adminSchemas.visit }, async (request, reply) => {
    const lead = await repository.getLead(request.params.id)
    if (!lead || lead.spam) return reply.adminMessage(404, 'Not found', 'There is no such lead.')
    const { slot: chosen, day, part } = request.body
    const slot = offeredSlots(lead.visit).find((offered) => slotValue(offered) === chosen) ?? enteredSlot(day, part)
    if (!slot) return reply.adminMessage(422, 'Not confirmed', 'Choose one of the times the customer offered, or enter a day and a part of the day.')
    if (slot.day < businessDayOf(now())) return reply.adminMessage(422, 'Not confirmed', 'That day has passed: call the customer to agree on another.')
    if (!isValidLeadEmail(lead.email)) return reply.adminMessage(422, 'Not confirmed', "This request's e-mail address cannot receive an invitation.")
    const outcome = await store.confirmVisit(lead.id, slot, now())
    if (!outcome) return reply.adminMessage(404, 'Not found', 'There is no such lead.')
    if (outcome === 'queued') {
      await app.audit(request, 'visit_confirmed', { leadId: lead.id, detail: slotValue(slot) })
      // A lead not at its visit yet moves to it.
      await moveStage(request, lead.id, 'visit_scheduled', { forwardOnly: true })
      app.outbox.wake()
    }
    return reply.redirect(`/admin/leads/${lead.id}?saved=${outcome === 'queued' ? 'visit' : 'visit-unchanged'}`, 303)
  })

  app.post('/admin/leads/:id/genuine', { ...posted, schema: adminSchemas.genuine }, async (request, reply) => {
    // A spam row keeps the e-mail address the bot sent: it becomes a Reply-To and a recipient only if it is one.
    const caught = await repository.getLead(request.params.id)
    if (caught?.spam && !isValidLeadEmail(caught.email))
      return reply.adminMessage(422, 'Not restored', "This request's e-mail address is not a valid e-mail address, so it cannot be restored.")
    if (!(await store.markLeadGenuine(request.params.id, app.notify, now())))
      return reply.adminMessage(404, 'Not found', 'There is no such lead caught as spam (it may have been restored already).')
    app.outbox.wake()
    await app.audit(request, 'marked_genuine', { leadId: request.params.id })
    return reply.redirect(`/admin/leads/${request.params.id}?saved=genuine`, 303)
  })

  app.post('/admin/leads/:id/jobs/:jobId/resend', { ...posted, schema: adminSchemas.resend }, async (request, reply) => {
    const { id, jobId } = request.params
    const job = (await repository.listJobs({ leadId: id, status: 'dead' })).find((candidate) => String(candidate.id) === jobId)
    if (!job || !(await repository.requeueJob(job.id, now())))
      return reply.adminMessage(404, 'Not found', 'There is no failed notification to re-send here (it may have been re-sent already).')
    app.outbox.wake()
    await app.audit(request, 'resent', { leadId: id, detail: job.channel })
    return reply.redirect(`/admin/leads/${id}?saved=resent`, 303)
  })

  app.post('/admin/leads/:id/delete', { ...posted, schema: adminSchemas.delete }, async (request, reply) => {
    if (request.body.confirm !== 'yes') return reply.adminMessage(422, 'Not deleted', 'Tick the box to confirm the deletion.')
    if (!(await store.deleteLead(request.params.id))) return reply.adminMessage(404, 'Not found', 'There is no such lead.')
    await eraseLeadMail(path.join(config.dataDir, mailDirName), request.params.id)
    await app.leadPhotos.store.eraseLead(request.params.id)
    await app.audit(request, 'lead_deleted', { leadId: request.params.id })
    return reply.adminMessage(200, 'Deleted', 'The request and everything kept about it (notes, notifications, photos) are deleted.')
  })

  app.post('/admin/leads/:id/notes', { ...posted, schema: adminSchemas.notes }, async (request, reply) => {
    const text = (request.body.text ?? '').trim()
    if (!text || text.length > 2000) return reply.adminMessage(422, 'Not saved', 'A note needs some text, at most 2,000 characters.')
    if (!(await store.addLeadNote(request.params.id, { author: request.session.email ?? '', text, now: now() })))
      return reply.adminMessage(404, 'Not found', 'There is no such lead.')
    await app.audit(request, 'note_added', { leadId: request.params.id })
    return reply.redirect(`/admin/leads/${request.params.id}?saved=note`, 303)
  })
}

function reachAddress(lead: Pick<LeadRecord, 'phone' | 'email'>, via: 'call' | 'text' | 'email'): string | undefined {
  if (via === 'email') return z.email().safeParse(lead.email).success ? `mailto:${lead.email}` : undefined
  const digits = lead.phone.replace(/\D/g, '')
  if (digits.length < 7) return undefined
  const number = digits.length === 10 ? `+1${digits}` : digits
  return `${via === 'call' ? 'tel' : 'sms'}:${number}`
}

function responseLine(lead: InboxLead, now: Date, hours: OpeningHours): string {
  if (lead.answeredAt) return `Answered after ${describeWait(waitOf(lead.receivedAt, lead.answeredAt, hours))} (${answerWayText[lead.answeredVia ?? 'status']})`
  return `Not answered yet: waiting ${describeWait(waitOf(lead.receivedAt, now, hours))}`
}

const answerWayText = { status: 'moved past new', call: 'called', text: 'texted', email: 'e-mailed' } as const
