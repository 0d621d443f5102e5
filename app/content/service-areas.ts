import { z } from 'zod'
import { cityFiles, cityPath, parseFile, readContentFile, text } from './collections.ts'

const otherAreas = z.strictObject({
  otherAreas: z.array(z.strictObject({ city: text, area: text, distance: text, features: z.array(text) })),
})

const { file, json } = readContentFile('service-areas.json')

/** Cities with a landing page first, then the towns served from the nearest crew. */
type Area = z.infer<typeof otherAreas>['otherAreas'][number] & { primary: boolean; link?: string }

export const serviceAreas: readonly Area[] = [
  ...cityFiles.map((city) => ({ city: city.city, ...city.serviceArea, primary: true, link: cityPath(city) })),
  ...parseFile(file, otherAreas, json).otherAreas.map((area) => ({ ...area, primary: false })),
]

/** The landing page of a served city, if it has one. */
export function serviceAreaLink(city: string): string | undefined {
  return serviceAreas.find((area) => area.city === city)?.link
}
