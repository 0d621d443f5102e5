import { useLanguage, type Language } from '#app/lib/language.tsx'

const english = { label: 'English', name: 'View this page in English' }

/** Each language's link, in that language's own words: a visitor who cannot read this page can still read its link. */
export const languageSwitchText = {
  en: english,
  es: { label: 'Español', name: 'Ver esta página en español' },
} satisfies Record<Language, typeof english>

const otherLanguage = { en: 'es', es: 'en' } as const satisfies Record<Language, Language>

/** A plain link to this page in the other language (`twinPath`): it needs no script, and its name says where it goes. */
export function LanguageSwitch({ twinPath, className }: { twinPath: string; className?: string }) {
  const target = otherLanguage[useLanguage()]
  const text = languageSwitchText[target]
  return (
    <a href={twinPath} lang={target} hrefLang={target} aria-label={text.name} className={className}>
      {text.label}
    </a>
  )
}
