import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import { sameLeadContent, type Channel, type LeadFields } from '../storage/lead-repository.ts'

/** New genuine leads one instance notifies in a minute and in a day; 0: no cap. */
export interface NotificationCapSettings {
  perMinute: number
  perDay: number
}

const minuteMs = 60_000
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
 * answered as usual, only without notifications: the owner finds it in the inbox and the daily
 * summary. Refusing it instead would let a flood of junk keep every real customer out.
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

export type IntakeResult =
  | { outcome: 'stored'; id: string; created: boolean }
  /** The submission id names a stored lead with other content: nothing stored. */
  | { outcome: 'conflict'; reason: string }

export const conflictReason = 'This submission id was already used for another request: send it again under a new id'

/**
 * Stores a genuine lead, for the JSON endpoint and the form's native post alike, once per
 * submission id (the same content again is that lead; other content under the same id is a
 * conflict, never silently dropped). Within the notification cap it is stored with its
 * notifications; past it, stored without them and logged.
 */
export function createLeadIntake(app: FastifyInstance, options: { cap: NotificationCapSettings; notify: readonly Channel[] }) {
  const cap = new NotificationCap(options.cap)
  return async function storeGenuineLead(fields: LeadFields, submissionId: string, receivedAt: Date, log: FastifyBaseLogger): Promise<IntakeResult> {
    const place = cap.take(receivedAt.getTime())
    const placeAt = place.ok ? place.at : undefined
    let saved
    try {
      saved = await app.repository.saveLead({ ...fields, submissionId, spam: false, receivedAt }, place.ok ? options.notify : [])
    } catch (error) {
      if (placeAt !== undefined) cap.giveBack(placeAt)
      throw error
    }
    if (saved.created) {
      if (!place.ok) {
        const { lastMinute, lastDay, perMinute, perDay } = place
        log.warn({ leadId: saved.id, lastMinute, lastDay, perMinute, perDay }, 'notification cap reached: lead stored without notifications')
      } else if (!saved.spam) app.outbox.wake()
      return { outcome: 'stored', id: saved.id, created: true }
    }
    if (placeAt !== undefined) cap.giveBack(placeAt)
    const stored = await app.repository.getLead(saved.id)
    if (stored && !sameLeadContent(stored, fields)) return { outcome: 'conflict', reason: conflictReason }
    return { outcome: 'stored', id: saved.id, created: false }
  }
}

export type StoreGenuineLead = ReturnType<typeof createLeadIntake>
