import { claims } from '../business-claims.ts'
import { parseContent } from '../fill-placeholders.ts'
import { servicePageSource, woodCitySource } from '../page-schemas.server.ts'
import { woodCityPage } from '../wood-cities/wood-city-page.ts'
import type { HeroFeature, QuoteFormConfig } from '../types.ts'
import { relatedSectionIntro, relatedServices } from './related-services.ts'
import { heroImageFor, type ServicePageContent, type ServicePageSource } from './service-page.ts'

/** The standard quote form of a service page hero; a page's file names what differs (title, context, submit label). */
const defaultForm: Omit<QuoteFormConfig, 'pageContext'> = {
  formTitle: 'Get Your Free Quote',
  formDescription: `Tell us about your project. ${claims.responsePromise}`,
  submitButtonText: 'Get My Free Quote',
  formType: 'Hero Contact Form',
  ratingText: claims.rating.displayed.text,
  features: ['Free on-site estimate', 'Response within 24 hours', 'Lifetime workmanship warranty'],
}

/** The standard four promises of a service page hero. */
const defaultHeroFeatures: HeroFeature[] = [
  { icon: 'shield-check', title: 'Licensed, bonded & insured' },
  { icon: 'award', title: 'Lifetime workmanship warranty' },
  { icon: 'star', title: '5.0★ from 200+ families' },
  { icon: 'clock', title: 'Quotes within 24 hours' },
]

/** The page a service page's JSON file describes, once its placeholders are filled. */
function servicePage({ hero, sections, ...source }: ServicePageSource): ServicePageContent {
  return {
    ...source,
    hero: { ...hero, backgroundImage: heroImageFor(source.path), features: hero.features ?? defaultHeroFeatures, form: { ...defaultForm, ...hero.form } },
    sections: sections.map((section) =>
      section.kind === 'related' ? { kind: 'related', ...relatedSectionIntro, services: relatedServices(...section.services) } : section,
    ),
  }
}

/**
 * Every page of the service template, made at build time: the services overview and the service
 * pages (one JSON file each in this folder) and the wood-fencing cities (app/content/wood-cities/).
 * The service-page route's loader reads its page here, so neither the other pages' copy nor the
 * code that fills placeholders reaches the browser.
 */
export const servicePages: readonly ServicePageContent[] = [
  ...Object.entries(import.meta.glob('./*.json', { eager: true, import: 'default' })).map(([file, json]) =>
    servicePage(parseContent(file, servicePageSource, json)),
  ),
  ...Object.entries(import.meta.glob('../wood-cities/*.json', { eager: true, import: 'default' })).map(([file, json]) =>
    servicePage(woodCityPage(parseContent(file, woodCitySource, json))),
  ),
]

/** The page at a route-table path; a path without a content file stops the build. */
export function servicePageAt(path: string): ServicePageContent {
  const page = servicePages.find((candidate) => candidate.path === path)
  if (!page) throw new Error(`No service-template content file for ${path}`)
  return page
}
