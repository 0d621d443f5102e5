import { z } from 'zod'
import { site } from '../site-config.ts'
import { perLanguage } from '#app/lib/language.tsx'
import { parseFile, readContentFile } from './collections.ts'
import { fill } from './placeholders.ts'

// Claims the business states in two readings keep both; each page names the one it shows.
const reading = z.strictObject({ standard: z.string(), alternate: z.string() })
const counts = z.record(z.string(), z.string())
const rating = z.strictObject({ ratingValue: z.number(), reviewCount: z.number().int() })

const schema = z.strictObject({
  experience: reading,
  experienceYears: reading,
  founded: z.record(z.string(), z.number().int()),
  rating: z.strictObject({ displayed: rating.extend({ text: z.string() }), structured: rating }),
  responsePromise: z.string(),
  sameDayQuotes: z.string(),
  happyCustomers: z.string(),
  satisfaction: z.string(),
  fenceCounts: counts,
  projectCounts: counts,
  warranty: z.string(),
  /** The sliding banner's loop. */
  trustClaims: z.array(z.string()),
})

/** The business's claims as each language says them; the numbers are the same in both (the translation check holds them). */
export const claimsIn = perLanguage((language) => {
  const { file, json } = readContentFile('claims.json', language)
  return parseFile(file, schema, fill(json, { site, claims: json }))
})
export const { trustClaims, ...claims } = claimsIn.en
