import { z } from 'zod'
import { perLanguage } from '#app/lib/language.tsx'
import { readContentFile, text } from './collections.ts'
import { parseContent } from './fill-placeholders.ts'
import { head } from './page-schemas.server.ts'

const schema = z.strictObject({
  head,
  title: text,
  intro: text,
  /** Each lists the route-table pages of its groups. */
  sections: z.array(z.strictObject({ title: text, groups: z.array(z.enum(['main', 'services', 'wood', 'areas', 'help'])) })),
  help: z.strictObject({ title: text, text }),
})

export const sitemapPage = perLanguage((language) => {
  const { file, json } = readContentFile('sitemap.json', language)
  return parseContent(file, schema, json, language)
})
