import { leadFormSchema, type LeadFormInput } from '#lead/lead-schema.ts'
import { postedQuote, quoteMessages, type PostedFields } from '#lead/posted-quote.ts'

/** Beyond what the controls post: services and days in the order chosen (checkboxes post list order), and what the address search and estimator filled in. */
export type HeldQuoteValues = Pick<LeadFormInput, 'servicesNeeded' | 'visitDays' | 'streetAddress' | 'city' | 'zipCode' | 'state' | 'estimate'>

/** The fields read as the collector reads a native post, with what the form holds: the lead's values, or each field's first message (Conform's shape). */
export function checkLead(fields: PostedFields, held: HeldQuoteValues) {
  const result = leadFormSchema.safeParse({ ...postedQuote(fields), ...held })
  if (result.success) return { value: result.data }
  const messages = quoteMessages(result.error.issues)
  return { error: Object.fromEntries(Object.entries(messages).map(([name, message]) => [name, [message]])) }
}
