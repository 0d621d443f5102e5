/**
 * What a quote form posts natively (a visitor without JavaScript, or before it has run): the
 * names of the hidden fields beside the visitor's own, shared by the form and the collector.
 */
export const quoteFormContextFields = {
  /** The form's `pageContext`, sent as the payload's `page`. */
  pageContext: 'pageContext',
  /** The form's `formType`, sent as `form_type`. */
  formType: 'formType',
  /** The client key: a native post cannot send the key header. */
  clientKey: 'clientKey',
} as const

/** The visible fields in page order: for focusing the first problem and filling a page again. */
export const quoteFieldOrder = [
  'firstName',
  'lastName',
  'phone',
  'email',
  'servicesNeeded',
  'address',
  'projectDetails',
  'visitDays',
  'visitTime',
  'photos',
  'consent',
] as const

export type QuoteFieldName = (typeof quoteFieldOrder)[number] | 'website'

/** What the visitor posted, as the form shows it again. */
export interface PostedQuote {
  firstName: string
  lastName: string
  phone: string
  email: string
  servicesNeeded: string[]
  address: string
  projectDetails: string
  /** The visit days ticked, as posted (YYYY-MM-DD). */
  visitDays: string[]
  visitTime: string
  website: string
  consent: boolean
}

export type QuoteMessages = Partial<Record<QuoteFieldName, string>>

/** What a visitor reads when the request could not be sent (spec section 8), in the form or on the collector's page. */
export const notSentText = (phone: string) => `There was an issue sending your request. Please call us directly at ${phone}.`

/**
 * The collector's answer to a form posted without JavaScript, which it renders the form with:
 * the thank-you panel (saying when photos were not kept), or the visitor's values with each field's message, or with `failure`, what
 * to do when the request could not be stored.
 */
export type QuoteFormAnswer =
  | {
      sent: true
      /** The lead was stored without some or all of its photos: the panel says so, with `photoProblem` when a file was refused. */
      photosLost?: boolean
      photoProblem?: string
    }
  | { sent: false; values: PostedQuote; messages: QuoteMessages; failure?: string }

/**
 * Ids a form renders for a field: its control and its message slot. The collector finds the
 * slots by them when it shows a natively posted form again with its messages.
 */
export function quoteFieldIds(prefix: string, name: QuoteFieldName) {
  // The honeypot's id must not say "website" as its name does: browsers' autofill reads ids too.
  const id = name === 'website' ? `${prefix}-leave-empty` : `${prefix}-${name}`
  return { control: id, label: `${id}-label`, message: `${id}-error` }
}
