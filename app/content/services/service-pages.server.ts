import { fillPlaceholders, type ContentJson } from '../fill-placeholders.ts'
import { woodCityPage, type WoodCitySource } from '../wood-cities/wood-city-page.ts'
import { relatedSectionIntro, relatedServices } from './related-services.ts'
import { defaultHeroFeatures, heroForm, heroImageFor, type ServicePageContent, type ServicePageSource } from './service-page.ts'

/** The page a service page's JSON file describes. */
function servicePage(json: ContentJson<ServicePageSource>): ServicePageContent {
  const { hero, sections, ...source } = fillPlaceholders<ServicePageSource>(json)
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
  ...Object.values(import.meta.glob<ContentJson<ServicePageSource>>('./*.json', { eager: true, import: 'default' })).map(servicePage),
  ...Object.values(import.meta.glob<ContentJson<WoodCitySource>>('../wood-cities/*.json', { eager: true, import: 'default' })).map(woodCityPage),
]

/** The page at a route-table path; a path without a content file stops the build. */
export function servicePageAt(path: string): ServicePageContent {
  const page = servicePages.find((candidate) => candidate.path === path)
  if (!page) throw new Error(`No service-template content file for ${path}`)
  return page
}
