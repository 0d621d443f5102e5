import { findPage, type CitySlug } from '../../route-table.ts'
import { claims } from '../business-claims.ts'
import type { CallToAction, CityPageContent, HeroConfig, HeroFeature, Stat } from '../types.ts'

/**
 * One city landing page: the spec's CityPageContent plus what the page needs around it
 * (hero configuration, section headings, the proof strip and the closing call).
 * Optional CityPageContent parts decide which optional sections a city shows.
 */
export interface CityPage {
  slug: CitySlug
  city: string
  path: string
  content: CityPageContent
  hero: HeroConfig
  /** The proof strip under the hero: the claim readings this page shows. */
  highlights: Stat[]
  headings: {
    whyChooseUs: string
    neighborhoods: string
    faqs: string
  }
  intros: {
    services: string
    neighborhoods: string
    faqs: string
  }
  cta: CallToAction
  /** Frisco: a financing block between projects and local context. */
  financing?: boolean
  /** Frisco: a contact block (phone, e-mail, hours) before the closing call. */
  contactInfo?: { headline: string; text: string }
}

export const cityPath = (slug: CitySlug) => `/${slug}-fence-company`

/** The route table names every city page's hero image (the cedar fence). */
export function cityHeroImage(slug: CitySlug) {
  const page = findPage(cityPath(slug))
  if (!page) throw new Error(`No route for city ${slug}`)
  return page.heroImage
}

/**
 * The hero of a city page: its h1 is `content.hero.headline` (= `content.seo.h1`), and its
 * form tells the lead collector which city page the request came from.
 */
export function cityHero(input: {
  slug: CitySlug
  city: string
  content: CityPageContent
  eyebrow: string
  features: HeroFeature[]
  formDescription: string
  formFeatures: string[]
}): HeroConfig {
  return {
    backgroundImage: cityHeroImage(input.slug),
    title: input.content.hero.headline,
    subtitle: input.eyebrow,
    description: input.content.hero.subheadline,
    primaryButtonText: input.content.hero.primaryCta,
    secondaryButtonText: input.content.hero.secondaryCta,
    features: input.features,
    form: {
      formTitle: `Get Your Free ${input.city} Fence Quote`,
      formDescription: input.formDescription,
      submitButtonText: `Request My ${input.city} Quote`,
      pageContext: `${input.city} Fence Company Page`,
      formType: 'Hero Contact Form',
      ratingText: claims.rating.displayed.text,
      features: input.formFeatures,
    },
  }
}

/**
 * A city's JSON file (app/content/cities/<slug>.json): the page without what is derived (its
 * path, and the hero around the content's headline and the form's words).
 */
export type CityPageSource = Omit<CityPage, 'path' | 'hero'> & {
  hero: { eyebrow: string; features: HeroFeature[]; formDescription: string; formFeatures: string[] }
}

/** The page a city's JSON file describes, once its placeholders are filled. */
export function cityPage({ hero, ...source }: CityPageSource): CityPage {
  return { ...source, path: cityPath(source.slug), hero: cityHero({ ...hero, slug: source.slug, city: source.city, content: source.content }) }
}
