import { addDays, businessDayOf } from '#lead/business-calendar.ts'
import { describeEstimate } from '#lead/estimate-summary.ts'
import { sitePaths } from '#app/lib/site-paths.ts'
import type { SiteConfig } from '#config/site-config.ts'
import { estimateSchema } from '#lead/estimate.ts'
import { isServiceValue, serviceLabelIn } from '#lead/service-options.ts'
import { nextClosing, nextOpening, type OpeningHours } from '../business-hours.ts'
import { formatClockTime } from '../business-time.ts'
import { formatPhone } from '../phone-number.ts'
import type { LeadRecord, OutboxJob } from '../storage/lead-repository.ts'
import { confirmationWordingFor, defaultConfirmationWording, fill, type ConfirmationWording } from './confirmation-wording.ts'
import { dateFormats, type LeadLanguage } from '#lead/languages.ts'
import { colors, confirmationPlace, font, greetingName, homeownerMessage, paragraph } from './homeowner-email.ts'
import { escapeHtml, headerText } from './lead-email.ts'

// Anyone can make us write to any address, so nothing a spammer types reaches it as typed: only a checked first name, fixed
// service labels, a valid estimate, a plain city, state and ZIP; never the street, last name, details, phone or page.

export interface ConfirmationOptions {
  site: Pick<SiteConfig, 'businessName' | 'siteUrl' | 'phone' | 'hours'>
  from: string
  replyTo: string
  wording?: Partial<ConfirmationWording>
  now: Date
  /** The homeowner's private status page. */
  statusUrl?: string
}

// At 5:30 PM the honest answer is tomorrow.
const promiseWindowMs = 60 * 60_000

const dayNames = dateFormats({ weekday: 'long' })

export function contactPromise(
  now: Date,
  hours: OpeningHours,
  wording: ConfirmationWording = defaultConfirmationWording,
  language: LeadLanguage = 'en',
): string {
  const closes = nextClosing(now, hours)
  if (closes === null || closes.getTime() - now.getTime() >= promiseWindowMs) return wording.withinTheHour
  const opening = nextOpening(closes, hours)
  const today = businessDayOf(now)
  const openingDay = businessDayOf(opening)
  const day = dayNames[language].format(new Date(`${openingDay}T12:00:00Z`))
  const values = { time: formatClockTime(opening), day }
  if (openingDay === today) return fill(wording.byTimeToday, values)
  if (openingDay === addDays(today, 1)) return fill(wording.byTimeTomorrow, values)
  return fill(wording.byTimeOnDay, values)
}

export type CustomerPromise = (lead: LeadRecord, job: OutboxJob) => Promise<string | undefined>

// The owner's e-mail states the same promise. A pending confirmation is usually claimed in that e-mail's batch, so its claim time is the best guess.
export function customerPromise(
  confirmation: Pick<ConfirmationOptions, 'site' | 'wording'>,
  jobsOf: (leadId: string) => Promise<readonly OutboxJob[]>,
): CustomerPromise {
  // In English for the owner; a Spanish lead was promised the default phrases, which the owner's wording does not change.
  const wording = { en: confirmationWordingFor('en', confirmation.wording), es: confirmationWordingFor('en') }
  return async (lead, job) => {
    const sent = (await jobsOf(lead.id)).find((other) => other.channel === 'confirmation')
    if (!sent || sent.status === 'dead') return undefined
    return contactPromise(sent.status === 'done' ? sent.updatedAt : job.updatedAt, confirmation.site.hours, wording[lead.language])
  }
}

// A value not on the fixed list is left out, not echoed.
export function serviceLabels(services: readonly string[], language: LeadLanguage = 'en'): string[] {
  return services.filter(isServiceValue).map(serviceLabelIn(language))
}

const button = (background: string) =>
  `display:block;background:${background};color:#ffffff;${font};font-size:17px;font-weight:700;line-height:22px;text-align:center;text-decoration:none;padding:13px 16px;border-radius:6px`

// One column, inline styles, no images: it reads the same on a phone and with images off.
export function confirmationMessage(lead: LeadRecord, options: ConfirmationOptions) {
  const { site } = options
  const wording = confirmationWordingFor(lead.language, options.wording)
  const business = site.businessName
  const name = greetingName(lead.firstName)
  const phone = site.phone.display
  const smsPhone = formatPhone(site.phone.sms.replace(/\D/g, ''))
  const privacyUrl = `${site.siteUrl}${sitePaths.privacy[lead.language]}`

  const common = { business, phone }
  const greeting = fill(name ? wording.greeting : wording.greetingWithoutName, { ...common, firstName: name ?? '' })
  const received = fill(wording.received, common)
  const promise = fill(wording.promise, { ...common, when: contactPromise(options.now, site.hours, wording, lead.language) })
  const services = serviceLabels(lead.services, lead.language)
  const place = confirmationPlace(lead)
  const summary: Array<[label: string, value: string]> = []
  if (services.length) summary.push([wording.servicesLabel, services.join(', ')])
  if (place) summary.push([wording.placeLabel, place])
  const estimate = lead.estimate && estimateSchema.safeParse(lead.estimate).success ? describeEstimate(lead.estimate, lead.language) : []
  const call = fill(wording.call, common)
  const text = fill(wording.text, { ...common, phone: smsPhone })
  const signOff = fill(wording.signOff, common)
  const subject = headerText(fill(wording.subject, common))

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
    ...(options.statusUrl ? [`${wording.status}: ${options.statusUrl}`, ''] : []),
    wording.reachHeading,
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
<html lang="${lead.language}">
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
}${options.statusUrl ? `<p style="${paragraph};margin-top:16px"><a href="${escapeHtml(options.statusUrl)}" style="color:${colors.primary};font-weight:700">${escapeHtml(wording.status)}</a></p>\n` : ''}<h2 style="${heading}">${escapeHtml(wording.reachHeading)}</h2>
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
