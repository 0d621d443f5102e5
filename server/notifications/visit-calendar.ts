import { createEvent } from 'ics'
import type { SiteConfig } from '#config/site-config.ts'
import type { OpeningHours } from '../business-hours.ts'
import type { LeadRecord } from '../storage/lead-repository.ts'
import { visitWindow, type ConfirmedVisit } from '../visit-slots.ts'

export interface VisitCalendarOptions {
  site: Pick<SiteConfig, 'businessName' | 'siteUrl' | 'email' | 'phone' | 'address'>
  hours: OpeningHours
  /** Written by the e-mail that carries it. */
  title: string
  description: string
  /** No LOCATION when null. */
  location: string | null
  /** CN of the ATTENDEE. */
  attendeeName: string
}

/** RFC 6868: RFC 5545 has no escapes inside quotes, and `ics` writes `"` as `\"`, which would let the rest of the name become parameters. */
function parameterValue(text: string): string {
  return text
    .replace(/\^/g, '^^')
    .replace(/"/g, "^'")
    .replace(/\r\n|\r|\n/g, '^n')
    .replace(/\p{Cc}/gu, '')
}

/** "210 W Walnut St, Celina, TX 75009" */
export function businessAddressLine(site: Pick<SiteConfig, 'address'>): string {
  const { street, city, state, zip } = site.address
  return `${street}, ${city}, ${state} ${zip}`
}

/** The UID is the lead's and SEQUENCE counts changes of slot, so a calendar moves the visit it has rather than adding a second one. */
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
