import { perLanguage, type Language } from '#app/lib/language.tsx'
import { claimsIn } from './business-claims.ts'
import { readContentFile } from './collections.ts'
import { parseContent } from './fill-placeholders.ts'
import { reviewsPageSource } from './page-schemas.server.ts'
import type { Stat } from '#app/components/sections/advantage-cards.tsx'

const english = { rating: 'Average rating', fiveStar: 'Five-star reviews', customers: 'Happy customers', years: 'Years of experience' }
/** The stat tiles' labels; their values are the claims'. */
export const reviewStatLabels = {
  en: english,
  es: { rating: 'Calificación promedio', fiveStar: 'Reseñas de cinco estrellas', customers: 'Clientes satisfechos', years: 'Años de experiencia' },
} satisfies Record<Language, typeof english>

// The page shows the displayed rating reading.
export const reviewsPage = perLanguage((language) => {
  const { file, json } = readContentFile('reviews.json', language)
  const claims = claimsIn[language]
  const rating = claims.rating.displayed
  const label = reviewStatLabels[language]
  const reviewStats: readonly Stat[] = [
    { value: `${rating.ratingValue.toFixed(1)}★`, label: label.rating },
    { value: `${rating.reviewCount}+`, label: label.fiveStar },
    { value: claims.happyCustomers, label: label.customers },
    { value: claims.experienceYears.standard, label: label.years },
  ]
  return { ...parseContent(file, reviewsPageSource, json, language), reviewStats, reviewsRating: rating }
})
