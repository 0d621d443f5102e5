import type { FenceType } from '#lead/estimate-options.ts'
import type { Advantage, Stat } from '../advantage-cards.tsx'
import type { CallToAction } from '../cta-band.tsx'
import type { Faq } from '../faq-accordion.tsx'
import type { HeroConfig } from '../hero-section.tsx'
import type { ProcessStep } from '../process-steps.tsx'
import type { RelatedService } from '../related-services.tsx'
import type { ServiceCard } from '../service-card-grid.tsx'
import type { Testimonial } from '../testimonial-cards.tsx'
import type { SectionIntro } from './intro-section.tsx'
import type { AreaLink, ExtraService, SeasonEntry } from './list-sections.tsx'

/** The typed sections a service-template page lists, rendered in content order. */
export type ServicePageSection =
  | { kind: 'financing' }
  | { kind: 'cta'; cta: CallToAction }
  | (SectionIntro &
      (
        | { kind: 'cards'; cards: ServiceCard[] }
        | { kind: 'advantages'; advantages: Advantage[]; stats?: Stat[] }
        | { kind: 'process'; steps: ProcessStep[] }
        | { kind: 'areas'; areas: AreaLink[] }
        | { kind: 'neighborhoods'; neighborhoods: string[]; moreLink?: { label: string; to: string } }
        | { kind: 'industries'; industries: string[] }
        | { kind: 'seasons'; seasons: SeasonEntry[] }
        | { kind: 'extras'; extras: ExtraService[] }
        | { kind: 'faq'; faqs: Faq[] }
        | { kind: 'reviews'; testimonials: Testimonial[] }
        | { kind: 'related'; services: RelatedService[] }
      ))

export interface ServicePageView {
  hero: HeroConfig
  sections: ServicePageSection[]
  /** The fence type its compact estimator prices, on a fencing page. */
  estimatorFenceType?: FenceType
}
