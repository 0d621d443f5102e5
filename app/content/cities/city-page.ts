import type { z } from 'zod'
import { claims } from '../business-claims.ts'
import { cityPath } from '../collections.ts'
import type * as schema from '../page-schemas.server.ts'
import { serviceAreas } from '../service-areas.ts'

export type CityPage = ReturnType<typeof cityPage>

/** A city's file as its page renders it; the form tells the collector which city page a lead came from. */
export function cityPage({ hero, ...source }: z.infer<typeof schema.cityPageSource>) {
  const { city, content } = source
  const path = cityPath(source)
  return {
    ...source,
    path,
    nearby: content.serviceAreas.map((name) => ({ city: name, link: serviceAreas.find((area) => area.city === name)?.link })),
    hero: {
      backgroundImage: source.page.heroImage,
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
