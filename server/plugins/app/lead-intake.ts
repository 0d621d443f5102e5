import { randomUUID } from 'node:crypto'
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify'
import fastifyPlugin from 'fastify-plugin'
import type { SiteConfig } from '#config/site-config.ts'
import { businessDayOf } from '#lead/business-calendar.ts'
import { firstIssueMessage, leadPayloadSchema } from '#lead/lead-schema.ts'
import { visitDaysProblem } from '#lead/visit-rules.ts'
import type { ReceivedPhoto } from '#server/photos/read-quote-multipart.ts'
import { clientNetwork } from '#server/admin/login-throttle.ts'
import { KeyedBudget } from '#server/keyed-budget.ts'
import { isLeadId, type LeadFields, type Notify } from '#server/storage/lead-repository.ts'
import { leadFieldsFrom, leadFieldsFromUntrusted, sameLeadContent } from '#server/intake/lead-fields.ts'
import { recipientDomain, recipientKey } from '#server/storage/recipient-key.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Every quote request, JSON or posted form, goes through `leadIntake.receive`. */
    leadIntake: LeadIntake
  }
}

/** New genuine leads one instance notifies in a minute and in a day, and per source; 0: no cap. */
export interface NotificationCapSettings {
  perMinute: number
  perDay: number
  /** Per client address (KeyedBudget) in a sliding day, ahead of the global cap. */
  perAddressPerDay: number
  /** Confirmations per recipient domain in a sliding hour; past it only the confirmation is left out. */
  confirmationsPerDomainPerHour: number
}

const minuteMs = 60_000
const hourMs = 60 * minuteMs
/** The longest a lead's notifications wait for its photos to be stored (NewLead.jobsDueAt). */
export const photoHoldMs = 2 * minuteMs
const dayMs = 24 * 3_600_000

/** How many leads were notified in the sliding minute and day when the cap was reached. */
export interface NotificationCapCounts {
  lastMinute: number
  lastDay: number
  perMinute: number
  perDay: number
}

/**
 * The notification cap of one instance, over a sliding minute and a sliding day. Each lead is
 * notified (e-mail to the owner, the visitor's confirmation, alerts), so a flood of well-formed
 * leads from many addresses, which the per-address rate limit lets through, would use up the SMTP
 * quota and push real notifications into dead letters. Past the cap a lead is still stored and
 * answered as usual, only without notifications of its own: it is marked for the next digest, one
 * e-mail listing such leads at most once per LEAD_DIGEST_INTERVAL (notifications/digest.ts), and
 * is in the inbox and the daily summary. Refusing it instead would let a flood of junk keep every
 * real customer out.
 */
export class NotificationCap {
  /** When each lead counted in the window was notified (ms), oldest first. */
  private readonly taken: number[] = []

  constructor(private readonly settings: NotificationCapSettings) {}

  /** A place for one notified lead at `now`, or the counts that filled the cap. */
  take(now: number): { ok: true; at: number } | ({ ok: false } & NotificationCapCounts) {
    const { perMinute, perDay } = this.settings
    if (perMinute === 0 && perDay === 0) return { ok: true, at: now }
    const window = perDay > 0 ? dayMs : minuteMs
    while (this.taken.length > 0 && this.taken[0]! <= now - window) this.taken.shift()

    const first = this.taken.findIndex((at) => at > now - minuteMs)
    const lastMinute = first < 0 ? 0 : this.taken.length - first
    const lastDay = perDay > 0 ? this.taken.length : lastMinute
    if ((perDay > 0 && lastDay >= perDay) || (perMinute > 0 && lastMinute >= perMinute)) return { ok: false, lastMinute, lastDay, perMinute, perDay }
    this.taken.push(now)
    return { ok: true, at: now }
  }

  /** Frees the place taken at `at`: the submission was a repeat of a stored lead, or it was not stored. */
  giveBack(at: number): void {
    const index = this.taken.lastIndexOf(at)
    if (index >= 0) this.taken.splice(index, 1)
  }
}

