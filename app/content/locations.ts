import { z } from 'zod'
import { perLanguage } from '#app/lib/language.tsx'
import { readContentFile, text } from './collections.ts'
import { parseContent } from './fill-placeholders.ts'
import { advantage, callToAction, head, hero, sectionIntro } from './page-schemas.server.ts'

const button = <Kind extends string, Shape extends z.ZodRawShape>(kind: Kind, shape: Shape) => z.strictObject({ kind: z.literal(kind), label: text, ...shape })

const schema = z.strictObject({
  locationsHead: head,
  // Its image is the route table's.
  locationsHero: hero.omit({ backgroundImage: true }),
  whereWeServe: sectionIntro,
  localAdvantages: z.strictObject({ title: text, intro: text, cards: z.array(advantage) }),
  areaNotListed: z.strictObject({
    title: text,
    text,
    call: button('call', {}),
    sendLocation: button('text', { body: text }),
    emailFallback: button('email', { subject: text, body: text }),
    emailHint: text,
  }),
  locationsCta: callToAction,
})

/** The /locations page in each language; its area list is service-areas.ts. */
export const locationsPage = perLanguage((language) => {
  const { file, json } = readContentFile('locations.json', language)
  return parseContent(file, schema, json, language)
})
