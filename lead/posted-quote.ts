import { multiLineText, singleLineText } from './plain-text.ts'
import type { PostedQuote, QuoteFieldName, QuoteMessages } from './quote-form-post.ts'

/**
 * A quote form's fields as posted, by name: a field posted once is a string, a name posted
 * several times (the ticked services) a list. The collector reads them from the request body;
 * the browser from the form's FormData (parsed by Conform). Anything else (a file) is ignored.
 */
export type PostedFields = Record<string, unknown>

const texts = (value: unknown) => (Array.isArray(value) ? value : [value]).filter((item): item is string => typeof item === 'string')
/** The first text posted under a name (a field posted once, or the first of a list). */
export const postedText = (value: unknown): string | undefined => texts(value)[0]

/**
 * The visitor's fields of a posted form, as the form holds them, less control characters (as the
 * lead rules take them out): a form shown again holds what would be stored. An unticked checkbox
 * is not posted at all.
 */
export function postedQuote(body: PostedFields): PostedQuote {
  const text = (name: keyof PostedQuote) => singleLineText(postedText(body[name]) ?? '')
  return {
    firstName: text('firstName'),
    lastName: text('lastName'),
    phone: text('phone'),
    email: text('email'),
    servicesNeeded: texts(body.servicesNeeded),
    address: text('address'),
    projectDetails: multiLineText(postedText(body.projectDetails) ?? ''),
    visitDays: texts(body.visitDays),
    // The form's default radio; a post without one (an older page) has no preference either.
    visitTime: postedText(body.visitTime) ?? 'any',
    // As posted: whatever a bot put there marks it, control characters included.
    website: postedText(body.website) ?? '',
    consent: postedText(body.consent) !== undefined,
  }
}

/** Each field's first message of a failed parse of the lead rules, by field name. */
export function quoteMessages(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): QuoteMessages {
  const messages: QuoteMessages = {}
  for (const issue of issues) messages[String(issue.path[0]) as QuoteFieldName] ??= issue.message
  return messages
}
