import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { fenceTypes } from '#lead/estimate-options.ts'
import { imageNames, type ImageName } from '#app/lib/images.ts'
import { perLanguage, type Language } from '#app/lib/language.tsx'

// Read from disk rather than bundled, so the route table, the build scripts and the loaders see the
// same files; a test points SITE_CONTENT_DIR at a copy holding fixture pages.
export const contentDir = process.env.SITE_CONTENT_DIR ?? path.resolve('app/content')

export const text = z.string().min(1)
export const pagePath = z.string().startsWith('/')
export const image = z.enum(imageNames as [ImageName, ...ImageName[]])

/** Where a page sits in the route table, the sitemap and the lists of its family. */
const pageEntry = z.strictObject({
  label: text.optional(),
  order: z.number(),
  group: z.literal('main').optional(),
  heroImage: image,
  priority: z.number().min(0).max(1),
  redirectsFrom: z.array(pagePath).optional(),
})

export const serviceIndex = z.object({
  path: pagePath,
  page: pageEntry.required({ label: true }),
  menu: z.strictObject({ group: text, label: text.optional(), description: text, order: z.number() }).optional(),
  /** The sentence under this service's card when another page lists it as related. */
  relatedCard: text.optional(),
  /** The fence type the page's compact estimator prices: one of the lead contract's. */
  estimatorFenceType: z.enum(fenceTypes).optional(),
})

const slug = z.string().regex(/^[a-z0-9-]+$/)
export const cityIndex = z.object({
  slug,
  city: text,
  page: pageEntry,
  /** The city's card in the service-area lists. */
  serviceArea: z.strictObject({ area: text, distance: text, features: z.array(text) }),
})

export const woodCityIndex = z.object({ slug, city: text, page: pageEntry, estimatorFenceType: serviceIndex.shape.estimatorFenceType })

export function parseFile<T>(file: string, schema: z.ZodType<T>, data: unknown): T {
  const result = schema.safeParse(data)
  if (!result.success) throw new Error(`${file}: ${z.prettifyError(result.error)}`)
  return result.data
}

/** Each language's files of a family, in the same order: `wood-fencing.json` and its twin `wood-fencing.es.json`. */
function collection<T extends { page: { order: number } }>(folder: string, schema: z.ZodType<T>) {
  const names = readdirSync(path.join(contentDir, folder)).filter((name) => name.endsWith('.json') && !name.endsWith('.es.json'))
  const inLanguage = (language: Language) =>
    names
      .map((name) => {
        const { file, json } = readContentFile(path.join(folder, name), language)
        return { ...parseFile(file, schema, json), file, name: name.replace(/\.json$/, ''), json }
      })
      .sort((a, b) => a.page.order - b.page.order)
  return perLanguage(inLanguage)
}

export const serviceFiles = collection('services', serviceIndex)
export const cityFiles = collection('cities', cityIndex)
export const woodCityFiles = collection('wood-cities', woodCityIndex)

// Spanish addresses say what a Spanish search says: "cercas en Celina".
export const cityPath = (city: { slug: string }, language: Language = 'en') =>
  language === 'es' ? `/es/cercas-en-${city.slug}` : `/${city.slug}-fence-company`
export const woodCityPath = (city: { slug: string }, language: Language = 'en') =>
  language === 'es' ? `/es/cercas-de-madera-en-${city.slug}` : `/${city.slug}-wood-fencing`

/** A single-page content file (home.json, faqs.json …) in a language, unfilled: the Spanish twin of `home.json` is `home.es.json`. */
export function readContentFile(name: string, language: Language = 'en'): { file: string; json: unknown } {
  const file = path.join(contentDir, language === 'en' ? name : name.replace(/\.json$/, `.${language}.json`))
  return { file, json: JSON.parse(readFileSync(file, 'utf8')) }
}
