import { claims } from '../business-claims.ts'
import { serviceFiles, woodCityFiles } from '../collections.ts'
import { parseContent } from '../fill-placeholders.ts'
import { servicePageSource, woodCitySource } from '../page-schemas.server.ts'
import { woodCityPage } from '../wood-cities/wood-city-page.ts'
import type { HeroFeature } from '#app/components/sections/hero-section.tsx'
import type { QuoteFormConfig } from '#app/quote/quote-form-config.ts'
import type { RelatedService, ServicePageContent, ServicePageSource } from './service-page.ts'

const defaultForm: Omit<QuoteFormConfig, 'pageContext'> = {
  formTitle: 'Get Your Free Quote',
  formDescription: `Tell us about your project. ${claims.responsePromise}`,
  submitButtonText: 'Get My Free Quote',
  formType: 'Hero Contact Form',
  ratingText: claims.rating.displayed.text,
  features: ['Free on-site estimate', 'Response within 24 hours', 'Lifetime workmanship warranty'],
}

const defaultHeroFeatures: HeroFeature[] = [
  { icon: 'shield-check', title: 'Licensed, bonded & insured' },
  { icon: 'award', title: 'Lifetime workmanship warranty' },
  { icon: 'star', title: '5.0★ from 200+ families' },
  { icon: 'clock', title: 'Quotes within 24 hours' },
]

const relatedSectionIntro = {
  eyebrow: 'Related Services',
  title: 'Complete Your Project',
  intro: 'Most of our customers pair a new fence with a gate, a finish or a second project. We handle all of it under one warranty.',
}

/** The cards of the named service files; a name without a file or a card sentence stops the build. */
function relatedServices(file: string, names: string[]): RelatedService[] {
  return names.map((name) => {
    const service = serviceFiles.en.find((candidate) => candidate.name === name)
    if (!service?.relatedCard) throw new Error(`${file}: related service "${name}" has no file with a relatedCard`)
    return { title: service.page.label, description: service.relatedCard, link: service.path }
  })
}

function servicePage(file: string, { hero, sections, ...source }: ServicePageSource): ServicePageContent {
  return {
    ...source,
    hero: { ...hero, backgroundImage: source.page.heroImage, features: hero.features ?? defaultHeroFeatures, form: { ...defaultForm, ...hero.form } },
    sections: sections.map((section) =>
      section.kind === 'related' ? { kind: 'related', ...relatedSectionIntro, services: relatedServices(file, section.services) } : section,
    ),
  }
}

/** Every service-template page, made at build time so no other page's copy reaches the browser. */
export const servicePages: readonly ServicePageContent[] = [
  ...serviceFiles.en.map((service) => servicePage(service.file, parseContent(service.file, servicePageSource, service.json))),
  ...woodCityFiles.en.map((city) => servicePage(city.file, woodCityPage(parseContent(city.file, woodCitySource, city.json)))),
]

export function servicePageAt(path: string): ServicePageContent {
  const page = servicePages.find((candidate) => candidate.path === path)
  if (!page) throw new Error(`No service-template content file for ${path}`)
  return page
}
