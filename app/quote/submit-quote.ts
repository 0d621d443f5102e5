import { buildLeadPayload, createSubmissionId } from '#lead/lead-payload.ts'
import type { LeadLanguage } from '#lead/languages.ts'
import type { LeadFormValues, LeadPayload } from '#lead/lead-schema.ts'
import { browserSite } from '../site-config.ts'
import { trackLeadSubmit } from './analytics.ts'
import type { QuoteFormConfig } from './quote-form-config.ts'
import { quoteFormText, type QuoteFormText } from './quote-form-text.ts'
import { isFinalError, LeadConflictError, LeadLimitError, LeadRefusedError, sendLead, type LeadReply, type OutgoingPhoto } from './send-lead.ts'

export interface SubmitQuoteOptions {
  photos?: readonly OutgoingPhoto[]
  send?: (payload: LeadPayload, photos: readonly OutgoingPhoto[]) => Promise<LeadReply>
  newId?: () => string
  /** The page's: the collector tells the lead's problems in it and stores it with the lead. */
  language?: LeadLanguage
}

/**
 * One submission, reported to analytics once it arrived. A 409 (the id names another request) goes again under a new id: a new
 * request must not be lost. If the lead cannot get through with its photos, it goes alone: a photo never costs the lead.
 */
export async function submitQuote(
  values: LeadFormValues,
  form: Pick<QuoteFormConfig, 'pageContext' | 'formType'>,
  {
    photos = [],
    send = (payload, picked) => sendLead(payload, browserSite.lead, { photos: picked }),
    newId = createSubmissionId,
    language = 'en',
  }: SubmitQuoteOptions = {},
) {
  let withPhotos = photos.length > 0
  const sendOnce = async (payload: LeadPayload) => {
    if (!withPhotos) return send(payload, [])
    try {
      return await send(payload, photos)
    } catch (error) {
      if (isFinalError(error)) throw error
      withPhotos = false
      return send(payload, [])
    }
  }
  let payload = buildLeadPayload(values, {
    pageContext: form.pageContext,
    formType: form.formType,
    search: window.location.search,
    now: new Date(),
    submissionId: newId(),
    language,
  })
  let reply: LeadReply
  try {
    reply = await sendOnce(payload)
  } catch (error) {
    if (!(error instanceof LeadConflictError)) throw error
    payload = { ...payload, submissionId: newId() }
    reply = await sendOnce(payload)
  }
  trackLeadSubmit(payload)
  // Photos were picked but did not go, or the collector stored the lead without them (busy, over a budget).
  return { payload, photosLost: photos.length > 0 && (!withPhotos || reply.photosLost === true) }
}

/** "a minute", "5 minutes", "2 hours": how long to wait, rounded up. */
function waitText(seconds: number, { wait }: QuoteFormText): string {
  if (seconds <= 60) return wait.minute
  if (seconds < 3600) return wait.minutes(Math.ceil(seconds / 60))
  const hours = Math.ceil(seconds / 3600)
  return hours === 1 ? wait.hour : wait.hours(hours)
}

/** What the form says when a submission failed: the collector's reason for a refused photo, when to try again when it is busy, else to call. */
export function failureDescription(error: unknown, phone: string, language: LeadLanguage = 'en'): string {
  const text = quoteFormText[language]
  if (error instanceof LeadRefusedError) return error.message
  if (error instanceof LeadLimitError) return text.busyDescription(waitText(error.retryAfterSeconds ?? 60, text), phone)
  return text.errorDescription(phone)
}
