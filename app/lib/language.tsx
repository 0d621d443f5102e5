import { createContext, use } from 'react'
import { languageOfPath, leadLanguages, type LeadLanguage } from '#lead/languages.ts'

/** The site's languages: English at the root, Spanish under /es. */
export const languages = leadLanguages
export type Language = LeadLanguage

export { languageOfPath }

/** In the browser an island reads its page's language from `<html lang>`, the one fact the prerender wrote. */
export const languageOfDocument = (): Language => (document.documentElement.lang === 'es' ? 'es' : 'en')

export const LanguageContext = createContext<Language>('en')

/** The page's language, for the texts a component says itself. */
export const useLanguage = () => use(LanguageContext)

/** One value made for each language. */
export const perLanguage = <T,>(make: (language: Language) => T) =>
  Object.fromEntries(languages.map((language) => [language, make(language)])) as Record<Language, T>
