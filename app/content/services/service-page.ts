import { findPage } from '../../route-table.ts'
import { claims } from '../business-claims.ts'
import type { ImageName } from '../images.ts'
import type { IconName } from '../icons.ts'
import type {
  Advantage,
  CallToAction,
  Faq,
  HeroConfig,
  HeroFeature,
  PageHead,
  ProcessStep,
  QuoteFormConfig,
  RelatedService,
  SeasonEntry,
  ServiceCard,
  Stat,
  Testimonial,
} from '../types.ts'
import type { RelatedServiceKey } from './related-services.ts'

/**
 * The shape every service page, the services overview and the city wood-fencing pages share:
 * a hero with the quote form, then an ordered list of typed sections. The page template
 * (components/sections/service-page) renders the list in order; content decides what a page shows.
 */

export interface SectionIntro {
  eyebrow?: string
  title: string
  intro?: string
}

/** A city in a compact service-area list; `link` points at the city's landing page when it has one. */
export interface AreaLink {
  city: string
  link?: string
}

/** An add-on service in the overview's extra-services list. */
export interface ExtraService {
  title: string
  description: string
  icon: IconName
  link?: string
}

export type ServicePageSection =
  | ({ kind: 'cards'; cards: ServiceCard[] } & SectionIntro)
  /** Why-choose lists and benefit tiles: icon cards with a title and a sentence. */
  | ({ kind: 'advantages'; advantages: Advantage[]; stats?: Stat[] } & SectionIntro)
  | ({ kind: 'process'; steps: ProcessStep[] } & SectionIntro)
  | ({ kind: 'areas'; areas: AreaLink[] } & SectionIntro)
  | ({ kind: 'neighborhoods'; neighborhoods: string[]; moreLink?: { label: string; to: string } } & SectionIntro)
  | ({ kind: 'industries'; industries: string[] } & SectionIntro)
  | ({ kind: 'seasons'; seasons: SeasonEntry[] } & SectionIntro)
  | ({ kind: 'extras'; extras: ExtraService[] } & SectionIntro)
  | ({ kind: 'faq'; faqs: Faq[] } & SectionIntro)
  | ({ kind: 'reviews'; testimonials: Testimonial[] } & SectionIntro)
  | ({ kind: 'related'; services: RelatedService[] } & SectionIntro)
  | { kind: 'financing' }
  | { kind: 'cta'; cta: CallToAction }

export type ServicePageSectionKind = ServicePageSection['kind']

export interface ServicePageContent {
  /** Canonical path; must be a row of the route table. */
  path: string
  head: PageHead
  hero: HeroConfig
  /** The schema.org Service the page offers (structured data). */
  service: { name: string; description: string; serviceType?: string }
  sections: ServicePageSection[]
}

/** The route table's hero image for a path: heroes, og:image and the preload all use it. */
export function heroImageFor(path: string): ImageName {
  const page = findPage(path)
  if (!page) throw new Error(`No route-table row for ${path}`)
  return page.heroImage
}

/** Short promises beside every service page's quote form. */
export const defaultFormFeatures = ['Free on-site estimate', 'Response within 24 hours', 'Lifetime workmanship warranty']

/** The quote form of a service page hero; pages pass what differs (title, context, submit label). */
export function heroForm(form: Pick<QuoteFormConfig, 'pageContext'> & Partial<QuoteFormConfig>): QuoteFormConfig {
  return {
    formTitle: 'Get Your Free Quote',
    formDescription: `Tell us about your project. ${claims.responsePromise}`,
    submitButtonText: 'Get My Free Quote',
    formType: 'Hero Contact Form',
    ratingText: claims.rating.displayed.text,
    features: defaultFormFeatures,
    ...form,
  }
}

export const defaultHeroFeatures: HeroFeature[] = [
  { icon: 'shield-check', title: 'Licensed, bonded & insured' },
  { icon: 'award', title: 'Lifetime workmanship warranty' },
  { icon: 'star', title: '5.0★ from 200+ families' },
  { icon: 'clock', title: 'Quotes within 24 hours' },
]

/**
 * A service page's JSON file (app/content/services/<name>.json): the page without what is derived.
 * The hero's image comes from the route table, its features default to the standard four, its form
 * names only what differs from the standard quote form, and a related section names catalog keys.
 */
export type ServicePageSource = Omit<ServicePageContent, 'hero' | 'sections'> & {
  hero: Omit<HeroConfig, 'backgroundImage' | 'features' | 'form'> & {
    features?: HeroFeature[]
    form: Pick<QuoteFormConfig, 'pageContext'> & Partial<QuoteFormConfig>
  }
  sections: Array<Exclude<ServicePageSection, { kind: 'related' }> | { kind: 'related'; services: RelatedServiceKey[] }>
}

/** Every FAQ a page shows, in order: the visible accordion and the FAQPage JSON-LD read the same list. */
export function pageFaqs(page: ServicePageContent): Faq[] {
  return page.sections.flatMap((section) => (section.kind === 'faq' ? section.faqs : []))
}

/** Every internal link in a page's content (cards, related services, areas, extras, CTA buttons). */
export function pageLinks(page: ServicePageContent): string[] {
  return page.sections.flatMap((section): string[] => {
    switch (section.kind) {
      case 'cards':
        return section.cards.flatMap((card) => (card.link ? [card.link] : []))
      case 'related':
        return section.services.map((service) => service.link)
      case 'areas':
        return section.areas.flatMap((area) => (area.link ? [area.link] : []))
      case 'extras':
        return section.extras.flatMap((extra) => (extra.link ? [extra.link] : []))
      case 'neighborhoods':
        return section.moreLink ? [section.moreLink.to] : []
      case 'cta':
        return section.cta.buttons.flatMap((button) => (button.kind === 'link' ? [button.to] : []))
      default:
        return []
    }
  })
}

/** The cards of a page, all grids together. */
export function pageCards(page: ServicePageContent): ServiceCard[] {
  return page.sections.flatMap((section) => (section.kind === 'cards' ? section.cards : []))
}
