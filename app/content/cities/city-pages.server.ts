import { cityFiles } from '../collections.ts'
import { parseContent } from '../fill-placeholders.ts'
import { cityPageSource } from '../page-schemas.server.ts'
import { cityPage, type CityPage } from './city-page.ts'

/** Every city landing page, made at build time so no other city's copy reaches the browser. */
export const cityPages: readonly CityPage[] = cityFiles.en.map((city) => cityPage(parseContent(city.file, cityPageSource, city.json)))

export function cityPageAt(path: string): CityPage {
  const page = cityPages.find((candidate) => candidate.path === path)
  if (!page) throw new Error(`No city content file for ${path}`)
  return page
}
