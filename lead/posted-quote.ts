import { multiLineText, singleLineText } from './plain-text.ts'
import type { QuoteFieldName, QuoteMessages } from './quote-form-post.ts'

// A name posted several times (the ticked services) is a list; files are ignored.
export type PostedFields = Record<string, unknown>

const texts = (value: unknown) => (Array.isArray(value) ? value : [value]).filter((item): item is string => typeof item === 'string')
export const postedText = (value: unknown): string | undefined => texts(value)[0]

// Less control characters, so a form shown again holds what would be stored.
export function postedQuote(body: PostedFields) {
  const text = (name: string) => singleLineText(postedText(body[name]) ?? '')
  return {
    firstName: text('firstName'),
    lastName: text('lastName'),
    phone: text('phone'),
    email: text('email'),
    servicesNeeded: texts(body.servicesNeeded),
    address: text('address'),
    projectDetails: multiLineText(postedText(body.projectDetails) ?? ''),
    visitDays: texts(body.visitDays),
    // A post without one (an older page) has no preference.
    visitTime: postedText(body.visitTime) ?? 'any',
    // As posted: whatever a bot put there marks it.
    website: postedText(body.website) ?? '',
    consent: postedText(body.consent) !== undefined,
  }
}

export function quoteMessages(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): QuoteMessages {
  const messages: QuoteMessages = {}
  for (const issue of issues) messages[String(issue.path[0]) as QuoteFieldName] ??= issue.message
  return messages
}
