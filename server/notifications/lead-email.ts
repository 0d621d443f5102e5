import { describeEstimate } from '#lead/estimate-summary.ts'
import type { SiteConfig } from '#config/site-config.ts'
import { businessTimeZone } from '#lead/business-calendar.ts'
import { languageNote, withLanguageNote } from '#lead/languages.ts'
import { serviceLabel } from '#lead/service-options.ts'
import { describeVisitPreference } from '#lead/visit-time.ts'
import { formatPhone } from '../phone-number.ts'
import type { LeadRecord } from '../storage/lead-repository.ts'

// Built once: it is costly to create.
const receivedFormat = new Intl.DateTimeFormat('en-US', { timeZone: businessTimeZone, dateStyle: 'full', timeStyle: 'short' })

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => htmlEscapes[char]!)
}

export function headerText(value: string, max = 150): string {
  const line = value.replace(/[\p{Cc}\s]+/gu, ' ').trim()
  return line.length > max ? `${line.slice(0, max - 1)}…` : line
}

export function phoneHref(digits: string): string {
  return `tel:${digits.length === 10 ? `+1${digits}` : `+${digits}`}`
}

export const ownerCell = 'padding:6px 12px;border-bottom:1px solid #e5e7eb;vertical-align:top'

// Read on a phone: nothing has a fixed width and long words wrap.
export function ownerEmailHtml(parts: { title: string; heading: string; intro: string; action?: string; rows: string[]; after: string }): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${parts.title}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#111827;line-height:1.45;overflow-wrap:break-word;word-break:break-word">
<h1 style="font-size:20px;margin:0 0 4px">${parts.heading}</h1>
<p style="margin:0 0 16px;color:#4b5563">${parts.intro}</p>
${parts.action ? `<p style="margin:0 0 16px">${parts.action}</p>\n` : ''}<table style="border-collapse:collapse;font-size:15px">
${parts.rows.join('\n')}
</table>
${parts.after}</body></html>
`
}

type Row = [label: string, text: string, html?: string]

export interface LeadEmailContext {
  leadUrl: string
  photoCount?: number
  photosNotKept?: string
  promise?: string
}

// Photos are not attached: they stay private in the store.
export function buildLeadEmail(lead: LeadRecord, site: Pick<SiteConfig, 'businessName'>, context: LeadEmailContext) {
  const { leadUrl, photoCount = 0, photosNotKept } = context
  const promise = context.promise ? `Promise: contact ${context.promise}, as the customer's confirmation says.` : 'Promise: contact within 24 hours.'
  const services = lead.services.map(serviceLabel).join(', ')
  const campaign = [lead.utm.source, lead.utm.medium, lead.utm.campaign].filter(Boolean).join(' / ')
  const place = [lead.streetAddress, lead.city, [lead.state, lead.zipCode].filter(Boolean).join(' ')].filter(Boolean)
  const language = languageNote(lead.language)
  const photos = photoCount === 1 ? '1 photo' : `${photoCount} photos`
  const rows = (
    [
      ['Name', lead.fullName || `${lead.firstName} ${lead.lastName}`],
      language && ['Language', language],
      ['Phone', formatPhone(lead.phone), `<a href="${escapeHtml(phoneHref(lead.phone))}">${escapeHtml(formatPhone(lead.phone))}</a>`],
      ['E-mail', lead.email, `<a href="mailto:${escapeHtml(lead.email)}">${escapeHtml(lead.email)}</a>`],
      ['Services', services],
      ['Address', lead.address],
      place.length > 0 && ['Street, city, state', place.join(', ')],
      lead.visit && ['Preferred visit', describeVisitPreference(lead.visit)],
      ['Page', `${lead.page} (${lead.formType})`],
      campaign && ['Campaign', campaign],
      photoCount > 0 && ['Photos', `${photos}: ${leadUrl}`, `<a href="${escapeHtml(leadUrl)}">${escapeHtml(photos)}, in the inbox</a>`],
      photosNotKept && ['Photos not kept', `The customer sent photos we could not keep (${photosNotKept}). Ask them to text them.`],
      ['Received', receivedFormat.format(new Date(lead.receivedAt))],
      ['Lead id', lead.id],
    ] satisfies Array<Row | false | '' | null | undefined>
  ).filter((row) => !!row)
  const details = lead.projectDetails || '(none given)'
  const estimate = lead.estimate ? describeEstimate(lead.estimate) : []

  const text = [
    `New quote request from the ${site.businessName} website.`,
    promise,
    `Open it in the inbox: ${leadUrl}`,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    'Project details:',
    details,
    '',
    ...(estimate.length ? ['Fence cost estimate:', ...estimate, ''] : []),
  ].join('\n')

  const html = ownerEmailHtml({
    title: escapeHtml(headerText(`Quote request: ${lead.fullName}`)),
    heading: 'New quote request',
    intro: `From the ${escapeHtml(site.businessName)} website. ${escapeHtml(promise)}`,
    action: `<a href="${escapeHtml(leadUrl)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;font-weight:700;text-decoration:none;padding:10px 16px;border-radius:6px">Open it in the inbox</a>`,
    rows: rows.map(
      ([label, value, html]) =>
        `<tr><th scope="row" style="${ownerCell};text-align:left;color:#4b5563;font-weight:600">${escapeHtml(label)}</th><td style="${ownerCell}">${html ?? escapeHtml(value)}</td></tr>`,
    ),
    after: `<h2 style="font-size:16px;margin:20px 0 4px">Project details</h2>
<p style="margin:0;white-space:pre-wrap">${escapeHtml(details)}</p>
${estimate.length ? `<h2 style="font-size:16px;margin:20px 0 4px">Fence cost estimate</h2>\n<p style="margin:0">${estimate.map(escapeHtml).join('<br>')}</p>\n` : ''}`,
  })

  return {
    subject: headerText(withLanguageNote(`New quote request: ${lead.fullName || lead.firstName} – ${services || 'no service chosen'}`, lead.language)),
    text,
    html,
  }
}
