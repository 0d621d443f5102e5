import { fillPlaceholders } from './fill-placeholders.ts'
import json from './faqs.json'
import type { CallToAction, Faq, FaqCategory, HeroConfig, PageHead } from './types.ts'

/** The /faqs page (faqs.json). Numbers follow the general FAQ reading of spec section 9. */

export type FaqContactCard =
  | { kind: 'call'; title: string; description: string; actionLabel: string }
  | { kind: 'text'; title: string; description: string; actionLabel: string; body: string }
  | { kind: 'quote'; title: string; description: string; actionLabel: string }

export interface FaqsPageSource {
  faqsHead: PageHead
  faqsHero: HeroConfig
  faqContactIntro: { title: string; intro: string }
  faqContactCards: readonly FaqContactCard[]
  faqSearchCopy: FaqSearchCopy
  faqCategories: readonly FaqCategory[]
  faqsClosingCta: CallToAction
}

/** The FAQ search's own words: its heading, box, topic links and what it says when nothing matches. */
export interface FaqSearchCopy {
  title: string
  intro: string
  label: string
  placeholder: string
  topicsLabel: string
  noResultsTitle: string
  noResultsText: string
  clearLabel: string
}

export const { faqsHead, faqsHero, faqContactIntro, faqContactCards, faqSearchCopy, faqCategories, faqsClosingCta } = fillPlaceholders<FaqsPageSource>(json)

/** Every question on the page, in display order: the FAQPage structured data uses exactly this. */
export const allFaqs: readonly Faq[] = faqCategories.flatMap((category) => category.faqs)
