import { buildLeadPayload, createSubmissionId } from '../../lead/lead-payload.ts'
import type { LeadFormValues, LeadPayload } from '../../lead/lead-schema.ts'
import type { QuoteFormConfig } from '../content/types.ts'
import { site } from '../site-config.ts'
import { trackLeadSubmit } from './analytics.ts'
import { sendLead } from './send-lead.ts'

/**
 * One submission of a quote form: builds the payload (with a fresh submission id that both
 * attempts share), sends it, and reports the lead to analytics once it has arrived.
 */
export async function submitQuote(values: LeadFormValues, form: Pick<QuoteFormConfig, 'pageContext' | 'formType'>): Promise<LeadPayload> {
  const payload = buildLeadPayload(values, {
    pageContext: form.pageContext,
    formType: form.formType,
    search: window.location.search,
    now: new Date(),
    submissionId: createSubmissionId(),
  })
  await sendLead(payload, site.lead)
  trackLeadSubmit(payload)
  return payload
}
