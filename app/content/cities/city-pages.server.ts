import { languageOfPath, perLanguage } from '#app/lib/language.tsx'
import { cityFiles } from '../collections.ts'
import { parseContent } from '../fill-placeholders.ts'
import { cityPageSource } from '../page-schemas.server.ts'
import { cityPage, type CityPage } from './city-page.ts'

/** Every city landing page in each language, made at build time so no other city's copy reaches the browser. */
export const cityPagesIn = perLanguage((language): readonly CityPage[] =>
  cityFiles[language].map((city) => cityPage(parseContent(city.file, cityPageSource, city.json, language), language)),
)
export const cityPages = cityPagesIn.en

export function cityPageAt(path: string): CityPage {
  const page = cityPagesIn[languageOfPath(path)].find((candidate) => candidate.path === path)
  if (!page) throw new Error(`No city content file for ${path}`)
  return page
}
