import type { Advantage, Stat } from '../advantage-cards.tsx'
import type { CallToAction } from '../cta-band.tsx'
import type { Faq } from '../faq-accordion.tsx'
import type { HeroConfig } from '../hero-section.tsx'
import type { ServiceCard } from '../service-card-grid.tsx'
import type { AreaLink } from '../service-page/list-sections.tsx'
import type { CityReviews } from './city-reviews-section.tsx'
import type { LocalContext } from './local-context-section.tsx'
import type { Projects } from './projects-section.tsx'
import type { Staining } from './staining-section.tsx'
import type { WhyChooseUs } from './why-choose-us-section.tsx'

/** A city landing page; its optional parts add optional sections. */
export interface CityPageView {
  slug: string
  city: string
  hero: HeroConfig
  highlights: Stat[]
  headings: { whyChooseUs: string; neighborhoods: string; faqs: string }
  intros: { services: string; neighborhoods: string; faqs: string }
  content: {
    whyChooseUs: WhyChooseUs
    topRatedSection?: { headline: string; intro: string; advantages: Advantage[] }
    stainingSection?: Staining
    services: { headline: string; list: ServiceCard[] }
    projects?: Projects
    reviews?: CityReviews
    localContext?: LocalContext
    neighborhoods: string[]
    faqs: Faq[]
  }
  /** The nearby cities, linked when they have a page. */
  nearby: AreaLink[]
  cta: CallToAction
  financing?: boolean
  contactInfo?: { headline: string; text: string }
}
