import type { z } from 'zod'
import { site } from '../site-config.ts'
import { claims } from './business-claims.ts'
import { parseFile } from './collections.ts'
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

export function fillPlaceholders(node: unknown): unknown {
  if (typeof node === 'string') return fillText(node)
  if (Array.isArray(node)) return node.map(fillPlaceholders)
  if (node && typeof node === 'object') return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, fillPlaceholders(value)]))
  return node
}

/** A content file with its placeholders filled, checked against its schema: a failure names the file and field. */
export function parseContent<T>(file: string, schema: z.ZodType<T>, data: unknown): T {
  return parseFile(file, schema, fillPlaceholders(data))
}
