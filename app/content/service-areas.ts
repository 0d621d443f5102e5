import { z } from 'zod'
import type { ServiceArea } from '#app/components/sections/service-area-list.tsx'
import { perLanguage } from '#app/lib/language.tsx'
import { cityFiles, cityPath, parseFile, readContentFile, text } from './collections.ts'

const otherAreas = z.strictObject({
  otherAreas: z.array(z.strictObject({ city: text, area: text, distance: text, features: z.array(text) })),
})

/** Cities with a landing page first, then the towns served from the nearest crew, in each language. */
export const serviceAreas = perLanguage((language): readonly ServiceArea[] => {
  const { file, json } = readContentFile('service-areas.json', language)
  return [
    ...cityFiles[language].map((city) => ({ city: city.city, ...city.serviceArea, primary: true, link: cityPath(city, language) })),
    ...parseFile(file, otherAreas, json).otherAreas.map((area) => ({ ...area, primary: false })),
  ]
})
