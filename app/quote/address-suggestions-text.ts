import type { Language } from '#app/lib/language.tsx'

const english = {
  list: 'Address suggestions',
  count: (count: number) => `${count} address ${count === 1 ? 'suggestion' : 'suggestions'}`,
}

/** What the address search says to a screen reader; it loads with the suggestions, on the field's first focus. */
export const addressSuggestionsText = {
  en: english,
  es: {
    list: 'Direcciones sugeridas',
    count: (count: number) => `${count} ${count === 1 ? 'dirección sugerida' : 'direcciones sugeridas'}`,
  },
} satisfies Record<Language, typeof english>
