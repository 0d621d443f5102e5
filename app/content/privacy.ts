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
  privacyHead: PageHead
  privacyPage: { title: string; effectiveDateLabel: string; effectiveDate: string; effectiveDateIso: string; contentsTitle: string }
  privacyIntro: string
  privacySections: readonly PolicySection[]
}

export const { privacyHead, privacyPage, privacyIntro, privacySections } = fillPlaceholders<PrivacyPageSource>(json)
