import { claims } from './business-claims.ts'
import { fillPlaceholders } from './fill-placeholders.ts'
import json from './reviews.json'
import type { CallToAction, HeroConfig, PageHead, RatingPlatform, Stat, Testimonial } from './types.ts'

/** The /reviews page (reviews.json). It shows the displayed rating reading (5.0 from 200+ families). */

export const reviewsRating = claims.rating.displayed

export interface ReviewsPageSource {
  head: PageHead
  hero: HeroConfig
  statsTitle: string
  testimonialsSection: { title: string; intro: string }
  testimonials: readonly Testimonial[]
  ratingPlatformsSection: { title: string; intro: string; linkLabel: string }
  ratingPlatforms: readonly RatingPlatform[]
  shareExperience: {
    title: string
    text: string
    leaveReviewLabel: string
    sharePhotosLabel: string
    photosSubject: string
    photosBody: string
  }
  closingCta: CallToAction
}

export const reviewsPage = fillPlaceholders<ReviewsPageSource>(json)

export const reviewStats: readonly Stat[] = [
  { value: `${reviewsRating.ratingValue.toFixed(1)}★`, label: 'Average rating' },
  { value: `${reviewsRating.reviewCount}+`, label: 'Five-star reviews' },
  { value: claims.happyCustomers, label: 'Happy customers' },
  { value: claims.experienceYears.standard, label: 'Years of experience' },
]
