import type { CitySlug } from '../../route-table.ts'
import type { ContentJson } from '../fill-placeholders.ts'
import { cityPage, type CityPage, type CityPageSource } from './city-page.ts'

/**
 * Every city landing page, one per JSON file in this folder, made at build time: the city-page
 * route's loader reads its page here, so neither the other cities' copy nor the code that fills
 * placeholders reaches the browser.
 */
const pages = Object.values(import.meta.glob<ContentJson<CityPageSource>>('./*.json', { eager: true, import: 'default' })).map(cityPage)

export const cityPages = Object.fromEntries(pages.map((page) => [page.slug, page])) as Readonly<Record<CitySlug, CityPage>>

/** The city page at a route-table path; a path without a content file stops the build. */
export function cityPageAt(path: string): CityPage {
  const page = pages.find((candidate) => candidate.path === path)
  if (!page) throw new Error(`No city content file (app/content/cities/<slug>.json) for ${path}`)
  return page
}
