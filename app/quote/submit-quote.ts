import { buildLeadPayload, createSubmissionId } from '../../lead/lead-payload.ts'
import type { LeadFormValues, LeadPayload } from '../../lead/lead-schema.ts'
import type { QuoteFormConfig } from '../content/types.ts'
import { site } from '../site-config.ts'
import { trackLeadSubmit } from './analytics.ts'
import { quoteFormText } from './quote-form-text.ts'
import { LeadConflictError, LeadLimitError, sendLead, type LeadReply } from './send-lead.ts'

export interface SubmitQuoteOptions {
  send?: (payload: LeadPayload) => Promise<LeadReply>
  newId?: () => string
}

/**
 * One submission of a quote form: builds the payload (with a fresh submission id that both
 * attempts share), sends it, and reports the lead to analytics once it has arrived. When the
 * collector answers that the id already names another request (409), the same request goes
 * once more under a new id: it is a new request, and it must not be lost.
 */
export async function submitQuote(
  values: LeadFormValues,
  form: Pick<QuoteFormConfig, 'pageContext' | 'formType'>,
  { send = (payload) => sendLead(payload, site.lead), newId = createSubmissionId }: SubmitQuoteOptions = {},
): Promise<LeadPayload> {
  let payload = buildLeadPayload(values, {
    pageContext: form.pageContext,
    formType: form.formType,
    search: window.location.search,
    now: new Date(),
    submissionId: newId(),
  })
  try {
    await send(payload)
  } catch (error) {
    if (!(error instanceof LeadConflictError)) throw error
    payload = { ...payload, submissionId: newId() }
    await send(payload)
  }
  trackLeadSubmit(payload)
  return payload
}

/** "a minute", "5 minutes", "2 hours": how long to wait, rounded up. */
function waitText(seconds: number): string {
  if (seconds <= 60) return 'a minute'
  if (seconds < 3600) return `${Math.ceil(seconds / 60)} minutes`
  const hours = Math.ceil(seconds / 3600)
  return hours === 1 ? 'an hour' : `${hours} hours`
}

/** What the form says when a submission failed: when to try again if the collector is busy, else to call. */
export function failureDescription(error: unknown, phone: string): string {
  if (error instanceof LeadLimitError) return quoteFormText.busyDescription(waitText(error.retryAfterSeconds ?? 60), phone)
  return quoteFormText.errorDescription(phone)
}
