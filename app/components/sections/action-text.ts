import type { Language } from '#app/lib/language.tsx'

const english = { getQuote: 'Get Quote', learnMore: 'Learn More' }

/** The short button labels many parts share: to a quote form (header, menus, cards) and to a page that tells more. */
export const actionText = { en: english, es: { getQuote: 'Cotizar', learnMore: 'Más información' } } satisfies Record<Language, typeof english>
