import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { requestStatusPath } from '#app/request-status/request-status.ts'
import { isLeadId, type LeadRepository } from './storage/lead-repository.ts'

const keyStateKey = 'status_link_key'
const dayMs = 86_400_000

/** What a link sent to the homeowner may do: open their status page, count a review link's open, unsubscribe. */
export type LinkPurpose = 'status' | 'review' | 'unsubscribe'

export interface LeadLinks {
  /** `<lead id>.<signature>`: a link's last segment. */
  tokenOf(purpose: LinkPurpose, leadId: string): string
  /** The lead a token names, when its signature holds for that purpose; whether the lead still exists is the caller's to check. */
  leadIdOf(purpose: LinkPurpose, token: string): string | undefined
  /** The homeowner's private status page; undefined when status links are off. */
  statusUrlOf(leadId: string): string | undefined
  /** Whether a status link for a lead received then is still honoured. */
  isLive(receivedAt: string, now: Date): boolean
}

const signature = (key: string, purpose: LinkPurpose, leadId: string) => createHmac('sha256', key).update(`${purpose}:${leadId}`).digest('base64url')

// The key is made once and shared by every instance through the database, so a link keeps working across restarts
// and deploys; the lead's id alone (random, but seen by the owner's tools) opens nothing.
export async function loadLeadLinks(siteUrl: string, statusDays: number, repository: Pick<LeadRepository, 'sharedValue'>, now: Date): Promise<LeadLinks> {
  const key = await repository.sharedValue(keyStateKey, () => randomBytes(32).toString('base64url'), now)
  const tokenOf = (purpose: LinkPurpose, leadId: string) => `${leadId}.${signature(key, purpose, leadId)}`
  return {
    tokenOf,
    leadIdOf(purpose, token) {
      const [leadId, given, ...rest] = token.split('.')
      if ((purpose === 'status' && statusDays <= 0) || !leadId || !given || rest.length || !isLeadId(leadId)) return undefined
      const expected = Buffer.from(signature(key, purpose, leadId))
      const actual = Buffer.from(given)
      return actual.length === expected.length && timingSafeEqual(actual, expected) ? leadId : undefined
    },
    statusUrlOf: (leadId) => (statusDays > 0 ? `${siteUrl}${requestStatusPath}/${tokenOf('status', leadId)}` : undefined),
    isLive: (receivedAt, now) => now.getTime() - Date.parse(receivedAt) < statusDays * dayMs,
  }
}
