import { claims } from './business-claims.ts'
import { parseContent } from './fill-placeholders.ts'
import { reviewsPageSource } from './page-schemas.server.ts'
import json from './reviews.json'
import type { Stat } from '#app/components/sections/advantage-cards.tsx'

// The page shows the displayed rating reading.

export const reviewsRating = claims.rating.displayed

export const reviewsPage = parseContent('app/content/reviews.json', reviewsPageSource, json)

export const reviewStats: readonly Stat[] = [
  { value: `${reviewsRating.ratingValue.toFixed(1)}★`, label: 'Average rating' },
  { value: `${reviewsRating.reviewCount}+`, label: 'Five-star reviews' },
  { value: claims.happyCustomers, label: 'Happy customers' },
  { value: claims.experienceYears.standard, label: 'Years of experience' },
]
