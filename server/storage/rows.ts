import type { Selectable } from 'kysely'
import type { Estimate } from '#lead/estimate.ts'
import type { LeadLanguage } from '#lead/languages.ts'
import type { VisitPreference } from '#lead/visit-time.ts'
import type { ConfirmedVisit } from '../visit-slots.ts'
import type { Channel, JobStatus, NewLead } from './lead-repository.ts'
import type { LeadStatus, StatusChange } from '../lead-stages.ts'
import type { AnswerWay } from './owner-store.ts'
import type { Database } from './schema.ts'

type Row<Table extends keyof Database> = Selectable<Database[Table]>

export const toIso = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value))
export const toDate = (value: unknown) => (value instanceof Date ? value : new Date(String(value)))
export const changedRows = (result: { numDeletedRows?: bigint; numUpdatedRows?: bigint; numInsertedOrUpdatedRows?: bigint }) =>
  Number(result.numDeletedRows ?? result.numUpdatedRows ?? result.numInsertedOrUpdatedRows ?? 0)

const isoOrNull = (value: unknown) => (value ? toDate(value).toISOString() : null)

function readJson<Value>(value: unknown): Value | null {
  if (value === null || value === undefined) return null
  return (typeof value === 'string' ? JSON.parse(value) : value) as Value
}

// The lead's own fields are its columns; only the nested ones are spelled out.
export function leadValues(id: string, { utm, estimate, visit, jobsDueAt: _jobsDueAt, ...fields }: NewLead, capped: boolean) {
  return {
    id,
    ...fields,
    utmSource: utm.source,
    utmMedium: utm.medium,
    utmCampaign: utm.campaign,
    estimate: estimate ? JSON.stringify(estimate) : null,
    visitPreference: visit ? JSON.stringify(visit) : null,
    capped,
  }
}

export function rowToLead(row: Row<'leads'>) {
  return {
    id: row.id,
    submissionId: row.submissionId,
    receivedAt: toIso(row.receivedAt),
    spam: Boolean(row.spam),
    firstName: row.firstName,
    lastName: row.lastName,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    services: typeof row.services === 'string' ? (JSON.parse(row.services) as string[]) : row.services,
    address: row.address,
    streetAddress: row.streetAddress,
    city: row.city,
    zipCode: row.zipCode,
    state: row.state,
    projectDetails: row.projectDetails,
    page: row.page,
    formType: row.formType,
    utm: { source: row.utmSource, medium: row.utmMedium, campaign: row.utmCampaign },
    submittedAt: row.submittedAt,
    consent: Boolean(row.consent),
    estimate: readJson<Estimate>(row.estimate),
    visit: readJson<VisitPreference>(row.visitPreference),
    visitSlot:
      row.visitSlotDay === null
        ? null
        : {
            day: row.visitSlotDay,
            part: row.visitSlotPart as ConfirmedVisit['part'],
            sequence: Number(row.visitSlotSequence),
            confirmedAt: toIso(row.visitSlotConfirmedAt),
          },
    reviewOpenedAt: isoOrNull(row.reviewOpenedAt),
    // Read as English unless it says Spanish: a hand-edited row cannot put another value into a page's lang.
    language: (row.language === 'es' ? 'es' : 'en') as LeadLanguage,
  }
}

export function rowToStatusChange(row: Row<'status_changes'>): StatusChange {
  return { id: Number(row.id), at: toIso(row.at), from: row.fromStatus as LeadStatus, to: row.toStatus as LeadStatus, actor: row.actor }
}

export function rowToInboxLead(row: Row<'leads'>) {
  return {
    ...rowToLead(row),
    status: row.status as LeadStatus,
    statusChangedAt: isoOrNull(row.statusChangedAt),
    answeredAt: isoOrNull(row.answeredAt),
    answeredVia: (row.answeredVia as AnswerWay | null) ?? null,
  }
}

export function rowToJob({ lockedBy: _lockedBy, lockedUntil: _lockedUntil, recipient: _recipient, ...row }: Row<'outbox'>) {
  return {
    ...row,
    id: Number(row.id),
    channel: row.channel as Channel,
    status: row.status as JobStatus,
    nextAttemptAt: toDate(row.nextAttemptAt),
    createdAt: toDate(row.createdAt),
    updatedAt: toDate(row.updatedAt),
  }
}

export const rowToAttempt = ({ id: _id, leadId: _leadId, ...row }: Row<'delivery_attempts'>) => ({
  ...row,
  channel: row.channel as Channel,
  at: toIso(row.at),
  outcome: row.outcome as 'delivered' | 'failed',
})

export const rowToPushSubscription = (row: Row<'push_subscriptions'>) => ({
  ...row,
  id: Number(row.id),
  ownerId: Number(row.ownerId),
  createdAt: toIso(row.createdAt),
})

export const rowToLeadPhoto = (row: Row<'lead_photos'>) => ({ ...row, receivedAt: toIso(row.receivedAt) })
