import { z } from 'zod'
import { site } from '../site-config.ts'
import { claims } from './business-claims.ts'
import { financingReadings } from './financing-terms.ts'

const sources: Record<string, unknown> = { site, claims, financing: financingReadings }
/** Any dotted name in braces is a placeholder, so a misspelt root (`{claim.x}`) stops too. */
const placeholder = /\{([a-zA-Z]+(?:\.[\w-]+)+)\}/g

function valueAt(name: string): string {
  const value = name.split('.').reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), sources)
  if (typeof value !== 'string' && typeof value !== 'number')
    throw new Error(`Content names {${name}}, which is not a value of the site config, the business claims or the financing terms`)
  return String(value)
}

function fillText(text: string): string {
  const filled = text.replace(placeholder, (_, name: string) => valueAt(name))
  // Content has no braces of its own: one left over is a misspelt placeholder, not text to show.
  if (/[{}]/.test(filled)) throw new Error(`Content has a brace that is not a placeholder: "${text}"`)
  return filled
}

function fill(node: unknown): unknown {
  if (typeof node === 'string') return fillText(node)
  if (Array.isArray(node)) return node.map(fill)
  if (node && typeof node === 'object') return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, fill(value)]))
  return node
}

/** An imported JSON file that has every key of T: a file of another kind does not compile. */
export type ContentJson<T> = { [K in keyof T]: unknown }

/**
 * A content file as its page reads it: every `{site.…}`, `{claims.…}` or `{financing.…}` in its
 * strings is replaced by that value (the configured phone number, a claim's reading), so a value the
 * business changes is written once. The file's values are checked against T by `npm run typecheck`
 * (scripts/content-types.ts), so the cast holds.
 */
export function fillPlaceholders<T>(data: ContentJson<T>): T {
  return fill(data) as T
}

/**
 * A family page's content file as its loader makes it, at build time: placeholders filled, then
 * checked against the file's schema; a file that fails stops the build with its name and the
 * fields at fault.
 */
export function parseContent<T>(file: string, schema: z.ZodType<T>, data: unknown): T {
  const result = schema.safeParse(fill(data))
  if (!result.success) throw new Error(`${file}: ${z.prettifyError(result.error)}`)
  return result.data
}
