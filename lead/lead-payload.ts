import { leadLimits } from './lead-rules.ts'
import type { LeadFormValues, LeadPayload } from './lead-schema.ts'
import { readUtm } from './utm.ts'

/** The phone as it is sent: digits only, at most fifteen. */
export function phoneForPayload(value: string): string {
  return value.replace(/\D/g, '').slice(0, leadLimits.phoneSentDigits)
}

/** Where and when a lead was sent from: the parts of the payload the visitor did not type. */
export interface LeadContext {
  /** The form's `pageContext`, sent as `page`. */
  pageContext: string
  /** The form's `formType`, sent as `form_type`. */
  formType: string
  /** The page address's query string, for the UTM parameters. */
  search: string
  now: Date
  submissionId: string
}

/**
 * The body of the lead submission: the validated fields plus what spec section 3 adds on send.
 * The browser builds it for its JSON post and the collector for a form's native post.
 */
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
  }
}

/**
 * A random UUID (v4) naming one submission; both attempts carry it so the collector stores a
 * retried lead once. `crypto.randomUUID` exists only on secure pages, hence the fallback.
 */
export function createSubmissionId(cryptoApi: Pick<Crypto, 'getRandomValues'> & Partial<Pick<Crypto, 'randomUUID'>> = crypto): string {
  if (typeof cryptoApi.randomUUID === 'function') return cryptoApi.randomUUID()
  const bytes = cryptoApi.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
