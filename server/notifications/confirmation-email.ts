import { describeEstimate } from '#lead/estimate-summary.ts'
import type { SiteConfig } from '#config/site-config.ts'
import { estimateSchema } from '#lead/estimate.ts'
import { serviceOptions } from '#lead/service-options.ts'
import { addDays, businessDayOf, businessTimeZone, weekdayOf } from '#lead/business-calendar.ts'
import { nextClosing, nextOpening, weekdays, type OpeningHours } from '../business-hours.ts'
import { formatPhone } from '../phone-number.ts'
import type { LeadRecord } from '../storage/lead-repository.ts'
import { escapeHtml, type LeadEmailContent } from './lead-email.ts'
import { leadMessageId } from './mail-files.ts'

/**
 * The e-mail the homeowner gets after a genuine lead is accepted: we have your request, who
 * calls and when, what you asked for, how to reach us now.
 *
 * The recipient is whatever address the form was given, so anyone can make us write to a
 * stranger. What keeps that from being useful to a spammer is that nothing they typed reaches
 * the message as they typed it:
 * - the first name only, letters (and space, apostrophe, hyphen, period) only, at most 50
 *   characters and three words, and left out when it looks like a link or a phrase;
 * - services as the labels of the fixed list, the estimate only when it is a valid estimate
 *   (its lines are built from fixed labels and numbers);
 * - of the address, only the city when it reads as a plain place name (letters, up to four
 *   words), the two-letter state and the ZIP code. The street and the typed address line are
 *   free text and are never shown: the homeowner knows where they live, the owner's copy has it;
 * - never the last name, the project details, the phone or the page.
 * The subject and every sentence come from the wording (configuration), never from the lead.
 */

/**
 * Every phrase of the confirmation, so the server can take them from configuration. {business}
 * and {phone} work in the subject, greeting, received, promise, call, text and signOff; the other
 * placeholders are noted where they work. A placeholder not known there is left as written.
 */
export interface ConfirmationWording {
  /** Fixed text, never the visitor's. Placeholder: {business}. */
  subject: string
  /** Placeholder: {firstName}, the cleaned first name. */
  greeting: string
  /** When the first name cannot be shown safely. */
  greetingWithoutName: string
  /** Placeholder: {business}. */
  received: string
  /** Who contacts them and when. Placeholder: {when}, one of the four phrases below. */
  promise: string
  /** Open now, with at least an hour left before closing. */
  withinTheHour: string
  /** Closed now, opening later today. Placeholder: {time}, "7 AM". */
  byTimeToday: string
  /** Placeholder: {time}. */
  byTimeTomorrow: string
  /** Placeholders: {time}, {day} ("Monday"). */
  byTimeOnDay: string
  summaryHeading: string
  servicesLabel: string
  placeLabel: string
  /** After the estimate's lines. */
  estimateNote: string
  reachHeading: string
  /** Placeholder: {phone}. */
  call: string
  /** Placeholder: {phone}. */
  text: string
  /** The privacy page's link text. */
  privacy: string
  /** For a stranger whose address someone else typed. */
  notYou: string
  /** Placeholder: {business}. */
  signOff: string
}

export const defaultConfirmationWording: ConfirmationWording = {
  subject: 'We got your fence quote request – {business}',
  greeting: 'Hi {firstName},',
  greetingWithoutName: 'Hi there,',
  received: 'Thank you for reaching out to {business}. We got your quote request.',
  promise: 'Someone from our family team will call or text you {when} to talk about your project and set up your free on-site estimate.',
  withinTheHour: 'within the hour',
  byTimeToday: 'by {time} today',
  byTimeTomorrow: 'by {time} tomorrow',
  byTimeOnDay: 'by {time} {day}',
  summaryHeading: 'What you asked for',
  servicesLabel: 'Services',
  placeLabel: 'Where',
  estimateNote: 'An estimate, not a quote: your written quote after the free on-site visit is the price.',
  reachHeading: 'Need us sooner?',
  call: 'Call {phone}',
  text: 'Text {phone}',
  privacy: 'How we use and protect your information',
  notYou: "Didn't ask for a quote? Someone may have typed your e-mail address by mistake: you can ignore this message.",
  signOff: 'The {business} team',
}