/**
 * Mail providers of millions of unrelated people, where most customers are: a bound per domain
 * there would let a few strangers switch off every customer's confirmation. Theirs are bounded by
 * the once-a-day rule per mailbox, the per-address budget and the global cap instead.
 */
export const unboundedConfirmationDomains: ReadonlySet<string> = new Set([
  'gmail.com',
  'yahoo.com',
  'ymail.com',
  'hotmail.com',
  'outlook.com',
  'live.com',
  'msn.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'aol.com',
  'att.net',
  'sbcglobal.net',
  'comcast.net',
  'verizon.net',
  'proton.me',
  'protonmail.com',
])

/** The photos a request carried: those checked and prepared, and why any others were not kept. */
interface RequestPhotos {
  photos: readonly ReceivedPhoto[]
  notKept?: string
}

/** A quote request as it arrived, through the JSON endpoint or the form's native post. */
export interface Submission {
  /** The lead payload: the JSON body, or the payload built from the posted form. Checked here. */
  payload: unknown
  /** The fields as sent, honeypot included: a bot's body is stored from them, cut to size, when `payload` is not valid. */
  sent: unknown
  /** The id a native post derives from its content; otherwise the payload's own. */
  submissionId?: string
  /** The photos that came with it, checked and prepared (server/photos/): stored with a genuine lead, each once. */
  photos?: readonly ReceivedPhoto[]
  /** Why photos the request carried were not kept (refused, past a budget): noted for the owner's e-mail. */
  photosNotKept?: string
  receivedAt: Date
  /** The client's address (request.ip): its leads are notified within its own daily budget. */
  ip: string
  log: FastifyBaseLogger
}

export type IntakeResult =
  | { outcome: 'stored'; id: string; created: boolean }
  /** Not a valid lead: `reason` names the first problem. Nothing stored. */
  | { outcome: 'invalid'; reason: string }
  /** The submission id names a stored lead with other content: nothing stored. */
  | { outcome: 'conflict'; reason: string }

export interface LeadIntake {
  receive(submission: Submission): Promise<IntakeResult>
}

export interface LeadIntakeOptions {
  /** LEAD_CAP_* (past them leads are stored without notifications, for the digest) and CONFIRMATION_DOMAIN_CAP. */
  cap: NotificationCapSettings
  /** The business hours: preferred visit days must be business days ahead of the day a lead arrives. */
  hours: SiteConfig['hours']
}

export const conflictReason = 'This submission id was already used for another request: send it again under a new id'

function honeypotFilled(sent: unknown): boolean {
  const website = sent && typeof sent === 'object' ? (sent as { website?: unknown }).website : undefined
  return website !== undefined && website !== null && website !== ''
}

/** What a lead is queued with, what to log about it once stored, and how to give back the places it took. */
interface Placement {
  notify: Notify
  notice?: { level: 'warn' | 'info'; fields: Record<string, number>; message: string }
  release(): void
}

/**
 * The one way in for a lead, the JSON endpoint's and the form's native post's alike: the
 * honeypot, the schema, storage once per submission id (the same content again is that lead;
 * other content under the same id is a conflict, never silently dropped), the notification cap,
 * waking the outbox, and the log line. The routes only translate the result into their replies.
 */
