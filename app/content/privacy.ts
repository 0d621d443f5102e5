import { fillPlaceholders } from './fill-placeholders.ts'
import json from './privacy.json'
import type { PageHead } from './types.ts'

/** The /privacy page (privacy.json): the privacy policy, as data the page renders section by section. */

export type PolicyBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] }
  /** The business's contact details, rendered with working phone and e-mail links. */
  | { kind: 'contact' }

export interface PolicySection {
  id: string
  title: string
  blocks: PolicyBlock[]
}

export interface PrivacyPageSource {
  head: PageHead
  page: { title: string; effectiveDateLabel: string; effectiveDate: string; effectiveDateIso: string; contentsTitle: string }
  intro: string
  sections: readonly PolicySection[]
}

export const privacyPolicy = fillPlaceholders<PrivacyPageSource>(json)
