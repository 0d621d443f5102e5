import { buildLeadPayload, createSubmissionId } from '#lead/lead-payload.ts'
import type { LeadFormValues, LeadPayload } from '#lead/lead-schema.ts'
import type { QuoteFormConfig } from '../content/types.ts'
import { browserSite } from '../site-config.ts'
import { trackLeadSubmit } from './analytics.ts'
import { quoteFormText } from './quote-form-text.ts'
import { photosInInput } from './photos-in-input.ts'
import { photosOf } from './photo-registry.ts'
import { LeadRefusedError, sendLeadWithPhotos, type OutgoingPhoto } from './send-lead-with-photos.ts'
import { LeadConflictError, LeadLimitError, sendLead, type LeadReply } from './send-lead.ts'

export interface SubmitQuoteOptions {
  send?: (payload: LeadPayload) => Promise<LeadReply>
  newId?: () => string
  /** The form: its photos, once resized, go with the lead in one request (send-lead-with-photos.ts), their progress shown, and are forgotten after a success. */
  formElement?: HTMLFormElement | null
  sendWithPhotos?: (payload: LeadPayload, photos: readonly OutgoingPhoto[]) => Promise<LeadReply>
}

/** What was sent: the payload, and whether photos were picked but the lead had to go without them (the thank-you panel says so). */
export interface SubmittedQuote {
  payload: LeadPayload
  photosLost: boolean
}

/**
 * One submission of a quote form: builds the payload (with a fresh submission id that both
 * attempts share), sends it, and reports the lead to analytics once it has arrived. When the
 * collector answers that the id already names another request (409), the same request goes
 * once more under a new id: it is a new request, and it must not be lost. With photos, the lead
 * and the photos go in one request; when that cannot get through (the network, a time-out, the
 * collector failing), the lead goes alone under the same id, so a photo never costs the lead.
 */
export async function submitQuote(
  values: LeadFormValues,
  form: Pick<QuoteFormConfig, 'pageContext' | 'formType'>,
  { send: sendAlone = (payload) => sendLead(payload, browserSite.lead), newId = createSubmissionId, formElement, sendWithPhotos }: SubmitQuoteOptions = {},
): Promise<SubmittedQuote> {
  const field = photosOf(formElement)
  const sendPhotos =
    sendWithPhotos ?? ((payload, picked) => sendLeadWithPhotos(payload, picked, browserSite.lead, { onProgress: (sent) => field?.setSent(sent) }))
  const photos = field ? await field.settled() : formElement ? await photosInInput(formElement) : []
  let withPhotos = photos.length > 0
  const send = async (payload: LeadPayload) => {
    if (!withPhotos) return sendAlone(payload)
    try {
      return await sendPhotos(payload, photos)
    } catch (error) {
      if (error instanceof LeadConflictError || error instanceof LeadLimitError || error instanceof LeadRefusedError) throw error
      withPhotos = false
      return sendAlone(payload)
    }
  }
  let payload = buildLeadPayload(values, {
    pageContext: form.pageContext,
    formType: form.formType,
    search: window.location.search,
    now: new Date(),
    submissionId: newId(),
  })
  let reply: LeadReply
  try {
    reply = await send(payload)
  } catch (error) {
    if (!(error instanceof LeadConflictError)) throw error
    payload = { ...payload, submissionId: newId() }
    reply = await send(payload)
  }
  trackLeadSubmit(payload)
  field?.clear()
  // The collector may store the lead without its photos (busy, over a budget): it says so in its reply.
  return { payload, photosLost: photos.length > 0 && (!withPhotos || reply.photosLost === true) }
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
  // A photo the collector refused: its own words say which and why.
  if (error instanceof LeadRefusedError) return error.message
  if (error instanceof LeadLimitError) return quoteFormText.busyDescription(waitText(error.retryAfterSeconds ?? 60), phone)
  return quoteFormText.errorDescription(phone)
}
