import type { z } from 'zod'
import json from './faqs.json'
import { parseContent } from './fill-placeholders.ts'
import { faqsPageSource } from './page-schemas.server.ts'

type FaqsPage = z.infer<typeof faqsPageSource>
export type FaqSearchCopy = FaqsPage['faqSearchCopy']

export const faqsPage = parseContent('app/content/faqs.json', faqsPageSource, json)
export const { faqsHead, faqsHero, faqCategories, faqSearchCopy, faqsClosingCta } = faqsPage

/** Every question on the page, in display order, as the FAQPage structured data lists them. */
export const allFaqs = faqCategories.flatMap((category) => category.faqs)
