import { z } from 'zod'
import type { ServiceArea } from '#app/components/sections/service-area-list.tsx'
import { cityFiles, cityPath, parseFile, readContentFile, text } from './collections.ts'

const otherAreas = z.strictObject({
  otherAreas: z.array(z.strictObject({ city: text, area: text, distance: text, features: z.array(text) })),
})

const { file, json } = readContentFile('service-areas.json')

/** Cities with a landing page first, then the towns served from the nearest crew. */
export const serviceAreas: readonly ServiceArea[] = [
  ...cityFiles.en.map((city) => ({ city: city.city, ...city.serviceArea, primary: true, link: cityPath(city) })),
  ...parseFile(file, otherAreas, json).otherAreas.map((area) => ({ ...area, primary: false })),
]
