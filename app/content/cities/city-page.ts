import type { z } from 'zod'
import { cityPath } from '#app/city-landings.ts'
import { claims } from '../business-claims.ts'
import type * as schema from '../page-schemas.server.ts'
import { heroImageFor } from '../services/service-page.ts'
import type { HeroConfig } from '../types.ts'

export type CityPageSource = z.infer<typeof schema.cityPageSource>

/**
 * One city landing page: the spec's CityPageContent plus what the page needs around it
 * (hero configuration, section headings, the proof strip and the closing call).
 */
export type CityPage = Omit<CityPageSource, 'hero'> & { path: string; hero: HeroConfig }

/**
 * The page a city's JSON file describes, once its placeholders are filled. The hero's h1 is
 * `content.hero.headline` (= `content.seo.h1`), its image the route table's (the cedar fence),
 * and its form tells the lead collector which city page the request came from.
 */
export function cityPage({ hero, ...source }: CityPageSource): CityPage {
  const { city, content } = source
  const path = cityPath(source.slug)
  return {
    ...source,
    path,
    hero: {
      backgroundImage: heroImageFor(path),
      title: content.hero.headline,
      subtitle: hero.eyebrow,
      description: content.hero.subheadline,
      primaryButtonText: content.hero.primaryCta,
      secondaryButtonText: content.hero.secondaryCta,
      features: hero.features,
      form: {
        formTitle: `Get Your Free ${city} Fence Quote`,
        formDescription: hero.formDescription,
        submitButtonText: `Request My ${city} Quote`,
        pageContext: `${city} Fence Company Page`,
        formType: 'Hero Contact Form',
        ratingText: claims.rating.displayed.text,
        features: hero.formFeatures,
      },
    },
  }
}
