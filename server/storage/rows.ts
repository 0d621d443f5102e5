import type { Selectable } from 'kysely'
import type { Estimate } from '#lead/estimate.ts'
import type { VisitPreference } from '#lead/visit-time.ts'
import type { ConfirmedVisit } from '../visit-slots.ts'
import type { Channel, DeliveryAttempt, JobStatus, LeadRecord, NewLead, OutboxJob } from './lead-repository.ts'
import type { AnswerWay, InboxLead, LeadStatus, PushSubscriptionRecord } from './owner-store.ts'
import type { LeadPhoto } from './lead-photos.ts'
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

export function leadValues(id: string, lead: NewLead, capped: boolean) {
  return {
    id,
    submission_id: lead.submissionId,
    received_at: lead.receivedAt,
    spam: lead.spam,
    first_name: lead.firstName,
    last_name: lead.lastName,
    full_name: lead.fullName,
    email: lead.email,
    phone: lead.phone,
    services: lead.services,
    address: lead.address,
    street_address: lead.streetAddress,
    city: lead.city,
    zip_code: lead.zipCode,
    state: lead.state,
    project_details: lead.projectDetails,
    page: lead.page,
    form_type: lead.formType,
    utm_source: lead.utm.source,
    utm_medium: lead.utm.medium,
    utm_campaign: lead.utm.campaign,
    submitted_at: lead.submittedAt,
    consent: lead.consent,
    estimate: lead.estimate ? JSON.stringify(lead.estimate) : null,
    visit_preference: lead.visit ? JSON.stringify(lead.visit) : null,
    capped,
  }
}

export function rowToLead(row: Row<'leads'>): LeadRecord {
  return {
    id: String(row.id),
    submissionId: String(row.submission_id),
    receivedAt: toIso(row.received_at),
    spam: Boolean(row.spam),
    firstName: row.first_name,
    lastName: row.last_name,
    fullName: row.full_name,
    email: row.email,
    phone: row.phone,
    services: typeof row.services === 'string' ? (JSON.parse(row.services) as string[]) : row.services,
    address: row.address,
    streetAddress: row.street_address,
    city: row.city,
    zipCode: row.zip_code,
    state: row.state,
    projectDetails: row.project_details,
    page: row.page,
    formType: row.form_type,
    utm: { source: row.utm_source, medium: row.utm_medium, campaign: row.utm_campaign },
    submittedAt: row.submitted_at,
    consent: Boolean(row.consent),
    estimate: readJson<Estimate>(row.estimate),
    visit: readJson<VisitPreference>(row.visit_preference),
    visitSlot:
      row.visit_slot_day === null
        ? null
        : {
            day: row.visit_slot_day,
            part: row.visit_slot_part as ConfirmedVisit['part'],
            sequence: Number(row.visit_slot_sequence),
            confirmedAt: toIso(row.visit_slot_confirmed_at),
          },
  }
}

export function rowToInboxLead(row: Row<'leads'>): InboxLead {
  return {
    ...rowToLead(row),
    status: row.status as LeadStatus,
    statusChangedAt: isoOrNull(row.status_changed_at),
    answeredAt: isoOrNull(row.answered_at),
    answeredVia: (row.answered_via as AnswerWay | null) ?? null,
  }
}

export function rowToJob(row: Row<'outbox'>): OutboxJob {
  return {
    id: Number(row.id),
    leadId: String(row.lead_id),
    channel: row.channel as Channel,
    status: row.status as JobStatus,
    attempts: Number(row.attempts),
    nextAttemptAt: toDate(row.next_attempt_at),
    lastError: row.last_error,
    createdAt: toDate(row.created_at),
    updatedAt: toDate(row.updated_at),
  }
}

export function rowToAttempt(row: Row<'delivery_attempts'>): DeliveryAttempt {
  return {
    channel: row.channel as Channel,
    attempt: Number(row.attempt),
    at: toIso(row.at),
    outcome: row.outcome as DeliveryAttempt['outcome'],
    error: row.error,
  }
}

export function rowToPushSubscription(row: Row<'push_subscriptions'>): PushSubscriptionRecord {
  return {
    id: Number(row.id),
    ownerId: Number(row.owner_id),
    endpoint: row.endpoint,
    p256dh: row.p256dh,
    auth: row.auth,
    createdAt: toIso(row.created_at),
  }
}

export function rowToLeadPhoto(row: Row<'lead_photos'>): LeadPhoto {
  return {
    id: String(row.id),
    leadId: String(row.lead_id),
    position: Number(row.position),
    sourceSha256: row.source_sha256,
    storageKey: row.storage_key,
    contentType: row.content_type,
    width: Number(row.width),
    height: Number(row.height),
    bytes: Number(row.bytes),
    receivedAt: toIso(row.received_at),
  }
}