const leadIntakePlugin: FastifyPluginAsync<LeadIntakeOptions> = async (app, options) => {
  const cap = new NotificationCap(options.cap)
  const addressBudget = new KeyedBudget(options.cap.perAddressPerDay, dayMs)
  const domainBudget = new KeyedBudget(options.cap.confirmationsPerDomainPerHour, hourMs)

  /**
   * What a lead is queued with. The address's own budget comes first, so a source past it never
   * uses the global cap; then the global cap; then the recipient domain's bound, which leaves out
   * the confirmation only. `release` gives the places back: the lead was a repeat, or not stored.
   */
  function placeFor(ip: string, email: string, at: number): Placement {
    const network = clientNetwork(ip)
    if (!addressBudget.take(network, at))
      return {
        notify: 'digest',
        notice: {
          level: 'warn',
          fields: { perAddressPerDay: options.cap.perAddressPerDay },
          message: 'address notification budget reached: lead stored without notifications, for the next digest',
        },
        release: () => {},
      }
    const place = cap.take(at)
    if (!place.ok) {
      addressBudget.giveBack(network, at)
      const { lastMinute, lastDay, perMinute, perDay } = place
      return {
        notify: 'digest',
        notice: {
          level: 'warn',
          fields: { lastMinute, lastDay, perMinute, perDay },
          message: 'notification cap reached: lead stored without notifications, for the next digest',
        },
        release: () => {},
      }
    }
    const domain = recipientDomain(recipientKey(email))
    const bounded = app.notify.includes('confirmation') && !unboundedConfirmationDomains.has(domain)
    const domainTaken = bounded && domainBudget.take(domain, at)
    const release = () => {
      cap.giveBack(at)
      addressBudget.giveBack(network, at)
      if (domainTaken) domainBudget.giveBack(domain, at)
    }
    if (!bounded || domainTaken) return { notify: app.notify, release }
    return {
      notify: app.notify.filter((channel) => channel !== 'confirmation'),
      notice: {
        level: 'info',
        fields: { confirmationsPerDomainPerHour: options.cap.confirmationsPerDomainPerHour },
        message: 'confirmation left out: its recipient domain reached its hourly bound',
      },
      release,
    }
  }

  /** The request's photos stored with the lead, and why any were not kept, before its held notifications go. */
  async function keepPhotos(leadId: string, { photos, notKept }: RequestPhotos, receivedAt: Date) {
    try {
      if (photos.length > 0) await app.leadPhotos.attach(leadId, photos, receivedAt)
      if (notKept) await app.repository.photos.noteNotKept(leadId, notKept)
    } finally {
      await app.repository.releaseJobs(leadId, receivedAt)
    }
  }

  async function storeGenuine(
    fields: LeadFields,
    submissionId: string,
    requestPhotos: RequestPhotos,
    receivedAt: Date,
    ip: string,
    log: FastifyBaseLogger,
  ): Promise<IntakeResult> {
    const placement = placeFor(ip, fields.email, receivedAt.getTime())
    // With photos the jobs wait until they are stored, so the owner's e-mail counts them; if this
    // process stops before it releases them, they go out on their own after the hold.
    const withPhotos = requestPhotos.photos.length > 0 || requestPhotos.notKept !== undefined
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
      if (withPhotos) await keepPhotos(saved.id, requestPhotos, receivedAt)
      const { notice } = placement
      if (notice) log[notice.level]({ leadId: saved.id, ...notice.fields }, notice.message)
      if (placement.notify !== 'digest' && !saved.spam) app.outbox.wake()
      return { outcome: 'stored', id: saved.id, created: true }
    }
    placement.release()
    const stored = await app.repository.getLead(saved.id)
    if (stored && !sameLeadContent(stored, fields)) return { outcome: 'conflict', reason: conflictReason }
    // A retry whose first attempt stored the lead but not (all) its photos, perhaps stopping before it released the notifications.
    if (withPhotos) await keepPhotos(saved.id, requestPhotos, receivedAt)
    return { outcome: 'stored', id: saved.id, created: false }
  }

  async function receive({ payload, sent, submissionId, photos = [], photosNotKept, receivedAt, ip, log }: Submission): Promise<IntakeResult> {
    const parsed = leadPayloadSchema.safeParse(payload)
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
    const visitProblem = visitDays.length > 0 ? visitDaysProblem(visitDays, options.hours, businessDayOf(receivedAt)) : undefined
    if (visitProblem) {
      log.info({ reason: visitProblem }, 'lead rejected: visit day not available')
      return { outcome: 'invalid', reason: `visitDays: ${visitProblem}` }
    }
    const result = await storeGenuine(
      leadFieldsFrom(parsed.data),
      submissionId ?? parsed.data.submissionId.toLowerCase(),
      { photos, notKept: photosNotKept },
      receivedAt,
      ip,
      log,
    )
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
