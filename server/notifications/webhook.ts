import { createHmac, timingSafeEqual } from 'node:crypto'
import { serviceLabel } from '#lead/service-options.ts'
import type { LeadRecord, LeadRepository, OutboxJob } from '../storage/lead-repository.ts'
import { stageLabels, type StatusChange } from '../lead-stages.ts'
import { PermanentFailure, type Deliver } from './outbox-worker.ts'

// X-Lead-Signature: sha256=<hex HMAC-SHA256(secret, "<X-Lead-Timestamp>.<X-Lead-Delivery>.<raw body>")>; the delivery id is the same
// on every retry of one event, so receivers drop duplicates by it. Only 2xx succeeds: a redirect is retried, never followed with a signed lead.

// Never a ".", so the signed text splits one way only: a job's id, or `status-<change id>`.
const deliveryIdPattern = /^(status-)?\d{1,20}$/

export function signWebhook(secret: string, timestamp: string, deliveryId: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${deliveryId}.${body}`).digest('hex')}`
}

export function verifyWebhookSignature(input: {
  secret: string
  timestamp: string | undefined
  signature: string | undefined
  deliveryId: string | undefined
  body: string
  now?: Date
}): boolean {
  const { timestamp, signature, deliveryId } = input
  if (!timestamp || !signature || !deliveryId || !/^\d+$/.test(timestamp) || !deliveryIdPattern.test(deliveryId)) return false
  const age = Math.abs((input.now ?? new Date()).getTime() / 1000 - Number(timestamp))
  if (age > 300) return false
  const expected = Buffer.from(signWebhook(input.secret, timestamp, deliveryId, input.body))
  const given = Buffer.from(signature)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

function leadPayload(lead: LeadRecord, photoCount: number) {
  return {
    id: lead.id,
    receivedAt: lead.receivedAt,
    firstName: lead.firstName,
    lastName: lead.lastName,
    fullName: lead.fullName,
    phone: lead.phone,
    email: lead.email,
    services: lead.services.map((value) => ({ value, label: serviceLabel(value) })),
    address: lead.address,
    streetAddress: lead.streetAddress,
    city: lead.city,
    zipCode: lead.zipCode,
    state: lead.state,
    projectDetails: lead.projectDetails,
    page: lead.page,
    formType: lead.formType,
    utm: lead.utm,
    submittedAt: lead.submittedAt,
    consent: lead.consent,
    language: lead.language,
    visit: lead.visit,
    // The visit the owner confirmed, so a CRM told "visit scheduled" knows when.
    agreedVisit: lead.visitSlot && { day: lead.visitSlot.day, part: lead.visitSlot.part },
    photoCount,
  }
}

export function webhookBody(lead: LeadRecord, job: OutboxJob, photoCount = 0): string {
  return JSON.stringify({ event: 'lead.created', deliveryId: String(job.id), lead: leadPayload(lead, photoCount) })
}

const statusDeliveryId = (change: StatusChange) => `status-${change.id}`

/** The lead's last stage change; the owner's notes stay out, as in every event. */
function statusChangedBody(lead: LeadRecord, change: StatusChange, photoCount = 0): string {
  return JSON.stringify({
    event: 'lead.status_changed',
    deliveryId: statusDeliveryId(change),
    // Two instances may deliver two changes at once: a receiver applies a change only over a lower id.
    change: { id: change.id, from: change.from, to: change.to, label: stageLabels[change.to], at: change.at },
    lead: leadPayload(lead, photoCount),
  })
}

export interface WebhookChannelOptions {
  url: string
  secret: string
  userAgent: string
  photos?: Pick<LeadRepository['photos'], 'count'>
}

async function post(options: WebhookChannelOptions, lead: LeadRecord, { deliveryId, body }: { deliveryId: string; body: string }): Promise<void> {
  const timestamp = String(Math.floor(Date.now() / 1000))
  const response = await fetch(options.url, {
    method: 'POST',
    redirect: 'manual',
    signal: AbortSignal.timeout(10_000),
    headers: {
      'content-type': 'application/json',
      'user-agent': options.userAgent,
      'x-lead-timestamp': timestamp,
      'x-lead-signature': signWebhook(options.secret, timestamp, deliveryId, body),
      'x-lead-delivery': deliveryId,
      'x-lead-id': lead.id,
    },
    body,
  }).catch((error: unknown) => {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error
    throw new Error(`webhook request failed: ${cause instanceof Error ? cause.message : String(cause)}`)
  })
  await response.body?.cancel()
  if (response.status < 200 || response.status >= 300) throw new Error(`webhook answered HTTP ${response.status}`)
}

/** `lead.created`, once per lead. */
export function createWebhookChannel(options: WebhookChannelOptions): Deliver {
  return async (lead, job) => {
    const body = webhookBody(lead, job, (await options.photos?.count(lead.id)) ?? 0)
    await post(options, lead, { deliveryId: String(job.id), body })
  }
}

/** `lead.status_changed`: its one job is queued again with each change, and tells the last one. */
export function createStatusWebhookChannel(options: WebhookChannelOptions & { latestChange(leadId: string): Promise<StatusChange | undefined> }): Deliver {
  return async (lead) => {
    const change = await options.latestChange(lead.id)
    if (!change) throw new PermanentFailure('the lead has no stage change to tell')
    const body = statusChangedBody(lead, change, (await options.photos?.count(lead.id)) ?? 0)
    await post(options, lead, { deliveryId: statusDeliveryId(change), body })
  }
}
