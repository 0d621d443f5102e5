import type { LeadLanguage } from './languages.ts'
import { leadLimits } from './lead-rules.ts'
import type { LeadFormValues, LeadPayload } from './lead-schema.ts'

export function phoneForPayload(value: string): string {
  return value.replace(/\D/g, '').slice(0, leadLimits.phoneSentDigits)
}

export function readUtm(search: string) {
  const params = new URLSearchParams(search)
  const read = (name: string) => params.get(name)?.trim() || null
  return { source: read('utm_source'), medium: read('utm_medium'), campaign: read('utm_campaign') }
}

export interface LeadContext {
  pageContext: string
  formType: string
  search: string
  now: Date
  submissionId: string
  /** The page's language; a lead without one reads as English. */
  language?: LeadLanguage
}

// Built by the browser for its JSON post and by the collector for a form's native post.
export function buildLeadPayload(values: LeadFormValues, context: LeadContext): LeadPayload {
  return {
    ...values,
    phone: phoneForPayload(values.phone),
    fullName: `${values.firstName} ${values.lastName}`.trim(),
    services_needed: values.servicesNeeded.join(', '),
    timestamp: context.now.toISOString(),
    page: context.pageContext,
    form_type: context.formType,
    utm: readUtm(context.search),
    submissionId: context.submissionId,
    ...(context.language && { language: context.language }),
  }
}

// Both attempts carry it so a retried lead is stored once; randomUUID exists only on secure pages.
export function createSubmissionId(cryptoApi: Pick<Crypto, 'getRandomValues'> & Partial<Pick<Crypto, 'randomUUID'>> = crypto): string {
  if (typeof cryptoApi.randomUUID === 'function') return cryptoApi.randomUUID()
  return uuidOf(cryptoApi.getRandomValues(new Uint8Array(16)), 4)
}

// The first 16 bytes as a UUID of this version (4: random, 8: made from a hash), its variant bits set.
export function uuidOf(bytes: Uint8Array, version: 4 | 8): string {
  const hex = Array.from(bytes.subarray(0, 16), (byte) => byte.toString(16).padStart(2, '0')).join('')
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${version}${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}
