import { createEvent } from 'ics'
import type { SendMailOptions } from 'nodemailer'
import type { SiteConfig } from '#config/site-config.ts'
import { dateFormats, type LeadLanguage } from '#lead/languages.ts'
import { formatVisitDay } from '#lead/visit-time.ts'
import type { OpeningHours } from '../business-hours.ts'
import { formatClockTime } from '../business-time.ts'
import type { LeadRecord } from '../storage/lead-repository.ts'
import { visitWindow, type ConfirmedVisit, type VisitSlot } from '../visit-slots.ts'
import type { Mailer } from './email.ts'
import { colors, confirmationPlace, greetingName, homeownerMessage, paragraph } from './homeowner-email.ts'
import { escapeHtml, headerText } from './lead-email.ts'
import type { Deliver } from './outbox-worker.ts'

export interface VisitCalendarOptions {
  site: Pick<SiteConfig, 'businessName' | 'siteUrl' | 'email' | 'phone' | 'address'>
  hours: OpeningHours
  /** REQUEST for an invitation sent to the attendee; PUBLISH for a file they download. */
  method: 'REQUEST' | 'PUBLISH'
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

// UID per lead and SEQUENCE per change, so a calendar moves the visit rather than adding one.
export function visitInvitationIcs(lead: Pick<LeadRecord, 'id' | 'email'>, visit: ConfirmedVisit, options: VisitCalendarOptions): string {
  const { start, end } = visitWindow(visit, options.hours)
  const host = new URL(options.site.siteUrl).hostname
  const { error, value } = createEvent({
    productId: `-//${options.site.businessName}//Visit invitations//EN`,
    method: options.method,
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

export interface VisitInvitationOptions {
  site: Pick<SiteConfig, 'businessName' | 'siteUrl' | 'email' | 'phone' | 'address' | 'hours'>
  from: string
  replyTo: string
}

// Times stay in the US format in both languages.
const wordings = {
  en: {
    moved: (moved: boolean) => (moved ? 'Your estimate visit has moved' : 'Your estimate visit is confirmed'),
    greeting: (name: string | null) => (name ? `Hi ${name},` : 'Hi there,'),
    confirmed: (moved: boolean, business: string) =>
      moved ? `We moved your free on-site estimate with ${business}. The new time:` : `Your free on-site estimate with ${business} is confirmed:`,
    between: (day: string, start: string, end: string) => `${day}, between ${start} and ${end}`,
    where: (place: string | null) => `Where: ${place ?? 'the address in your request'}`,
    calendar: 'The calendar invitation is attached: open it to add the visit to your calendar.',
    call: (phone: string) => `Call ${phone}`,
    change: (call: string) => `Need another time? ${call} or reply to this e-mail.`,
    signOff: (business: string) => `The ${business} team`,
    title: (business: string) => `Fence estimate visit – ${business}`,
    arriving: (when: string) => `Free on-site estimate, arriving ${when}.`,
  },
  es: {
    moved: (moved: boolean) => (moved ? 'Cambiamos la fecha de su visita para el estimado' : 'Su visita para el estimado está confirmada'),
    greeting: (name: string | null) => (name ? `Hola, ${name}:` : 'Hola:'),
    confirmed: (moved: boolean, business: string) =>
      moved
        ? `Cambiamos su estimado gratis en su propiedad con ${business}. La nueva fecha:`
        : `Su estimado gratis en su propiedad con ${business} está confirmado:`,
    between: (day: string, start: string, end: string) => `${day}, entre las ${start} y las ${end}`,
    where: (place: string | null) => `Dónde: ${place ?? 'la dirección de su solicitud'}`,
    calendar: 'La invitación para su calendario viene adjunta: ábrala para agregar la visita.',
    call: (phone: string) => `Llame al ${phone}`,
    change: (call: string) => `¿Necesita otra hora? ${call} o responda a este correo.`,
    signOff: (business: string) => `El equipo de ${business}`,
    title: (business: string) => `Visita para el estimado de su cerca – ${business}`,
    arriving: (when: string) => `Estimado gratis en su propiedad; llegamos el ${when}.`,
  },
} satisfies Record<LeadLanguage, unknown>

const longDays = dateFormats({ weekday: 'long', month: 'long', day: 'numeric' })

/** "Tuesday, December 8, between 8 AM and 12 PM". */
export function visitWhen(visit: VisitSlot, hours: OpeningHours, language: LeadLanguage = 'en'): string {
  const { start, end } = visitWindow(visit, hours)
  return wordings[language].between(longDays[language].format(new Date(`${visit.day}T12:00:00Z`)), formatClockTime(start), formatClockTime(end))
}

const changeLine = (site: VisitInvitationOptions['site'], language: LeadLanguage) => wordings[language].change(wordings[language].call(site.phone.display))
const businessLine = ({ businessName, address, phone }: VisitInvitationOptions['site']) =>
  `${businessName} · ${address.street}, ${address.city}, ${address.state} ${address.zip} · ${phone.display}`

/** The calendar entry of the visit, as the invitation attaches it and the status page offers it. */
export function visitCalendar(
  lead: Pick<LeadRecord, 'id' | 'email' | 'firstName' | 'lastName' | 'city' | 'state' | 'zipCode' | 'language'>,
  visit: ConfirmedVisit,
  site: VisitInvitationOptions['site'],
  method: VisitCalendarOptions['method'] = 'REQUEST',
): string {
  const { hours } = site
  const words = wordings[lead.language]
  return visitInvitationIcs(lead, visit, {
    site,
    hours,
    method,
    title: words.title(site.businessName),
    description: [words.arriving(visitWhen(visit, hours, lead.language)), changeLine(site, lead.language), businessLine(site)].join('\n'),
    location: confirmationPlace(lead),
    attendeeName: [greetingName(lead.firstName), greetingName(lead.lastName)].filter(Boolean).join(' ') || lead.email,
  })
}

// The owner confirms a time, not the typed address: never the street.
export function visitInvitationMessage(lead: LeadRecord, visit: ConfirmedVisit, options: VisitInvitationOptions): SendMailOptions {
  const { site } = options
  const business = site.businessName
  const name = greetingName(lead.firstName)
  const moved = visit.sequence > 1
  const { language } = lead
  const words = wordings[language]
  const subject = headerText(`${words.moved(moved)}: ${formatVisitDay(visit.day, language)} – ${business}`)
  const lines = {
    greeting: words.greeting(name),
    confirmed: words.confirmed(moved, business),
    when: visitWhen(visit, site.hours, language),
    where: words.where(confirmationPlace(lead)),
    calendar: words.calendar,
    change: changeLine(site, language),
    signOff: words.signOff(business),
    business: businessLine(site),
  }
  const text = [lines.greeting, '', lines.confirmed, lines.when, lines.where, '', lines.calendar, '', lines.change, '', lines.signOff, lines.business, ''].join(
    '\n',
  )
  const html = `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:16px 12px;background:#ffffff">
<p style="${paragraph}">${escapeHtml(lines.greeting)}</p>
<p style="${paragraph}">${escapeHtml(lines.confirmed)}<br><strong>${escapeHtml(lines.when)}</strong><br>${escapeHtml(lines.where)}</p>
<p style="${paragraph}">${escapeHtml(lines.calendar)}</p>
<p style="${paragraph}">${words.change(`<a href="${escapeHtml(site.phone.href)}" style="color:${colors.primary}">${escapeHtml(words.call(site.phone.display))}</a>`)}</p>
<p style="${paragraph}">${escapeHtml(lines.signOff)}<br><span style="font-size:14px;color:${colors.muted}">${escapeHtml(lines.business)}</span></p>
</body></html>
`
  return {
    // One message per invitation: a retry is the same message, a change of slot a new one.
    ...homeownerMessage(lead, options, `visit-${visit.sequence}`, { subject, text, html }),
    attachments: [{ filename: 'visit.ics', content: visitCalendar(lead, visit, site), contentType: 'text/calendar; charset=utf-8; method=REQUEST' }],
  }
}

// The slot confirmed when the job runs, not when it was queued.
export function createVisitChannel(options: VisitInvitationOptions & { mailer: Mailer }): Deliver {
  return async (lead) => {
    if (!lead.visitSlot) throw new Error('no visit is confirmed for this lead')
    await options.mailer.send(visitInvitationMessage(lead, lead.visitSlot, options))
  }
}
