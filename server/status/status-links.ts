import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { requestStatusPath } from '#app/request-status/request-status.ts'
import { isLeadId, type LeadRepository } from '../storage/lead-repository.ts'

const keyStateKey = 'status_link_key'
const dayMs = 86_400_000

export interface StatusLinks {
  /** The homeowner's private address for a lead; undefined when status links are off. */
  urlOf(leadId: string): string | undefined
  /** The lead a link names, when its signature holds; whether the lead still exists and the link is young enough is the caller's to check. */
  leadIdOf(token: string): string | undefined
  /** Whether a link for a lead received then is still honoured. */
  isLive(receivedAt: string, now: Date): boolean
}

const signature = (key: string, leadId: string) => createHmac('sha256', key).update(`status:${leadId}`).digest('base64url')

// The key is made once and shared by every instance through the database, so a link keeps working across restarts
// and deploys; the lead's id alone (random, but seen by the owner's tools) never opens the page.
export async function loadStatusLinks(siteUrl: string, days: number, repository: Pick<LeadRepository, 'sharedValue'>, now: Date): Promise<StatusLinks> {
  const key = await repository.sharedValue(keyStateKey, () => randomBytes(32).toString('base64url'), now)
  return {
    urlOf: (leadId) => (days > 0 ? `${siteUrl}${requestStatusPath}/${leadId}.${signature(key, leadId)}` : undefined),
    leadIdOf(token) {
      const [leadId, given, ...rest] = token.split('.')
      if (days <= 0 || !leadId || !given || rest.length || !isLeadId(leadId)) return undefined
      const expected = Buffer.from(signature(key, leadId))
      const actual = Buffer.from(given)
      return actual.length === expected.length && timingSafeEqual(actual, expected) ? leadId : undefined
    },
    isLive: (receivedAt, now) => now.getTime() - Date.parse(receivedAt) < days * dayMs,
  }
}
