import type { SiteConfig } from '#config/site-config.ts'
import type { LeadRecord } from '../storage/lead-repository.ts'
import type { LeadEmailContent } from './lead-email.ts'
import { leadMessageId } from './mail-files.ts'

/**
 * What every e-mail to the homeowner (the confirmation, the visit invitation) shares: the envelope,
 * the look, and the checks on what little of the visitor's typing it shows. Anyone can type the address.
 */

/** An e-mail to the homeowner, ready for the mailer, with a Message-ID per lead and `part`, so a retry is the same message. */
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

/** The homeowner's e-mails' palette and body text. */
export const colors = { text: '#1c2420', muted: '#545d58', primary: '#1f4d3a', cta: '#b4470f', page: '#f3f1ec', line: '#e5e0d6' }
export const font = 'font-family:Arial,Helvetica,sans-serif'
export const paragraph = `margin:0 0 16px;${font};font-size:16px;line-height:24px;color:${colors.text}`

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
