import { leadLimits } from './lead-rules.ts'
import type { LeadFormValues, LeadPayload } from './lead-schema.ts'
import { readUtm } from './utm.ts'

export function phoneForPayload(value: string): string {
  return value.replace(/\D/g, '').slice(0, leadLimits.phoneSentDigits)
}

export interface LeadContext {
  pageContext: string
  formType: string
  search: string
  now: Date
  submissionId: string
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
  }
}

// Both attempts carry it so a retried lead is stored once; randomUUID exists only on secure pages.
export function createSubmissionId(cryptoApi: Pick<Crypto, 'getRandomValues'> & Partial<Pick<Crypto, 'randomUUID'>> = crypto): string {
  if (typeof cryptoApi.randomUUID === 'function') return cryptoApi.randomUUID()
  const bytes = cryptoApi.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
