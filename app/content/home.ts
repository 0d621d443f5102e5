import { perLanguage } from '#app/lib/language.tsx'
import { readContentFile } from './collections.ts'
import { parseContent } from './fill-placeholders.ts'
import { homePageSource } from './page-schemas.server.ts'

/** The home page in each language: `home.json` and its twin `home.es.json`. */
export const homePage = perLanguage((language) => {
  const { file, json } = readContentFile('home.json', language)
  return parseContent(file, homePageSource, json, language)
})
