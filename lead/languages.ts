// The languages a lead can be sent in; a lead sent without one came from an English page.
export const leadLanguages = ['en', 'es'] as const
export type LeadLanguage = (typeof leadLanguages)[number]

// A page's language from its address: Spanish pages live under /es.
export const languageOfPath = (path: string): LeadLanguage => (path === '/es' || path.startsWith('/es/') ? 'es' : 'en')

// Read from a body that may fail validation, so its problems can be told in its language.
export const languageOf = (body: unknown): LeadLanguage =>
  body && typeof body === 'object' && (body as { language?: unknown }).language === 'es' ? 'es' : 'en'

// What the owner reads beside a lead, so the right person calls back; English needs no note.
export const languageNote = (language: LeadLanguage) => (language === 'es' ? 'Prefers Spanish' : undefined)

// A one-line text the owner reads (a subject, an alert, a digest row), with the note after it when there is one.
export const withLanguageNote = (text: string, language: LeadLanguage) => [text, languageNote(language)].filter(Boolean).join(' · ')

// Dates as the lead's language writes them, read from a YYYY-MM-DD day (UTC).
export const dateFormats = (options: Intl.DateTimeFormatOptions) =>
  Object.fromEntries(leadLanguages.map((language) => [language, new Intl.DateTimeFormat(`${language}-US`, { timeZone: 'UTC', ...options })])) as Record<
    LeadLanguage,
    Intl.DateTimeFormat
  >
