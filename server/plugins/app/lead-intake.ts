import { randomUUID } from 'node:crypto'
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify'
import fastifyPlugin from 'fastify-plugin'
import type { SiteConfig } from '#config/site-config.ts'
import { businessDayOf } from '#lead/business-calendar.ts'
import { languageOf } from '#lead/languages.ts'
import { firstIssueMessage, leadPayloadSchemas } from '#lead/lead-schema.ts'
import { visitDaysProblem } from '#lead/visit-rules.ts'
import type { ServerConfig } from '#server/config.ts'
import type { ReceivedPhoto } from '#server/photos/read-quote-multipart.ts'
import { isLeadId, type LeadFields } from '#server/storage/lead-repository.ts'
import { leadFieldsFrom, leadFieldsFromUntrusted, sameLeadContent } from '#server/intake/lead-fields.ts'
import { notificationBudget } from './notification-budget.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Every quote request, JSON or posted form, goes through `leadIntake.receive`. */
    leadIntake: { receive(submission: Submission): Promise<IntakeResult> }
  }
}

/** The longest a lead's notifications wait for its photos to be stored (NewLead.jobsDueAt). */
const photoHoldMs = 2 * 60_000

interface Submission {
  /** Checked here, not by the routes. */
  payload: unknown
  /** Honeypot included: a bot's body is stored from them, cut to size, when `payload` is not valid. */
  sent: unknown
  /** A native post's, derived from its content; otherwise the payload's own. */
  submissionId?: string
  photos?: readonly ReceivedPhoto[]
  /** Noted for the owner's e-mail. */
  photosNotKept?: string
  receivedAt: Date
  /** Its leads are notified within its own daily budget. */
  ip: string
  log: FastifyBaseLogger
}

type IntakeResult =
  | { outcome: 'stored'; id: string; created: boolean }
  | { outcome: 'invalid'; reason: string }
  /** The submission id names a stored lead with other content. */
  | { outcome: 'conflict'; reason: string }

const conflictReason = 'This submission id was already used for another request: send it again under a new id'

function honeypotFilled(sent: unknown): boolean {
  const website = sent && typeof sent === 'object' ? (sent as { website?: unknown }).website : undefined
  return website !== undefined && website !== null && website !== ''
}

// The one way in for a lead; the routes only translate the result. Other content under a stored submission id is a conflict, never dropped.
const leadIntakePlugin: FastifyPluginAsync<{ cap: ServerConfig['notificationCap']; hours: SiteConfig['hours'] }> = async (app, options) => {
  const placeFor = notificationBudget(options.cap, app.notify)

  /** Before the held notifications go, so the owner's e-mail counts the photos. */
  async function keepPhotos(leadId: string, { photos = [], photosNotKept, receivedAt }: Submission) {
    try {
      if (photos.length > 0) await app.leadPhotos.attach(leadId, photos, receivedAt)
      if (photosNotKept) await app.repository.photos.noteNotKept(leadId, photosNotKept)
    } finally {
      await app.repository.releaseJobs(leadId, receivedAt)
    }
  }

  async function storeGenuine(fields: LeadFields, submissionId: string, submission: Submission): Promise<IntakeResult> {
    const { receivedAt, log } = submission
    const placement = placeFor(submission.ip, fields.email, receivedAt.getTime())
    // With photos the jobs are held until they are stored; if this process stops first, they go out on their own after the hold.
    const withPhotos = (submission.photos?.length ?? 0) > 0 || submission.photosNotKept !== undefined
    const jobsDueAt = withPhotos ? new Date(receivedAt.getTime() + photoHoldMs) : undefined
    let saved
    try {
      saved = await app.repository.saveLead({ ...fields, submissionId, spam: false, receivedAt, jobsDueAt }, placement.notify)
    } catch (error) {
      placement.release()
      throw error
    }
    if (saved.created) {
      // A failure here leaves the lead stored, its notifications released, and the form's retry brings the photos again.
      if (withPhotos) await keepPhotos(saved.id, submission)
      const { notice } = placement
      if (notice) log[notice.level]({ leadId: saved.id, ...notice.fields }, notice.message)
      if (placement.notify !== 'digest' && !saved.spam) app.outbox.wake()
      return { outcome: 'stored', id: saved.id, created: true }
    }
    placement.release()
    const stored = await app.repository.getLead(saved.id)
    if (stored && !sameLeadContent(stored, fields)) return { outcome: 'conflict', reason: conflictReason }
    // A retry whose first attempt stored the lead but not (all) its photos, perhaps stopping before it released the notifications.
    if (withPhotos) await keepPhotos(saved.id, submission)
    return { outcome: 'stored', id: saved.id, created: false }
  }

  async function receive(submission: Submission): Promise<IntakeResult> {
    const { payload, sent, submissionId, receivedAt, log } = submission
    // Its problems are told in the language of the page that sent it.
    const language = languageOf(payload)
    const parsed = leadPayloadSchemas[language].safeParse(payload)
    if (honeypotFilled(sent)) {
      // Stored for the record, never notified, and answered like any lead: bots learn nothing.
      const given = (payload as { submissionId?: unknown } | undefined)?.submissionId
      const id = submissionId ?? (typeof given === 'string' && isLeadId(given) ? given.toLowerCase() : randomUUID())
      const fields = parsed.success ? leadFieldsFrom(parsed.data) : leadFieldsFromUntrusted(sent)
      const saved = await app.repository.saveLead({ ...fields, submissionId: id, spam: true, receivedAt }, [])
      log.info({ leadId: saved.id, spam: true, repeat: !saved.created }, 'lead stored as spam (honeypot filled)')
      return { outcome: 'stored', id: saved.id, created: saved.created }
    }
    if (!parsed.success) {
      const reason = firstIssueMessage(parsed.error)
      log.info({ reason }, 'lead rejected: invalid body')
      return { outcome: 'invalid', reason }
    }
    const visitDays = parsed.data.visitDays ?? []
    // Most leads name no day: the day in Celina is only worked out for those that do.
    const visitProblem = visitDays.length > 0 ? visitDaysProblem(visitDays, options.hours, businessDayOf(receivedAt), language) : undefined
    if (visitProblem) {
      log.info({ reason: visitProblem }, 'lead rejected: visit day not available')
      return { outcome: 'invalid', reason: `visitDays: ${visitProblem}` }
    }
    const result = await storeGenuine(leadFieldsFrom(parsed.data), submissionId ?? parsed.data.submissionId.toLowerCase(), submission)
    if (result.outcome === 'conflict') log.info('lead refused: submission id reused with other content')
    else if (result.outcome === 'stored') log.info({ leadId: result.id, repeat: !result.created }, result.created ? 'lead stored' : 'lead repeated')
    return result
  }

  app.decorate('leadIntake', { receive })
}

export const leadIntake = fastifyPlugin(leadIntakePlugin, {
  name: 'lead-intake',
  decorators: { fastify: ['repository', 'outbox', 'notify', 'leadPhotos'] },
})
