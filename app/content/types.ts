import type { z } from 'zod'
import type * as schema from './page-schemas.server.ts'

/**
 * The content shapes of spec section 3. Pages render these; they never own copy. Those a family
 * page's JSON file holds are its schema's (page-schemas.server.ts), so each is written once; the
 * import is of types only, so no schema reaches the browser.
 */

export type PageHead = z.infer<typeof schema.head>
export type ServiceCard = z.infer<typeof schema.serviceCard>
export type Advantage = z.infer<typeof schema.advantage>
export type Stat = z.infer<typeof schema.stat>
export type Testimonial = z.infer<typeof schema.testimonial>
export type Faq = z.infer<typeof schema.faq>
export type ProcessStep = z.infer<typeof schema.processStep>
export type SeasonEntry = z.infer<typeof schema.seasonEntry>
export type HeroFeature = z.infer<typeof schema.heroFeature>
export type { QuoteFormConfig } from '#app/quote/quote-form-config.ts'
export type HeroConfig = z.infer<typeof schema.hero>
export type CallToAction = z.infer<typeof schema.callToAction>
export type CtaButton = z.infer<typeof schema.ctaButton>
export type CityPageContent = z.infer<typeof schema.cityPageContent>

export interface RatingPlatform {
  name: string
  rating: number
  count: number
  /** Key of the review platform URL in the site configuration. */
  platform: 'google' | 'facebook' | 'yelp' | 'bbb'
}

export interface FaqCategory {
  category: string
  faqs: Faq[]
}

export interface RelatedService {
  title: string
  description: string
  link: string
}
