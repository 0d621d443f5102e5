import { createEvent } from 'ics'
import type { SiteConfig } from '#config/site-config.ts'
import type { OpeningHours } from '../business-hours.ts'
import type { LeadRecord } from '../storage/lead-repository.ts'
import { visitWindow, type ConfirmedVisit } from '../visit-slots.ts'

export interface VisitCalendarOptions {
  site: Pick<SiteConfig, 'businessName' | 'siteUrl' | 'email' | 'phone' | 'address'>
  hours: OpeningHours
  title: string
  description: string
  location: string | null
  attendeeName: string
}

// RFC 5545 has no escapes inside quotes: `\"` would let the rest of the name become parameters (RFC 6868).
function parameterValue(text: string): string {
  return text
    .replace(/\^/g, '^^')
    .replace(/"/g, "^'")
    .replace(/\r\n|\r|\n/g, '^n')
    .replace(/\p{Cc}/gu, '')
}

export function businessAddressLine(site: Pick<SiteConfig, 'address'>): string {
  const { street, city, state, zip } = site.address
  return `${street}, ${city}, ${state} ${zip}`
}

// UID per lead and SEQUENCE per change, so a calendar moves the visit rather than adding one.
export function visitInvitationIcs(lead: Pick<LeadRecord, 'id' | 'email'>, visit: ConfirmedVisit, options: VisitCalendarOptions): string {
  const { start, end } = visitWindow(visit, options.hours)
  const host = new URL(options.site.siteUrl).hostname
  const { error, value } = createEvent({
    productId: `-//${options.site.businessName}//Visit invitations//EN`,
    method: 'REQUEST',
    uid: `visit-${lead.id}@${host}`,
    sequence: visit.sequence - 1,
    start: start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: end.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: options.title,
    description: options.description,
    ...(options.location && { location: options.location }),
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
    organizer: { name: parameterValue(options.site.businessName), email: options.site.email },
    attendees: [{ name: parameterValue(options.attendeeName), email: lead.email, rsvp: false, partstat: 'ACCEPTED', role: 'REQ-PARTICIPANT' }],
  })
  if (error || !value) throw new Error(`calendar invitation could not be built: ${error?.message ?? 'no output'}`)
  return value
}