export interface ConfirmationOptions {
  site: Pick<SiteConfig, 'businessName' | 'siteUrl' | 'phone' | 'hours'>
  from: string
  replyTo: string
  /** Phrases to use instead of the defaults (from configuration). */
  wording?: Partial<ConfirmationWording>
  /** When the message is built: decides the promise. */
  now: Date
  /** The opening hours the promise is computed from; the site's by default. */
  hours?: OpeningHours
}

/**
 * An e-mail to the homeowner (the confirmation, the visit invitation), ready for the mailer: to the
 * address the form was given, with a Message-ID per lead and `part`, so a retry is the same message.
 */
export function homeownerMessage(
  lead: Pick<LeadRecord, 'id' | 'email'>,
  options: { from: string; replyTo: string; site: Pick<SiteConfig, 'siteUrl'> },
  part: string,
  content: LeadEmailContent,
) {
  return {
    from: options.from,
    to: lead.email,
    replyTo: options.replyTo,
    ...content,
    messageId: leadMessageId(options.site.siteUrl, lead.id, part),
    // RFC 3834: sent by a machine, so vacation responders and auto-replies stay quiet.
    headers: { 'X-Lead-Id': lead.id, 'Auto-Submitted': 'auto-generated' },
  }
}

/** "Within the hour" is promised only when that hour fits before closing: at 5:30 PM the honest answer is tomorrow. */
export const promiseWindowMs = 60 * 60_000

const clockTime = new Intl.DateTimeFormat('en-US', { timeZone: businessTimeZone, hourCycle: 'h23', hour: '2-digit', minute: '2-digit' })

/** "8 AM", "7:30 AM", "12 PM" on the clock in Celina. Built by hand: ICU puts a narrow no-break space before AM. */
export function formatClockTime(at: Date): string {
  const parts = Object.fromEntries(clockTime.formatToParts(at).map((part) => [part.type, part.value]))
  const hour = Number(parts.hour)
  const minute = Number(parts.minute)
  const twelve = hour % 12 === 0 ? 12 : hour % 12
  return `${twelve}${minute ? `:${String(minute).padStart(2, '0')}` : ''} ${hour < 12 ? 'AM' : 'PM'}`
}

/** `{name}` → its value; a placeholder the wording does not know stays as written. */
function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => values[name] ?? placeholder)
}

