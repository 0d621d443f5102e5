import type { z } from 'zod'
import { site } from '../site-config.ts'
import { claims } from './business-claims.ts'
import { parseFile } from './collections.ts'
import { financingReadings } from './financing-terms.ts'
import { fill } from './placeholders.ts'

export const fillPlaceholders = (node: unknown) => fill(node, { site, claims, financing: financingReadings })

/** A content file with its placeholders filled, checked against its schema: a failure names the file and field. */
export function parseContent<T>(file: string, schema: z.ZodType<T>, data: unknown): T {
  return parseFile(file, schema, fillPlaceholders(data))
}
