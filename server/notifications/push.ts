import webPush from 'web-push'
import { withLanguageNote } from '#lead/languages.ts'
import { serviceLabel } from '#lead/service-options.ts'
import type { LeadRecord, LeadRepository } from '../storage/lead-repository.ts'
import type { OwnerStore, PushSubscriptionRecord } from '../storage/owner-store.ts'
import { PermanentFailure, type Deliver } from './outbox-worker.ts'

export type PushKeys = webPush.VapidKeys & { subject: string }

export interface PushMessage {
  title: string
  body: string
  url: string
  tag: string
}

export interface PushSettings {
  keys: PushKeys
  store: Pick<OwnerStore, 'listPushSubscriptions' | 'deletePushSubscription' | 'getInboxLead'>
  allowLoopbackEndpoints: boolean
}

const keysStateKey = 'vapid-keys'

export async function loadPushKeys(
  configured: { publicKey?: string; privateKey?: string; subject: string },
  repository: Pick<LeadRepository, 'sharedValue'>,
  now: Date,
): Promise<PushKeys> {
  if (configured.publicKey && configured.privateKey) return { publicKey: configured.publicKey, privateKey: configured.privateKey, subject: configured.subject }
  const stored = JSON.parse(await repository.sharedValue(keysStateKey, () => JSON.stringify(webPush.generateVAPIDKeys()), now)) as webPush.VapidKeys
  return { ...stored, subject: configured.subject }
}

// Chrome's, Safari's, Firefox's and Edge's push services; the legacy GCM android.googleapis.com is shut down, so it is left out.
const pushServices = {
  hosts: ['fcm.googleapis.com'],
  domains: ['push.apple.com', 'push.services.mozilla.com', 'notify.windows.com'],
}
const dnsLabels = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/

function isPushServiceHost(hostname: string): boolean {
  if (pushServices.hosts.includes(hostname)) return true
  return pushServices.domains.some((domain) => hostname.endsWith(`.${domain}`) && dnsLabels.test(hostname.slice(0, -domain.length - 1)))
}

// Never an IP or a local name.
export function isPushEndpoint(value: string, allowLoopback: boolean): boolean {
  if (!URL.canParse(value)) return false
  const url = new URL(value)
  if (url.username || url.password) return false
  if (allowLoopback && ['http:', 'https:'].includes(url.protocol) && ['127.0.0.1', '[::1]', 'localhost'].includes(url.hostname)) return true
  return url.protocol === 'https:' && url.port === '' && isPushServiceHost(url.hostname)
}

// The service's host and status or error code, never its text.
function failureReason(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError') return 'did not answer in time'
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined
  // A network error's code (ECONNREFUSED, ENOTFOUND) names no address; its message does.
  return typeof cause?.code === 'string' && /^[A-Z][A-Z0-9_]{1,40}$/.test(cause.code) ? `not reached (${cause.code})` : 'could not be sent'
}

// Nothing else of what the visitor typed.
export function newLeadMessage(lead: LeadRecord): PushMessage {
  return {
    title: withLanguageNote(`New quote request: ${lead.firstName}`, lead.language),
    body: [lead.services.map(serviceLabel).join(', '), lead.city].filter(Boolean).join(' · '),
    url: `/admin/leads/${lead.id}`,
    tag: `lead-${lead.id}`,
  }
}

type Outcome = { endpoint: string } & ({ result: 'delivered' } | { result: 'gone' } | { result: 'failed'; permanent: boolean; error: string })

// The request is ours, so it has a timeout.
async function sendToDevice(subscription: PushSubscriptionRecord, message: PushMessage, settings: PushSettings): Promise<Outcome> {
  const endpoint = subscription.endpoint
  const host = URL.canParse(endpoint) ? new URL(endpoint).host : 'unknown host'
  if (!isPushEndpoint(endpoint, settings.allowLoopbackEndpoints))
    return { endpoint, result: 'failed', permanent: true, error: `${host} is not a known push service` }
  try {
    const request = webPush.generateRequestDetails({ endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } }, JSON.stringify(message), {
      vapidDetails: settings.keys,
      TTL: 24 * 3600,
      urgency: 'high',
      topic: message.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32),
    })
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: Object.fromEntries(Object.entries(request.headers).filter(([name]) => name.toLowerCase() !== 'content-length')),
      body: new Uint8Array(request.body),
      redirect: 'manual',
      signal: AbortSignal.timeout(10_000),
    })
    await response.body?.cancel()
    if (response.ok) return { endpoint, result: 'delivered' }
    if (response.status === 404 || response.status === 410) return { endpoint, result: 'gone' }
    const permanent = response.status >= 400 && response.status < 500 && response.status !== 408 && response.status !== 429
    return { endpoint, result: 'failed', permanent, error: `${host} answered ${response.status}` }
  } catch (error) {
    return { endpoint, result: 'failed', permanent: false, error: `${host} ${failureReason(error)}` }
  }
}

// Fails (for a retry) only when no device got it.
async function pushToDevices(message: PushMessage, settings: PushSettings) {
  const devices = await settings.store.listPushSubscriptions()
  const outcomes = await Promise.all(devices.map((device) => sendToDevice(device, message, settings)))
  for (const outcome of outcomes) if (outcome.result === 'gone') await settings.store.deletePushSubscription(outcome.endpoint)
  const delivered = outcomes.filter((outcome) => outcome.result === 'delivered').length
  const failures = outcomes.flatMap((outcome) => (outcome.result === 'failed' ? [outcome] : []))
  if (delivered === 0 && failures.length > 0) {
    const text = `${failures.length} device(s) not reached: ${failures[0]!.error}`
    throw failures.every((failure) => failure.permanent) ? new PermanentFailure(text) : new Error(text)
  }
}

export function createPushChannel(settings: PushSettings): Deliver {
  return (lead) => pushToDevices(newLeadMessage(lead), settings)
}

export function createReminderChannel(settings: PushSettings, waited: (lead: LeadRecord, at: Date) => string): Deliver {
  return async (lead, job) => {
    const current = await settings.store.getInboxLead(lead.id)
    if (!current || current.lead.answeredAt) return
    await pushToDevices({ ...newLeadMessage(lead), title: `Still waiting (${waited(lead, job.updatedAt)}): ${lead.firstName}` }, settings)
  }
}
