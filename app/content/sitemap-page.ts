import { z } from 'zod'
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

const { file, json } = readContentFile('sitemap.json')
export const sitemapPage = parseContent(file, schema, json)
