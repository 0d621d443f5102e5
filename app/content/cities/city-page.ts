import type { z } from 'zod'
import type { Language } from '#app/lib/language.tsx'
import { claimsIn } from '../business-claims.ts'
import { cityPath } from '../collections.ts'
import type * as schema from '../page-schemas.server.ts'
import { serviceAreas } from '../service-areas.ts'

const english = {
  formTitle: (city: string) => `Get Your Free ${city} Fence Quote`,
  submitButton: (city: string) => `Request My ${city} Quote`,
}
/** The hero form's words around the city's name, in each language. */
export const cityFormWords = {
  en: english,
  es: {
    formTitle: (city) => `Obtenga su cotización gratis en ${city}`,
    submitButton: (city) => `Pedir mi cotización en ${city}`,
  },
} satisfies Record<Language, typeof english>

export type CityPage = ReturnType<typeof cityPage>

/** A city's file as its page renders it; the form tells the collector which city page a lead came from. */
export function cityPage({ hero, ...source }: z.infer<typeof schema.cityPageSource>, language: Language) {
  const { city, content } = source
  const path = cityPath(source, language)
  const words = cityFormWords[language]
  return {
    ...source,
    path,
    nearby: content.serviceAreas.map((name) => ({ city: name, link: serviceAreas[language].find((area) => area.city === name)?.link })),
    hero: {
      backgroundImage: source.page.heroImage,
      title: content.hero.headline,
      subtitle: hero.eyebrow,
      description: content.hero.subheadline,
      primaryButtonText: content.hero.primaryCta,
      secondaryButtonText: content.hero.secondaryCta,
      features: hero.features,
      form: {
        formTitle: words.formTitle(city),
        formDescription: hero.formDescription,
        submitButtonText: words.submitButton(city),
        // The owner reads where a lead came from in English, whatever the page's language.
        pageContext: `${city} Fence Company Page`,
        formType: 'Hero Contact Form',
        ratingText: claimsIn[language].rating.displayed.text,
        features: hero.formFeatures,
      },
    },
  }
}
