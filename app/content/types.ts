import type { ImageName } from './images.ts'
import type { IconName } from './icons.ts'

/** The content shapes of spec section 3. Pages render these; they never own copy. */

export type PriceRange = '$' | '$$' | '$$$' | '$$$$' | '$$$$$' | 'Varies'

export interface ServiceCard {
  title: string
  description: string
  image: ImageName
  /** Defaults to `${title} | ${businessName}` when omitted. */
  alt?: string
  /** Internal path; cards without a link show a Get Quote button instead. */
  link?: string
  linkText?: string
  features: string[]
  priceRange: PriceRange
  popular?: boolean
}

export interface ServiceArea {
  city: string
  area: string
  /** Response-time text, e.g. 'Same-day response'. */
  distance: string
  features?: string[]
  primary: boolean
  link?: string
}

export interface Advantage {
  title: string
  description: string
  icon?: IconName
}

export interface Stat {
  value: string
  label: string
}

export interface RatingPlatform {
  name: string
  rating: number
  count: number
  /** Key of the review platform URL in the site configuration. */
  platform: 'google' | 'facebook' | 'yelp' | 'bbb'
}

export interface Testimonial {
  name: string
  location: string
  rating: 1 | 2 | 3 | 4 | 5
  /** Relative text such as '2 weeks ago'. */
  date: string
  project: string
  text: string
  verified: boolean
}

export interface Faq {
  question: string
  answer: string
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

export interface ProcessStep {
  step: number
  title: string
  description: string
  icon?: IconName
}

export interface SeasonEntry {
  season: 'Spring' | 'Summer' | 'Fall' | 'Winter'
  title: string
  description: string
}

export interface HeroFeature {
  icon: IconName
  title: string
}

export interface QuoteFormConfig {
  formTitle: string
  formDescription: string
  submitButtonText: string
  /** Sent as `page` with every lead from this form. */
  pageContext: string
  /** Sent as `form_type`, e.g. 'Hero Contact Form' or 'Contact Form'. */
  formType: string
  ratingText: string
  features: string[]
}

export interface HeroConfig {
  backgroundImage: ImageName
  title: string
  /** Omitted on pages whose hero has no subtitle (property surveying). */
  subtitle?: string
  description: string
  primaryButtonText: string
  secondaryButtonText: string
  features: HeroFeature[]
  form: QuoteFormConfig
}

export interface PageHead {
  title: string
  description: string
  keywords: string[]
}

/** A call-to-action band. Buttons are explicit about what they do. */
export interface CallToAction {
  headline: string
  text: string
  buttons: CtaButton[]
}

export type CtaButton =
  | { kind: 'call'; label: string }
  | { kind: 'quote'; label: string }
  | { kind: 'link'; label: string; to: string }
  | { kind: 'text'; label: string; body: string }
  | { kind: 'email'; label: string; subject: string; body: string }
  | { kind: 'external'; label: string; href: 'prequalify' | 'review-google' }

export interface CityPageContent {
  seo: PageHead & { h1: string }
  hero: { headline: string; subheadline: string; primaryCta: string; secondaryCta: string }
  whyChooseUs: {
    intro: string
    bullets: string[]
    cta: string
    competitiveAdvantage?: { headline: string; comparison: Array<{ us: string; them: string }> }
  }
  topRatedSection?: { headline: string; intro: string; advantages: Advantage[] }
  stainingSection?: { headline: string; intro: string; services: string[]; benefits: string[] }
  services: { headline: string; list: ServiceCard[] }
  projects?: { headline: string; examples: Array<{ title: string; description: string; image: ImageName }>; cta: string }
  reviews?: { headline: string; examples: Array<{ quote: string; name: string; neighborhood: string }> }
  localContext?: { headline: string; text: string; stats: Stat[] }
  neighborhoods: string[]
  faqs: Faq[]
  serviceAreas: string[]
}
