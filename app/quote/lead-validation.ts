import { leadFormSchema, type LeadFormInput } from '#lead/lead-schema.ts'
import { postedQuote, quoteMessages, type PostedFields } from '#lead/posted-quote.ts'

/**
 * What the quote form holds beyond what its controls post: the services and visit days in the
 * order chosen (the checkboxes post them in list order), and what the address search and the
 * estimator filled in.
 */
export type HeldQuoteValues = Pick<LeadFormInput, 'servicesNeeded' | 'visitDays' | 'streetAddress' | 'city' | 'zipCode' | 'state' | 'estimate'>

/** The form's fields read as the collector reads a native post, with what the form holds, against the shared lead schema: the lead's values, or each field's first message (Conform's error shape). */
export function checkLead(fields: PostedFields, held: HeldQuoteValues) {
  const result = leadFormSchema.safeParse({ ...postedQuote(fields), ...held })
  if (result.success) return { value: result.data }
  const messages = quoteMessages(result.error.issues)
  return { error: Object.fromEntries(Object.entries(messages).map(([name, message]) => [name, [message]])) }
}
