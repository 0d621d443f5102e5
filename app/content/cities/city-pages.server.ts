import type { CitySlug } from '#app/city-landings.ts'
import { parseContent } from '../fill-placeholders.ts'
import { cityPageSource } from '../page-schemas.server.ts'
import { cityPage, type CityPage } from './city-page.ts'

/**
 * Every city landing page, one per JSON file in this folder, made at build time: the city-page
 * route's loader reads its page here, so neither the other cities' copy nor the code that fills
 * placeholders reaches the browser.
 */
const pages = Object.entries(import.meta.glob('./*.json', { eager: true, import: 'default' })).map(([file, json]) =>
  cityPage(parseContent(file, cityPageSource, json)),
)

export const cityPages = Object.fromEntries(pages.map((page) => [page.slug, page])) as Readonly<Record<CitySlug, CityPage>>

/** The city page at a route-table path; a path without a content file stops the build. */
export function cityPageAt(path: string): CityPage {
  const page = pages.find((candidate) => candidate.path === path)
  if (!page) throw new Error(`No city content file (app/content/cities/<slug>.json) for ${path}`)
  return page
}
