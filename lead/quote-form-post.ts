import type { LeadLanguage } from './languages.ts'
import type { postedQuote } from './posted-quote.ts'

export const quoteFormContextFields = {
  pageContext: 'pageContext',
  formType: 'formType',
  // A native post cannot send the key header.
  clientKey: 'clientKey',
} as const

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

export type QuoteMessages = Partial<Record<QuoteFieldName, string>>

const notSentInEnglish = (phone: string) => `There was an issue sending your request. Please call us directly at ${phone}.`

// What a visitor reads when the lead could not be stored, in the page's language: whom to call.
export const notSentText = {
  en: notSentInEnglish,
  es: (phone: string) => `Hubo un problema al enviar su solicitud. Por favor, llámenos directamente al ${phone}.`,
} satisfies Record<LeadLanguage, typeof notSentInEnglish>

export type QuoteFormAnswer =
  | {
      sent: true
      photosLost?: boolean
      photoProblem?: string
    }
  | { sent: false; values: ReturnType<typeof postedQuote>; messages: QuoteMessages; failure?: string }

// The collector finds the message slots by these ids when it shows a posted form again.
export function quoteFieldIds(prefix: string, name: QuoteFieldName) {
  // Not "website": browsers' autofill reads ids too.
  const id = name === 'website' ? `${prefix}-leave-empty` : `${prefix}-${name}`
  return { control: id, label: `${id}-label`, message: `${id}-error` }
}
