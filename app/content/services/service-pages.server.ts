import { parseContent } from '../fill-placeholders.ts'
import { servicePageSource, woodCitySource } from '../page-schemas.server.ts'
import { woodCityPage } from '../wood-cities/wood-city-page.ts'
import { relatedSectionIntro, relatedServices } from './related-services.ts'
import { defaultHeroFeatures, heroForm, heroImageFor, type ServicePageContent, type ServicePageSource } from './service-page.ts'

/** The page a service page's JSON file describes, once its placeholders are filled. */
function servicePage({ hero, sections, ...source }: ServicePageSource): ServicePageContent {
  return {
    ...source,
    hero: { ...hero, backgroundImage: heroImageFor(source.path), features: hero.features ?? defaultHeroFeatures, form: heroForm(hero.form) },
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
    woodCityPage(parseContent(file, woodCitySource, json)),
  ),
]

/** The page at a route-table path; a path without a content file stops the build. */
export function servicePageAt(path: string): ServicePageContent {
  const page = servicePages.find((candidate) => candidate.path === path)
  if (!page) throw new Error(`No service-template content file for ${path}`)
  return page
}
