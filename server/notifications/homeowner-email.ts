import type { SiteConfig } from '#config/site-config.ts'
import type { LeadRecord } from '../storage/lead-repository.ts'
import { leadMessageId } from './mail-files.ts'

// Anyone can type the address these e-mails go to, so they show as little of the visitor's typing as possible.

// Per lead and `part`, so a retry is the same message.
export function homeownerMessage(
  lead: Pick<LeadRecord, 'id' | 'email'>,
  options: { from: string; replyTo: string; site: Pick<SiteConfig, 'siteUrl'> },
  part: string,
  content: { subject: string; text: string; html: string },
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

export const colors = { text: '#1c2420', muted: '#545d58', primary: '#1f4d3a', cta: '#b4470f', page: '#f3f1ec', line: '#e5e0d6' }
export const font = 'font-family:Arial,Helvetica,sans-serif'
export const paragraph = `margin:0 0 16px;${font};font-size:16px;line-height:24px;color:${colors.text}`

const nameMaxLength = 50
// A period between letters followed by two more letters reads as a web address.
const looksLikeAddress = /[\p{L}\p{M}]\.[\p{L}\p{M}]{2,}/u

// An initial ("J. R. Ewing") is one letter.
const dotBetweenWords = /[\p{L}\p{M}]{2}\.\s*[\p{L}\p{M}]{2}/u

// Checked before anything is taken out, so "evil.c0m" does not become "evil.cm".
export function looksLikeLinkOrPhrase(firstName: string): boolean {
  return /\p{Nd}|@|:\/\//u.test(firstName) || looksLikeAddress.test(firstName) || dotBetweenWords.test(firstName) || /-[^\s-]*-/.test(firstName)
}

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

const plainCity = /^\p{L}[\p{L}\p{M} '’.-]{0,39}$/u

export function confirmationPlace(lead: Pick<LeadRecord, 'city' | 'state' | 'zipCode'>): string | null {
  const cityText = lead.city.trim().replace(/\s+/g, ' ')
  const city = plainCity.test(cityText) && cityText.split(' ').length <= 4 && !looksLikeAddress.test(cityText) ? cityText : ''
  const state = /^[A-Z]{2}$/.test(lead.state.trim()) ? lead.state.trim() : ''
  const zip = /^\d{5}(?:-\d{4})?$/.test(lead.zipCode.trim()) ? lead.zipCode.trim() : ''
  if (!city && !zip) return null
  return [city, [state, zip].filter(Boolean).join(' ')].filter(Boolean).join(', ')
}
