import type { z } from 'zod'
import json from './privacy.json'
import { parseContent } from './fill-placeholders.ts'
import { privacyPageSource } from './page-schemas.server.ts'

export type PrivacyPageSource = z.infer<typeof privacyPageSource>
export type PolicyBlock = PrivacyPageSource['sections'][number]['blocks'][number]

export const privacyPolicy = parseContent('app/content/privacy.json', privacyPageSource, json)