/** Configuration text in a header: one line, no control characters. */
function headerLine(value: string): string {
  return value
    .replace(/\p{Cc}+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * When someone will contact the homeowner, from the business hours: "within the hour" while
 * open (with the hour before closing), otherwise "by 7 AM today", "by 8 AM tomorrow" or
 * "by 7 AM Monday" from the next opening.
 */
export function contactPromise(now: Date, hours: OpeningHours, wording: ConfirmationWording = defaultConfirmationWording): string {
  const closes = nextClosing(now, hours)
  if (closes === null || closes.getTime() - now.getTime() >= promiseWindowMs) return wording.withinTheHour
  const opening = nextOpening(closes, hours)
  const today = businessDayOf(now)
  const openingDay = businessDayOf(opening)
  const values = { time: formatClockTime(opening), day: weekdays[weekdayOf(openingDay)]! }
  if (openingDay === today) return fill(wording.byTimeToday, values)
  if (openingDay === addDays(today, 1)) return fill(wording.byTimeTomorrow, values)
  return fill(wording.byTimeOnDay, values)
}

/**
 * The `{when}` a confirmation built with these options promises ("by 7 AM today"): its wording
 * and hours over the defaults. The owner's e-mail states the same, so both read it from here.
 */
export function confirmationPromise(options: Pick<ConfirmationOptions, 'site' | 'wording' | 'hours' | 'now'>): string {
  return contactPromise(options.now, options.hours ?? options.site.hours, wordingOf(options))
}

/** The configured phrases over the defaults. */
function wordingOf(options: Pick<ConfirmationOptions, 'wording'>): ConfirmationWording {
  return { ...defaultConfirmationWording, ...options.wording }
}

const nameMaxLength = 50
/** "example.com", "http.evil": a period between letters followed by two more letters reads as a web address. */
const looksLikeAddress = /[\p{L}\p{M}]\.[\p{L}\p{M}]{2,}/u

/** A period between words, spaced or not ("evil. com", "Go now.Cheap"); an initial ("J. R. Ewing") is one letter. */
const dotBetweenWords = /[\p{L}\p{M}]{2}\.\s*[\p{L}\p{M}]{2}/u

/**
 * Whether a typed first name reads as a link or a message rather than a name: a digit, `@` or
 * `://`, a web address or a period between words, or a word of three or more hyphenated parts
 * ("cheap-fence-deals"). Checked before anything is taken out too, so "evil.c0m" is not "evil.cm".
 */
export function looksLikeLinkOrPhrase(firstName: string): boolean {
  return /\p{Nd}|@|:\/\//u.test(firstName) || looksLikeAddress.test(firstName) || dotBetweenWords.test(firstName) || /-[^\s-]*-/.test(firstName)
}

/**
 * The first name as the greeting may show it, or null when it cannot be shown safely: only
 * letters, spaces, apostrophes, hyphens and periods, at most 50 characters and three words,
 * and nothing that looks like a link or a phrase (looksLikeLinkOrPhrase). Someone typing a
 * message or a link as a "name" gets "Hi there,".
 */
export function greetingName(firstName: string): string | null {
  if (looksLikeLinkOrPhrase(firstName)) return null
  const letters = firstName
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .replace(/[^\p{L}\p{M} '’.-]+/gu, '')
  const name = Array.from(letters.replace(/ {2,}/g, ' ').trim()).slice(0, nameMaxLength).join('').trim()
  if (!/\p{L}/u.test(name) || name.split(' ').length > 3 || looksLikeLinkOrPhrase(name)) return null
  return name
}

/** A city as address search names it: "Celina", "Little Elm", "St. Paul", "Coeur d'Alene". */
const plainCity = /^\p{L}[\p{L}\p{M} '’.-]{0,39}$/u

/**
 * Where the fence goes, as much as can be shown without echoing typed text: the city (when it
 * is a plain place name of up to four words), the state (two capitals) and the ZIP code. null
 * when neither a city nor a ZIP code passes.
 */
export function confirmationPlace(lead: Pick<LeadRecord, 'city' | 'state' | 'zipCode'>): string | null {
  const cityText = lead.city.trim().replace(/\s+/g, ' ')
  const city = plainCity.test(cityText) && cityText.split(' ').length <= 4 && !looksLikeAddress.test(cityText) ? cityText : ''
  const state = /^[A-Z]{2}$/.test(lead.state.trim()) ? lead.state.trim() : ''
  const zip = /^\d{5}(?:-\d{4})?$/.test(lead.zipCode.trim()) ? lead.zipCode.trim() : ''
  if (!city && !zip) return null
  return [city, [state, zip].filter(Boolean).join(' ')].filter(Boolean).join(', ')
}

/** Labels of the fixed service list; a value not on it (never from a genuine lead) is left out, not echoed. */
function serviceLabels(services: readonly string[]): string[] {
  return services.flatMap((value) => serviceOptions.find((option) => option.value === value)?.label ?? [])
}

/** The homeowner's e-mails' palette and body text (the visit invitation wears them too). */
export const colors = { text: '#1c2420', muted: '#545d58', primary: '#1f4d3a', cta: '#b4470f', page: '#f3f1ec', line: '#e5e0d6' }
const font = 'font-family:Arial,Helvetica,sans-serif'
export const paragraph = `margin:0 0 16px;${font};font-size:16px;line-height:24px;color:${colors.text}`
const button = (background: string) =>
  `display:block;background:${background};color:#ffffff;${font};font-size:17px;font-weight:700;line-height:22px;text-align:center;text-decoration:none;padding:13px 16px;border-radius:6px`

/**
 * The confirmation for one lead, in plain text and HTML. The HTML is one column, at most 600 px
 * wide, inline styles only and no images, so it reads the same on a phone, in a desktop client
 * and with images off. Every value in it is escaped, configuration included.
 */
export function confirmationMessage(lead: LeadRecord, options: ConfirmationOptions) {
  const { site } = options
  const wording = wordingOf(options)
  const business = site.businessName
  const name = greetingName(lead.firstName)
  const phone = site.phone.display
  const smsPhone = formatPhone(site.phone.sms.replace(/\D/g, ''))
  const privacyUrl = `${site.siteUrl}/privacy`

  // {business} and {phone} work in every phrase; {firstName} only in the greeting.
  const common = { business, phone }
  const greeting = fill(name ? wording.greeting : wording.greetingWithoutName, { ...common, firstName: name ?? '' })
  const received = fill(wording.received, common)
  const promise = fill(wording.promise, { ...common, when: confirmationPromise(options) })
  const services = serviceLabels(lead.services)
  const place = confirmationPlace(lead)
  const summary: Array<[label: string, value: string]> = []
  if (services.length) summary.push([wording.servicesLabel, services.join(', ')])
  if (place) summary.push([wording.placeLabel, place])
  const estimate = lead.estimate && estimateSchema.safeParse(lead.estimate).success ? describeEstimate(lead.estimate) : []
  const call = fill(wording.call, common)
  const text = fill(wording.text, { ...common, phone: smsPhone })
  const signOff = fill(wording.signOff, common)
  const subject = headerLine(fill(wording.subject, common))

  const textPart = [
    greeting,
    '',
    received,
    '',
    promise,
    '',
    ...(summary.length || estimate.length
      ? [
          wording.summaryHeading,
          ...summary.map(([label, value]) => `${label}: ${value}`),
          ...(estimate.length ? ['', ...estimate, wording.estimateNote] : []),
          '',
        ]
      : []),
    wording.reachHeading,
    // Phones link the number itself; clients that link URIs make these tappable too.
    `${call}: ${site.phone.href}`,
    `${text}: ${site.phone.sms}`,
    '',
    `${wording.privacy}: ${privacyUrl}`,
    '',
    wording.notYou,
    '',
    signOff,
    '',
  ].join('\n')

  const small = `margin:0 0 12px;${font};font-size:14px;line-height:20px;color:${colors.muted}`
  const heading = `margin:24px 0 8px;${font};font-size:18px;line-height:24px;color:${colors.primary}`
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background:${colors.page}">
<div style="display:none;max-height:0;overflow:hidden;mso-hide:all">${escapeHtml(promise)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${colors.page}">
<tr><td align="center" style="padding:16px 8px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background:#ffffff;border:1px solid ${colors.line};border-radius:8px">
<tr><td style="padding:24px 20px">
<p style="margin:0 0 20px;${font};font-size:15px;font-weight:700;color:${colors.primary}">${escapeHtml(business)}</p>
<p style="${paragraph}">${escapeHtml(greeting)}</p>
<p style="${paragraph}">${escapeHtml(received)}</p>
<p style="${paragraph};font-weight:700">${escapeHtml(promise)}</p>
${
  summary.length || estimate.length
    ? `<h2 style="${heading}">${escapeHtml(wording.summaryHeading)}</h2>
${summary.map(([label, value]) => `<p style="${paragraph};margin-bottom:8px"><strong>${escapeHtml(label)}:</strong> ${escapeHtml(value)}</p>`).join('\n')}
${estimate.length ? `<p style="${paragraph};margin-top:16px;margin-bottom:8px">${estimate.map(escapeHtml).join('<br>')}</p>\n<p style="${small}">${escapeHtml(wording.estimateNote)}</p>\n` : ''}`
    : ''
}<h2 style="${heading}">${escapeHtml(wording.reachHeading)}</h2>
<p style="margin:0 0 12px"><a href="${escapeHtml(site.phone.href)}" style="${button(colors.cta)}">${escapeHtml(call)}</a></p>
<p style="margin:0 0 24px"><a href="${escapeHtml(site.phone.sms)}" style="${button(colors.primary)}">${escapeHtml(text)}</a></p>
<p style="${small}"><a href="${escapeHtml(privacyUrl)}" style="color:${colors.primary}">${escapeHtml(wording.privacy)}</a></p>
<p style="${small}">${escapeHtml(wording.notYou)}</p>
<p style="${paragraph};margin:16px 0 0">${escapeHtml(signOff)}</p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`

  const message = homeownerMessage(lead, options, 'confirmation', { subject, text: textPart, html })
  // Exchange's auto-replies heed this header too.
  return { ...message, headers: { ...message.headers, 'X-Auto-Response-Suppress': 'All' } }
}
