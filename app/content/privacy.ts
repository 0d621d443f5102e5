import type { z } from 'zod'
import { perLanguage } from '#app/lib/language.tsx'
import { readContentFile } from './collections.ts'
import { parseContent } from './fill-placeholders.ts'
import { privacyPageSource } from './page-schemas.server.ts'

export type PrivacyPageSource = z.infer<typeof privacyPageSource>
export type PolicyBlock = PrivacyPageSource['sections'][number]['blocks'][number]

export const privacyPolicy = perLanguage((language) => {
  const { file, json } = readContentFile('privacy.json', language)
  return parseContent(file, privacyPageSource, json, language)
})
