import type { z } from 'zod'
import { site } from '../site-config.ts'
import type { Language } from '#app/lib/language.tsx'
import { localizedPath } from '#app/route-table.ts'
import { claimsIn } from './business-claims.ts'
import { parseFile } from './collections.ts'
import { financingReadingsIn } from './financing-terms.ts'
import { fill } from './placeholders.ts'

export const fillPlaceholders = (node: unknown, language: Language = 'en') =>
  fill(node, { site, claims: claimsIn[language], financing: financingReadingsIn[language] })

/** Spanish content links with the English addresses (`/services/wood-fencing#gates`): each becomes its Spanish twin's. */
function localizeLinks(node: unknown, language: Language): unknown {
  if (typeof node === 'string') return node.startsWith('/') ? localizedPath(node, language) : node
  if (Array.isArray(node)) return node.map((item) => localizeLinks(item, language))
  if (node && typeof node === 'object') return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, localizeLinks(value, language)]))
  return node
}

/** A content file in its language, placeholders filled and links made that language's, checked against its schema: a failure names the file and field. */
export function parseContent<T>(file: string, schema: z.ZodType<T>, data: unknown, language: Language = 'en'): T {
  return parseFile(file, schema, localizeLinks(fillPlaceholders(data, language), language))
}
